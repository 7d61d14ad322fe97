/**
 * Issue 39.3, "Photos are ours": after an import is applied, the photo job copies each car's feed photos from a
 * local photo server (real JPEG/PNG made with sharp) through the outbound guard into the site's media, and the site
 * shows them from there. Dates come from the test's clock only.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Car, Media, StockImport, User } from '@/payload-types'
import { carPhotoUrls } from '../../../src/data/shapes/car'
import { carIndexRecord } from '../../../src/search/carRecord'
import { loadCarsForIndex } from '../../../src/search/carIndex'
import { runStockImport } from '../../../src/stock/stockImportJob'
import { storeFeedPhotos } from '../../../src/photos/feedPhotoJob'
import { testPayload } from '../payload'

const allowedBefore = process.env.OUTBOUND_ALLOWED_HOSTS
process.env.OUTBOUND_ALLOWED_HOSTS = '127.0.0.1'

let payload: Payload
let editor: User
let siteId: number
let dealership: number
let server: http.Server
let base = ''
let clockMs = Date.parse('2026-12-07T09:00:00.000Z')
const clock = () => new Date(clockMs)

const photo = (r: number, g: number, b: number, format: 'jpeg' | 'png' = 'jpeg') => {
  const image = sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g, b } } })
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer()
}

/** What the photo server answers, by path; counts each request. */
const served = new Map<string, { type: string; bytes: Buffer; etag?: string }>()
const hits = new Map<string, number>()

const feedCsv = (rows: { stock: string; photos: string[] }[]) =>
  [
    'StockNo,Make,Model,Year,Price,Odometer,Condition,Status,Photos',
    ...rows.map((r) => `${r.stock},Toyota,Corolla,2021,"$25,990",42000,Used,Available,${r.photos.join('|')}`),
  ].join('\n') + '\n'

async function importFeed(csv: string): Promise<StockImport> {
  const doc = await payload.create({
    collection: 'stock-imports',
    data: { dealership } as never,
    file: { data: Buffer.from(csv), name: 'photos.csv', mimetype: 'text/csv', size: Buffer.byteLength(csv) },
    user: editor,
    overrideAccess: false,
    context: { runInline: true },
  })
  const planned = await runStockImport(payload, doc.id, 'plan', clock())
  expect(planned).toBe('preview')
  await runStockImport(payload, doc.id, 'apply', clock())
  return payload.findByID({ collection: 'stock-imports', id: doc.id, depth: 0 })
}

const carByStock = async (stock: string): Promise<Car> =>
  (
    await payload.find({
      collection: 'cars',
      where: { dealership: { equals: dealership }, stocknum: { equals: stock } },
      depth: 1,
      limit: 1,
    })
  ).docs[0]!

const queuedPhotoJobs = async (importId: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'storeFeedPhotos' } },
      limit: 0,
      pagination: false,
      depth: 0,
    })
  ).docs.filter((job) => (job.input as { importId?: number } | null)?.importId === importId)

const mediaDir = () => path.resolve(process.env.MEDIA_DIR ?? '.data/media')
const run = (importId: number) =>
  storeFeedPhotos(
    payload,
    { siteId, dealershipId: dealership, importId },
    { now: clock, retries: 1, backoff: { baseMs: 5, maxMs: 10 } },
  )

