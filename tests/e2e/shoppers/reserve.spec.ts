import { expect, test } from '@playwright/test'
import { hydrated } from '../content/site'
import { loginAdmin } from '../leads/helpers'
import { shot } from '../shots'

const port = Number(process.env.E2E_PORT ?? 3100)
const site = (slug: string, pathname = '/') => `http://${slug}.localhost:${port}${pathname}`

test('reserve: the car page Reserve button opens checkout; the reservation holds the car 48 hours and it shows Reserved', async ({
  page,
  request,
}) => {
  const sites = (
    (await (await request.get('/api/sites?where[slug][equals]=metro-used-cars&limit=1&depth=0')).json()) as {
      docs: { id: number }[]
    }
  ).docs
  const cars = (
    (await (
      await request.get(
        `/api/cars?where[site][equals]=${sites[0]!.id}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[reserved][not_equals]=true&limit=1&depth=0&sort=-id`,
      )
    ).json()) as { docs: { id: number; slug: string }[] }
  ).docs
  const car = cars[0]!
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(site('metro-used-cars', `/cars/${car.slug}`))
  await hydrated(page)
  await page.getByTestId('btn-reserve').click()
  // Metro's button says Buy Online (its site setting, cards.buyButton): the same checkout, at /buy-online.
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/(checkout|buy-online)$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Reserve')
  await expect(page.getByText('fully refundable deposit').first()).toBeVisible()
  await hydrated(page)
  await page.getByLabel('Name').fill('E2E Reserver')
  await page.getByLabel('Email').fill('reserver@example.com')
  await page.getByLabel('Mobile Number').fill('0413 555 019')
  await page.getByRole('button', { name: /^Reserve · / }).click()
  await expect(page.getByTestId('reservation-done')).toContainText('Car reserved')
  await shot(page, 'reserved')
  // The index shows it at once: the car's own page and a second shopper's checkout.
  await page.goto(site('metro-used-cars', `/cars/${car.slug}/checkout`))
  await expect(page.getByRole('status')).toHaveText('This car is already reserved.')
  const again = await request.post(`http://localhost:${port}/api/reservations`, {
    headers: { origin: `http://localhost:${port}` },
    data: {
      site: 'metro-used-cars',
      car_id: car.id,
      name: 'Second',
      email: 'second@example.com',
      phone_number: '0413 555 020',
    },
  })
  expect(again.status()).toBe(409)

  // Staff see their own site's reservations in the admin, and another site's staff do not.
  for (const [editor, sees] of [
    ['editor@harbour-toyota.example.com', 0],
    ['editor@metro-used-cars.example.com', 1],
  ] as const) {
    const context = await page
      .context()
      .browser()!
      .newContext({ baseURL: `http://localhost:${port}`, viewport: { width: 1280, height: 900 } })
    const staff = await context.newPage()
    await loginAdmin(staff, editor)
    await staff.goto('/admin/collections/reservations?limit=100')
    await expect(staff.getByRole('heading', { name: 'Reservations' }).first()).toBeVisible()
    await expect(staff.getByRole('row').filter({ hasText: 'E2E Reserver' })).toHaveCount(sees)
    // The same over Payload's REST list (the shopper's POST route shares the path).
    const api = await staff.request.get('/api/reservations?limit=100&depth=0')
    expect(api.status()).toBe(200)
    expect(
      ((await api.json()) as { docs: { name: string }[] }).docs.filter((d) => d.name === 'E2E Reserver'),
    ).toHaveLength(sees)
    if (sees) {
      // The car's name arrives after the list (Payload fetches relationship titles separately).
      await expect(staff.getByRole('row').filter({ hasText: 'E2E Reserver' }).getByRole('link').first()).not.toHaveText(
        /No Car|Loading/,
      )
      await shot(staff, 'admin-reservations')
    }
    await context.close()
  }
})

test('reservations: bad input gets a 400 naming the field; a cross-site origin gets 403', async ({ request }) => {
  const bad = await request.post(`http://localhost:${port}/api/reservations`, {
    headers: { origin: `http://localhost:${port}` },
    data: { site: 'metro-used-cars', car_id: 1, name: 'X', email: 'not-an-email', phone_number: '0413 555 021' },
  })
  expect(bad.status()).toBe(400)
  expect(((await bad.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('email')
  const cross = await request.post(`http://localhost:${port}/api/reservations`, {
    headers: { origin: 'https://evil.example' },
    data: { site: 'metro-used-cars', car_id: 1 },
  })
  expect(cross.status()).toBe(403)
})

test('spec §2: checkout is gated only in gated mode: Harbour Toyota (gated mode off) opens its checkout and checks the phone by a code there (39.10)', async ({
  page,
  request,
}) => {
  const sites = (
    (await (await request.get('/api/sites?where[slug][equals]=harbour-toyota&limit=1&depth=0')).json()) as {
      docs: { id: number }[]
    }
  ).docs
  const [car] = (
    (await (
      await request.get(
        `/api/cars?where[site][equals]=${sites[0]!.id}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[reserved][not_equals]=true&limit=1&depth=0&sort=id`,
      )
    ).json()) as { docs: { slug: string }[] }
  ).docs
  const response = await page.goto(site('harbour-toyota', `/cars/${car!.slug}/checkout`))
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(new RegExp(`/cars/${car!.slug}/checkout$`))
  await hydrated(page)
  await page.getByLabel('Name').fill('E2E Harbour Reserver')
  await page.getByLabel('Email').fill('harbour-reserver@example.com')
  await page.getByLabel('Mobile Number').fill('0413 555 031')
  await page.getByRole('button', { name: 'Text me a code' }).click()
  await expect(page.getByLabel('6-digit code')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/cars/${car!.slug}/checkout$`))
})
