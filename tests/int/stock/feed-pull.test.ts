/**
 * Issue 25.7, "Scheduled pulls": a dealership with a feed address is pulled on its schedule by the pullStockFeeds
 * job and imported like any other feed. Real Postgres, a local HTTPS server with a self-signed certificate (trusted
 * through downloadFeed's `ca` seam, TLS checks on), the real mail adapter writing to the local outbox.
 */
import fs from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selfSignedCertificate } from '../../../scripts/lib/webhookReceiver'
import { postgresPool } from '../../../src/data/pool'
import { takeSend } from '../../../src/data/sendLimits'
import { downloadFeed } from '../../../src/stock/feedPull'
import { PULL_STOCK_FEEDS_TASK, pullDueStockFeeds, queueFeedPulls } from '../../../src/stock/feedPullJob'
import { decodeMailBody, mailHeader } from '../../eml'
import { feedCars, feedCsv } from '../../fixtures/dealerFeed'
import { testPayload } from '../payload'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-pull-int-'))
process.env.DATA_DIR = dataDir
delete process.env.SMTP_HOST
const allowedBefore = process.env.OUTBOUND_ALLOWED_HOSTS
// The test server listens on loopback, which the outbound guard refuses unless the operator allows it.
process.env.OUTBOUND_ALLOWED_HOSTS = '127.0.0.1'
const outbox = path.join(dataDir, 'outbox')
const mails = () =>
  (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []).map((f) =>
    fs.readFileSync(path.join(outbox, f), 'utf8'),
  )
const mailsAbout = (dealershipId: number) =>
  mails().filter((raw) => mailHeader(raw, 'X-Feed-Pull-Dealership') === String(dealershipId))

const NOTIFY = ['stock@harbour-toyota.example']
const certificate = selfSignedCertificate(path.join(dataDir, 'cert'))
const ca = fs.readFileSync(certificate.certFile)
const FEED = feedCsv(feedCars('FP', 300))

let answer: 'feed' | 'error' = 'feed'
const requests: string[] = []
const server = https.createServer(
  { key: fs.readFileSync(certificate.keyFile), cert: fs.readFileSync(certificate.certFile) },
  (req, res) => {
    requests.push(req.url ?? '')
    if (answer === 'error') return res.writeHead(500).end('DMS down')
    res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(FEED)
  },
)

let payload: Payload
let site: number
let origin: string
const dealerships: number[] = []
const download = (url: string) => downloadFeed(url, { ca })

const dealership = async (id: number) => payload.findByID({ collection: 'dealerships', id, depth: 0 })
const carsOf = async (id: number) =>
  (
    await payload.find({
      collection: 'cars',
      where: { dealership: { equals: id } },
      depth: 0,
      pagination: false,
      select: { stocknum: true, price: true, updatedAt: true },
      sort: 'stocknum',
    })
  ).docs
const sql = (text: string, values: unknown[]) => postgresPool(payload).query(text, values)

let pulled: number
let notDue: number
let privateFeed: number
const start = new Date()

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  payload = await testPayload()
  site = (await payload.find({ collection: 'sites', where: { slug: { equals: 'harbour-toyota' } }, limit: 1 })).docs[0]!
    .id
  await payload.update({
    collection: 'sites',
    id: site,
    data: { forms: { leadNotifications: { enabled: true, emails: NOTIFY } } },
  })
  const create = async (slug: string, feedPull: Record<string, unknown>) => {
    const doc = await payload.create({
      collection: 'dealerships',
      data: { site, name: `Feed pull ${slug}`, slug: `feed-pull-${slug}-${Date.now()}`, feedPull } as never,
    })
    dealerships.push(doc.id)
    return doc.id
  }
  pulled = await create('hourly', { url: `${origin}/stock.csv`, schedule: 'hourly' })
  notDue = await create('recent', {
    url: `${origin}/recent.csv`,
    schedule: 'hourly',
    lastPulledAt: new Date(start.getTime() - 10 * 60_000).toISOString(),
  })
  // Saved before the address was refused (the field's validation refuses it now): written as stored data.
  privateFeed = await create('private', { schedule: 'hourly' })
  await sql('update dealerships set feed_pull_url = $1 where id = $2', ['https://10.0.0.1/feed.csv', privateFeed])
})

afterAll(async () => {
  for (const id of dealerships) {
    await payload.delete({ collection: 'cars', where: { dealership: { equals: id } } }).catch(() => undefined)
    await payload.delete({ collection: 'stock-imports', where: { dealership: { equals: id } } }).catch(() => undefined)
    await payload.delete({ collection: 'dealerships', id }).catch(() => undefined)
  }
  await payload.update({
    collection: 'sites',
    id: site,
    data: { forms: { leadNotifications: { enabled: true, emails: [] } } },
  })
  await new Promise((resolve) => server.close(resolve))
  if (allowedBefore === undefined) delete process.env.OUTBOUND_ALLOWED_HOSTS
  else process.env.OUTBOUND_ALLOWED_HOSTS = allowedBefore
})

