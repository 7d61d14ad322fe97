import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import {
  ADMIN,
  dataDir,
  freshAuMobile,
  lastSmsCode,
  login,
  originOf,
  port,
  postSameOrigin,
  send,
  SITE_A,
  SITE_B,
  siteIdOf,
} from './http'

/**
 * Every shopper POST under src/app/(site)/api refuses a foreign Origin with 403 and stores nothing. The routes are
 * read from the file system, so a new route is covered (or fails here) without editing this file.
 */

const API_DIR = path.resolve('src/app/(site)/api')
/** Server-to-server, authenticated by Stripe's signature instead of an origin (and 404 unless Stripe is configured). */
/**
 * POSTs that are not a browser's on a shopper's session, so carry no Origin to check: the providers' signed webhooks
 * (Stripe; the SMS provider's replies, tests/security/sms-inbound.spec.ts), and the alert links, whose POST comes from
 * the link's own page or from a mail program's one-click unsubscribe (RFC 8058, no Origin) and whose only credential
 * is the link's secret token, not a cookie a foreign page could ride on (tested there too).
 */
const NOT_BROWSER_ROUTES = new Set([
  '/api/payments/stripe/webhook',
  '/api/sms/inbound',
  '/api/alerts/unsubscribe',
  '/api/alerts/confirm',
])

function postRoutes(dir = API_DIR, prefix = '/api'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return postRoutes(path.join(dir, entry.name), `${prefix}/${entry.name}`)
    return entry.name === 'route.ts' &&
      /export (async )?function POST/.test(fs.readFileSync(path.join(dir, entry.name), 'utf8'))
      ? [prefix]
      : []
  })
}

/** Foreign origins for a POST to `site`: another origin, another dealer site of the platform, a look-alike. */
const foreignFor = (site: string): Array<{ name: string; headers: Record<string, string> }> => [
  { name: 'another origin', headers: { origin: 'https://evil.example' } },
  { name: 'another dealer site', headers: { origin: originOf(site === SITE_A ? SITE_B : SITE_A) } },
  { name: 'the platform host', headers: { origin: originOf() } },
  { name: 'a look-alike host', headers: { origin: `http://${site}.localhost:${port}.evil.example` } },
  { name: 'Origin: null', headers: { origin: 'null' } },
  { name: 'no Origin, cross-site fetch', headers: { 'sec-fetch-site': 'cross-site' } },
  { name: 'no Origin, foreign Referer', headers: { referer: 'https://evil.example/form' } },
  { name: 'no Origin at all', headers: {} },
]

const US_SITE = 'lakeside-motors'
let usCar: number
let usSession = ''
let carB: number

test.beforeAll(async () => {
  const site = await siteIdOf(US_SITE)
  const siteB = await siteIdOf(SITE_B)
  carB = (
    (
      await send(
        `/api/cars?where[site][equals]=${siteB}&where[status][equals]=in_stock&where[reserved][not_equals]=true&limit=1&depth=0&sort=id`,
        { token: await login(ADMIN) },
      )
    ).json() as { docs: { id: number }[] }
  ).docs[0]!.id
  usCar = (
    (
      await send(`/api/cars?where[site][equals]=${site}&where[status][equals]=in_stock&limit=1&depth=0&sort=id`, {
        token: await login(ADMIN),
      })
    ).json() as { docs: { id: number }[] }
  ).docs[0]!.id
  // A signed-in shopper, so the watchlist routes would act if the origin check did not stop them.
  const digits = String(2_000_000 + Math.floor(Math.random() * 7_000_000))
  const national = `(608) ${digits.slice(0, 3)}-${digits.slice(3, 7)}`
  expect((await postSameOrigin('/api/sign-in/request-code', US_SITE, { phone_number: national })).status).toBe(200)
  const verified = await postSameOrigin('/api/sign-in/verify', US_SITE, {
    phone_number: national,
    code: lastSmsCode(`+1608${digits.slice(0, 7)}`),
  })
  expect(verified.status).toBe(200)
  const raw = verified.headers['set-cookie']
  usSession = String(Array.isArray(raw) ? raw[0] : raw).split(';')[0]!
})

