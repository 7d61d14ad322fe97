import { expect, test } from '@playwright/test'
import { hydrated } from '../content/site'
import { shot } from '../shots'

const port = Number(process.env.E2E_PORT ?? 3100)
const site = (slug: string, pathname = '/') => `http://${slug}.localhost:${port}${pathname}`

test('directory search: typing a model on /models lists the matching models of this site only', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(site('harbour-toyota', '/models'))
  await hydrated(page)
  await page.getByLabel('Find a model').fill('rav4')
  const results = page.locator('#model-directory-results')
  await expect(results.getByRole('link', { name: /Toyota RAV4/ }).first()).toBeVisible()
  await shot(page, 'models-directory')
  await expect(results.getByRole('link', { name: /RAV4/ }).first()).toHaveAttribute('href', /\/models\//)
  await page.getByLabel('Find a model').fill('zzzznotamodel')
  await expect(results).toContainText('No models match your search.')
})

test('the price-range search counts the cars in the range (dealership search) and opens the search with it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(site('harbour-toyota', '/'))
  const button = page.getByTestId('price-range-button')
  await expect(button).toHaveText(/^Show Me \d+ cars?$/)
  await button.scrollIntoViewIfNeeded()
  await shot(page, 'home-price-range')
  const all = Number(/\d+/.exec((await button.textContent()) ?? '')?.[0])
  await page.getByLabel('Maximum price').fill('40000')
  await expect(button).not.toHaveText(`Show Me ${all} cars`)
  const fewer = Number(/\d+/.exec((await button.textContent()) ?? '')?.[0])
  expect(fewer).toBeLessThan(all)
  await button.click()
  await expect(page).toHaveURL(/\/search\?price=5000:\d+$/)
  await expect(page.getByTestId('result-count')).toHaveText(`${fewer} cars found`)
})

test('Google vehicle listings feed: listed, unsold cars of the site with the feed fields', async ({ request }) => {
  // Node cannot resolve *.localhost, so the API context uses the path-prefix fallback.
  const response = await request.get(`http://localhost:${port}/sites/harbour-toyota/feeds/vehicle-listings.xml`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  const items = xml.match(/<item>/g) ?? []
  expect(items.length).toBeGreaterThan(10)
  for (const field of [
    'vin',
    'store_code',
    'dealership_name',
    'dealership_address',
    'price',
    'condition',
    'link',
    'image_link',
    'brand',
    'model',
    'year',
    'mileage',
  ]) {
    expect(xml, field).toContain(`<g:${field}>`)
  }
  expect(xml).toMatch(/<g:price>\d+\.\d{2} AUD<\/g:price>/)
  expect(xml).toContain(`<g:link>http://localhost:${port}/sites/harbour-toyota/cars/`)
  // Another site's cars never appear in this site's feed.
  const metro = await (
    await request.get(`http://localhost:${port}/sites/metro-used-cars/feeds/vehicle-listings.xml`)
  ).text()
  const ids = (text: string) => new Set([...text.matchAll(/<g:id>(\d+)<\/g:id>/g)].map((m) => m[1]))
  const shared = [...ids(xml)].filter((id) => ids(metro).has(id))
  expect(shared).toEqual([])
  // Sold cars are not advertised.
  const sold = (await (
    await request.get(`http://localhost:${port}/api/cars?where[status][equals]=sold&limit=50&depth=0`)
  ).json()) as { docs: { id: number }[] }
  for (const car of sold.docs) expect(ids(xml).has(String(car.id))).toBe(false)
})

test("the make list shows a make's logo once staff give its manufacturer one", async ({ page, request }) => {
  const login = await request.post('/api/users/login', {
    data: { email: 'admin@example.com', password: process.env.SEED_PASSWORD ?? 'demo-password' },
  })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const toyota = (
    (await (
      await request.get('/api/manufacturers?where[name][equals]=Toyota&limit=1&depth=0', { headers })
    ).json()) as { docs: { id: number; logo?: number | null; logoUrl?: string | null }[] }
  ).docs[0]!
  const logo = '/demo-photos/logo-test.svg'
  // The seed uploads a logo for each demo make (issue 39.10), which wins over an address: staff give an address only.
  expect(
    (await request.patch(`/api/manufacturers/${toyota.id}`, { headers, data: { logo: null, logoUrl: logo } })).status(),
  ).toBe(200)
  try {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(site('harbour-toyota', '/search'))
    await expect(page.locator('[data-search-ready]')).toBeVisible()
    const filters = page.getByRole('group', { name: 'Filters' })
    if (await page.getByRole('button', { name: 'Show all makes' }).isVisible())
      await page.getByRole('button', { name: 'Show all makes' }).click()
    await expect(filters.locator('label', { hasText: 'Toyota' }).locator('img')).toHaveAttribute('src', logo)
  } finally {
    await request.patch(`/api/manufacturers/${toyota.id}`, {
      headers,
      data: { logo: toyota.logo ?? null, logoUrl: toyota.logoUrl ?? null },
    })
  }
})
