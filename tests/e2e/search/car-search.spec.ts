import { expect, test, type Page } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const site = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`
const cards = (page: Page) => page.getByTestId('car-card')
const count = (page: Page) => page.getByTestId('result-count')

/** Opens a search page and waits until React has hydrated it, so clicks reach its handlers. */
async function openSearch(page: Page, path: string, slug = 'harbour-toyota') {
  await page.goto(site(slug, path))
  await expect(page.locator('[data-search-ready]')).toBeVisible()
}

function countSearchRequests(page: Page): { n: number } {
  const seen = { n: 0 }
  page.on('request', (request) => {
    if (request.url().includes('/search-api/')) seen.n++
  })
  return seen
}

test('the first response is server-rendered HTML that already lists the cars, with no search request on hydration', async ({
  page,
  request,
}) => {
  const html = await (await request.get(`http://localhost:${port}/sites/harbour-toyota/search`)).text()
  expect(html).toContain('data-testid="car-card"')
  expect(html).toContain('New, Pre-Owned and Demo Cars for Sale in')
  const searches = countSearchRequests(page)
  await openSearch(page, '/search')
  await expect(cards(page).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(searches.n).toBe(0)
})

test('every search route answers with results', async ({ page }) => {
  test.setTimeout(180_000)
  for (const path of [
    '/search',
    '/search/new-used-and-demo-cars',
    '/search/new-cars',
    '/search/used-cars',
    '/search/demo-cars',
    '/search/new-and-demo-cars',
    '/search/toyota',
    '/search/toyota/rav4',
    '/7-seater-cars-for-sale',
  ]) {
    const response = await page.goto(site('harbour-toyota', path))
    expect(response?.status(), path).toBe(200)
    await expect(count(page), path).toHaveText(/\d+ cars? found/)
  }
  await openSearch(page, '/search/used-cars')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pre-Owned Cars for Sale in/)
  await page.goto(site('harbour-toyota', '/7-seater-cars-for-sale'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('7 Seater Cars for Sale')
})

test('a checkbox filter writes one parameter per attribute and back restores the state', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openSearch(page, '/search')
  const before = await count(page).textContent()
  await page
    .getByRole('group', { name: 'Filters' })
    .getByRole('checkbox', { name: /^Hatch \d+$/ })
    .click()
  await expect(page).toHaveURL(/\/search\?body=Hatch$/)
  await expect(count(page)).toHaveText(/^\d+ cars? found$/)
  await expect(count(page)).not.toHaveText(before ?? '')
  await page.goBack()
  await expect(page).toHaveURL(/\/search$/)
  await expect(count(page)).toHaveText(before ?? '')
  await page.goForward()
  await expect(page).toHaveURL(/body=Hatch/)
})

test('a closed filter section (Colour) has no options to tab into until it is opened; opened, they filter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openSearch(page, '/search')
  const filters = page.getByRole('group', { name: 'Filters' })
  const colour = filters.getByRole('button', { name: 'Colour' })
  await expect(colour).toHaveAttribute('aria-expanded', 'false')
  const body = page.locator(`[id="${await colour.getAttribute('aria-controls')}"]`)
  await expect(body.getByRole('checkbox')).toHaveCount(0)
  await colour.click()
  await expect(colour).toHaveAttribute('aria-expanded', 'true')
  const first = body.getByRole('checkbox').first()
  await expect(first).toBeVisible()
  await first.click()
  await expect(page).toHaveURL(/[?&]colour=/)
  // Closed again, its options stay out of reach (inert) until reopened.
  await colour.click()
  await expect(body).toHaveAttribute('inert', '')
})

test('car_type and make move into the path; the make list shows the first 7 then Show all makes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openSearch(page, '/search')
  await page.getByRole('group', { name: 'Filters' }).getByRole('checkbox', { name: /^Used/ }).click()
  await expect(page).toHaveURL(/\/search\/used-cars$/)
  await openSearch(page, '/search')
  await expect(page.getByRole('group', { name: 'Filters' }).getByRole('checkbox', { name: /Toyota/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Show all makes' }).click()
  await page
    .getByRole('group', { name: 'Filters' })
    .getByRole('checkbox', { name: /Toyota/ })
    .click()
  await expect(page).toHaveURL(/\/search\/toyota$/)
})

test('sort by lowest price lists ascending prices from above zero; cars without a price stay in the count', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openSearch(page, '/search')
  const before = await count(page).textContent()
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/search-api/')),
    page.getByLabel('Sort by').selectOption('price_asc'),
  ])
  await expect(page).toHaveURL(/sortBy=price_asc/)
  await expect(page.getByTestId('card-price').first()).toHaveText(/\$/)
  const prices = (await page.getByTestId('card-price').allTextContents())
    .map((t) => /\$([\d,]+)/.exec(t)?.[1])
    .filter((p): p is string => Boolean(p))
    .map((p) => Number(p.replace(/,/g, '')))
  expect(prices.length).toBeGreaterThan(1)
  expect(prices).toEqual([...prices].sort((a, b) => a - b))
  // Issue 39.7: sorting by price filters no car out (those without a price come last).
  await expect(count(page)).toHaveText(before ?? '')
})

