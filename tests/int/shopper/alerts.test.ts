/**
 * Issue 30.2/30.3 against the real database: saved searches matched after a real feed import, one digest per
 * shopper, site and day however many workers send at once, price drops of watched cars, a car sold before the digest
 * left out.
 */
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/payload-types'
import { createSavedSearch, saveAlertSubscription } from '../../../src/data/alerts'
import { digestDay } from '../../../src/domain/alertDigest'
import { sendSiteDigests } from '../../../src/shopper/alertDigests'
import { matchAlerts, type MatchAlertsInput } from '../../../src/shopper/alertMatching'
import type { SmsSender } from '../../../src/shopper/sms'
import { importStockFeed } from '../../../src/stock/importFeedNow'
import { testPayload } from '../payload'

const DEALERSHIP = `alerts-yard-${Date.now()}`
const SHOPPER = '+16085550171'
const OTHER = '+16085550172'

let payload: Payload
let db: pg.Pool
let site: Site
let previousDealerships: number[] = []

const feed = (rows: string[]) => `StockNo,Make,Model,Year,Price,Odometer,Condition,Status\n${rows.join('\n')}\n`
const RAV4 = 'AL-1,Toyota,RAV4,2022,"$38,990",20000,Used,Available'
const LANDCRUISER = 'AL-2,Toyota,LandCruiser,2023,"$98,000",5000,Used,Available'
const CX5 = 'AL-3,Mazda,CX-5,2021,"$31,000",40000,Used,Available'
const COROLLA = 'AL-4,Toyota,Corolla,2021,"$24,990",30000,Used,Available'

/** A recording SMS adapter: each message the digest sends. */
function recorder(): SmsSender & { sent: Array<{ to: string; body: string }> } {
  const sent: Array<{ to: string; body: string }> = []
  return {
    name: 'recorder',
    sent,
    async send(to, body) {
      // A slow provider, so two racing workers overlap for real.
      await new Promise((r) => setTimeout(r, 50))
      sent.push({ to, body })
    },
  }
}

/** The matching job the import queued in its transaction (its input), as a worker would pick it up. */
async function queuedMatching(): Promise<MatchAlertsInput> {
  const { rows } = await db.query<{ id: number; input: MatchAlertsInput }>(
    `SELECT id, input FROM payload_jobs WHERE task_slug = 'matchAlerts' AND completed_at IS NULL ORDER BY id DESC LIMIT 1`,
  )
  expect(rows[0], 'the import queued a matching job with its cars').toBeTruthy()
  await db.query('UPDATE payload_jobs SET completed_at = now() WHERE id = $1', [rows[0]!.id])
  return rows[0]!.input
}

const carId = async (stocknum: string) =>
  (await db.query<{ id: number }>('SELECT id FROM cars WHERE stocknum = $1', [stocknum])).rows[0]!.id

beforeAll(async () => {
  payload = await testPayload()
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  site = (await payload.find({ collection: 'sites', where: { slug: { equals: 'lakeside-motors' } }, limit: 1 }))
    .docs[0]!
  expect(site.cards?.favourites).toBe('watchlist')
  const yard = await payload.create({
    collection: 'dealerships',
    data: { site: site.id, name: 'Alerts Yard', slug: DEALERSHIP },
  })
  previousDealerships = (site.search?.stockDealerships ?? []).map((d) => (typeof d === 'object' ? d.id : d))
  site = await payload.update({
    collection: 'sites',
    id: site.id,
    data: { search: { ...site.search, stockDealerships: [...previousDealerships, yard.id] } },
    depth: 0,
  })
  for (const phone of [SHOPPER, OTHER])
    await saveAlertSubscription(payload, {
      siteId: site.id,
      phone,
      channel: 'sms',
      email: null,
      consentText: 'I agree',
      confirmToken: null,
      unsubscribeToken: `unsubscribe-token-${phone.slice(1)}`,
    })
  await createSavedSearch(payload, {
    siteId: site.id,
    phone: SHOPPER,
    name: 'Toyota under $40k',
    state: { refinements: { make: ['Toyota'] }, ranges: { price: { max: 40_000 } } },
    max: 20,
  })
  await createSavedSearch(payload, {
    siteId: site.id,
    phone: OTHER,
    name: 'Mazda',
    state: { refinements: { make: ['Mazda'] } },
    max: 20,
  })
})

afterAll(async () => {
  await payload.update({
    collection: 'sites',
    id: site.id,
    data: { search: { ...site.search, stockDealerships: previousDealerships } },
    depth: 0,
  })
  await db.end()
})