/** A body each route would accept from the site itself. */
function bodyFor(
  route: string,
  marker: { email: string; mobile: { national: string; e164: string } },
): { site: string; body: Record<string, unknown> } {
  switch (route) {
    case '/api/leads/submit':
      return {
        site: SITE_A,
        body: { form: 'contact', name: 'Cross', postcode: '2000', phone: marker.mobile.national, email: marker.email },
      }
    case '/api/sign-in/request-code':
      return { site: SITE_A, body: { phone_number: marker.mobile.national } }
    case '/api/sign-in/verify':
      return { site: SITE_A, body: { phone_number: marker.mobile.national, code: '123456' } }
    case '/api/reservations':
      return {
        site: SITE_B,
        body: { car_id: carB, name: 'Cross', email: marker.email, phone_number: marker.mobile.national },
      }
    case '/api/watchlist/save-car':
    case '/api/watchlist/remove-car':
      return { site: US_SITE, body: { car_id: usCar } }
    case '/api/cars/phone-reveal':
      return { site: US_SITE, body: { car_id: usCar } }
    case '/api/leads/rego-lookup':
      return { site: SITE_A, body: { rego: 'ABC123', regoState: 'NSW' } }
    case '/api/leads/offer-accepted':
      return {
        site: SITE_A,
        body: { lead_id: 1, follow_up_token: 'x', subcategory: '3. Offer Accepted', offer_accepted: true },
      }
    default:
      return { site: SITE_A, body: {} }
  }
}

test('same-origin: the route list covers every shopper POST', () => {
  const routes = postRoutes()
  expect(routes).toEqual(
    expect.arrayContaining([
      '/api/leads/submit',
      '/api/sign-in/request-code',
      '/api/sign-in/verify',
      '/api/watchlist/save-car',
      '/api/reservations',
    ]),
  )
})

for (const route of postRoutes().filter((r) => !NOT_BROWSER_ROUTES.has(r))) {
  test(`same-origin: POST ${route} with a foreign origin is refused with 403 and stores nothing`, async () => {
    const admin = await login(ADMIN)
    const watchBefore = (await send('/api/watchlist/list', { site: US_SITE, cookie: usSession })).json()
    for (const foreign of foreignFor(bodyFor(route, { email: '', mobile: freshAuMobile() }).site)) {
      const marker = {
        email: `cross.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
        mobile: freshAuMobile(),
      }
      const { site, body } = bodyFor(route, marker)
      const answer = await send(route, { site, body, cookie: usSession, headers: foreign.headers })
      expect(answer.status, `${foreign.name}: ${answer.text.slice(0, 200)}`).toBe(403)
      expect(answer.headers['set-cookie'], `${foreign.name} set a cookie`).toBeUndefined()
      const leads = (
        await send(`/api/leads?where[email][equals]=${encodeURIComponent(marker.email)}&depth=0`, { token: admin })
      ).json() as { docs: unknown[] }
      expect(leads.docs, `${foreign.name} stored a lead`).toHaveLength(0)
      const car = (await send(`/api/cars/${carB}?depth=0`, { token: admin })).json() as { reserved?: boolean }
      expect(car.reserved ?? false, `${foreign.name} reserved a car`).toBe(false)
      expect(lastSmsCode(marker.mobile.e164), `${foreign.name} sent a code`).toBe('')
    }
    expect(
      (await send('/api/watchlist/list', { site: US_SITE, cookie: usSession })).json(),
      'the watchlist did not change',
    ).toEqual(watchBefore)
    expect(fs.existsSync(dataDir)).toBe(true)
  })
}

test('same-origin: the same POST from the site itself is accepted (the 403s above are the origin check, not a broken route)', async () => {
  const mobile = freshAuMobile()
  const ok = await postSameOrigin('/api/sign-in/request-code', SITE_A, { phone_number: mobile.national })
  expect(ok.status).toBe(200)
  const save = await send('/api/watchlist/save-car', {
    site: US_SITE,
    cookie: usSession,
    body: { car_id: usCar },
    headers: { origin: originOf(US_SITE) },
  })
  expect(save.status, save.text).toBe(200)
  expect(
    ((await send('/api/watchlist/list', { site: US_SITE, cookie: usSession })).json() as { car_ids: number[] }).car_ids,
  ).toContain(usCar)
  await send('/api/watchlist/remove-car', {
    site: US_SITE,
    cookie: usSession,
    body: { car_id: usCar },
    headers: { origin: originOf(US_SITE) },
  })
})
