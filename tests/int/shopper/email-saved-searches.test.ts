/**
 * Issue 39.5 "Sites that keep favourites in the browser offer saved searches by e-mail with double opt-in, no phone
 * sign-in needed; the alerts and their limits are the same", against the real database and the local outbox: the
 * save mails a confirmation link, nothing is matched or sent until it is pressed, then a new matching car arrives as
 * an e-mail digest with its unsubscribe link; a stranger cannot start or resume alerts to someone's address, and the
 * confirmation e-mails are limited per client, per address and per site.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/payload-types'
import { createPendingSavedSearch } from '../../../src/data/alerts'
import { EMAIL_SAVE_LIMITS } from '../../../src/domain/savedSearchInput'
import { sendSiteDigests } from '../../../src/shopper/alertDigests'
import { matchAlerts, type MatchAlertsInput } from '../../../src/shopper/alertMatching'
import {
  confirmAlertEmailLink,
  emailShopperKey,
  saveSearch,
  saveSearchByEmail,
  unsubscribeLink,
} from '../../../src/shopper/savedSearchApi'
import { importStockFeed } from '../../../src/stock/importFeedNow'
import { decodeMailBody, mailHeader } from '../../eml'
import { testPayload } from '../payload'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'email-saves-'))
const outbox = path.join(dataDir, 'outbox')
process.env.DATA_DIR = dataDir
delete process.env.SMTP_HOST

const RUN = Date.now().toString(36)
const DEALERSHIP = `email-saves-yard-${RUN}`
const HOST = 'harbour-toyota.localhost:3000'
const OWNER = `owner-${RUN}@example.com`
const IDLE = `idle-${RUN}@example.com`
const MODEL = `Mailcruiser${RUN}`

let payload: Payload
let db: pg.Pool
let site: Site
let previousDealerships: number[] = []

let ipCounter = Math.floor(Math.random() * 60_000)
const freshIp = () => {
  ipCounter = (ipCounter + 1) % 65_000
  return `10.${Math.floor(Math.random() * 250)}.${ipCounter >> 8}.${ipCounter & 255}`
}

function post(pathname: string, body: unknown, options: { host?: string; ip?: string } = {}): Request {
  const host = options.host ?? HOST
  return new Request(`http://${host}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      host,
      origin: `http://${host}`,
      'x-client-ip': options.ip ?? freshIp(),
    },
    body: JSON.stringify(body),
  })
}

const save = (email: string, extra: Record<string, unknown> = {}, options: { host?: string; ip?: string } = {}) =>
  saveSearchByEmail(
    post(
      '/api/saved-searches/email',
      { state: { query: MODEL }, name: 'My next cruiser', email, consent: true, ...extra },
      options,
    ),
  )

/** The outbox's messages to an address, oldest first. */
const mailsTo = (address: string) =>
  (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [])
    .sort()
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
    .filter((raw) => mailHeader(raw, 'To')?.includes(address))

const linkIn = (raw: string, route: string) => {
  const found = new RegExp(`(https?://[^\\s]+/api/alerts/${route}\\?token=[\\w-]+)`).exec(decodeMailBody(raw))
  expect(found, `a ${route} link in the e-mail`).toBeTruthy()
  return found![1]!
}

const press = (url: string) =>
  confirmAlertEmailLink(new Request(url, { method: 'POST', headers: { host: new URL(url).host } }))

const feed = (rows: string[]) => `StockNo,Make,Model,Year,Price,Odometer,Condition,Status\n${rows.join('\n')}\n`

/**
 * Lists cars of this test's model (the feed keeps the earlier ones: a feed that sells all of a yard waits for staff)
 * and runs the matching job the import queued, as a worker would.
 */
async function listCar(...stocks: string[]) {
  await importStockFeed(payload, {
    dealershipSlug: DEALERSHIP,
    content: feed(stocks.map((stock) => `${stock},Toyota,${MODEL},2023,"$52,990",9000,Used,Available`)),
    format: 'csv',
  })
  const { rows } = await db.query<{ id: number; input: MatchAlertsInput }>(
    `SELECT id, input FROM payload_jobs WHERE task_slug = 'matchAlerts' AND completed_at IS NULL ORDER BY id DESC LIMIT 1`,
  )
  expect(rows[0], 'the import queued a matching job').toBeTruthy()
  await db.query('UPDATE payload_jobs SET completed_at = now() WHERE id = $1', [rows[0]!.id])
  return matchAlerts(payload, rows[0]!.input)
}

