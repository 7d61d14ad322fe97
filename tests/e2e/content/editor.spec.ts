import { expect, test } from '@playwright/test'
import { signInToAdmin } from '../../adminSignIn'
import { open, site } from './site'

test('an editor changes an offer and the holiday hours in the admin, and the public pages show both', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await signInToAdmin(page, 'editor@harbour-toyota.example.com')

  // Warm the public pages first, so the test also proves the cached pages are revalidated.
  await open(page, site('harbour-toyota', '/special-offers'))
  await expect(page.getByRole('article', { name: 'HiLux SR5 drive-away' })).toBeVisible()

  const offers = (await (
    await request.get('/api/offers?where[name][equals]=HiLux%20SR5%20drive-away&depth=0')
  ).json()) as { docs: { id: number }[] }
  const offerId = offers.docs[0]!.id
  await page.goto(`/admin/collections/offers/${offerId}`)
  await page.locator('#field-name').fill('HiLux SR5 drive-away: $1,500 bonus')
  // Autosave keeps a draft while typing; publishing makes it live.
  await expect(async () => {
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.locator('main li').first()).toContainText('Published', { timeout: 5_000 })
  }).toPass({ timeout: 60_000 })

  const locations = (await (
    await request.get('/api/locations?where[name][equals]=Harbour%20Toyota%20Parts&depth=0')
  ).json()) as {
    docs: { id: number; specialHours: { label: string }[] }[]
  }
  const parts = locations.docs[0]!
  const boxingDay = parts.specialHours.findIndex((row) => row.label === 'Boxing Day')
  await page.goto(`/admin/collections/locations/${parts.id}`)
  await page.locator(`#field-specialHours__${boxingDay}__startHour`).fill('10:30')
  await page.locator(`#field-specialHours__${boxingDay}__label`).fill('Boxing Day (parts counter)')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()

  await open(page, site('harbour-toyota', '/special-offers'))
  await expect(page.getByRole('article', { name: 'HiLux SR5 drive-away: $1,500 bonus' })).toBeVisible()

  await open(page, site('harbour-toyota', '/contact'))
  const card = page.getByRole('article', { name: 'Harbour Toyota Parts' })
  await card.getByRole('button', { name: 'Holiday opening hours' }).click()
  await expect(page.getByRole('dialog').getByRole('row', { name: /Boxing Day \(parts counter\)/ })).toContainText(
    '10:30am–1:00pm',
  )
})
