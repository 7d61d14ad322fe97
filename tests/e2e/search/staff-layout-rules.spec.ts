import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { hydrated, site } from '../content/site'
import { shot } from '../shots'
import { SIDEBAR_BUTTONS } from '../../../src/domain/sidebarButtons'

/**
 * Issue 26.6, in a real Chromium against the built app and the seeded Postgres: staff settings saved through the admin
 * API show on the shopper's pages.
 * (a) spec §2 "Filter sidebar: … checkbox lists" with spec §3 "Filter attributes: …, status, …, filtered_features, …,
 *     make_model, …, subscription_price, price_range, …": staff choose those filters for the sidebar and they work.
 * (b) spec §2 "Sidebar buttons: … Layout differs per dealer." and content spec §1 overrides "custom sidebar buttons on
 *     a car page": staff order the car page's buttons and add their own.
 * (d) spec §2 "sort orders: … by car type (new, demo, used)".
 */

const PASSWORD = process.env.SEED_PASSWORD ?? 'demo-password'
const SLUG = 'harbour-toyota'

type SiteDoc = { id: number; search: Record<string, unknown>; carPage: Record<string, unknown> }

async function signInPlatformAdmin(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: { email: 'admin@example.com', password: PASSWORD } })
  expect(login.ok()).toBe(true)
}

async function siteDoc(request: APIRequestContext): Promise<SiteDoc> {
  const found = (await (await request.get(`/api/sites?where[slug][equals]=${SLUG}&depth=0&limit=1`)).json()) as {
    docs: SiteDoc[]
  }
  return found.docs[0]!
}

async function openSearch(page: Page, path = '/search') {
  await page.goto(site(SLUG, path))
  await expect(page.locator('[data-search-ready]')).toBeVisible()
  await hydrated(page)
}

const resultCount = async (page: Page) =>
  Number((await page.getByTestId('result-count').textContent())!.match(/[\d,]+/)![0].replace(/,/g, ''))

/** A filter section of the sidebar by its title: opened when closed. */
async function section(page: Page, title: string) {
  const filters = page.getByRole('group', { name: 'Filters' })
  const heading = filters.getByRole('button', { name: title, exact: true })
  await expect(heading).toBeVisible()
  if ((await heading.getAttribute('aria-expanded')) === 'false') await heading.click()
  return filters.locator(`[id="${await heading.getAttribute('aria-controls')}"]`)
}

/** Ticks the first option of a section's checkbox list; its count and its label. */
async function tickFirst(page: Page, title: string): Promise<{ label: string; count: number }> {
  const body = await section(page, title)
  const option = body.locator('label').first()
  const label = (await option.locator('span').first().textContent())!.trim()
  const count = Number((await option.locator('span').last().textContent())!.trim())
  // A controlled box: the search state ticks it after the refinement, so a click (check() wants it ticked at once).
  const box = option.locator('input[type=checkbox]')
  await box.click()
  await expect(box).toBeChecked()
  return { label, count }
}

test.describe.configure({ timeout: 240_000 })

test("spec §2 'Filter sidebar' / §3 'Filter attributes': staff can offer features, make_model, status, price_range and subscription_price, and each one filters the stock", async ({
  page,
  request,
}) => {
  await signInPlatformAdmin(request)
  const harbour = await siteDoc(request)
  const filters = [
    'car_type',
    'make',
    'filtered_features',
    'make_model',
    'status',
    'price',
    'price_range',
    'subscription_price',
  ]
  const patch = (search: Record<string, unknown>) => request.patch(`/api/sites/${harbour.id}`, { data: { search } })
  expect((await patch({ ...harbour.search, filters })).ok()).toBe(true)
  try {
    await page.setViewportSize({ width: 1280, height: 900 })
    await openSearch(page)
    const total = await resultCount(page)
    for (const title of ['Features', 'Make and Model', 'Availability', 'Price Range', 'Subscription Price'])
      await expect(
        page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: title, exact: true }),
      ).toBeVisible()

    // Availability lists the statuses by name, not code.
    const availability = await section(page, 'Availability')
    await expect(availability.getByText('In Stock', { exact: true })).toBeVisible()
    await expect(availability.getByText('in_stock')).toHaveCount(0)

    // Each list filter: ticking its first value shows exactly the cars it counted and writes its own URL parameter.
    for (const [title, parameter] of [
      ['Features', 'filtered_features'],
      ['Make and Model', 'make_model'],
      ['Availability', 'status'],
      ['Price Range', 'price_range'],
    ] as const) {
      await openSearch(page)
      const { label, count } = await tickFirst(page, title)
      await expect(page).toHaveURL(new RegExp(`[?&]${parameter}=`))
      await expect.poll(() => resultCount(page), { message: `${title}: ${label}` }).toBe(count)
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThanOrEqual(total)
    }
    // Price brackets read cheapest first.
    await openSearch(page)
    const brackets = await (await section(page, 'Price Range')).locator('label > span:first-of-type').allTextContents()
    const floors = brackets.map((b) => Number(b.replace(/^\$?([\d,]+).*$/, '$1').replace(/,/g, '')))
    expect(floors).toEqual([...floors].sort((x, y) => x - y))

    // Subscription price is a slider written min:max in the URL like price (spec §2).
    await page.goto(site(SLUG, '/search?subscription_price=1:100000'))
    await expect(page.locator('[data-search-ready]')).toBeVisible()
    await expect(page.getByTestId('slider-subscription_price')).toBeVisible()
    const subscribed = await resultCount(page)
    expect(subscribed).toBeLessThan(total)

    await openSearch(page)
    await (await section(page, 'Features')).waitFor()
    await shot(page, 'search-staff-filters')
    await page.setViewportSize({ width: 390, height: 844 })
    await openSearch(page)
    await page
      .getByRole('button', { name: /filters/i })
      .first()
      .click()
    await shot(page, 'search-staff-filters')
  } finally {
    expect((await patch(harbour.search)).ok()).toBe(true)
  }
})

