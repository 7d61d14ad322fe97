import { expect, test, type APIRequestContext } from '@playwright/test'
import { shot } from '../shots'
import { hydrated, open, site } from './site'

/**
 * Issue 26.7 "Every setting visible in the demo": "Each setting the product has is turned on in at least one demo site
 * (or a fifth demo site), so a reviewer sees it and the e2e suites test it." The settings built last time, as a
 * shopper meets them on the demo sites that show them (docs/demo-sites.md).
 */

async function siteIdOf(request: APIRequestContext, slug: string): Promise<number> {
  const found = (await (await request.get(`/api/sites?where[slug][equals]=${slug}&depth=0&limit=1`)).json()) as {
    docs: { id: number }[]
  }
  return found.docs[0]!.id
}

async function listedCar(request: APIRequestContext, slug: string, where = ''): Promise<{ slug: string } | undefined> {
  const id = await siteIdOf(request, slug)
  const found = (await (
    await request.get(
      `/api/cars?where[site][equals]=${id}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[price][greater_than]=1000${where}&depth=0&limit=1&sort=id`,
    )
  ).json()) as { docs: { slug: string }[] }
  return found.docs[0]
}

for (const width of [390, 1280]) {
  test(`SEO copy on search pages (Metro Used Cars) at ${width} px: the heading under the title and the copy under the results`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await open(page, site('metro-used-cars', '/search/used-cars'))
    await expect(page.getByRole('heading', { level: 2, name: 'Used cars for sale in Melbourne' })).toBeVisible()
    const copy = page.getByRole('region', { name: 'About our stock' })
    await expect(copy).toContainText('Every used car at Metro Used Cars is inspected')
    await expect(copy.locator('p')).toHaveCount(2)
    await shot(page, 'demo-metro-search-seo')
    await copy.scrollIntoViewIfNeeded()
    await shot(page, 'demo-metro-search-seo-footer')
  })
}

test('the /used-car/… routes (Metro Used Cars) list the same stock as its search pages', async ({ page }) => {
  const count = async (pathname: string) => {
    const response = await page.goto(site('metro-used-cars', pathname))
    expect(response?.status(), pathname).toBe(200)
    const text = page.getByTestId('result-count')
    await expect(text).toHaveText(/\d/)
    return (await text.textContent())?.match(/[\d,]+/)?.[0]
  }
  expect(await count('/used-car/list')).toBe(await count('/search/used-cars'))
})

test('default images per section (Harbour Toyota): the contact and finance pages show the section image', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  for (const [pathname, section] of [
    ['/contact', 'contact'],
    ['/apply-for-finance', 'finance'],
  ] as const) {
    await open(page, site('harbour-toyota', pathname))
    await expect(page.getByTestId(`section-image-${section}`), pathname).toBeVisible()
    await expect(page.getByTestId(`section-image-${section}`).locator('img')).toHaveAttribute(
      'src',
      new RegExp(`default-${section}`),
    )
  }
  await shot(page, 'demo-harbour-finance-default-image')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'demo-harbour-finance-default-image')
})

test('the stricter compare rule and compare off (Outback Caravans): no Compare on its cards; Metro Used Cars keeps it', async ({
  page,
}) => {
  await open(page, site('outback-caravans', '/search'))
  await expect(page.locator('[data-search-ready]')).toBeVisible()
  await expect(page.getByTestId('result-count')).toHaveText(/\d/)
  await expect(page.getByRole('checkbox', { name: /^Compare/ })).toHaveCount(0)
  await open(page, site('metro-used-cars', '/search'))
  await expect(page.locator('[data-search-ready]')).toBeVisible()
  await expect(page.getByTestId('result-count')).toHaveText(/\d/)
  await expect(page.getByRole('checkbox', { name: /^Compare/ }).first()).toBeVisible()
})

test('makes without finance (Lakeside Motors): a Jeep has no finance button, another make has', async ({
  page,
  request,
}) => {
  const jeep = await listedCar(request, 'lakeside-motors', '&where[make][equals]=Jeep')
  const other = await listedCar(request, 'lakeside-motors', '&where[make][not_equals]=Jeep')
  expect(jeep, 'the seed has a listed Jeep on Lakeside Motors').toBeTruthy()
  await page.goto(site('lakeside-motors', `/cars/${other!.slug}`))
  await hydrated(page)
  await expect(page.getByTestId('btn-finance').first()).toBeVisible()
  await page.goto(site('lakeside-motors', `/cars/${jeep!.slug}`))
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jeep')
  await expect(page.getByTestId('btn-finance')).toHaveCount(0)
  await shot(page, 'demo-lakeside-jeep-no-finance')
})

