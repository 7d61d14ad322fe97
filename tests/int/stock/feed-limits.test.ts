/**
 * Issue 38.5: "A 15 MB feed, within the documented 20 MB, is refused with 'The request body could not be read.' (the
 * body limit is about 10 MB and the message names nothing). No per-dealership cap: a 300,000-row feed was planned."
 *
 * Requests go through Next's own proxy body buffering (next/dist/server/body-streams, with next.config.ts's limit, as
 * a server runs it for every request since src/proxy.ts matches every path) and then Payload's REST handler, as the
 * route files hand them over. Only a built server runs the whole chain; this is its body handling without a build.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { getCloneableBody } from 'next/dist/server/body-streams'
import { defaultConfig } from 'next/dist/server/config-shared'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import nextConfig from '../../../next.config'
import type { Car, User } from '@/payload-types'
import { feedsDir } from '../../../src/stock/feedStorage'
import { importStockFeed } from '../../../src/stock/importFeedNow'
import { runStockImport } from '../../../src/stock/stockImportJob'
import { feedCars, feedCsv } from '../../fixtures/dealerFeed'
import { testPayload } from '../payload'

const MB = 1024 * 1024

let payload: Payload
let editor: User
let token: string
let siteId: number

const userByEmail = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })).docs[0]!

async function newYard(name: string) {
  const slug = `${name.toLowerCase().replaceAll(' ', '-')}-${Date.now()}`
  const { id } = await payload.create({ collection: 'dealerships', data: { site: siteId, name, slug } })
  return { id, slug }
}

const stockOf = async (dealership: number): Promise<Car[]> =>
  (
    await payload.find({
      collection: 'cars',
      where: { dealership: { equals: dealership } },
      depth: 0,
      limit: 0,
      pagination: false,
      sort: 'stocknum',
    })
  ).docs

/** A DMS export of at least `bytes`: cars with long dealer comments, as a large yard's feed is. */
function feedOfSize(prefix: string, bytes: number): Buffer {
  const comment = 'One owner, full service history, inspected by our workshop and detailed inside and out. '.repeat(80)
  const cars = feedCars(prefix, Math.ceil(bytes / (comment.length + 100))).map((car) => ({ ...car, Comments: comment }))
  const feed = Buffer.from(feedCsv(cars))
  expect(feed.length).toBeGreaterThanOrEqual(bytes)
  return feed
}

/** What Next buffers of a request body for the proxy, which is what the route handler then reads. */
const proxyBodyLimit = (): number => {
  const limit = nextConfig.experimental?.proxyClientMaxBodySize ?? defaultConfig.experimental!.proxyClientMaxBodySize
  return typeof limit === 'number' ? limit : Number.parseInt(String(limit), 10) * MB
}

/** The request as the route handler gets it after the proxy: Next's body clone, fed in 64 KiB socket reads. */
async function throughNextProxy(request: Request): Promise<Request> {
  const bytes = Buffer.from(await request.arrayBuffer())
  const chunks = Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, i) =>
    bytes.subarray(i * 65_536, (i + 1) * 65_536),
  )
  const incoming = Readable.from(chunks)
  const body = getCloneableBody(incoming as never, proxyBodyLimit())
  body.cloneBodyStream().resume() // the proxy does not read it
  await body.finalize()
  const handed = Buffer.concat(await incoming.toArray())
  const headers = new Headers(request.headers)
  headers.set('content-length', String(bytes.length))
  return new Request(request.url, { method: request.method, headers, body: handed })
}

const rest = async (request: Request): Promise<Response> => {
  const { default: config } = await import('../../../payload.config')
  return handleEndpoints({ config, request: await throughNextProxy(request) })
}

/** The admin's upload: a multipart form with the file and `_payload`, as the admin's form posts it. */
const adminUpload = (feed: Buffer, dealership: number) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(feed)], { type: 'text/csv' }), 'dms-export.csv')
  form.append('_payload', JSON.stringify({ dealership }))
  return rest(
    new Request('http://localhost/api/stock-imports', {
      method: 'POST',
      body: form,
      headers: { Authorization: `JWT ${token}` },
    }),
  )
}

