import { expect, test } from '@playwright/test'
import { shot } from '../shots'

const port = Number(process.env.E2E_PORT ?? 3100)
const site = (slug: string, pathname = '/') => `http://${slug}.localhost:${port}${pathname}`

test('compare: tick up to 4 cars in the search, see them side by side, remove one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(site('metro-used-cars', '/search'))
  await expect(page.locator('[data-search-ready]')).toBeVisible()
  const ticks = page.getByRole('checkbox', { name: /^Compare/ })
  for (let i = 0; i < 4; i++) await ticks.nth(i).check()
  // A fifth car is refused: the list holds 4.
  await ticks.nth(4).click()
  await expect(ticks.nth(4)).not.toBeChecked()
  await expect(page.getByRole('region', { name: 'Compare' })).toContainText('4 of 4 cars to compare')
  await page.getByRole('region', { name: 'Compare' }).getByRole('link', { name: 'Compare' }).click()
  await expect(page).toHaveURL(/\/compare\?ids=\d+(,\d+){3}$/)
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveCount(4)
  await expect(table.getByRole('rowheader', { name: 'Price' })).toBeVisible()
  await shot(page, 'compare')
  await table
    .getByRole('button', { name: /^Remove / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/compare\?ids=\d+(,\d+){2}$/)
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3)
})

test('compare on a phone (390 px): one car fits the screen, four scroll inside the table frame only', async ({
  page,
  request,
}) => {
  const sites = (
    (await (await request.get('/api/sites?limit=10&depth=0')).json()) as { docs: { id: number; slug: string }[] }
  ).docs
  const metro = sites.find((s) => s.slug === 'metro-used-cars')!
  const ids = (
    (await (
      await request.get(
        `/api/cars?where[site][equals]=${metro.id}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&limit=4&depth=0&sort=id`,
      )
    ).json()) as { docs: { id: number }[] }
  ).docs.map((car) => car.id)
  await page.setViewportSize({ width: 390, height: 844 })
  const overflow = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => el.scrollWidth - el.clientWidth)

  await page.goto(site('metro-used-cars', `/compare?ids=${ids[0]}`))
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(1)
  expect(await overflow('[role="region"][aria-label="Compare cars"]')).toBeLessThanOrEqual(0)
  expect(await overflow('html')).toBeLessThanOrEqual(0)
  await shot(page, 'compare-one-car')

  await page.goto(site('metro-used-cars', `/compare?ids=${ids.join(',')}`))
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(4)
  expect(await overflow('[role="region"][aria-label="Compare cars"]')).toBeGreaterThan(0)
  expect(await overflow('html')).toBeLessThanOrEqual(0)
})

test("another site's car id in the compare URL is left out", async ({ page, request }) => {
  const other = (
    (await (
      await request.get(
        '/api/cars?where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&limit=1&depth=0&sort=-id',
      )
    ).json()) as {
      docs: { id: number; site: number }[]
    }
  ).docs[0]!
  const sites = (
    (await (await request.get('/api/sites?limit=10&depth=0')).json()) as { docs: { id: number; slug: string }[] }
  ).docs
  const elsewhere = sites.find((s) => s.id !== other.site)!
  await page.goto(site(elsewhere.slug, `/compare?ids=${other.id}`))
  await expect(page.getByText('No cars to compare yet.')).toBeVisible()
})

test('adding a favourite logs analytics event 39', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(site('harbour-toyota', '/search'))
  await expect(page.locator('[data-search-ready]')).toBeVisible()
  // A car's heart ("Save <car>"), not the "Save search" button every site without the watchlist now has (39.5).
  await page
    .getByRole('button', { name: /^Save (?!search$)/ })
    .first()
    .click()
  // A tap that lands before the search page's early-clicks region is hydrated is replayed once it is (issue 39.4).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: { eventId?: number }[] }).dataLayer ?? []))
    .toContainEqual(expect.objectContaining({ event: 'favourite', eventId: 39 }))
})