test('no preferred dealership (Outback Caravans): two yards, and its enquiry form never asks which; Metro Used Cars asks', async ({
  page,
}) => {
  await page.goto(site('outback-caravans', '/enquire'))
  await hydrated(page)
  // Step 1 of the enquiry, where a site with several dealerships asks which one.
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible()
  await expect(page.getByLabel('Preferred Dealership')).toHaveCount(0)
  await shot(page, 'demo-outback-no-preferred-dealership')
  await page.goto(site('metro-used-cars', '/enquire'))
  await hydrated(page)
  await expect(page.getByLabel('Preferred Dealership')).toBeVisible()
})

/**
 * Issue 39.10 "the demo sites turn on every setting that has a visible effect": the button order, the five new
 * sidebar filters, a map key, the certified badge and the makes' logos, each on the demo page that shows it.
 */
test.describe('issue 39.10: every setting with a visible effect is on a demo page', () => {
  test('a custom button order (Lakeside Motors): Test Drive, its own Visit Our Showroom, then Inquire', async ({
    page,
    request,
  }) => {
    const car = await listedCar(request, 'lakeside-motors', '&where[make][not_equals]=Jeep')
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, site('lakeside-motors', `/cars/${car!.slug}`))
    const ids = await page
      .getByTestId('car-buttons')
      .first()
      .locator('[data-testid^="btn-"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))
    expect(ids.slice(0, 3)).toEqual(['btn-test-drive', 'btn-custom-2', 'btn-enquire'])
    const own = page.getByRole('link', { name: 'Visit Our Showroom' }).first()
    await expect(own).toHaveAttribute('href', /\/contact$/)
    await shot(page, 'demo-lakeside-button-order')
  })

  test('the five new sidebar filters (Harbour Toyota): Features, Make and Model, Availability, Price Range, Subscription Price', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, site('harbour-toyota', '/search'))
    await expect(page.locator('[data-search-ready]')).toBeVisible()
    const filters = page.getByRole('group', { name: 'Filters' })
    for (const title of ['Features', 'Make and Model', 'Availability', 'Price Range', 'Subscription Price'])
      await expect(filters.getByRole('button', { name: title, exact: true }), title).toBeVisible()
    await shot(page, 'demo-harbour-new-filters')
  })

  test('a map key (Metro Used Cars Essendon): Get Directions goes to the business by its name', async ({ page }) => {
    await open(page, site('metro-used-cars', '/contact'))
    const essendon = page.getByRole('article', { name: 'Metro Essendon Sales' })
    await expect(essendon.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Metro+Used+Cars+Essendon',
    )
    // The other yard keeps its listing link.
    await expect(
      page.getByRole('article', { name: 'Metro Dandenong Sales' }).getByRole('link', { name: /Get Directions/ }),
    ).toHaveAttribute('href', /^https:\/\/maps\.google\.com\/\?q=/)
  })

  test('the certified badge (Harbour Toyota): a used certified Toyota card shows the Toyota logo badge', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, site('harbour-toyota', '/search/toyota?car_type=used'))
    await expect(page.locator('[data-search-ready]')).toBeVisible()
    const badge = page.getByRole('img', { name: 'Certified Toyota' }).first()
    await expect(badge).toBeVisible()
    await expect(badge).toHaveAttribute('src', /make-logo-toyota/)
    // The image loads (a broken image has no natural width).
    await expect.poll(() => badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await shot(page, 'demo-harbour-certified-badge')
  })

  test("logos for the demo's makes (Metro Used Cars): every make in the make list shows its logo image", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, site('metro-used-cars', '/search'))
    await expect(page.locator('[data-search-ready]')).toBeVisible()
    const filters = page.getByRole('group', { name: 'Filters' })
    const make = filters.getByRole('button', { name: 'Make', exact: true })
    if ((await make.getAttribute('aria-expanded')) === 'false') await make.click()
    const list = filters.locator(`[id="${await make.getAttribute('aria-controls')}"]`)
    // Metro shows its popular makes first: every make, not only those.
    const showAll = list.getByRole('button', { name: 'Show all makes' })
    if (await showAll.isVisible()) await showAll.click()
    const rows = list.locator('label')
    await expect.poll(() => rows.count()).toBeGreaterThan(3)
    const count = await rows.count()
    // Every make row has an image, none the letter stand-in, and each image loads.
    await expect(list.locator('img[src*="make-logo-"]')).toHaveCount(count)
    for (const img of await list.locator('img').all()) {
      await img.scrollIntoViewIfNeeded()
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
    }
    await shot(page, 'demo-metro-make-logos')
  })
})