beforeAll(async () => {
  payload = await testPayload()
  editor = (
    await payload.find({
      collection: 'users',
      where: { email: { equals: 'editor@metro-used-cars.example.com' } },
      limit: 1,
    })
  ).docs[0]!
  siteId = (await payload.find({ collection: 'sites', where: { slug: { equals: 'metro-used-cars' } }, limit: 1 }))
    .docs[0]!.id
  dealership = (
    await payload.create({
      collection: 'dealerships',
      data: { site: siteId, name: 'Photo Yard', slug: `photo-yard-${clockMs}` },
    })
  ).id
  const red = await photo(200, 30, 30)
  served.set('/red.jpg', { type: 'image/jpeg', bytes: red, etag: '"red-1"' })
  // Another address with the same bytes: one media for both.
  served.set('/red-copy.jpg', { type: 'image/jpeg', bytes: red })
  served.set('/blue.png', { type: 'image/png', bytes: await photo(30, 30, 200, 'png') })
  served.set('/green.jpg', { type: 'image/jpeg', bytes: await photo(30, 200, 30), etag: '"green-1"' })
  served.set('/page.html', { type: 'text/html', bytes: Buffer.from('<html>not a photo</html>') })
  server = http.createServer((req, res) => {
    const url = req.url ?? '/'
    hits.set(url, (hits.get(url) ?? 0) + 1)
    if (url === '/flaky.jpg') {
      res.writeHead(503).end()
      return
    }
    const found = served.get(url)
    if (!found) return void res.writeHead(404).end()
    if (found.etag && req.headers['if-none-match'] === found.etag) return void res.writeHead(304).end()
    res.writeHead(200, { 'Content-Type': found.type, ...(found.etag ? { ETag: found.etag } : {}) }).end(found.bytes)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 300_000)

afterAll(async () => {
  if (allowedBefore === undefined) delete process.env.OUTBOUND_ALLOWED_HOSTS
  else process.env.OUTBOUND_ALLOWED_HOSTS = allowedBefore
  await new Promise((done) => server?.close(done))
  await payload?.delete({ collection: 'cars', where: { dealership: { equals: dealership } } }).catch(() => undefined)
})

describe('issue 39.3: photos are ours', () => {
  let firstImport: StockImport

  it('an applied import queues the photo job; the job stores each photo once by content, with its sizes, and the car shows our copies', async () => {
    firstImport = await importFeed(
      feedCsv([
        { stock: 'PH1', photos: [`${base}/red.jpg`, `${base}/blue.png`, `${base}/red-copy.jpg`] },
        {
          stock: 'PH2',
          photos: [`${base}/green.jpg`, `${base}/missing.jpg`, `${base}/page.html`, `${base}/flaky.jpg`],
        },
        { stock: 'PH3', photos: [`${base}/gone.jpg`] },
      ]),
    )
    expect(firstImport.status).toBe('done')
    expect(await queuedPhotoJobs(firstImport.id)).toHaveLength(1)
    // Before the job: the DMS addresses are never shown, the cars have no photo (the placeholder).
    expect(carPhotoUrls(await carByStock('PH1'))).toEqual([])

    const report = await run(firstImport.id)
    expect(report).toMatchObject({ cars: 3, photos: 8, stored: 4, fetched: 3, failed: 4 })

    const ph1 = await carByStock('PH1')
    const copies = (ph1.feedPhotos ?? []) as Media[]
    // red.jpg and red-copy.jpg are the same bytes: one media, shown once.
    expect(copies).toHaveLength(2)
    for (const media of copies) {
      expect(media.url).toMatch(/^\/api\/media\/file\/feed-/)
      expect(media.site).toBe(siteId)
      expect(fs.existsSync(path.join(mediaDir(), media.filename!))).toBe(true)
      // The responsive sizes, made with sharp (the card's 1000×1000 among them).
      expect(media.sizes?.card?.width).toBe(1000)
      expect(fs.existsSync(path.join(mediaDir(), media.sizes!.card!.filename!))).toBe(true)
    }
    expect(copies[0]!.mimeType).toBe('image/jpeg')
    expect(copies[1]!.mimeType).toBe('image/png')
    expect(carPhotoUrls(ph1)).toEqual(copies.map((m) => m.url))
    const [indexed] = await loadCarsForIndex(payload, [ph1.id])
    const record = carIndexRecord(indexed!)
    expect(record.primary_image_url).toBe(copies[0]!.url)
    expect((record.images as string[]).join(' ')).not.toContain(base)
  })

  it("a photo that cannot be fetched is listed per car on the import's report with its reason; a car with none shows the placeholder", async () => {
    const stored = await payload.findByID({ collection: 'stock-imports', id: firstImport.id, depth: 0 })
    const report = stored.photoReport as {
      failed: number
      problems: { stocknum: string; photos: { url: string; reason: string }[] }[]
    }
    expect(report.failed).toBe(4)
    const byStock = new Map(report.problems.map((p) => [p.stocknum, p.photos]))
    expect([...byStock.keys()].sort()).toEqual(['PH2', 'PH3'])
    expect(byStock.get('PH2')).toEqual([
      { url: `${base}/missing.jpg`, reason: "The photo is gone from the feed's host (it answered 404)." },
      {
        url: `${base}/page.html`,
        reason: 'Not a photo: the address gave text/html (JPEG, PNG, WebP or AVIF expected).',
      },
      { url: `${base}/flaky.jpg`, reason: "The feed's host answered 503." },
    ])
    // The host's trouble (503) was tried again with back-off; a 404 was not.
    expect(hits.get('/flaky.jpg')).toBe(2)
    expect(hits.get('/missing.jpg')).toBe(1)
    const ph2 = await carByStock('PH2')
    expect(carPhotoUrls(ph2)).toEqual([((ph2.feedPhotos ?? []) as Media[])[0]!.url])
    expect(carPhotoUrls(await carByStock('PH3'))).toEqual([])
  })

  it('photos that failed are tried again at the next import; an unchanged photo is not downloaded again', async () => {
    served.set('/gone.jpg', { type: 'image/jpeg', bytes: await photo(240, 240, 20) })
    clockMs += 3_600_000
    const again = await importFeed(
      feedCsv([
        { stock: 'PH1', photos: [`${base}/red.jpg`, `${base}/blue.png`, `${base}/red-copy.jpg`] },
        {
          stock: 'PH2',
          photos: [`${base}/green.jpg`, `${base}/missing.jpg`, `${base}/page.html`, `${base}/flaky.jpg`],
        },
        { stock: 'PH3', photos: [`${base}/gone.jpg`] },
      ]),
    )
    const redBefore = hits.get('/red.jpg')
    const report = await run(again.id)
    expect(report).toMatchObject({ stored: 5, fetched: 1, failed: 3 })
    expect(hits.get('/red.jpg')).toBe(redBefore! + 1)
    const ph3 = await carByStock('PH3')
    expect(((ph3.feedPhotos ?? []) as Media[]).map((m) => m.url)).toEqual(carPhotoUrls(ph3))
    expect(carPhotoUrls(ph3)).toHaveLength(1)
  })

  it('a photo whose bytes or address change is replaced, and the old copy is deleted with its files', async () => {
    const ph2Before = ((await carByStock('PH2')).feedPhotos ?? []) as Media[]
    const greenBefore = ph2Before[0]!
    served.set('/green.jpg', { type: 'image/jpeg', bytes: await photo(20, 120, 20), etag: '"green-2"' })
    clockMs += 3_600_000
    const changed = await importFeed(
      feedCsv([
        // PH1's blue.png is replaced by a new address.
        { stock: 'PH1', photos: [`${base}/red.jpg`, `${base}/teal.jpg`] },
        { stock: 'PH2', photos: [`${base}/green.jpg`] },
        { stock: 'PH3', photos: [`${base}/gone.jpg`] },
      ]),
    )
    served.set('/teal.jpg', { type: 'image/jpeg', bytes: await photo(20, 160, 160) })
    const blueBefore = ((await carByStock('PH1')).feedPhotos as Media[])[1]!
    await run(changed.id)
    const green = ((await carByStock('PH2')).feedPhotos ?? []) as Media[]
    expect(green).toHaveLength(1)
    expect(green[0]!.id).not.toBe(greenBefore.id)
    const ph1 = ((await carByStock('PH1')).feedPhotos ?? []) as Media[]
    expect(ph1).toHaveLength(2)
    expect(ph1[1]!.id).not.toBe(blueBefore.id)
    for (const old of [greenBefore, blueBefore]) {
      expect(await payload.findByID({ collection: 'media', id: old.id, disableErrors: true })).toBeNull()
      expect(fs.existsSync(path.join(mediaDir(), old.filename!))).toBe(false)
    }
  })

  it("a removed car's photos are cleaned up", async () => {
    const ph3 = await carByStock('PH3')
    const copies = (ph3.feedPhotos ?? []) as Media[]
    expect(copies).toHaveLength(1)
    await payload.delete({ collection: 'cars', id: ph3.id })
    // The delete queued the site's clean-up.
    const cleanup = (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'storeFeedPhotos' } },
        limit: 0,
        pagination: false,
      })
    ).docs.filter(
      (job) =>
        (job.input as { siteId?: number; dealershipId?: number }).siteId === siteId &&
        !(job.input as { dealershipId?: number }).dealershipId,
    )
    expect(cleanup.length).toBeGreaterThan(0)
    clockMs += 3_600_000
    const report = await storeFeedPhotos(payload, { siteId }, { now: clock })
    expect(report.removed).toBeGreaterThanOrEqual(1)
    expect(await payload.findByID({ collection: 'media', id: copies[0]!.id, disableErrors: true })).toBeNull()
    expect(fs.existsSync(path.join(mediaDir(), copies[0]!.filename!))).toBe(false)
    // The other cars keep theirs.
    expect(((await carByStock('PH1')).feedPhotos ?? []) as Media[]).toHaveLength(2)
  })

  it('a run stops starting new photos at its time budget; the rest wait for the next run and are not reported as failing', async () => {
    // Past the budget at once: the copies held stay shown, nothing is fetched, nothing is waiting.
    const redHits = hits.get('/red.jpg')
    const report = await storeFeedPhotos(payload, { siteId, dealershipId: dealership }, { now: clock, budgetMs: 0 })
    expect(report).toMatchObject({ status: 'done', photos: 3, stored: 3, failed: 0, problems: [] })
    expect(hits.get('/red.jpg')).toBe(redHits)
    served.set('/late.jpg', { type: 'image/jpeg', bytes: await photo(90, 90, 90) })
    const car = await carByStock('PH2')
    await payload.update({ collection: 'cars', id: car.id, data: { images: [{ url: `${base}/late.jpg` }] } })
    const waiting = await storeFeedPhotos(payload, { siteId, dealershipId: dealership }, { now: clock, budgetMs: 0 })
    expect(waiting).toMatchObject({ status: 'running', failed: 0 })
    expect(carPhotoUrls(await carByStock('PH2'))).toEqual([])
    const next = await storeFeedPhotos(payload, { siteId, dealershipId: dealership }, { now: clock })
    expect(next).toMatchObject({ status: 'done', failed: 0 })
    expect(carPhotoUrls(await carByStock('PH2'))).toHaveLength(1)
  })
})
