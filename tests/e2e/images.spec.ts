import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { hydrated, site } from './content/site'

/**
 * Images (issue 18): every image URL of every page type answers 200 with an image. That covers each `<img>` src and
 * every `srcset` candidate (Next's optimiser answers 400 for a width it is not configured for, e.g. `w=480`) and CSS
 * background images, on an Australian franchise dealer and the US site, plus checkout on a used-car dealer.
 */

type Cars = Array<{ id: number; slug: string }>

async function carsOf(request: APIRequestContext, slug: string): Promise<Cars> {
  const json = async <T>(url: string) => (await (await request.get(url)).json()) as T
  const siteId = (await json<{ docs: { id: number }[] }>(`/api/sites?where[slug][equals]=${slug}&depth=0&limit=1`))
    .docs[0]!.id
  return (
    await json<{ docs: Cars }>(
      `/api/cars?where[site][equals]=${siteId}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[reserved][not_equals]=true&depth=0&limit=2&sort=id`,
    )
  ).docs
}

async function firstLocation(request: APIRequestContext, slug: string): Promise<string> {
  const json = async <T>(url: string) => (await (await request.get(url)).json()) as T
  const siteId = (await json<{ docs: { id: number }[] }>(`/api/sites?where[slug][equals]=${slug}&depth=0&limit=1`))
    .docs[0]!.id
  return (
    await json<{ docs: { slug: string }[] }>(`/api/locations?where[site][equals]=${siteId}&depth=0&limit=1&sort=id`)
  ).docs[0]!.slug
}

/** Every image URL the page references, absolute: img src and srcset candidates, picture sources, CSS backgrounds. */
async function imageUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>()
    const add = (url: string | null | undefined) => {
      const value = url?.trim()
      if (value && !value.startsWith('data:') && !value.startsWith('blob:'))
        found.add(new URL(value, document.baseURI).href)
    }
    // srcset URLs from Next are URL-encoded, so a comma only ever separates candidates.
    const addSrcset = (srcset: string | null) => {
      for (const candidate of (srcset ?? '').split(',')) add(candidate.trim().split(/\s+/)[0])
    }
    for (const img of Array.from(document.querySelectorAll('img'))) {
      add(img.getAttribute('src'))
      addSrcset(img.getAttribute('srcset'))
    }
    for (const source of Array.from(document.querySelectorAll('picture source')))
      addSrcset(source.getAttribute('srcset'))
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const background = getComputedStyle(element).backgroundImage
      for (const match of background.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) add(match[1])
    }
    return [...found]
  })
}

/** Opens a page, waits until it is interactive and its lazy content has loaded, and returns its image URLs. */
async function visit(page: Page, url: string, options: { search?: boolean } = {}): Promise<string[]> {
  const response = await page.goto(url)
  expect(response?.status(), url).toBeLessThan(400)
  await hydrated(page)
  if (options.search) await expect(page.locator('[data-search-ready]')).toBeVisible()
  await page.waitForLoadState('networkidle')
  return imageUrls(page)
}

/**
 * Requests every URL from the browser, as the page itself would (Chromium resolves *.localhost; Node does not);
 * each must answer 200 with an image.
 */
async function expectAllLoad(page: Page, urls: Map<string, string>) {
  const failures: string[] = []
  for (const [url, where] of urls) {
    const [status, type] = await page.evaluate(async (href) => {
      const response = await fetch(href, { cache: 'no-store' })
      await response.arrayBuffer()
      return [response.status, response.headers.get('content-type') ?? ''] as const
    }, url)
    if (status !== 200 || !type.startsWith('image/')) failures.push(`${status} ${type} ${url} (on ${where})`)
  }
  expect(failures).toEqual([])
}

const SITES = [
  { slug: 'harbour-toyota', watchlist: false },
  { slug: 'lakeside-motors', watchlist: true },
]

for (const demo of SITES) {
  test(`images ${demo.slug}: every image URL of every page type answers 200`, async ({ page, request }) => {
    test.setTimeout(240_000)
    const cars = await carsOf(request, demo.slug)
    expect(cars.length, 'two cars in stock').toBe(2)
    const location = await firstLocation(request, demo.slug)
    const pages: Array<[string, string]> = [
      ['home', '/'],
      ['search', '/search'],
      ['car page', `/cars/${cars[0]!.slug}`],
      ['offers', '/special-offers'],
      ['location page', `/locations/${location}`],
      ['models', '/models'],
      ['compare', `/compare?ids=${cars.map((c) => c.id).join(',')}`],
      ...(demo.watchlist ? [['watchlist', '/watchlist'] as [string, string]] : []),
    ]
    const urls = new Map<string, string>()
    for (const [kind, pathname] of pages) {
      const found = await visit(page, site(demo.slug, pathname), { search: kind === 'search' })
      for (const url of found) if (!urls.has(url)) urls.set(url, `${kind} ${pathname}`)
      // The search shows car cards with photos; the car page shows its gallery.
      if (kind === 'search' || kind === 'car page') expect(found.length, `images on ${kind}`).toBeGreaterThan(0)
      // An offer's own page and a model's own page, when the listing links to one.
      const detail =
        kind === 'offers'
          ? page.locator('main a[href*="/offers/"]')
          : kind === 'models'
            ? page.locator('main a[href*="/models/"]')
            : null
      const href = detail && (await detail.count()) > 0 ? await detail.first().getAttribute('href') : null
      if (href)
        for (const url of await visit(page, new URL(href, page.url()).href))
          if (!urls.has(url)) urls.set(url, `${kind} ${href}`)
    }
    expect(urls.size).toBeGreaterThan(0)
    // Demo stock looks real and uses the real image path (issue 19.15): raster photos of the stock (JPEG and WebP)
    // reach the page through Next's optimiser at configured widths, like production photos.
    const optimised = [...urls.keys()].filter((url) => /\/_next\/image\?url=%2Fdemo-photos%2Fphoto-/.test(url))
    expect(optimised.length, 'raster demo photos through /_next/image').toBeGreaterThan(0)
    expect(optimised.some((url) => /\.jpg&/.test(url))).toBe(true)
    await expectAllLoad(page, urls)
  })
}

test('images metro-used-cars: every image URL of the checkout page answers 200', async ({ page, request }) => {
  const cars = await carsOf(request, 'metro-used-cars')
  const pathname = `/cars/${cars[0]!.slug}/checkout`
  const found = await visit(page, site('metro-used-cars', pathname))
  expect(found.length, 'the car photo on checkout').toBeGreaterThan(0)
  await expectAllLoad(page, new Map(found.map((url) => [url, `checkout ${pathname}`])))
})
