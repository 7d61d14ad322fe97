import { type APIRequestContext, expect, test } from '@playwright/test'
import { type Answer, send } from '../security/http'
import { site } from './content/site'

/**
 * Issue 9: shopper pages are cached whole and rendered again when what they show changes (src/cache/pageCache.ts).
 * An answer from a cache says so: x-front-cache: HIT (the front cache, src/cache/pageFrontCache.ts) or
 * x-nextjs-cache: HIT/STALE (Next's page cache). A per-request render says neither. Requests go by Host header
 * (node:http): Node does not resolve {slug}.localhost.
 */

const fromCache = (answer: Answer) =>
  answer.headers['x-front-cache'] === 'HIT' || ['HIT', 'STALE'].includes(String(answer.headers['x-nextjs-cache']))

type CarDoc = { id: number; slug: string; price: number | null; status: string }

async function staffToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/users/login', {
    data: { email, password: process.env.SEED_PASSWORD ?? 'demo-password' },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

async function inStockCar(request: APIRequestContext, slug: string): Promise<CarDoc> {
  const sites = (await (await request.get(`/api/sites?where[slug][equals]=${slug}&depth=0&limit=1`)).json()) as {
    docs: { id: number }[]
  }
  const res = await request.get(
    `/api/cars?where[site][equals]=${sites.docs[0]!.id}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[reserved][equals]=false&where[price][greater_than]=10000&depth=0&limit=1&sort=id`,
  )
  return ((await res.json()) as { docs: CarDoc[] }).docs[0]!
}

/** Asks twice: is the second answer from a cache? */
async function servedFromCache(slug: string, path: string): Promise<boolean> {
  expect((await send(path, { site: slug })).status, path).toBe(200)
  const again = await send(path, { site: slug })
  expect(again.status, path).toBe(200)
  return fromCache(again)
}

test('the home, search, car and offers pages and filtered searches are served from the page cache; a search too long for a key and a signed-in page are not', async ({
  request,
}) => {
  const car = await inStockCar(request, 'harbour-toyota')
  for (const path of ['/', '/search', '/search/used-cars', `/cars/${car.slug}`, '/special-offers']) {
    expect(await servedFromCache('harbour-toyota', path), path).toBe(true)
  }
  // Filters, paging and sorting are pages of their own, cached by the search they hold (issue 29.4): the same search
  // written in another order, or with tracking, is the same copy.
  expect(await servedFromCache('harbour-toyota', '/search?make=Toyota&body=SUV')).toBe(true)
  expect(fromCache(await send('/search?body=SUV&utm_source=x&make=Toyota', { site: 'harbour-toyota' }))).toBe(true)
  const filtered = await send('/search/used-cars?page=2', { site: 'harbour-toyota' })
  expect(filtered.text).toContain('Pre-Owned Cars for Sale')
  expect(await servedFromCache('harbour-toyota', '/search/used-cars?page=2')).toBe(true)
  // A search too long for a key (a path segment) renders per request.
  const longQuery = `/search?query=${encodeURIComponent('corolla '.repeat(30).trim())}`
  expect(await servedFromCache('harbour-toyota', longQuery)).toBe(false)
  // Campaign tracking does not change the page: still the cached copy.
  expect(await servedFromCache('harbour-toyota', '/search?utm_source=google&gclid=abc')).toBe(true)
  // The fallback /sites/{slug} pages are cached apart from the host's (their links keep the prefix, the host's not).
  expect((await send(`/sites/harbour-toyota/cars/${car.slug}`)).text).toContain('href="/sites/harbour-toyota/')
  expect((await send(`/cars/${car.slug}`, { site: 'harbour-toyota' })).text).not.toContain(
    'href="/sites/harbour-toyota/',
  )
  // Pages that read the shopper's session are never cached.
  for (const path of ['/watchlist', '/sign-in?type=watchlist']) {
    await send(path, { site: 'lakeside-motors' })
    const again = await send(path, { site: 'lakeside-motors' })
    expect(fromCache(again), path).toBe(false)
    if (again.status === 200) expect(String(again.headers['cache-control']), path).toContain('no-store')
  }
})

