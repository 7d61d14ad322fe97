import { type APIRequestContext, expect, test } from '@playwright/test'
import { hydrated } from '../content/site'
import { isOpenNow } from '../../../src/domain/openingHours'
import type { OpeningHourEntry } from '../../../src/domain/types'

const port = Number(process.env.E2E_PORT ?? 3100)
const site = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`

type CarDoc = {
  id: number
  slug: string
  name: string
  status: string
  reserved?: boolean
  price?: number
  dealercomments?: string | null
  features?: string[] | null
  item_type?: string
  specifications?: Record<string, unknown> | null
  sold_date?: string | null
}

async function siteId(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`/api/sites?where[slug][equals]=${slug}&depth=0&limit=1`)
  const body = (await res.json()) as { docs: { id: number }[] }
  return body.docs[0]!.id
}

/**
 * Seeded cars of a site matching a Payload REST where clause (query string without the site), among those shown on
 * its website (a hidden car's page is a 404), most recently changed first.
 */
async function cars(request: APIRequestContext, slug: string, where: string, limit = 50): Promise<CarDoc[]> {
  const id = await siteId(request, slug)
  const res = await request.get(
    `/api/cars?where[site][equals]=${id}&where[show_on_dealer_website][equals]=true&${where}&depth=0&limit=${limit}&sort=-updatedAt`,
  )
  return ((await res.json()) as { docs: CarDoc[] }).docs
}

const SOLD_WINDOW_MS = 3 * 86_400_000

test('an in-stock car shows gallery, key information, price, specs (show more after 4), tabs and JSON-LD', async ({
  page,
  request,
}) => {
  const [car] = await cars(request, 'harbour-toyota', 'where[status][equals]=in_stock&where[reserved][equals]=false')
  await page.goto(site('harbour-toyota', `/cars/${car!.slug}`))
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(car!.name.split(' ').slice(0, 3).join(' '))
  await expect(page.getByTestId('key-info')).toContainText('Odometer')
  await expect(page.getByTestId('price')).toBeVisible()
  const specRows = page.getByTestId('spec-list').locator('dt')
  await expect(specRows).toHaveCount(4)
  await page.getByRole('button', { name: 'Show more' }).first().click()
  expect(await specRows.count()).toBeGreaterThan(4)
  await expect(page.getByRole('tab', { name: 'Dealer Comments' })).toHaveAttribute('aria-selected', 'true')
  for (const name of ["What's Included", 'Why Buy From Us?', 'Protect Your Car', 'Features'])
    await expect(page.getByRole('tab', { name })).toBeVisible()
  await page.getByRole('tab', { name: 'Dealer Comments' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: "What's Included" })).toHaveAttribute('aria-selected', 'true')
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
    '@type': 'Car',
    offers: { '@type': 'Offer', priceCurrency: 'AUD' },
  })
  await expect(page.getByTestId('see-more-dealer')).toHaveAttribute('href', /\/search\?dealership_slug=/)
})

test("dealer comments: truncated at 400 characters with Show more, or 'Dealer comments are pending. Please check back here later.'", async ({
  page,
  request,
}) => {
  const list = await cars(request, 'harbour-toyota', 'where[status][equals]=in_stock', 200)
  const long = list.find((c) => (c.dealercomments?.trim().length ?? 0) > 400)
  const none = list.find((c) => !c.dealercomments?.trim())
  expect(long && none, 'seed has no long-comment or no-comment car').toBeTruthy()
  await page.goto(site('harbour-toyota', `/cars/${long!.slug}`))
  await hydrated(page)
  const comments = page.getByTestId('dealer-comments')
  expect(((await comments.textContent()) ?? '').length).toBeLessThanOrEqual(401)
  await page.getByRole('tabpanel').getByRole('button', { name: 'Show more' }).click()
  expect(((await comments.textContent()) ?? '').length).toBeGreaterThan(400)
  await page.goto(site('harbour-toyota', `/cars/${none!.slug}`))
  await hydrated(page)
  await expect(page.getByTestId('dealer-comments')).toHaveText(
    'Dealer comments are pending. Please check back here later.',
  )
})

test('features list shows the first 8 with Show All / Hide', async ({ page, request }) => {
  const list = await cars(request, 'harbour-toyota', 'where[status][equals]=in_stock', 200)
  const car = list.find((c) => (c.features?.length ?? 0) > 8)
  expect(car, 'seed has no car with more than 8 features').toBeTruthy()
  await page.goto(site('harbour-toyota', `/cars/${car!.slug}`))
  await hydrated(page)
  await page.getByRole('tab', { name: 'Features' }).click()
  const items = page.getByTestId('features').locator('li')
  await expect(items).toHaveCount(8)
  await page.getByRole('button', { name: 'Show All' }).click()
  await expect(items).toHaveCount(car!.features!.length)
  await page.getByRole('button', { name: 'Hide' }).click()
  await expect(items).toHaveCount(8)
})

test('a sold car inside the listing window shows the SOLD notice, no certified badge and no Reserve', async ({
  page,
  request,
}) => {
  const list = await cars(request, 'harbour-toyota', 'where[status][equals]=sold', 100)
  const car = list.find((c) => c.sold_date && Date.now() - Date.parse(c.sold_date) < SOLD_WINDOW_MS - 3_600_000)
  expect(car, 'seed has no recently sold car').toBeTruthy()
  const response = await page.goto(site('harbour-toyota', `/cars/${car!.slug}`))
  expect(response?.status()).toBe(200)
  await expect(page.getByTestId('sold-notice')).toBeVisible()
  await expect(page.getByTestId('certified-badge')).toHaveCount(0)
  await expect(page.getByTestId('btn-reserve')).toHaveCount(0)
  await expect(page.getByTestId('btn-trade-in')).toHaveCount(0)
  await expect(page.getByTestId('btn-enquire')).toHaveText('Find Me Something Similar')
  await expect(page.locator('#enquire textarea[name="message"]')).toHaveValue(
    'Can you please find me something similar?',
  )
})

test('a sold car outside the listing window, an unknown slug and another site’s car are a friendly 404', async ({
  page,
  request,
}) => {
  const list = await cars(request, 'harbour-toyota', 'where[status][equals]=sold', 100)
  const old = list.find((c) => c.sold_date && Date.now() - Date.parse(c.sold_date) > SOLD_WINDOW_MS + 3_600_000)
  if (old) expect((await page.goto(site('harbour-toyota', `/cars/${old.slug}`)))?.status()).toBe(404)
  expect((await page.goto(site('harbour-toyota', '/cars/no-such-car')))?.status()).toBe(404)
  const [other] = await cars(request, 'metro-used-cars', 'where[status][equals]=in_stock', 1)
  const response = await page.goto(site('harbour-toyota', `/cars/${other!.slug}`))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page')
})

test('trade-in: shown for an in-stock, unreserved car above $200; hidden for a reserved car', async ({
  page,
  request,
}) => {
  const [eligible] = await cars(
    request,
    'harbour-toyota',
    'where[status][equals]=in_stock&where[reserved][equals]=false&where[price][greater_than]=200',
    1,
  )
  await page.goto(site('harbour-toyota', `/cars/${eligible!.slug}`))
  await hydrated(page)
  await expect(page.getByTestId('btn-trade-in')).toHaveAttribute(
    'href',
    new RegExp(`/cars/trade-in\\?car_id=${eligible!.id}$`),
  )
  const [reserved] = await cars(
    request,
    'harbour-toyota',
    'where[status][equals]=in_stock&where[reserved][equals]=true',
    1,
  )
  expect(reserved, 'seed has no reserved car').toBeTruthy()
  await page.goto(site('harbour-toyota', `/cars/${reserved!.slug}`))
  await hydrated(page)
  await expect(page.getByTestId('reserved-badge')).toBeVisible()
  await expect(page.getByTestId('btn-trade-in')).toHaveCount(0)
})

test('reserve label uses the deposit ($200 default, fully refundable) and finance links to the enquiry with the car prefilled', async ({
  page,
  request,
}) => {
  // A car without an NVIC: Harbour Toyota's qualifying NVIC cars go to /personalised/finance instead (finance-purchase spec).
  const [car] = await cars(
    request,
    'harbour-toyota',
    'where[status][equals]=in_stock&where[reserved][equals]=false&where[has_nvic][equals]=false',
    1,
  )
  await page.goto(site('harbour-toyota', `/cars/${car!.slug}`))
  await hydrated(page)
  await expect(page.getByTestId('btn-reserve')).toContainText('fully refundable deposit')
  await expect(page.getByTestId('btn-reserve')).toHaveAttribute('href', `/cars/${car!.slug}/checkout`)
  const finance = await page.getByTestId('btn-finance').getAttribute('href')
  expect(finance).toMatch(/car_id=\d+/)
  expect(finance).toMatch(/car_type=(new|used|demo)/)
  expect(finance).toMatch(/#finance-form$/)
})

test('call the dealer: the number is masked after its first 5 characters; a click reveals it and records the reveal', async ({
  page,
  request,
}) => {
  const [car] = await cars(request, 'harbour-toyota', 'where[status][equals]=in_stock', 1)
  await page.goto(site('harbour-toyota', `/cars/${car!.slug}`))
  await hydrated(page)
  const masked = (await page.getByTestId('masked-phone').textContent()) ?? ''
  expect(masked.slice(5)).toMatch(/^[X\s]+$/)
  const reveal = page.waitForResponse(
    (r) => r.url().endsWith('/api/cars/phone-reveal') && r.request().method() === 'POST',
  )
  await page.getByTestId('reveal-phone').click()
  const response = await reveal
  expect(response.status()).toBe(200)
  expect(response.request().postDataJSON()).toMatchObject({ car_id: car!.id, site: 'harbour-toyota' })
  await expect(page.getByTestId('dealer-phone')).toHaveAttribute('href', /^tel:/)
  const events = await page.evaluate(
    () => (window as unknown as { dataLayer?: { eventId?: number }[] }).dataLayer ?? [],
  )
  expect(events.some((e) => e.eventId === 25)).toBe(true)
})

test('a caravan shows its specifications in metres (feet × 0.3048) and kg', async ({ page, request }) => {
  const list = await cars(
    request,
    'outback-caravans',
    'where[item_type][equals]=caravan&where[status][equals]=in_stock',
    50,
  )
  const car = list.find((c) => c.specifications && typeof c.specifications.body_length === 'number')
  expect(car, 'seed has no caravan with specifications').toBeTruthy()
  await page.goto(site('outback-caravans', `/cars/${car!.slug}`))
  await hydrated(page)
  const specs = page.getByTestId('trailer-specs')
  const metres = Math.round((car!.specifications!.body_length as number) * 0.3048 * 100) / 100
  await expect(specs).toContainText(`${metres} m`)
})

test('Make an Offer opens a dialog with the car and a required offer field whose placeholder comes from the price', async ({
  page,
  request,
}) => {
  const [car] = await cars(
    request,
    'metro-used-cars',
    'where[status][equals]=in_stock&where[price][greater_than]=1000',
    1,
  )
  await page.goto(site('metro-used-cars', `/cars/${car!.slug}`))
  await hydrated(page)
  await page.getByTestId('btn-make-offer').click()
  const dialog = page.getByRole('dialog', { name: 'Make an Offer' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('offer-car')).toContainText('$')
  const offer = dialog.getByLabel('Your Offer')
  await expect(offer).toHaveAttribute('required', '')
  await expect(offer).toHaveAttribute('placeholder', /^e\.g\. \$[\d,]+$/)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test.describe('sticky mobile footer: Call Now only while the dealership is open, Enquire always, after 50 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  // Playwright's fake clock breaks @date-fns/tz's Date subclass in the browser, so the page runs on the real clock and
  // the expectation comes from the same rule (isOpenNow) at the same moment; frozen-clock cases are in the unit tests.
  test('Call Now follows the location’s open state in its own time zone', async ({ page, request }) => {
    const [car] = await cars(request, 'harbour-toyota', 'where[status][equals]=in_stock', 1)
    const res = await request.get(`/api/cars/${car!.id}?depth=1`)
    const doc = (await res.json()) as {
      location?: {
        openingHours?: OpeningHourEntry[]
        specialHours?: { date: string; status: string; startHour?: string | null; endHour?: string | null }[]
        timeZone?: string
      }
    }
    const location = doc.location!
    const specialHours = (location.specialHours ?? []).map((h) => ({
      date: h.date,
      status: h.status,
      start_hour: h.startHour,
      end_hour: h.endHour,
    }))
    await page.goto(site('harbour-toyota', `/cars/${car!.slug}`))
    await hydrated(page)
    const footer = page.getByTestId('car-sticky-footer')
    await expect(footer.locator('[data-shown="true"]')).toHaveCount(0)
    await page.mouse.wheel(0, 600)
    await expect(footer.getByRole('link', { name: 'Enquire' })).toBeVisible()
    // One sticky footer: the site-wide one gives way to the car's own.
    await expect(page.locator('.site-sticky-footer')).toBeHidden()
    const open = isOpenNow(location.openingHours ?? [], new Date(), {
      timeZone: location.timeZone ?? 'Australia/Sydney',
      specialHours,
    })
    await expect(footer.getByRole('link', { name: 'Call Now' })).toHaveCount(open ? 1 : 0)
  })
})

test('below-market badge: at least $500 under the market average and under the state average; otherwise absent', async ({
  page,
  request,
}) => {
  type Market = CarDoc & {
    autograb_data?: { average_market_price?: number | null; state_average_market_price?: number | null } | null
  }
  const list = (await cars(request, 'harbour-toyota', 'where[status][equals]=in_stock', 300)) as Market[]
  const below = (c: Market) => {
    const a = c.autograb_data?.average_market_price
    const s = c.autograb_data?.state_average_market_price
    return (
      typeof c.price === 'number' &&
      c.price > 10 &&
      typeof a === 'number' &&
      typeof s === 'number' &&
      a - c.price >= 500 &&
      c.price < s
    )
  }
  const yes = list.find(below)
  const no = list.find((c) => !below(c))
  expect(yes && no, 'seed has no below-market car').toBeTruthy()
  await page.goto(site('harbour-toyota', `/cars/${yes!.slug}`))
  await hydrated(page)
  await expect(page.getByTestId('below-market-badge')).toHaveText('Below Market Price')
  await page.goto(site('harbour-toyota', `/cars/${no!.slug}`))
  await hydrated(page)
  await expect(page.getByTestId('below-market-badge')).toHaveCount(0)
})

test('finance box: the lender figures with the site’s provider, else a weekly estimate at the site’s calculator rate', async ({
  page,
  request,
}) => {
  const res = await request.get('/api/sites?where[slug][equals]=harbour-toyota&depth=0&limit=1')
  const siteDoc = (
    (await res.json()) as { docs: { finance?: { provider?: string | null; calculatorInterestRate?: number | null } }[] }
  ).docs[0]!
  const [car] = await cars(
    request,
    'harbour-toyota',
    'where[status][equals]=in_stock&where[price][greater_than]=1000',
    1,
  )
  await page.goto(site('harbour-toyota', `/cars/${car!.slug}`))
  await hydrated(page)
  const box = page.getByTestId('finance-box')
  await expect(box).toBeVisible()
  if (!siteDoc.finance?.provider)
    await expect(page.getByTestId('finance-estimate')).toContainText(
      `${siteDoc.finance?.calculatorInterestRate ?? 10}% p.a. (comparison rates 8.38% to 19.42% p.a.) over 5 years`,
    )
  await page.getByTestId('finance-info').click()
  await expect(page.getByRole('dialog', { name: 'Finance information' })).toContainText(
    'Comparison rate calculated on a secured loan of $30,000',
  )
})

test('test drive: the dialog offers days and times from the appointments endpoint, none on a closed day', async ({
  page,
  request,
}) => {
  const [car] = await cars(request, 'harbour-toyota', 'where[status][equals]=in_stock', 1)
  const slots = await request.get(`/api/cars/${car!.id}/appointments?site=harbour-toyota`)
  const body = (await slots.json()) as { timeZone: string; days: { date: string; times: string[] }[] }
  expect(body.days.length).toBeGreaterThan(0)
  for (const day of body.days) expect(new Date(`${day.date}T12:00:00Z`).getUTCDay()).not.toBe(0)
  await page.goto(site('harbour-toyota', `/cars/${car!.slug}`))
  await hydrated(page)
  await page.getByTestId('btn-test-drive').click()
  const dialog = page.getByRole('dialog', { name: /Book a test drive/ })
  const picker = dialog.getByTestId('appointment-picker')
  await picker.locator('select').first().selectOption(body.days[0]!.date)
  await expect(picker.locator('select').nth(1).locator('option')).toHaveCount(body.days[0]!.times.length + 1)
})

test('the enquiry dialog sends its lead and pushes the spec §7 event: 14 for a new car, 15 for a used one', async ({
  page,
  request,
}) => {
  const [car] = await cars(request, 'harbour-toyota', 'where[status][equals]=in_stock&where[car_type][equals]=used', 1)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(site('harbour-toyota', `/cars/${car!.slug}`))
  await hydrated(page)
  await page.getByTestId('btn-enquire').click()
  const dialog = page.getByRole('dialog')
  const name = `E2E Dialog ${Date.now().toString(36)}`
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Is it still available?')
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await dialog
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`dialog.${Date.now().toString(36)}@example.com`)
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill(
    `0413 ${String(Date.now() % 1e6)
      .padStart(6, '0')
      .replace(/(\d{3})(\d{3})/, '$1 $2')}`,
  )
  await dialog.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(dialog.getByRole('status')).toContainText('Thank you')
  const events = await page.evaluate(
    () => (window as unknown as { dataLayer?: { eventId?: number; lead_id?: unknown }[] }).dataLayer ?? [],
  )
  expect(events).toContainEqual(expect.objectContaining({ eventId: 15, lead_id: expect.anything() }))
})

test('PDF download: generated on the server with the car’s facts, saved as {slug}.pdf; another site’s car is a 404', async ({
  page,
  request,
}) => {
  const [car] = await cars(request, 'harbour-toyota', 'where[status][equals]=in_stock', 1)
  const response = await request.get(`/api/cars/${car!.id}/pdf?site=harbour-toyota`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect(response.headers()['content-disposition']).toBe(`attachment; filename="${car!.slug}.pdf"`)
  expect((await response.body()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')
  expect((await request.get(`/api/cars/${car!.id}/pdf?site=metro-used-cars`)).status()).toBe(404)
  await page.goto(site('harbour-toyota', `/cars/${car!.slug}`))
  await hydrated(page)
  await expect(page.getByTestId('btn-pdf')).toHaveAttribute('download', `${car!.slug}.pdf`)
})