test("spec §2 'sort orders: … by car type (new, demo, used)': the sidebar lists car types new, demo, used", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openSearch(page)
  const condition = await section(page, 'Condition')
  const types = (await condition.locator('label > span:first-of-type').allTextContents()).map((t) => t.trim())
  expect(types.length).toBeGreaterThan(1)
  expect(types).toEqual(['New', 'Demo', 'Used'].filter((t) => types.includes(t)))
})

test("spec §2 'Sidebar buttons … Layout differs per dealer' / content §1 'custom sidebar buttons on a car page': staff order the buttons and add their own", async ({
  page,
  request,
}) => {
  await signInPlatformAdmin(request)
  const harbour = await siteDoc(request)
  const patch = (carPage: Record<string, unknown>) => request.patch(`/api/sites/${harbour.id}`, { data: { carPage } })

  // A link that is not a page or a web address is refused, naming the field.
  const refused = await patch({
    ...harbour.carPage,
    sidebarButtons: [{ button: 'custom', label: 'Bad', link: 'javascript:alert(1)' }],
  })
  expect(refused.status()).toBe(400)
  expect(JSON.stringify(await refused.json())).toMatch(/link/i)

  const saved = await patch({
    ...harbour.carPage,
    sidebarButtons: [
      { button: 'custom', label: 'Book a Service', link: '/service' },
      { button: 'test-drive' },
      { button: 'enquire' },
      { button: 'custom', label: 'Toyota Finance Calculator', link: 'https://www.toyota.com.au/finance/calculator' },
    ],
  })
  expect(saved.ok()).toBe(true)
  try {
    const id = harbour.id
    const cars = (await (
      await request.get(
        `/api/cars?where[site][equals]=${id}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[reserved][equals]=false&depth=0&limit=1&sort=-updatedAt`,
      )
    ).json()) as { docs: { slug: string }[] }
    const car = cars.docs[0]!
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(site(SLUG, `/cars/${car.slug}`))
    await hydrated(page)
    const ids = await page
      .getByTestId('car-buttons')
      .locator('[data-testid^="btn-"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))
    expect(ids.slice(0, 4)).toEqual(['btn-custom-1', 'btn-test-drive', 'btn-enquire', 'btn-custom-4'])
    await expect(page.getByTestId('btn-custom-1')).toHaveText('Book a Service')
    // The buttons the layout does not list follow in the usual order.
    const rest = ids.slice(4)
    expect(rest.length).toBeGreaterThan(0)
    expect(rest).toEqual(SIDEBAR_BUTTONS.map((key) => `btn-${key}`).filter((id) => rest.includes(id)))
    const external = page.getByRole('link', { name: 'Toyota Finance Calculator' })
    await expect(external).toHaveAttribute('href', 'https://www.toyota.com.au/finance/calculator')
    await expect(external).toHaveAttribute('target', '_blank')
    await shot(page, 'car-custom-buttons')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByTestId('car-buttons').scrollIntoViewIfNeeded()
    await shot(page, 'car-custom-buttons')

    // The staff's own button goes where they said.
    await page.getByRole('link', { name: 'Book a Service' }).click()
    await expect(page).toHaveURL(site(SLUG, '/service'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  } finally {
    expect((await patch(harbour.carPage)).ok()).toBe(true)
  }
})