test("a change to a car shows on its cached page and the site's cached search pages at the next request", async ({
  request,
}) => {
  const car = await inStockCar(request, 'harbour-toyota')
  const carPath = `/cars/${car.slug}`
  expect(await servedFromCache('harbour-toyota', carPath)).toBe(true)
  expect(await servedFromCache('harbour-toyota', '/search')).toBe(true)
  const newPrice = (car.price ?? 20000) + 1234
  // A filtered search (cached by its query) that lists the car only once it has its new price.
  const pricedSearch = `/search?price=${newPrice}:${newPrice}`
  const carLink = `href="/cars/${car.slug}"`
  expect(await servedFromCache('harbour-toyota', pricedSearch)).toBe(true)
  expect((await send(pricedSearch, { site: 'harbour-toyota' })).text).not.toContain(carLink)

  const token = await staffToken(request, 'editor@harbour-toyota.example.com')
  const patched = await request.patch(`/api/cars/${car.id}`, {
    headers: { Authorization: `JWT ${token}` },
    data: { price: newPrice },
  })
  expect(patched.status()).toBe(200)
  try {
    // Next expires a route handler's tags just after its answer is sent (the route's waitUntil), so the request
    // that follows the edit at once may still race the expiry by a few milliseconds: ask again briefly.
    let page = await send(carPath, { site: 'harbour-toyota' })
    for (let i = 0; i < 20 && !page.text.includes(newPrice.toLocaleString('en-AU')); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      page = await send(carPath, { site: 'harbour-toyota' })
    }
    expect(fromCache(page)).toBe(false)
    expect(page.text).toContain(newPrice.toLocaleString('en-AU'))
    expect(fromCache(await send('/search', { site: 'harbour-toyota' }))).toBe(false)
    let listed = await send(pricedSearch, { site: 'harbour-toyota' })
    for (let i = 0; i < 20 && !listed.text.includes(carLink); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      listed = await send(pricedSearch, { site: 'harbour-toyota' })
    }
    expect(listed.text).toContain(carLink)
  } finally {
    await request.patch(`/api/cars/${car.id}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { price: car.price },
    })
  }
})

test('browsers get the cached page from the front cache compressed once, in the encoding they asked for', async () => {
  for (const [accept, encoding] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
  ] as const) {
    const headers = { 'accept-encoding': accept }
    // Until Next has a current copy (HIT or MISS, not STALE) the front cache keeps nothing: ask until it answers.
    let answer = await send('/special-offers', { site: 'metro-used-cars', headers })
    for (let i = 0; i < 10 && answer.headers['x-front-cache'] !== 'HIT'; i++)
      answer = await send('/special-offers', { site: 'metro-used-cars', headers })
    expect(answer.headers['x-front-cache']).toBe('HIT')
    expect(answer.headers['content-encoding']).toBe(encoding)
  }
  // The same page without compression is a copy of its own, not the compressed bytes.
  const plain = await send('/special-offers', { site: 'metro-used-cars' })
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.text).toContain('Special Offers')
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

test('the search key endpoint answers a fresh key for the site, and 400 naming the field for an unknown kind', async () => {
  const ok = await send('/search-key?for=cars', { site: 'harbour-toyota' })
  expect(ok.status).toBe(200)
  expect(String(ok.headers['cache-control'])).toContain('no-store')
  const body = ok.json() as { apiKey: string; expiresAt: number }
  expect(body.apiKey.length).toBeGreaterThan(20)
  expect(body.expiresAt).toBeGreaterThan(Date.now() + 50 * 60_000)
  const bad = await send('/search-key?for=admin', { site: 'harbour-toyota' })
  expect(bad.status).toBe(400)
  expect(bad.json()).toMatchObject({ field: 'for' })
})
