import fs from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { hydrated, site } from './content/site'
import { shot } from './shots'

/**
 * Spec content §9 (issue 19.3, 26.4): the US site speaks US English everywhere. Every page type of Lakeside Motors
 * (en-US), its content pages and blog, the car page's dialogs open, the forms' validation messages shown: no
 * Australian spelling, word, unit, currency, payment method, weekly repayment or 24-hour time in what a shopper or a
 * search engine can read (visible text, screen-reader text, placeholders, labels, titles, options, meta tags).
 */

const US = 'lakeside-motors'
const port = Number(process.env.E2E_PORT ?? 3100)
const smsLog = path.resolve(`.data/e2e-${port}/outbox/sms.log`)

const AUSTRALIAN: ReadonlyArray<RegExp> = [
  /\benquir/i,
  /\bkilomet/i,
  /\bkms?\b/,
  /\bcolour/i,
  /\bregos?\b/i,
  /\bpostcode/i,
  /Mobile Number/i,
  /p\.a\./,
  /comparison rate/i,
  /\bcentre/i,
  /\bfavourite/i,
  /\borganis/i,
  /\bpersonalis/i,
  /\blicence/i,
  /\bAUD\b/,
  /Australian dollars?/i,
  /\bNSW\b|\bQLD\b/,
  /\btyres?\b/i,
  /\bauthoris/i,
  /\bEFTPOS\b/i,
  // US dealers quote repayments monthly (issue 26.4); a subscription is priced per week by its nature.
  /\bper week\b(?! subscription)|\/wk\b/i,
  // The 12-hour clock: '17:30' or '09:00' with no am/pm (a date-time such as 2026-01-15T10:00 is not read).
  /(?<![\d:.T])(?:[01]?\d|2[0-4]):[0-5]\d(?!\s?[ap]\.?m)(?![\d:])/i,
]

/**
 * What a shopper, a screen reader or a search engine can read on the page now: its visible text, the text only a
 * screen reader reads (visually hidden spans, live regions), the text of its controls and its meta tags.
 */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText]
    const attributes = ['placeholder', 'aria-label', 'aria-description', 'aria-valuetext', 'title', 'alt']
    for (const el of Array.from(document.querySelectorAll(attributes.map((a) => `[${a}]`).join(', ')))) {
      for (const attribute of attributes) {
        const value = el.getAttribute(attribute)
        if (value) parts.push(value)
      }
    }
    for (const el of Array.from(document.querySelectorAll('.visually-hidden, [aria-live], [role="status"], option')))
      parts.push(el.textContent ?? '')
    for (const meta of Array.from(document.querySelectorAll('meta[name], meta[property]'))) {
      const name = meta.getAttribute('name') ?? meta.getAttribute('property') ?? ''
      if (/description|title|keywords|^og:|^twitter:/.test(name)) parts.push(meta.getAttribute('content') ?? '')
    }
    return parts.join('\n')
  })
}

async function australianIn(page: Page, where: string): Promise<string[]> {
  const text = await readableText(page)
  return AUSTRALIAN.flatMap((pattern) => {
    const match = pattern.exec(text)
    if (!match) return []
    const around = text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40).replace(/\s+/g, ' ')
    return [`${where}: ${pattern} in "…${around}…"`]
  })
}

type Context = {
  cars: Array<{ id: number; slug: string }>
  location: string
  pages: string[]
  post: string | null
}

async function contextFor(request: APIRequestContext): Promise<Context> {
  const json = async <T>(url: string) => (await (await request.get(url)).json()) as T
  const siteId = (await json<{ docs: { id: number }[] }>(`/api/sites?where[slug][equals]=${US}&depth=0&limit=1`))
    .docs[0]!.id
  const cars = (
    await json<{ docs: { id: number; slug: string }[] }>(
      `/api/cars?where[site][equals]=${siteId}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[price][greater_than]=5000&depth=0&limit=3&sort=id`,
    )
  ).docs
  const location = (
    await json<{ docs: { slug: string }[] }>(`/api/locations?where[site][equals]=${siteId}&depth=0&limit=1&sort=id`)
  ).docs[0]!.slug
  // Every content page the site publishes (service, finance, fleet, about, ...) and a blog post.
  const pages = (
    await json<{ docs: { slug: string }[] }>(
      `/api/pages?where[site][equals]=${siteId}&where[_status][equals]=published&depth=0&limit=100&sort=id`,
    )
  ).docs
    .map((p) => p.slug)
    .filter((slug) => slug && slug !== 'home')
  const post = (
    await json<{ docs: { slug: string; category: string }[] }>(
      `/api/posts?where[site][equals]=${siteId}&where[_status][equals]=published&depth=0&limit=1&sort=id`,
    )
  ).docs[0]
  const segment = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return { cars, location, pages, post: post ? `/blog/${segment(post.category)}/${post.slug}` : null }
}

