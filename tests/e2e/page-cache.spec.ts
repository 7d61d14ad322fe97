import { type APIRequestContext, expect, test } from '@playwright/test'
import { site } from './content/site'

/**
 * Issue 9: shopper pages are cached whole and rendered again when what they show changes (lib/pageCache.ts).
 * Next marks a page served from its cache with x-nextjs-cache: HIT; a per-request render has no such header.
 */

type CarDoc = { id: number; slug: string; price: number | null; status: string }

async function staffToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/users/login', { data: { email, password: process.env.SEED_PASSWORD ?? 'demo-password' } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

async function inStockCar(request: APIRequestContext, slug: string): Promise<CarDoc> {
  const sites = (await (await request.get(`/api/sites?where[slug][equals]=${slug}&depth=0&limit=1`)).json()) as { docs: { id: number }[] }
  const res = await request.get(`/api/cars?where[site][equals]=${sites.docs[0]!.id}&where[status][equals]=in_stock&where[reserved][equals]=false&where[price][greater_than]=10000&depth=0&limit=1&sort=id`)
  return ((await res.json()) as { docs: CarDoc[] }).docs[0]!
}

/** Asks twice: the second answer of a cacheable page comes from the cache. */
async function cacheStatus(request: APIRequestContext, url: string): Promise<string | undefined> {
  expect((await request.get(url)).status()).toBe(200)
  const again = await request.get(url)
  expect(again.status()).toBe(200)
  return again.headers()['x-nextjs-cache']
}

test('the home, search, car and offers pages are served from the page cache; a search with a query and a signed-in page are not', async ({ request }) => {
  const car = await inStockCar(request, 'harbour-toyota')
  for (const path of ['/', '/search', '/search/used-cars', `/cars/${car.slug}`, '/special-offers']) {
    expect(await cacheStatus(request, site('harbour-toyota', path)), path).toBe('HIT')
  }
  // Filters, paging and sorting render per request (the proxy sends them to the search page's twin).
  expect(await cacheStatus(request, site('harbour-toyota', '/search?make=Toyota'))).toBeUndefined()
  const filtered = await request.get(site('harbour-toyota', '/search/used-cars?page=2'))
  expect(await filtered.text()).toContain('Pre-Owned Cars for Sale')
  // Campaign tracking does not change the page: still the cached copy.
  expect(await cacheStatus(request, site('harbour-toyota', '/search?utm_source=google&gclid=abc'))).toBe('HIT')
  // The fallback /sites/{slug} pages are cached apart from the host's (their links keep the prefix).
  const fallback = await request.get(`/sites/harbour-toyota/cars/${car.slug}`)
  expect(await fallback.text()).toContain('href="/sites/harbour-toyota/')
  // The watchlist reads the shopper's session: never cached.
  await request.get(site('harbour-toyota', '/watchlist'))
  const watchlist = await request.get(site('harbour-toyota', '/watchlist'), { maxRedirects: 0 })
  expect(watchlist.headers()['x-nextjs-cache']).toBeUndefined()
  expect(watchlist.headers()['cache-control']).toContain('no-store')
})

test("a change to a car shows on its cached page and the site's cached search page at the next request", async ({ request }) => {
  const car = await inStockCar(request, 'harbour-toyota')
  const carUrl = site('harbour-toyota', `/cars/${car.slug}`)
  expect(await cacheStatus(request, carUrl)).toBe('HIT')
  expect(await cacheStatus(request, site('harbour-toyota', '/search'))).toBe('HIT')

  const token = await staffToken(request, 'editor@harbour-toyota.example.com')
  const newPrice = (car.price ?? 20000) + 1234
  const patched = await request.patch(`/api/cars/${car.id}`, { headers: { Authorization: `JWT ${token}` }, data: { price: newPrice } })
  expect(patched.status()).toBe(200)
  try {
    const page = await request.get(carUrl)
    expect(page.headers()['x-nextjs-cache']).not.toBe('HIT')
    expect(await page.text()).toContain(newPrice.toLocaleString('en-AU'))
    const search = await request.get(site('harbour-toyota', '/search'))
    expect(search.headers()['x-nextjs-cache']).not.toBe('HIT')
  } finally {
    await request.patch(`/api/cars/${car.id}`, { headers: { Authorization: `JWT ${token}` }, data: { price: car.price } })
  }
})

test('a host-marked path asked for directly is not found (only the proxy writes it)', async ({ request }) => {
  expect((await request.get('/sites/~harbour-toyota.localhost/')).status()).toBe(404)
  expect((await request.get('/sites/%7Eharbour-toyota.localhost/search')).status()).toBe(404)
})

test('a cached search page whose key has run out renews it before searching', async ({ page }) => {
  // The browser's clock two hours on: the page's key (valid an hour from its render) counts as expired.
  await page.clock.install({ time: Date.now() + 2 * 3_600_000 })
  await page.goto(site('harbour-toyota', '/search'))
  await page.locator('[data-search-ready]').waitFor()
  const renewed = page.waitForResponse((r) => r.url().includes('/search-key?for=cars') && r.status() === 200)
  const searched = page.waitForResponse((r) => r.url().includes('/search-api/') && r.request().method() === 'POST')
  await page.getByRole('group', { name: 'Filters' }).getByRole('checkbox', { name: /^Used/ }).click()
  await renewed
  expect((await searched).status()).toBe(200)
  await expect(page).toHaveURL(/used/)
})

test('the search key endpoint answers a fresh key for the site, and 400 naming the field for an unknown kind', async ({ request }) => {
  const ok = await request.get(site('harbour-toyota', '/search-key?for=cars'))
  expect(ok.status()).toBe(200)
  expect(ok.headers()['cache-control']).toContain('no-store')
  const body = (await ok.json()) as { apiKey: string; expiresAt: number }
  expect(body.apiKey.length).toBeGreaterThan(20)
  expect(body.expiresAt).toBeGreaterThan(Date.now() + 50 * 60_000)
  const bad = await request.get(site('harbour-toyota', '/search-key?for=admin'))
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toMatchObject({ field: 'for' })
})
