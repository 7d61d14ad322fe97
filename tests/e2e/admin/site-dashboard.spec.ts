import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { signInToAdmin } from '../../adminSignIn'
import { shot } from '../shots'

const EDITOR = 'editor@harbour-toyota.example.com'
const GROUPS = ['Site and settings', 'Stock', 'Content', 'Leads and reservations']

type Count = { totalDocs: number }

async function siteId(request: APIRequestContext, slug: string): Promise<number> {
  const body = (await (await request.get(`/api/sites?where[slug][equals]=${slug}&depth=0`)).json()) as {
    docs: { id: number }[]
  }
  return body.docs[0]!.id
}

/** The same count the dashboard shows, through REST with the signed-in editor's session. */
async function restCount(page: Page, collection: string, query: string): Promise<number> {
  const response = await page.request.get(`/api/${collection}?${query}&limit=1&depth=0`)
  expect(response.ok(), `${collection}?${query}`).toBe(true)
  return ((await response.json()) as Count).totalDocs
}

async function dashboardNumber(page: Page, key: string): Promise<number> {
  const text = await page.getByTestId(`figure-${key}`).locator('.site-dashboard__number').textContent()
  return Number(text)
}

test.describe('the admin for a site editor', () => {
  test('shows plain menu groups, the site being edited and its own numbers only', async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInToAdmin(page, EDITOR)

    await expect(page.getByTestId('site-indicator')).toHaveText('Editing: Harbour Toyota')
    const nav = page.locator('nav')
    for (const group of GROUPS) await expect(nav.getByText(group, { exact: true }).first()).toBeVisible()
    await expect(page.getByText('Assigned Tenant')).toHaveCount(0)

    const dashboard = page.getByTestId('site-dashboard')
    await expect(dashboard.getByRole('heading', { name: 'Harbour Toyota' })).toBeVisible()
    await expect(dashboard.getByRole('link', { name: 'View the site' })).toHaveAttribute(
      'href',
      '/sites/harbour-toyota/',
    )

    const harbour = await siteId(page.request, 'harbour-toyota')
    const site = `where[site][equals]=${harbour}`
    const now = new Date()
    const start = new Date(now)
    start.setHours(0, 0, 0, 0)
    const from = start.toISOString()
    const to = new Date(start.getTime() + 7 * 24 * 3600 * 1000).toISOString()
    const expected = {
      newLeads: await restCount(page, 'leads', `${site}&where[followUp][equals]=new`),
      toConfirm: await restCount(page, 'reservations', `${site}&where[status][equals]=held`),
      offersThisWeek: await restCount(
        page,
        'offers',
        `${site}&where[or][0][and][0][startsAt][greater_than_equal]=${from}&where[or][0][and][1][startsAt][less_than]=${to}` +
          `&where[or][1][and][0][expiresAt][greater_than_equal]=${from}&where[or][1][and][1][expiresAt][less_than]=${to}`,
      ),
      inStock: await restCount(page, 'cars', `${site}&where[status][equals]=in_stock`),
      comingSoon: await restCount(page, 'cars', `${site}&where[status][equals]=coming_soon`),
    }
    expect(expected.inStock).toBeGreaterThan(0)
    for (const [key, count] of Object.entries(expected)) expect(await dashboardNumber(page, key), key).toBe(count)
    await expect(page.getByTestId('figure-lastImport')).toContainText('Last stock import')
    await shot(page, 'admin-dashboard-editor')

    // Each number opens the list behind it.
    await page.getByTestId('figure-inStock').click()
    await expect(page).toHaveURL(/\/admin\/collections\/cars\?where/)
    await expect(page.getByTestId('site-indicator')).toHaveText('Editing: Harbour Toyota')
    await shot(page, 'admin-cars-list-editor')

    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/admin')
    await expect(page.getByTestId('site-indicator')).toHaveText('Editing: Harbour Toyota')
    await expect(page.getByTestId('site-dashboard')).toBeVisible()
    await shot(page, 'admin-dashboard-editor')
  })

  test("never shows another site's numbers, even when the site cookie names another site", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await signInToAdmin(page, EDITOR)
    // Signed in, the editor does not even see the other site; its id comes from an anonymous request.
    const metro = await siteId(request, 'metro-used-cars')
    const metroStock = await restCount(page, 'cars', `where[site][equals]=${metro}&where[status][equals]=in_stock`)
    const harbourStock = await dashboardNumber(page, 'inStock')

    await page.context().addCookies([{ name: 'payload-tenant', value: String(metro), url: page.url() }])
    await page.reload()
    const dashboard = page.getByTestId('site-dashboard')
    await expect(dashboard.getByRole('heading', { name: 'Harbour Toyota' })).toBeVisible()
    await expect(dashboard).not.toContainText('Metro')
    expect(await dashboardNumber(page, 'inStock')).toBe(harbourStock)
    // The editor's REST view of the other site's stock is empty as well: no number to leak.
    expect(metroStock).toBe(0)
  })
})

