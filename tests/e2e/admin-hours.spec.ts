import { expect, test } from '@playwright/test'
import { signInToAdmin } from '../adminSignIn'

const port = Number(process.env.E2E_PORT ?? 3100)

test("an editor changes a location's opening hours in the admin and the site shows them", async ({ page, request }) => {
  await signInToAdmin(page, 'editor@harbour-toyota.example.com')

  const found = await request.get('/api/locations?where[name][equals]=Harbour%20Toyota%20Sales&depth=0')
  const { docs } = (await found.json()) as { docs: { id: number; openingHours: { weekday: string }[] }[] }
  const location = docs[0]!
  const monday = location.openingHours.findIndex((row) => row.weekday === '1')

  await page.goto(`/admin/collections/locations/${location.id}`)
  const opens = page.locator(`#field-openingHours__${monday}__open`)
  await opens.fill('06:45')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('successfully')).toBeVisible()

  await page.goto(`http://harbour-toyota.localhost:${port}/contact`)
  const card = page.getByRole('article', { name: 'Harbour Toyota Sales' })
  await expect(card.getByRole('row', { name: /Monday/ })).toContainText('06:45 – 17:30')
})