async function signIn(page: Page) {
  const digits = String(2_000_000 + Math.floor(Math.random() * 7_000_000))
  await page.goto(site(US, '/sign-in?type=watchlist'))
  await hydrated(page)
  await page.getByLabel('Cell phone number').fill(`(608) ${digits.slice(0, 3)}-${digits.slice(3, 7)}`)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('status')).toContainText('6-digit code')
  const lines = fs
    .readFileSync(smsLog, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; body: string })
  const code = /^(\d{6})/.exec(lines.filter((l) => l.to === `+1608${digits.slice(0, 7)}`).at(-1)?.body ?? '')?.[1] ?? ''
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/watchlist$/)
}

for (const width of [1280, 390]) {
  test(`en-US everywhere at ${width} px: no Australian spelling, word or unit on any page type of the US site`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000)
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
    const ctx = await contextFor(request)
    expect(ctx.cars.length, 'seeded US cars for sale').toBeGreaterThan(1)
    const car = ctx.cars[0]!
    const found: string[] = []
    const visit = async (kind: string, pathname: string, optional = false) => {
      const response = await page.goto(site(US, pathname))
      if (optional && response?.status() === 404) return false
      expect(response?.status(), `${kind} ${pathname}`).toBeLessThan(400)
      await hydrated(page)
      if (kind === 'search') await expect(page.locator('[data-search-ready]')).toBeVisible()
      found.push(...(await australianIn(page, `${kind} (${pathname})`)))
      return true
    }

    await visit('home', '/')
    await visit('search', '/search')
    // The search cards, with the closed filter sections opened.
    expect(await page.getByTestId('car-card').count()).toBeGreaterThan(0)
    const closed = page.locator('[aria-label="Filters"] section h3 button[aria-expanded="false"]')
    if (width === 1280) for (let i = 0; i < 12 && (await closed.count()) > 0; i++) await closed.first().click()
    found.push(...(await australianIn(page, 'search with every filter open')))
    if (width === 1280) await shot(page, 'locale-us-search')

    await visit('car page', `/cars/${car.slug}`)
    if (width === 390) await shot(page, 'locale-us-car')
    // Every dialog of the car page, and the finance information.
    for (const testId of ['btn-enquire', 'btn-test-drive', 'btn-make-offer', 'btn-request-photos', 'finance-info']) {
      const button = page.getByTestId(testId).first()
      if (!(await button.isVisible())) continue
      await button.click()
      const dialog = page.locator('dialog[open]').first()
      await expect(dialog).toBeVisible()
      found.push(...(await australianIn(page, `car page dialog ${testId}`)))
      if (testId === 'btn-enquire' && width === 1280) await shot(page, 'locale-us-car-enquire')
      await page.keyboard.press('Escape')
      await expect(page.locator('dialog[open]')).toHaveCount(0)
    }
    const reserve = page.getByTestId('btn-reserve').first()
    const reserveHref = (await reserve.count()) ? await reserve.getAttribute('href') : null

    await visit('compare', `/compare?ids=${ctx.cars.map((c) => c.id).join(',')}`)
    await visit('offers', '/special-offers')
    await visit('location page', `/locations/${ctx.location}`)
    await visit('contact', '/contact-us')
    await visit('contact about a car', `/contact?car_id=${car.id}`)
    // The validation messages a shopper sees: an invalid ZIP code and the missing fields.
    const zip = page.getByRole('textbox', { name: 'ZIP code' })
    if (await zip.isVisible()) {
      await zip.fill('12a')
      await page
        .getByRole('button', { name: /send|submit/i })
        .first()
        .click()
      await expect(page.getByRole('alert').first()).toBeVisible()
      found.push(...(await australianIn(page, 'contact about a car, with errors')))
      if (width === 1280) await shot(page, 'locale-us-contact-errors')
    }
    await visit('trade-in', '/trade-in')
    await page.getByRole('button', { name: 'Find my car' }).click()
    await expect(page.getByRole('alert').first()).toBeVisible()
    found.push(...(await australianIn(page, 'trade-in, lookup without a plate')))
    if (width === 390) await shot(page, 'locale-us-trade-in')
    await visit('finance', '/apply-for-finance')
    await visit('book test drive', '/book-test-drive')
    if (reserveHref) await visit('checkout', new URL(reserveHref, site(US)).pathname, true)
    await visit('checkout journey', `/checkout-journey?car_id=${car.slug}`, true)
    await visit('content page', '/privacy-policy')
    await visit('terms', '/terms-and-conditions')
    // The general enquiry (its category select and its screen-reader step list) and the parts request.
    await visit('enquire', '/enquire')
    if (width === 1280) await shot(page, 'locale-us-enquire')
    await visit('parts search', '/parts/search')
    await visit('blog', '/blog')
    if (ctx.post) await visit('blog post', ctx.post)
    for (const slug of ctx.pages) await visit(`page ${slug}`, `/${slug}`, true)
    await visit('sign-in', '/sign-in?type=watchlist')
    await signIn(page)
    await hydrated(page)
    found.push(...(await australianIn(page, 'watchlist')))

    expect(found).toEqual([])
  })
}