describe('issue 30.3 "exactly once, on any number of servers"', () => {
  it('an import lists cars; each saved search gets only the cars it matches', async () => {
    await importStockFeed(payload, {
      dealershipSlug: DEALERSHIP,
      content: feed([RAV4, LANDCRUISER, CX5]),
      format: 'csv',
    })
    const outcome = await matchAlerts(payload, await queuedMatching())
    expect(outcome.sites).toEqual([site.id])
    const { rows } = await db.query<{ phone: string; car_id: number }>(
      'SELECT phone, car_id FROM alert_items WHERE site_id = $1 ORDER BY phone, car_id',
      [site.id],
    )
    expect(rows).toEqual([
      { phone: SHOPPER, car_id: await carId('AL-1') },
      { phone: OTHER, car_id: await carId('AL-3') },
    ])
  })

  it('matching the same cars again stores nothing twice', async () => {
    const again = await matchAlerts(payload, { newCarIds: [await carId('AL-1'), await carId('AL-3')] })
    expect(again.shoppers).toBe(0)
  })

  it('two workers sending the same digests at once send each shopper one message', async () => {
    const sms = recorder()
    const now = new Date()
    const [a, b] = await Promise.all([
      sendSiteDigests(payload, site.id, now, { sms }),
      sendSiteDigests(payload, site.id, now, { sms }),
    ])
    expect(a.sent + b.sent).toBe(2)
    expect(sms.sent.map((m) => m.to).sort()).toEqual([OTHER, SHOPPER].sort())
    const mine = sms.sent.find((m) => m.to === SHOPPER)!.body
    expect(mine).toContain('2022 Toyota RAV4')
    expect(mine).toContain('/api/alerts/unsubscribe?token=unsubscribe-token-16085550171')
    expect(mine).toContain('reply STOP')
    const { rows } = await db.query(
      `SELECT phone, status FROM alert_digests WHERE site_id = $1 AND day = $2::date ORDER BY phone`,
      [site.id, digestDay(now, site.timeZone ?? 'America/New_York')],
    )
    expect(rows).toEqual([
      { phone: SHOPPER, status: 'sent' },
      { phone: OTHER, status: 'sent' },
    ])
  })

  it("a watched car's price drop waits for the next day once today's digest went, then goes once", async () => {
    await db.query('INSERT INTO watchlist_entries (site_id, phone, car_id) VALUES ($1, $2, $3)', [
      site.id,
      SHOPPER,
      await carId('AL-1'),
    ])
    await importStockFeed(payload, {
      dealershipSlug: DEALERSHIP,
      content: feed([RAV4.replace('"$38,990"', '"$36,500"'), LANDCRUISER, CX5]),
      format: 'csv',
    })
    await matchAlerts(payload, await queuedMatching())
    const sms = recorder()
    const today = await sendSiteDigests(payload, site.id, new Date(), { sms })
    expect(today).toMatchObject({ sent: 0, waiting: 1 })
    expect(today.nextRunAt!.getTime()).toBeGreaterThan(Date.now())
    const tomorrow = new Date(today.nextRunAt!.getTime() + 60_000)
    const [x, y] = await Promise.all([
      sendSiteDigests(payload, site.id, tomorrow, { sms }),
      sendSiteDigests(payload, site.id, tomorrow, { sms }),
    ])
    expect(x.sent + y.sent).toBe(1)
    expect(sms.sent).toHaveLength(1)
    expect(sms.sent[0]!.body).toContain('now $36,500 (was $38,990)')
  })

  it('issue 30.3 "a car sold before the digest goes is left out"', async () => {
    await importStockFeed(payload, {
      dealershipSlug: DEALERSHIP,
      content: feed([RAV4.replace('"$38,990"', '"$36,500"'), LANDCRUISER, CX5, COROLLA]),
      format: 'csv',
    })
    await matchAlerts(payload, await queuedMatching())
    // The Corolla sells (the next feed leaves it out) before the shopper's digest goes.
    await importStockFeed(payload, {
      dealershipSlug: DEALERSHIP,
      content: feed([RAV4.replace('"$38,990"', '"$36,500"'), LANDCRUISER, CX5]),
      format: 'csv',
      confirm: true,
    })
    const sms = recorder()
    const dayAfter = new Date(Date.now() + 2 * 24 * 3600 * 1000 + 60_000)
    const run = await sendSiteDigests(payload, site.id, dayAfter, { sms })
    expect(run).toMatchObject({ sent: 0, empty: 1 })
    expect(sms.sent).toEqual([])
  })

  it('a paused saved search and an unsubscribed shopper get nothing', async () => {
    await db.query(`UPDATE saved_searches SET paused = true WHERE site_id = $1 AND phone = $2`, [site.id, OTHER])
    await db.query(`UPDATE alert_subscriptions SET unsubscribed_at = now() WHERE site_id = $1 AND phone = $2`, [
      site.id,
      SHOPPER,
    ])
    await importStockFeed(payload, {
      dealershipSlug: DEALERSHIP,
      content: feed([
        RAV4,
        LANDCRUISER,
        CX5,
        'AL-5,Mazda,CX-3,2022,"$29,000",10000,Used,Available',
        'AL-6,Toyota,Yaris,2022,"$21,000",9000,Used,Available',
      ]),
      format: 'csv',
    })
    // Another shopper is still subscribed, so the import queued its matching; it finds nobody to tell.
    const outcome = await matchAlerts(payload, await queuedMatching())
    expect(outcome.shoppers).toBe(0)
  })

  it('issue 30.4 "a privacy request removes it": deleting the shopper\'s lead deletes their alert data on the site', async () => {
    const count = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM saved_searches WHERE site_id = $1 AND phone = $2)
                + (SELECT count(*) FROM alert_subscriptions WHERE site_id = $1 AND phone = $2)
                + (SELECT count(*) FROM alert_digests WHERE site_id = $1 AND phone = $2) AS n`,
          [site.id, SHOPPER],
        )
      ).rows[0]!.n
    expect(Number(await count())).toBeGreaterThan(0)
    const lead = await payload.create({
      collection: 'leads',
      data: { site: site.id, form: 'general', category: 'General Enquiry', name: 'Shopper', phone: SHOPPER },
      depth: 0,
    })
    await payload.delete({ collection: 'leads', id: lead.id })
    expect(Number(await count())).toBe(0)
    // The other shopper's data stays.
    const other = await db.query('SELECT 1 FROM saved_searches WHERE site_id = $1 AND phone = $2', [site.id, OTHER])
    expect(other.rows).toHaveLength(1)
  })
})