test('pagination moves to page 2 and a range change removes page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openSearch(page, '/search')
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: '2', exact: true }).click()
  await expect(page).toHaveURL(/page=2/)
  await openSearch(page, '/search?page=2&price=20000:60000')
  await expect(count(page)).toHaveText(/\d+ cars? found/)
  await page.getByLabel('Maximum Price').fill('50000')
  await expect(page).toHaveURL(/\/search\?price=20000:\d+000$/)
})

test('a used-only site never shows new cars', async ({ page }) => {
  await page.goto(site('metro-used-cars', '/search/new-cars'))
  await expect(count(page)).toHaveText('0 cars found')
  await expect(page.getByRole('heading', { name: 'No cars match your search' })).toBeVisible()
})

/** The search page's own error (Next's route announcer is an alert too). */
const searchError = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'We could not update the results just now.' })

test('the search service down shows a friendly message, never a 500', async ({ page }) => {
  await page.route('**/search-api/**', (route) => route.abort())
  await page.setViewportSize({ width: 1280, height: 900 })
  await openSearch(page, '/search')
  const first = await cards(page).count()
  await page
    .getByRole('group', { name: 'Filters' })
    .getByRole('checkbox', { name: /^Hatch \d+$/ })
    .click()
  // Issue 39.7: no other search's cars under the new chips; the shopper can try again.
  await expect(searchError(page)).toContainText('We could not update the results just now.')
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  expect(first).toBeGreaterThan(0)
  await expect(cards(page)).toHaveCount(0)
  await page.unroute('**/search-api/**')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(searchError(page)).toHaveCount(0)
  await expect(cards(page).first()).toBeVisible()
  await expect(count(page)).toHaveText(/^\d+ cars? found$/)
})

test('search never shows stale results under new chips: Used ticked, then Lowest Price at once on a slow phone', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  // What Used alone finds, asked on a quiet page first.
  await openSearch(page, '/search/used-cars')
  await expect(count(page)).toHaveText(/^[\d,]+ cars? found$/)
  const usedText = (await count(page).textContent())!
  expect(Number(usedText.replace(/\D/g, ''))).toBeGreaterThan(0)
  await openSearch(page, '/search')
  const filters = page.getByRole('group', { name: 'Filters' })
  const used = filters.getByRole('checkbox', { name: /^Used/ })
  // A slow phone: 4x CPU, and the first search (Used alone) answers last, after the one for Used by price.
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  let searches = 0
  await page.route('**/search-api/**', async (route) => {
    const delay = searches++ === 0 ? 3_000 : 800
    await new Promise((resolve) => setTimeout(resolve, delay))
    // The page may have cancelled a superseded search meanwhile.
    await route.continue().catch(() => undefined)
  })
  await used.click()
  await page.getByLabel('Sort by').selectOption('price_asc')
  await expect(page).toHaveURL(/\/search\/used-cars\?sortBy=price_asc$/)
  const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('button')
  await expect(chips).toHaveCount(1)
  await expect(chips.first()).toContainText('Used')
  await expect(count(page)).toHaveText(usedText, { timeout: 20_000 })
  await expect(page.locator('[data-stale]')).toHaveCount(0)
  await expect(searchError(page)).toHaveCount(0)
  // Past the answer for Used alone (3 s): the page still shows Used by price.
  await page.waitForTimeout(3_500)
  await expect(count(page)).toHaveText(usedText)
  await expect(chips).toHaveCount(1)
  const prices = (await page.getByTestId('card-price').allTextContents())
    .map((t) => /\$([\d,]+)/.exec(t)?.[1])
    .filter((p): p is string => Boolean(p))
    .map((p) => Number(p.replace(/,/g, '')))
  expect(prices).toEqual([...prices].sort((a, b) => a - b))
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
})