describe('scheduled stock feed pulls', () => {
  it('a due dealership is pulled and imported (300 cars, source schedule); one not due is not pulled', async () => {
    const results = await pullDueStockFeeds(payload, { now: start, download })
    expect(results.find((r) => r.dealershipId === pulled)).toMatchObject({ outcome: 'imported', status: 'done' })

    expect(await carsOf(pulled)).toHaveLength(300)
    const { docs: imports } = await payload.find({
      collection: 'stock-imports',
      where: { dealership: { equals: pulled } },
      depth: 0,
    })
    expect(imports).toHaveLength(1)
    expect(imports[0]).toMatchObject({ source: 'schedule', status: 'done', filename: expect.stringMatching(/\.csv$/) })
    const after = await dealership(pulled)
    expect(after.feedPull?.lastPulledAt && Date.parse(after.feedPull.lastPulledAt)).toBe(start.getTime())
    expect(after.feedPull?.lastError ?? null).toBeNull()

    // Pulled ten minutes ago, hourly: not due, no request made, nothing recorded.
    expect(requests).toEqual(['/stock.csv'])
    expect(results.some((r) => r.dealershipId === notDue)).toBe(false)
    const recent = await dealership(notDue)
    expect(Date.parse(recent.feedPull!.lastPulledAt!)).toBe(start.getTime() - 10 * 60_000)
    expect(await carsOf(notDue)).toEqual([])
  })

  it('a private address is refused by the guard before any request and recorded as the error', async () => {
    const after = await dealership(privateFeed)
    expect(after.feedPull?.lastError).toBe('The feed address is a private address.')
    expect(after.feedPull?.lastPulledAt && Date.parse(after.feedPull.lastPulledAt)).toBe(start.getTime())
    expect(requests).toEqual(['/stock.csv'])
    const [mail] = mailsAbout(privateFeed)
    expect(mail && decodeMailBody(mail)).toContain('What went wrong: The feed address is a private address.')
  })

  it('a feed address answering 500: the error is kept and e-mailed once, and no car changes', async () => {
    answer = 'error'
    await sql("update dealerships set feed_pull_schedule = 'off' where id = $1", [notDue])
    const before = await carsOf(pulled)
    const later = new Date(start.getTime() + 61 * 60_000)
    const results = await pullDueStockFeeds(payload, { now: later, download })
    expect(results.find((r) => r.dealershipId === pulled)).toMatchObject({
      outcome: 'failed',
      error: 'The feed address answered 500.',
    })

    const after = await dealership(pulled)
    expect(after.feedPull?.lastError).toBe('The feed address answered 500.')
    expect(Date.parse(after.feedPull!.lastPulledAt!)).toBe(later.getTime())
    expect(await carsOf(pulled)).toEqual(before)

    const sent = mailsAbout(pulled)
    expect(sent).toHaveLength(1)
    expect(mailHeader(sent[0]!, 'To')).toBe(NOTIFY[0])
    expect(mailHeader(sent[0]!, 'Subject')).toBe(`Stock feed not updated: ${after.name}`)
    expect(decodeMailBody(sent[0]!)).toContain('What went wrong: The feed address answered 500.')
    // The private address failed the same way again: not e-mailed a second time.
    expect(mailsAbout(privateFeed)).toHaveLength(1)
    expect((await dealership(privateFeed)).feedPull?.lastError).toBe('The feed address is a private address.')
  })

  it('"Every message the platform sends is limited": past the site\'s failure e-mails for the day, a new failure is kept but not e-mailed', async () => {
    // Use up what is left of the site's day ('feed-pull-failure' in src/domain/sendLimits.ts: 24 a day per site).
    let taken = 0
    while ((await takeSend(payload, 'feed-pull-failure', { site })).ok) if (++taken > 100) break
    expect(taken).toBeLessThanOrEqual(24)
    const before = mailsAbout(pulled).length
    // A new error (the address is now refused), which would be e-mailed within the limit.
    await sql('update dealerships set feed_pull_url = $1, feed_pull_schedule = $2 where id = $3', [
      'https://10.0.0.2/feed.csv',
      'hourly',
      pulled,
    ])
    const later = new Date(start.getTime() + 3 * 61 * 60_000)
    const results = await pullDueStockFeeds(payload, { now: later, download })
    expect(results.find((r) => r.dealershipId === pulled)).toMatchObject({
      outcome: 'failed',
      error: 'The feed address is a private address.',
    })
    expect((await dealership(pulled)).feedPull?.lastError).toBe('The feed address is a private address.')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailsAbout(pulled)).toHaveLength(before)
  })

  it('a job server queues one pullStockFeeds job at a time', async () => {
    expect(await queueFeedPulls(payload)).toBe(true)
    expect(await queueFeedPulls(payload)).toBe(false)
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: PULL_STOCK_FEEDS_TASK } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: PULL_STOCK_FEEDS_TASK } } })
  })
})