test('the US site finds the nearest location from a ZIP code, in miles (content spec §7, offline US table)', async ({
  request,
}) => {
  const near = await request.get(`/sites/${US}/nearest-location?postcode=53703`)
  expect(near.status()).toBe(200)
  const body = (await near.json()) as { locationId: string; distance: string }
  expect(body.locationId).toMatch(/^\d+$/)
  expect(body.distance).toMatch(/\bmi\b|miles?/)
  expect(body.distance).not.toMatch(/\bkm\b/)
  // An Australian postcode is not a US ZIP code: refused, in US words.
  const wrong = await request.get(`/sites/${US}/nearest-location?postcode=2050`)
  expect(wrong.status()).toBe(422)
  expect(((await wrong.json()) as { error: string }).error).not.toMatch(/postcode/i)
})

test('One odometer (issue 26.4): the card, car page, compare, JSON-LD and vehicle feed show the same figure for the same car', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const feed = await (await request.get(`/sites/${US}/feeds/vehicle-listings.xml`)).text()
  const mileageInFeed = (id: string) =>
    new RegExp(`<g:id>${id}</g:id>[\\s\\S]*?<g:mileage>([^<]*)</g:mileage>`).exec(feed)?.[1] ?? null

  // A car on the first page of the search whose card shows its odometer and that Google's feed lists.
  await page.goto(site(US, '/search'))
  await hydrated(page)
  await expect(page.locator('[data-search-ready]')).toBeVisible()
  const cards = page.getByTestId('car-card')
  let id = ''
  let onCard = ''
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i)
    const odometer = card.locator('dt', { hasText: /^Odometer/ }).locator('xpath=following-sibling::dd[1]')
    const candidate = (await card.getAttribute('data-car-id')) ?? ''
    if ((await odometer.count()) && mileageInFeed(candidate)) {
      id = candidate
      onCard = (await odometer.textContent())?.trim() ?? ''
      break
    }
  }
  expect(id, 'a search card with an odometer, listed in the vehicle feed').not.toBe('')
  const car = (await (await request.get(`/api/cars/${id}?depth=0`)).json()) as { slug: string; km: number }
  expect(car.km).toBeGreaterThan(0)
  // The figure as stored (miles on the US site): converted nowhere on the way out.
  const figure = `${car.km.toLocaleString('en-US')} mi`

  await page.goto(site(US, `/cars/${car.slug}`))
  await hydrated(page)
  const keyFact = page
    .locator('dt', { hasText: /^Odometer$/ })
    .first()
    .locator('xpath=following-sibling::dd[1]')
  const onCarPage = (await keyFact.textContent())?.trim()
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as {
    mileageFromOdometer?: { value: number; unitCode: string }
  }

  await page.goto(site(US, `/compare?ids=${id}`))
  await hydrated(page)
  const onCompare = (
    await page
      .locator('tr', { has: page.locator('th', { hasText: /^Odometer/ }) })
      .locator('td')
      .first()
      .textContent()
  )?.trim()

  expect({
    card: onCard,
    carPage: onCarPage,
    compare: onCompare,
    jsonLd: ld.mileageFromOdometer,
    feed: mileageInFeed(id),
  }).toEqual({
    card: figure,
    carPage: figure,
    compare: figure,
    jsonLd: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'SMI' },
    feed: `${car.km} miles`,
  })
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
    await page.goto(site(US, `/compare?ids=${id}`))
    await hydrated(page)
    await shot(page, 'locale-us-compare')
    await page.goto(site(US, `/cars/${car.slug}`))
    await hydrated(page)
    await shot(page, 'locale-us-car-page')
    await page
      .locator('dt', { hasText: /^Odometer$/ })
      .first()
      .scrollIntoViewIfNeeded()
    await shot(page, 'locale-us-car-page-facts')
  }
})