test('a failed update shows no cars of the earlier search under the new chips, and Try again loads its own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openSearch(page, '/search')
  await page.route('**/search-api/**', (route) =>
    route.request().postData()?.includes('cars_price_asc') ? route.abort() : route.continue(),
  )
  await page.getByLabel('Sort by').selectOption('price_asc')
  await expect(searchError(page)).toContainText('We could not update the results just now.')
  await expect(cards(page)).toHaveCount(0)
  await expect(count(page)).toHaveText('')
  await page.unroute('**/search-api/**')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(searchError(page)).toHaveCount(0)
  await expect(cards(page).first()).toBeVisible()
})

test('a price written in the query becomes a price range; an empty result offers the nearest searches with cars', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openSearch(page, '/search?query=under+40000')
  const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('button')
  await expect(chips).toHaveCount(1)
  await expect(chips.first()).toContainText('Price')
  for (const text of await page.getByTestId('card-price').allTextContents()) {
    const price = /\$([\d,]+)/.exec(text)?.[1]
    if (price) expect(Number(price.replace(/,/g, ''))).toBeLessThanOrEqual(40_000)
  }
  // Too little money for any car (cars without a price are 0), with a body type: the body alone has cars.
  await openSearch(page, '/search?body=SUV&price=1:20')
  await expect(page.getByRole('heading', { name: 'No cars match your search' })).toBeVisible()
  const nearest = page.getByTestId('nearest-searches').getByRole('link')
  await expect(nearest.first()).toHaveText(/^Without Price .*\(\d[\d,]* cars?\)$/)
  await nearest.first().click()
  await expect(page).toHaveURL(/\/search\?body=SUV$/)
  await expect(cards(page).first()).toBeVisible()
})

test('a promo tile shows at its position only inside its window (frozen clock)', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2025-01-15T12:00:00+10:00'))
  await openSearch(page, '/search')
  const summer = page.getByTestId('promo-tile').filter({ hasText: 'Summer Sale' })
  await expect(summer).toBeVisible()
  const items = page.locator('[aria-label="Search results"] > ul > li')
  await expect(items.nth(5)).toContainText('Summer Sale')

  await page.clock.setFixedTime(new Date('2025-02-01T00:30:00+10:00'))
  await openSearch(page, '/search')
  await expect(page.getByTestId('promo-tile').filter({ hasText: 'Get pre-approved' })).toBeVisible()
  await expect(page.getByTestId('promo-tile').filter({ hasText: 'Summer Sale' })).toHaveCount(0)
})

test('card tags, price texts and buttons follow the spec rules', async ({ page }) => {
  await openSearch(page, '/search?status=sold,coming_soon,in_stock')
  for (const text of await page.getByTestId('card-price').allTextContents()) {
    expect(text).toMatch(/^(\$[\d,]+|Enquire for price\.|PREORDER)/)
  }
  const cardsOnPage = cards(page)
  const n = await cardsOnPage.count()
  for (let i = 0; i < n; i++) {
    const card = cardsOnPage.nth(i)
    const tag = (await card.getByTestId('card-tag').count()) ? await card.getByTestId('card-tag').textContent() : ''
    if (tag === 'SOLD') {
      await expect(card).toContainText('Like this and want something similar?')
      await expect(card.getByRole('link', { name: 'Find Me Something Similar' })).toHaveAttribute(
        'href',
        /message=Can%20you%20please%20find%20me%20something%20similar/,
      )
    } else {
      await expect(card.getByRole('link', { name: 'View Details' })).toBeVisible()
    }
  }
})

test('/used-car/list only exists for sites whose setting says so', async ({ page }) => {
  const response = await page.goto(site('harbour-toyota', '/used-car/list'))
  expect(response?.status()).toBe(404)
})

test('search history keeps the last 5 searches with their paths', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  for (const path of [
    '/search/new-cars',
    '/search/used-cars',
    '/search/demo-cars',
    '/search?body=SUV',
    '/search?body=Ute',
    '/search/toyota',
  ]) {
    // Hydrated: the page records the search once React runs, so the next navigation must not come first.
    await openSearch(page, path)
    await expect(count(page)).toHaveText(/found/)
  }
  const history = page.getByRole('navigation', { name: 'Recent searches' }).getByRole('link')
  await expect(history).toHaveCount(5)
  await expect(history.first()).toHaveAttribute('href', '/search/toyota')
})