test.describe('admin screens in plain words', () => {
  test('a car opens in dealer tabs with plain labels; a reservation shows its deposit in dollars', async ({ page }) => {
    test.setTimeout(180_000)
    await signInToAdmin(page, 'admin@example.com')
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/admin')
      await expect(page.getByTestId('site-indicator')).toBeVisible()
      await shot(page, 'admin-dashboard-platform')
    }
    await page.setViewportSize({ width: 1280, height: 900 })

    const cars = (await (await page.request.get('/api/cars?limit=1&depth=0')).json()) as { docs: { id: number }[] }
    await page.goto(`/admin/collections/cars/${cars.docs[0]!.id}`)
    for (const tab of ['The car', 'Price and finance', 'Condition and history', 'Photos', 'On the website'])
      await expect(
        page
          .getByRole('tab', { name: tab })
          .or(page.getByText(tab, { exact: true }))
          .first(),
      ).toBeVisible()
    await expect(page.getByText('Car_type')).toHaveCount(0)
    await expect(page.getByText('New, used or demo')).toBeVisible()
    await shot(page, 'admin-car-edit')
    await page.getByText('Price and finance', { exact: true }).first().click()
    await expect(page.getByText("In dollars, in the site's currency.").first()).toBeVisible()
    await shot(page, 'admin-car-price')
    await page.setViewportSize({ width: 390, height: 844 })
    await shot(page, 'admin-car-price')

    // A shopper's hold (the shopper route, as on the car page), opened by staff: the deposit reads in dollars.
    const port = Number(process.env.E2E_PORT ?? 3100)
    const metro = await siteId(page.request, 'metro-used-cars')
    const car = (
      (await (
        await page.request.get(
          `/api/cars?where[site][equals]=${metro}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[reserved][not_equals]=true&limit=1&depth=0&sort=id`,
        )
      ).json()) as { docs: { id: number }[] }
    ).docs[0]!
    const held = await page.request.post(`http://localhost:${port}/api/reservations`, {
      headers: { origin: `http://localhost:${port}` },
      data: {
        site: 'metro-used-cars',
        car_id: car.id,
        name: 'Dashboard Reserver',
        email: 'dashboard-reserver@example.com',
        phone_number: '0413 555 031',
      },
    })
    expect(held.status(), await held.text()).toBeLessThan(300)
    const reservation = (
      (await (
        await page.request.get('/api/reservations?where[name][equals]=Dashboard Reserver&limit=1&depth=0')
      ).json()) as { docs: { id: number; depositCents: number }[] }
    ).docs[0]!
    const dollars = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2 }).format(reservation.depositCents / 100)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/admin/collections/reservations/${reservation.id}`)
      await expect(page.getByTestId('deposit-in-dollars')).toHaveText(`$${dollars} AUD`)
      await expect(page.getByText('(cents)')).toHaveCount(0)
      await shot(page, 'admin-reservation')
    }
  })
})
