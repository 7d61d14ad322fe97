import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import pg from 'pg'
import { hydrated } from '../content/site'
import { signInToAdmin } from '../../adminSignIn'
import { shot } from '../shots'

/**
 * Issue 30.6, a shopper's week on the US demo site (watchlist with alerts): sign in, save a search, an import lists a
 * matching car, the alert arrives in the local SMS outbox with a working link, a watched car's price drops, the
 * digest arrives once (the next day: at most one message a day), and the one-tap unsubscribe works. The jobs run on
 * the server's own job worker, as in production.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
const site = (pathname = '/') => `http://lakeside-motors.localhost:${port}${pathname}`
const smsLog = path.resolve(`.data/e2e-${port}/outbox/sms.log`)
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${54349 + port - 3100}/dealer_platform`
const MODEL = `Alertwagon${Date.now().toString(36)}`
const YARD = `e2e-alerts-${Date.now().toString(36)}`

type Sms = { to: string; body: string }
const messagesTo = (e164: string): Sms[] =>
  fs.existsSync(smsLog)
    ? fs
        .readFileSync(smsLog, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Sms)
        .filter((m) => m.to === e164)
    : []

const feed = (price: string) =>
  `Stock Number,Make,Model,Year,Price,Kms,Condition,Status\nAW-1,Jeep,${MODEL},2023,"${price}",12000,Used,Available\n`

async function login(request: APIRequestContext) {
  const response = await request.post(`http://localhost:${port}/api/users/login`, {
    data: { email: 'admin@example.com', password: process.env.SEED_PASSWORD ?? 'demo-password' },
  })
  expect(response.ok()).toBe(true)
  return { Authorization: `JWT ${((await response.json()) as { token: string }).token}` }
}

async function importFeed(request: APIRequestContext, auth: Record<string, string>, body: string) {
  const posted = await request.post(`http://localhost:${port}/api/cars/import?dealership=${YARD}`, {
    headers: { ...auth, 'Content-Type': 'text/csv' },
    data: body,
  })
  expect(posted.status()).toBe(202)
  const { id } = (await posted.json()) as { id: number }
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`http://localhost:${port}/api/stock-imports/${id}?depth=0`, { headers: auth })
          ).json()) as {
            status: string
          }
        ).status,
      { timeout: 60_000 },
    )
    .toBe('done')
}

test("a shopper's week: saved search, new-car alert, price-drop digest once, unsubscribe", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  const digits = String(2_000_000 + Math.floor(Math.random() * 7_000_000))
  const e164 = `+1608${digits.slice(0, 7)}`

  // Staff: a yard of the site, in its stock binding, for this test's feed.
  const auth = await login(request)
  const lakeside = (
    (await (
      await request.get(`http://localhost:${port}/api/sites?where[slug][equals]=lakeside-motors&depth=0`, {
        headers: auth,
      })
    ).json()) as { docs: Array<{ id: number; search?: { stockDealerships?: number[] } }> }
  ).docs[0]!
  const yard = await request.post(`http://localhost:${port}/api/dealerships`, {
    headers: auth,
    data: { name: 'E2E Alerts Yard', slug: YARD, site: lakeside.id },
  })
  expect(yard.status()).toBe(201)
  const yardId = ((await yard.json()) as { doc: { id: number } }).doc.id
  const binding = await request.patch(`http://localhost:${port}/api/sites/${lakeside.id}`, {
    headers: auth,
    data: { search: { stockDealerships: [...(lakeside.search?.stockDealerships ?? []), yardId] } },
  })
  expect(binding.ok()).toBe(true)

  // Monday: sign in and save the search.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(site(`/sign-in?type=watchlist&redirect=${encodeURIComponent(`/search?query=${MODEL}`)}`))
  await hydrated(page)
  await page.getByLabel('Cell phone number').fill(`(608) ${digits.slice(0, 3)}-${digits.slice(3, 7)}`)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('status')).toContainText('6-digit code')
  const code = /^(\d{6})/.exec(messagesTo(e164).at(-1)?.body ?? '')?.[1] ?? ''
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`/search\\?query=${MODEL}`))
  await expect(page.locator('[data-search-ready]')).toBeVisible()
  await page.getByRole('button', { name: 'Save search' }).click()
  await page.getByLabel('Name this search').fill('My next Jeep')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Search saved: “My next Jeep”' })).toBeVisible()
  await shot(page, 'save-search')

  // On the watchlist page: the saved search, and alerts by SMS with the consent wording ticked.
  await page.getByRole('link', { name: 'Manage saved searches and alerts' }).click()
  await expect(page.getByTestId('saved-search')).toContainText('My next Jeep')
  await page.getByLabel('SMS').check()
  await page.getByRole('checkbox', { name: /I agree to receive text messages/ }).check()
  await page.getByRole('button', { name: 'Save alert choice' }).click()
  await expect(page.getByTestId('alert-status')).toHaveText('Alerts come by SMS to your number, at most one a day.')
  const consent = await db.query('SELECT consent_text, consent_at FROM alert_subscriptions WHERE phone = $1', [e164])
  expect(consent.rows[0].consent_text).toContain('Consent is not a condition of any purchase')
  expect(consent.rows[0].consent_at).toBeTruthy()
  await shot(page, 'saved-searches')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'saved-searches')
  await page.setViewportSize({ width: 1280, height: 900 })

  // Tuesday: an import lists a matching car; the alert arrives with a working link and an unsubscribe link.
  const before = messagesTo(e164).length
  await importFeed(request, auth, feed('$52,000'))
  await expect.poll(() => messagesTo(e164).length, { timeout: 60_000 }).toBe(before + 1)
  const alert = messagesTo(e164).at(-1)!.body
  expect(alert).toContain(MODEL)
  expect(alert).toContain('reply STOP')
  // The link names the site's public domain; on this machine the same path is served on its .localhost host.
  const carPath = new URL(/See: (\S+)/.exec(alert)![1]!).pathname
  await page.goto(site(carPath))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(MODEL)

  // The shopper watches the car; its price drops.
  const carId = Number((await db.query('SELECT id FROM cars WHERE model = $1', [MODEL])).rows[0].id as number)
  const saved = await page.evaluate(async (id) => {
    const r = await fetch('/api/watchlist/save-car', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ car_id: id }),
    })
    return r.status
  }, carId)
  expect(saved).toBe(200)
  await importFeed(request, auth, feed('$48,500'))
  // Today's message already went: the price drop waits for the digest of the next day.
  await expect
    .poll(
      async () =>
        (await db.query(`SELECT count(*)::int AS n FROM alert_items WHERE phone = $1 AND digest_id IS NULL`, [e164]))
          .rows[0].n,
      {
        timeout: 60_000,
      },
    )
    .toBe(1)
  expect(messagesTo(e164)).toHaveLength(before + 1)

  // Wednesday comes: yesterday's digest is yesterday's, and the digest job queued for today's start is due.
  await db.query(`UPDATE alert_digests SET day = day - 1 WHERE phone = $1`, [e164])
  await db.query(
    `UPDATE payload_jobs SET wait_until = now() WHERE task_slug = 'sendAlertDigests' AND completed_at IS NULL AND wait_until > now()`,
  )
  await expect.poll(() => messagesTo(e164).length, { timeout: 60_000 }).toBe(before + 2)
  const digest = messagesTo(e164).at(-1)!.body
  expect(digest).toContain('now $48,500 (was $52,000)')
  // Once: every digest job is done and no second message came.
  await expect
    .poll(
      async () =>
        (
          await db.query(
            `SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug IN ('matchAlerts', 'sendAlertDigests') AND completed_at IS NULL AND has_error IS NOT TRUE AND (wait_until IS NULL OR wait_until <= now())`,
          )
        ).rows[0].n,
      { timeout: 30_000 },
    )
    .toBe(0)
  expect(messagesTo(e164)).toHaveLength(before + 2)

  // Unsubscribe: opening the link (as a link preview would) changes nothing; its one button unsubscribes, and the
  // watchlist page says alerts are off.
  const unsubscribe = new URL(/Stop alerts: (\S+)/.exec(digest)![1]!)
  await page.goto(site(`${unsubscribe.pathname}${unsubscribe.search}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop car alerts')
  await page.goto(site('/watchlist'))
  await expect(page.getByTestId('alert-status')).toContainText('Alerts come by SMS')
  await page.goto(site(`${unsubscribe.pathname}${unsubscribe.search}`))
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribed')
  await page.goto(site('/watchlist'))
  await expect(page.getByTestId('alert-status')).toContainText('Alerts are off')
  await db.end()
})

test("issue 30.4: staff see the site's saved searches and alerts on the dashboard, and can switch alerts off", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInToAdmin(page, 'site-admin@lakeside-motors.example.com', { baseUrl: `http://localhost:${port}` })
  const panel = page.getByTestId('alerts-dashboard')
  await expect(panel).toBeVisible()
  const saved = Number(await panel.getByTestId('figure-savedSearches').locator('.site-dashboard__number').textContent())
  expect(saved).toBeGreaterThanOrEqual(1)
  await expect(panel.getByText('Leads by form and alerts sent, by week (last 12 weeks)')).toBeVisible()
  // Each week with leads or alerts shows its figure on its bar.
  await expect(
    panel
      .locator('.alert-chart__total')
      .filter({ hasText: /^[1-9]\d*$/ })
      .first(),
  ).toBeVisible()
  await panel.scrollIntoViewIfNeeded()
  await shot(page, 'alerts-dashboard')
  await page.setViewportSize({ width: 390, height: 844 })
  await panel.scrollIntoViewIfNeeded()
  await shot(page, 'alerts-dashboard')

  // The site admin switches alerts off: the search page offers no saved search, and the API refuses one.
  const lakeside = (
    (await (await page.request.get(`/api/sites?where[slug][equals]=lakeside-motors&depth=0`)).json()) as {
      docs: Array<{ id: number; cards: Record<string, unknown> }>
    }
  ).docs[0]!
  const off = await page.request.patch(`/api/sites/${lakeside.id}`, {
    data: { cards: { ...lakeside.cards, shopperAlerts: false } },
  })
  expect(off.ok()).toBe(true)
  await expect
    .poll(
      async () => {
        const response = await request.post(`http://localhost:${port}/api/saved-searches/save`, {
          headers: { origin: `http://localhost:${port}` },
          data: { site: 'lakeside-motors', state: {} },
        })
        return response.status()
      },
      { timeout: 30_000 },
    )
    .toBe(404)
  const on = await page.request.patch(`/api/sites/${lakeside.id}`, {
    data: { cards: { ...lakeside.cards, shopperAlerts: true } },
  })
  expect(on.ok()).toBe(true)
})
