import { expect, test } from '@playwright/test'
import { signInToAdmin } from '../adminSignIn'
import { shot } from './shots'

const port = Number(process.env.E2E_PORT ?? 3100)

type Location = { id: number; openingHours: { weekday: string; open: string; close: string; status: string }[] }

async function salesLocation(request: import('@playwright/test').APIRequestContext): Promise<Location> {
  const found = await request.get('/api/locations?where[name][equals]=Harbour%20Toyota%20Sales&depth=0')
  return ((await found.json()) as { docs: Location[] }).docs[0]!
}

test("an editor changes a location's opening hours in the admin and the site shows them", async ({ page, request }) => {
  await signInToAdmin(page, 'editor@harbour-toyota.example.com')
  const location = await salesLocation(request)
  const monday = location.openingHours.findIndex((row) => row.weekday === '1')
  const before = location.openingHours[monday]!.open

  await page.goto(`/admin/collections/locations/${location.id}`)
  // Issue 26 §8: 'hours inputs that accept "8am" or show the format': written as staff write it, stored as 24-hour.
  const opens = page.locator(`#field-openingHours__${monday}__open`)
  await opens.fill('6:45 am')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('successfully').first()).toBeVisible()
  expect((await salesLocation(request)).openingHours[monday]!.open).toBe('06:45')

  // Issue 26 §8: 'Opening hours in the site's clock ("8:30am–5:30pm" in AU)'.
  await page.goto(`http://harbour-toyota.localhost:${port}/contact`)
  const card = page.getByRole('article', { name: 'Harbour Toyota Sales' })
  await expect(card.getByRole('row', { name: /Monday/ })).toContainText('6:45am–5:30pm')

  await page.goto(`/admin/collections/locations/${location.id}`)
  await page.locator(`#field-openingHours__${monday}__open`).fill(before)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('successfully').first()).toBeVisible()
})

test('hours rows are named by weekday, and a time the admin cannot read is refused with an error naming the row and the box', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInToAdmin(page, 'editor@harbour-toyota.example.com')
  const location = await salesLocation(request)
  const saturday = location.openingHours.findIndex((row) => row.weekday === '6')
  await page.goto(`/admin/collections/locations/${location.id}`)
  // Issue 26 §8: 'rows named by weekday' (not 'Day 01'), the hours in the site's clock.
  const labels = page.getByTestId('hours-row-label')
  await expect(labels.first()).toBeVisible()
  const names = await labels.allTextContents()
  for (const day of ['Monday', 'Saturday', 'Sunday']) expect(names.some((n) => n.startsWith(day))).toBe(true)
  expect(names.join(' ')).not.toMatch(/Day 0\d/)
  await expect(labels.filter({ hasText: /^Monday: \d{1,2}:\d{2}(am|pm)–\d{1,2}:\d{2}(am|pm)$/ })).toHaveCount(1)

  const closes = page.locator(`#field-openingHours__${saturday}__close`)
  await closes.scrollIntoViewIfNeeded()
  await shot(page, 'admin-hours-rows')
  await closes.fill('lunchtime')
  await page.getByRole('button', { name: 'Save' }).click()
  // The save is refused, and the message names the row and the box.
  await expect(page.getByText(`The following field is invalid: Opening Hours ${saturday + 1} → Closes`)).toBeVisible()
  await shot(page, 'admin-hours-error')
  // Nothing was saved.
  expect((await salesLocation(request)).openingHours[saturday]!.close).toBe(location.openingHours[saturday]!.close)
})

test('the REST API takes "5pm" and stores 17:00; a bad time is a 400 naming the row and the field', async ({
  request,
}) => {
  const login = await request.post('/api/users/login', {
    data: { email: 'editor@harbour-toyota.example.com', password: process.env.SEED_PASSWORD ?? 'demo-password' },
  })
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  const location = await salesLocation(request)
  const rows = location.openingHours
  const saturday = rows.findIndex((row) => row.weekday === '6')
  const withClose = (close: string) => rows.map((row, i) => (i === saturday ? { ...row, close } : row))

  const bad = await request.patch(`/api/locations/${location.id}`, {
    headers,
    data: { openingHours: withClose('half past') },
  })
  expect(bad.status()).toBe(400)
  // The REST answer names the row and the box (Payload's own message for a field whose validation failed).
  const body = (await bad.json()) as { errors: { message: string }[] }
  expect(body.errors.map((e) => e.message).join(' ')).toContain(`Opening Hours ${saturday + 1} > Closes`)

  const good = await request.patch(`/api/locations/${location.id}`, {
    headers,
    data: { openingHours: withClose('5pm') },
  })
  expect(good.ok(), await good.text()).toBe(true)
  expect((await salesLocation(request)).openingHours[saturday]!.close).toBe('17:00')
  await request.patch(`/api/locations/${location.id}`, { headers, data: { openingHours: rows } })
})