const itemsOf = async (address: string) =>
  (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM alert_items WHERE site_id = $1 AND phone = $2', [
      site.id,
      emailShopperKey(address),
    ])
  ).rows[0]!.n

beforeAll(async () => {
  payload = await testPayload()
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  site = (await payload.find({ collection: 'sites', where: { slug: { equals: 'harbour-toyota' } }, limit: 1 })).docs[0]!
  expect(site.cards?.favourites, 'a demo site that keeps favourites in the browser').toBe('local')
  const yard = await payload.create({
    collection: 'dealerships',
    data: { site: site.id, name: 'E-mail Saves Yard', slug: DEALERSHIP },
  })
  previousDealerships = (site.search?.stockDealerships ?? []).map((d) => (typeof d === 'object' ? d.id : d))
  site = await payload.update({
    collection: 'sites',
    id: site.id,
    data: { search: { ...site.search, stockDealerships: [...previousDealerships, yard.id] } },
    depth: 0,
  })
})

afterAll(async () => {
  await payload.update({
    collection: 'sites',
    id: site.id,
    data: { search: { ...site.search, stockDealerships: previousDealerships } },
    depth: 0,
  })
  // Every e-mail shopper this file made on the site (their keys start with "e:"; no phone does).
  for (const table of ['alert_items', 'alert_digests', 'alert_subscriptions', 'saved_searches'])
    await db.query(`DELETE FROM ${table} WHERE site_id = $1 AND phone LIKE 'e:%'`, [site.id])
  await db.end()
  // The yard goes with its cars and imports: a site with a second dealership asks every general enquiry for a
  // preferred dealership (tests/int/leads/leadOrigin.test.ts finds Harbour Toyota as the seed made it).
  const yard = await payload.find({ collection: 'dealerships', where: { slug: { equals: DEALERSHIP } }, limit: 1 })
  for (const { id } of yard.docs) {
    await payload.delete({ collection: 'cars', where: { dealership: { equals: id } } })
    await payload.delete({ collection: 'stock-imports', where: { dealership: { equals: id } } })
    await payload.delete({ collection: 'dealerships', id })
  }
})