/** The import API: the feed as the raw body. */
const apiImport = (feed: Buffer, dealershipSlug: string) =>
  rest(
    new Request(`http://localhost/api/cars/import?dealership=${dealershipSlug}&format=csv`, {
      method: 'POST',
      body: new Uint8Array(feed),
      headers: { Authorization: `JWT ${token}`, 'content-type': 'text/csv' },
    }),
  )

const storedFeedSize = async (id: number) => {
  const doc = await payload.findByID({ collection: 'stock-imports', id, depth: 0 })
  return fs.statSync(path.join(feedsDir(), doc.filename!)).size
}

const errorMessages = async (res: Response) => JSON.stringify(await res.json())

beforeAll(async () => {
  payload = await testPayload()
  editor = await userByEmail('editor@metro-used-cars.example.com')
  const login = await payload.login({
    collection: 'users',
    data: { email: editor.email, password: process.env.SEED_PASSWORD ?? 'demo-password' },
  })
  token = login.token!
  siteId = (await payload.find({ collection: 'sites', where: { slug: { equals: 'metro-used-cars' } }, limit: 1 }))
    .docs[0]!.id
}, 300_000)

const yards: number[] = []
afterAll(async () => {
  for (const id of yards) {
    await payload.delete({ collection: 'cars', where: { dealership: { equals: id } } }).catch(() => undefined)
    await payload.delete({ collection: 'stock-imports', where: { dealership: { equals: id } } }).catch(() => undefined)
  }
})

describe('issue 38.5: feeds up to 20 MB are accepted; a larger one gets 413 naming 20 MB', () => {
  it('38.5 a 15 MB feed, within the documented 20 MB, is accepted by the admin upload whole and planned', async () => {
    const yard = await newYard('Big Feed Yard')
    yards.push(yard.id)
    const feed = feedOfSize('BIG', 15 * MB)
    const res = await adminUpload(feed, yard.id)
    expect(res.status, await res.clone().text()).toBe(201)
    const { doc } = (await res.json()) as { doc: { id: number } }
    expect(await storedFeedSize(doc.id)).toBe(feed.length)
    // Planned whole (every car new), waiting for staff to apply it as an admin upload does.
    expect(await runStockImport(payload, doc.id, 'plan')).toBe('preview')
    const planned = await payload.findByID({ collection: 'stock-imports', id: doc.id, depth: 0 })
    expect(planned.summary).toMatchObject({ created: (feed.toString().match(/^BIG\d+/gm) ?? []).length, rejected: 0 })
  })

  it('38.5 a 15 MB feed is accepted by the import API whole, not cut short at 10 MB', async () => {
    const yard = await newYard('Big Api Yard')
    yards.push(yard.id)
    const feed = feedOfSize('BAPI', 15 * MB)
    const res = await apiImport(feed, yard.slug)
    expect(res.status, await res.clone().text()).toBe(202)
    const { id } = (await res.json()) as { id: number }
    expect(await storedFeedSize(id)).toBe(feed.length)
  })

  it('38.5 a 15 MB feed is accepted by the command line', async () => {
    const yard = await newYard('Big Cli Yard')
    yards.push(yard.id)
    const feed = feedOfSize('BCLI', 15 * MB)
    const result = await importStockFeed(payload, { dealershipId: yard.id, content: feed, format: 'csv' })
    expect(result.status).toBe('done')
    expect(result.created).toBe((feed.toString().match(/^BCLI\d+/gm) ?? []).length)
  })

  it('38.5 a 21 MB feed gets 413 naming the 20 MB limit from the admin upload, the import API and the command line; nothing is stored', async () => {
    const yard = await newYard('Too Big Yard')
    yards.push(yard.id)
    const count = async () => (await payload.count({ collection: 'stock-imports' })).totalDocs
    const before = await count()
    const feed = feedOfSize('HUGE', 21 * MB)

    const upload = await adminUpload(feed, yard.id)
    expect(upload.status).toBe(413)
    expect(await errorMessages(upload)).toContain('The feed file is larger than 20 MB.')

    const api = await apiImport(feed, yard.slug)
    expect(api.status).toBe(413)
    expect(await api.json()).toEqual({ field: 'body', error: 'The feed is larger than 20 MB.' })

    await expect(
      importStockFeed(payload, { dealershipId: yard.id, content: feed, format: 'csv' }),
    ).rejects.toMatchObject({ status: 413, field: 'file', message: 'The feed file is larger than 20 MB.' })
    expect(await count()).toBe(before)
  })

  it('38.5 a 40 MB body, past every limit, gets 413 naming 20 MB, not "The request body could not be read."', async () => {
    const yard = await newYard('Far Too Big Yard')
    yards.push(yard.id)
    const res = await adminUpload(feedOfSize('FAR', 40 * MB), yard.id)
    expect(res.status).toBe(413)
    const body = await errorMessages(res)
    expect(body).toContain('20 MB')
    expect(body).not.toContain('could not be read')
  })
})

