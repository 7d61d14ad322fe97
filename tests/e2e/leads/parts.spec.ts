import { expect, test } from '@playwright/test'
import { hydrated } from '../content/site'
import { fillContact, PASSWORD, shot, siteUrl, uniqueName } from './helpers'

// Issue 19.9: /parts/search (spec §2 supporting pages): the shopper asks for a part; the lead is a general enquiry
// with category 'Parts' and the part, vehicle and VIN in its message; the parts department's details beside it.

test('The parts page sends a lead with category Parts', async ({ page, request }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(siteUrl('harbour-toyota', '/parts/search?q=Wiper%20blades'))
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a Part')
    const aside = page.locator('aside').filter({ has: page.getByRole('heading', { name: 'Parts department' }) })
    await expect(aside.getByText('Harbour Toyota Parts')).toBeVisible()
    await expect(aside.getByRole('link', { name: '02 9550 1220' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Parts')
    await expect(page.getByRole('textbox', { name: 'Part name or number' })).toHaveValue('Wiper blades')
    await shot(page, 'parts-search')
  }

  await page.getByRole('textbox', { name: 'Part name or number' }).fill('')
  await page.getByRole('button', { name: 'Send Parts Request' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following errors' })
  await expect(summary.getByRole('listitem')).toHaveText([
    'Part name or number is required.',
    'Vehicle is required.',
    'Name is required.',
    'Email is required.',
    'Phone is required.',
  ])
  await shot(page, 'parts-search-errors')

  await page.getByRole('textbox', { name: 'Part name or number' }).fill('Front brake pads')
  await page.getByRole('textbox', { name: 'Vehicle' }).fill('2019 Toyota Corolla Ascent')
  await page.getByRole('textbox', { name: 'VIN (optional)' }).fill('JTNKB3BE10J000001')
  const name = uniqueName('Parts')
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`
  await fillContact(page, name)
  await page.getByRole('button', { name: 'Send Parts Request' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
  await shot(page, 'parts-search-sent')

  const login = await request.post('/api/users/login', {
    data: { email: 'editor@harbour-toyota.example.com', password: PASSWORD },
  })
  const { token } = (await login.json()) as { token: string }
  const found = await request.get(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0&limit=1`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const { docs } = (await found.json()) as { docs: { form: string; category: string; message: string }[] }
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({
    form: 'general',
    category: 'Parts',
    message: 'Part: Front brake pads\nVehicle: 2019 Toyota Corolla Ascent\nVIN: JTNKB3BE10J000001',
  })
})
