import { expect, test, type Page } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const site = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`
const count = (page: Page) => page.getByTestId('result-count')
const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const filters = (page: Page) => page.getByRole('group', { name: 'Filters' })

async function openSearch(page: Page, path: string, slug = 'harbour-toyota') {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(site(slug, path))
  await expect(page.locator('[data-search-ready]')).toBeVisible()
}

const number = (text: string | null) => Number(/([\d,]+)/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN)

test('/search/{body}: /search/suv shows SUVs only (a body slug selects the body, not a make)', async ({
  page,
  request,
}) => {
  const html = await (await request.get(`http://localhost:${port}/sites/harbour-toyota/search/suv`)).text()
  expect(html).toContain('data-testid="car-card"')
  await openSearch(page, '/search/suv')
  await expect(heading(page)).toHaveText(/SUVs for Sale in/)
  const suv = filters(page).getByRole('checkbox', { name: /^SUV \d+$/ })
  await expect(suv).toBeChecked()
  const found = number(await count(page).textContent())
  expect(found).toBeGreaterThan(0)
  // Every car listed is one of the SUVs the Body Type list counts.
  expect(found).toBe(number(await suv.locator('..').textContent()))
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button')).toHaveText([/^SUV/])
  // No make is chosen: the make list has nothing ticked.
  const makes = filters(page).locator('section', { has: page.getByRole('button', { name: 'Make', exact: true }) })
  await expect(makes.getByRole('checkbox', { checked: true })).toHaveCount(0)
})

test('headings and titles follow the filters: /search/toyota says Toyota', async ({ page }) => {
  await openSearch(page, '/search/toyota')
  await expect(heading(page)).toHaveText(/^New, Pre-Owned and Demo Toyota Cars for Sale in /)
  await expect(page).toHaveTitle(/Toyota Cars for Sale/)
  await openSearch(page, '/search/new-cars')
  await expect(heading(page)).toHaveText(/^New Cars for Sale in /)
  await openSearch(page, '/search/used-cars')
  await expect(heading(page)).toHaveText(/^Pre-Owned Cars for Sale in /)
  await filters(page)
    .getByRole('checkbox', { name: /^Hatch \d+$/ })
    .click()
  await expect(heading(page)).toHaveText(/^Pre-Owned Hatches for Sale in /)
})

test("headings follow the item type: a caravan site says caravans, not 'Cars'", async ({ page }) => {
  await openSearch(page, '/search', 'outback-caravans')
  await expect(heading(page)).toHaveText(/^New, Pre-Owned and Demo Caravans for Sale in /)
  await expect(count(page)).toHaveText(/^\d+ caravans? found$/)
})

test('the Year slider shows years, not 0 – 100000', async ({ page }) => {
  await openSearch(page, '/search')
  await expect(page.getByTestId('slider-year').locator('p')).toHaveText(/^(19|20)\d\d – (19|20)\d\d$/)
  // No results, so no years from the stock: still years.
  await openSearch(page, '/search/new-cars', 'metro-used-cars')
  await expect(count(page)).toHaveText('0 cars found')
  await expect(page.getByTestId('slider-year').locator('p')).toHaveText(/^(19|20)\d\d – (19|20)\d\d$/)
})

test('the empty state offers to clear filters only when some are set', async ({ page }) => {
  await openSearch(page, '/search/new-cars', 'metro-used-cars')
  await expect(page.getByRole('heading', { name: 'No cars match your search' })).toBeVisible()
  await page.getByRole('link', { name: 'Clear all filters' }).click()
  await expect(page).toHaveURL(/\/search$/)
  await expect(count(page)).not.toHaveText('0 cars found')
  // Nothing chosen and nothing listed (every search answer emptied): no filters to clear.
  await page.route('**/search-api/**', (route) => {
    const { requests } = route.request().postDataJSON() as { requests: unknown[] }
    const empty = { hits: [], nbHits: 0, nbPages: 0, page: 0, hitsPerPage: 0, facets: {}, processingTimeMS: 1 }
    return route.fulfill({ json: { results: requests.map(() => ({ ...empty, query: '', params: '' })) } })
  })
  await page.goto(site('metro-used-cars', '/search?sortBy=price_desc'))
  await expect(page.locator('[data-search-ready]')).toBeVisible()
  await page.getByLabel('Sort by').selectOption({ index: 0 })
  await expect(count(page)).toHaveText('0 cars found')
  await expect(page.getByRole('heading', { name: 'No cars for sale right now' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Clear all filters' })).toHaveCount(0)
})