describe("issue 38.5: a dealership's stock is capped (CARS_PER_DEALERSHIP)", () => {
  afterEach(() => {
    delete process.env.CARS_PER_DEALERSHIP
  })

  it('38.5 an import that would pass the cap is refused before planning, naming the cap; nothing changes', async () => {
    const yard = await newYard('Capped Yard')
    yards.push(yard.id)
    process.env.CARS_PER_DEALERSHIP = '50'
    expect(
      await importStockFeed(payload, {
        dealershipId: yard.id,
        content: feedCsv(feedCars('CAP', 10)),
        format: 'csv',
      }),
    ).toMatchObject({ status: 'done', created: 10 })
    const before = (await stockOf(yard.id)).map((c) => [c.stocknum, c.status, c.price, c.updatedAt])

    // The admin upload, planned by the job as a worker runs it.
    const doc = await payload.create({
      collection: 'stock-imports',
      data: { dealership: yard.id, applyWhenSafe: true } as never,
      file: {
        data: Buffer.from(feedCsv(feedCars('CAP', 60))),
        name: 'dms-export.csv',
        mimetype: 'text/csv',
        size: Buffer.byteLength(feedCsv(feedCars('CAP', 60))),
      },
      user: editor,
      overrideAccess: false,
      context: { runInline: true },
    })
    expect(await runStockImport(payload, doc.id, 'plan')).toBe('refused')
    const refused = await payload.findByID({ collection: 'stock-imports', id: doc.id, depth: 0 })
    expect(refused.message).toBe(
      "Refused: This feed lists 60 cars, more than the 50 a dealership may have on this platform (its stock limit, set by the platform's operator). No car was changed.",
    )
    expect(refused.summary).toMatchObject({ created: null, updated: null, sold: null })
    expect(refused.listedBefore).toBe(10)

    // The command line (and the API and scheduled pulls: the same job).
    const cli = await importStockFeed(payload, {
      dealershipId: yard.id,
      content: feedCsv(feedCars('CAP', 51)),
      format: 'csv',
      confirm: true,
    })
    expect(cli).toMatchObject({ status: 'refused', created: 0, sold: 0 })
    expect(cli.message).toContain('more than the 50 a dealership may have')
    expect((await stockOf(yard.id)).map((c) => [c.stocknum, c.status, c.price, c.updatedAt])).toEqual(before)

    // At the cap is within it.
    expect(
      await importStockFeed(payload, { dealershipId: yard.id, content: feedCsv(feedCars('CAP', 50)), format: 'csv' }),
    ).toMatchObject({ status: 'done', created: 40, unchanged: 10 })
  })
})