describe('issue 39.5 "saved searches by e-mail with double opt-in"', () => {
  let confirmLink = ''

  it('the save needs no sign-in: it answers 202 and mails a confirmation link to the address', async () => {
    const response = await save(OWNER)
    expect(response.status).toBe(202)
    expect(await response.json()).toMatchObject({ success: true, pending: true })
    const mails = mailsTo(OWNER)
    expect(mails).toHaveLength(1)
    expect(mailHeader(mails[0]!, 'Subject')).toBe('Confirm your saved search at Harbour Toyota')
    confirmLink = linkIn(mails[0]!, 'confirm')
    expect(new URL(confirmLink).pathname).toBe('/api/alerts/confirm')
    // Stored waiting, never as an active saved search.
    const { rows } = await db.query<{ confirm_token: string | null }>(
      'SELECT confirm_token FROM saved_searches WHERE site_id = $1 AND phone = $2',
      [site.id, emailShopperKey(OWNER)],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.confirm_token).toBeTruthy()
  })

  it('an unconfirmed saved search sends nothing: a matching car stores no alert and the digest run mails nothing', async () => {
    await save(IDLE)
    await listCar(`EM-1-${RUN}`)
    expect(await itemsOf(OWNER)).toBe(0)
    expect(await itemsOf(IDLE)).toBe(0)
    await sendSiteDigests(payload, site.id)
    expect(mailsTo(OWNER)).toHaveLength(1)
    expect(mailsTo(IDLE)).toHaveLength(1)
  })

  it('opening the link only shows the button; pressing it starts the saved search ("Search saved")', async () => {
    const opened = await confirmAlertEmailLink(
      new Request(confirmLink, { headers: { host: new URL(confirmLink).host } }),
    )
    expect(await opened.text()).toContain('Confirm alerts')
    expect(await itemsOf(OWNER)).toBe(0)
    const pressed = await press(confirmLink)
    expect(pressed.status).toBe(200)
    const page = await pressed.text()
    expect(page).toContain('Search saved')
    expect(page).toContain(OWNER)
    expect((await press(confirmLink)).status, 'a used link').toBe(404)
  })

  it('a confirmation link pressed on another dealer\u2019s host confirms nothing', async () => {
    await save(IDLE, { name: 'Second' })
    const link = linkIn(mailsTo(IDLE).at(-1)!, 'confirm')
    const foreign = link.replace(new URL(link).host, 'lakeside-motors.localhost:3000')
    expect((await press(foreign)).status).toBe(404)
  })

  it('a new matching car then arrives as an e-mail digest with its one-click unsubscribe', async () => {
    const outcome = await listCar(`EM-1-${RUN}`, `EM-2-${RUN}`)
    expect(outcome.sites).toContain(site.id)
    expect(await itemsOf(OWNER)).toBe(1)
    expect(await itemsOf(IDLE), 'the unconfirmed address still gets nothing').toBe(0)
    const run = await sendSiteDigests(payload, site.id)
    expect(run.sent).toBeGreaterThanOrEqual(1)
    const digest = mailsTo(OWNER).at(-1)!
    expect(decodeMailBody(digest)).toContain(MODEL)
    expect(mailHeader(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(mailsTo(IDLE).some((raw) => decodeMailBody(raw).includes(MODEL))).toBe(false)
    const unsubscribe = linkIn(digest, 'unsubscribe')
    const done = await unsubscribeLink(
      new Request(unsubscribe, { method: 'POST', headers: { host: new URL(unsubscribe).host } }),
    )
    expect(done.status).toBe(200)
    const { rows } = await db.query<{ unsubscribed_at: Date | null }>(
      'SELECT unsubscribed_at FROM alert_subscriptions WHERE site_id = $1 AND phone = $2',
      [site.id, emailShopperKey(OWNER)],
    )
    expect(rows[0]!.unsubscribed_at).not.toBeNull()
  })

  it('a stranger\u2019s save for an unsubscribed address does not resume its alerts before its link is pressed', async () => {
    const response = await save(OWNER, { name: 'Stranger' })
    expect(response.status).toBe(202)
    const { rows } = await db.query<{ unsubscribed_at: Date | null }>(
      'SELECT unsubscribed_at FROM alert_subscriptions WHERE site_id = $1 AND phone = $2',
      [site.id, emailShopperKey(OWNER)],
    )
    expect(rows[0]!.unsubscribed_at).not.toBeNull()
  })
})

describe('issue 39.5 "the alerts and their limits are the same"', () => {
  it('bad input is a 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'not-an-address' }, 'email'],
      [{ consent: false }, 'consent'],
      [{ state: 'toyota' }, 'state'],
      [{ name: 'x'.repeat(81) }, 'name'],
    ]
    for (const [extra, field] of cases) {
      const response = await save(`bad-${RUN}@example.com`, extra)
      expect(response.status, field).toBe(400)
      expect(((await response.json()) as { errors: Array<{ field: string }> }).errors[0]!.field).toBe(field)
    }
  })

  it('a watchlist site saves for signed-in shoppers only; a browser-favourites site has no phone save', async () => {
    const onWatchlistSite = await save(`w-${RUN}@example.com`, {}, { host: 'lakeside-motors.localhost:3000' })
    expect(onWatchlistSite.status).toBe(404)
    const phoneSave = await saveSearch(post('/api/saved-searches/save', { state: { query: MODEL } }))
    expect(phoneSave.status).toBe(404)
  })

  it('an address backs off after two confirmation e-mails: a stranger cannot flood it', async () => {
    const target = `flooded-${RUN}@example.com`
    expect((await save(target)).status).toBe(202)
    expect((await save(target)).status).toBe(202)
    const third = await save(target)
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(mailsTo(target)).toHaveLength(2)
  })

  it('one client asks at most 5 confirmation e-mails an hour', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await save(`client-${i}-${RUN}@example.com`, {}, { ip })).status)
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
  })

  it('an address keeps at most 3 saves waiting for their link, the newest replacing the oldest', async () => {
    const key = emailShopperKey(`waiting-${RUN}@example.com`)
    for (let i = 0; i < 5; i++)
      expect(
        await createPendingSavedSearch(payload, {
          siteId: site.id,
          key,
          name: `Waiting ${i}`,
          state: { query: `w${i}` },
          token: `waiting-token-${RUN}-${i}`,
          max: 20,
          ...EMAIL_SAVE_LIMITS,
        }),
      ).not.toBeNull()
    const { rows } = await db.query<{ name: string }>(
      'SELECT name FROM saved_searches WHERE site_id = $1 AND phone = $2 ORDER BY id',
      [site.id, key],
    )
    expect(rows.map((r) => r.name)).toEqual(['Waiting 2', 'Waiting 3', 'Waiting 4'])
    await db.query('DELETE FROM saved_searches WHERE site_id = $1 AND phone = $2', [site.id, key])
  })
})
