/**
 * Issue 25, "Stock feeds a dealer can trust": real-size feeds (1,500 cars) made by the test, through the same
 * upload, storage and job as the admin, against a real PostgreSQL and the real search service.
 */
import fs from 'node:fs'
import path from 'node:path'
import iconv from 'iconv-lite'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stockImportActions } from '@/stock/payload/stockImportActions'
import type { Car, StockImport, User } from '@/payload-types'
import { feedsDir } from '../../../src/stock/feedStorage'
import { importStockFeed } from '../../../src/stock/importFeedNow'
import { inTransaction } from '../../../src/data/stockTransactions'
import { planStockFeed, writeStockPlan } from '../../../src/stock/importStockFeed'
import { runStockImport } from '../../../src/stock/stockImportJob'
import { feedCars, feedCsv } from '../../fixtures/dealerFeed'
import { testPayload } from '../payload'

const SIZE = 1_500

let payload: Payload
let editor: User
let siteId: number
let dealership: number
let dealershipSlug: string

const userByEmail = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })).docs[0]!

const stockOf = async (id = dealership): Promise<Car[]> =>
  (
    await payload.find({
      collection: 'cars',
      where: { dealership: { equals: id } },
      depth: 0,
      limit: 0,
      pagination: false,
      sort: 'stocknum',
    })
  ).docs

/** What a dealer would compare: each car's stock number, status, price and sold date. */
const snapshot = async (id = dealership) =>
  (await stockOf(id)).map((c) => [c.stocknum, c.status, c.price, c.sold_date ?? null, c.make])

const upload = async (content: string | Buffer, name = 'dms-export.csv', extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'stock-imports',
    data: { dealership, ...extra } as never,
    file: {
      data: typeof content === 'string' ? Buffer.from(content) : content,
      name,
      mimetype: name.endsWith('.json') ? 'application/json' : 'text/csv',
      size: Buffer.byteLength(content),
    },
    user: editor,
    overrideAccess: false,
    context: { runInline: true },
  })

const reload = (id: number): Promise<StockImport> => payload.findByID({ collection: 'stock-imports', id, depth: 0 })

async function click(id: number, action: 'apply' | 'undo' | 'replan', body: unknown = {}) {
  const endpoint = stockImportActions.find((e) => e.path === `/:id/${action}`)!
  const req = await createLocalReq({ user: editor }, payload)
  req.routeParams = { id: String(id) }
  req.json = async () => body
  return endpoint.handler(req)
}

/** Upload as staff, plan, and apply with one click (and a confirmation when asked). */
async function uploadAndApply(content: string | Buffer, name?: string): Promise<StockImport> {
  const doc = await upload(content, name)
  const planned = await runStockImport(payload, doc.id, 'plan')
  if (planned !== 'preview' && planned !== 'confirm') return reload(doc.id)
  expect((await click(doc.id, 'apply', { confirm: planned === 'confirm' })).status).toBe(202)
  await runStockImport(payload, doc.id, 'apply')
  return reload(doc.id)
}

beforeAll(async () => {
  payload = await testPayload()
  editor = await userByEmail('editor@metro-used-cars.example.com')
  siteId = (await payload.find({ collection: 'sites', where: { slug: { equals: 'metro-used-cars' } }, limit: 1 }))
    .docs[0]!.id
  dealershipSlug = `trust-yard-${Date.now()}`
  dealership = (
    await payload.create({
      collection: 'dealerships',
      data: { site: siteId, name: 'Trust Yard', slug: dealershipSlug },
    })
  ).id
}, 300_000)

afterAll(async () => {
  await payload.delete({ collection: 'cars', where: { dealership: { equals: dealership } } }).catch(() => undefined)
})

describe('issue 25: stock feeds a dealer can trust (1,500-car dealership)', () => {
  it('25.1 real sizes: a 1,500-car feed uploaded as staff is kept in upload storage (no text column) and imports whole', async () => {
    const csv = feedCsv(feedCars('TY', SIZE), { crlf: true })
    expect(csv.length).toBeGreaterThan(40_000 * 5)
    const started = Date.now()
    const done = await uploadAndApply(csv)
    console.log(`1,500-car import planned and applied in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    expect(done.status).toBe('done')
    expect(done.summary).toMatchObject({ created: SIZE, updated: 0, sold: 0, rejected: 0 })
    const cars = await stockOf()
    expect(cars).toHaveLength(SIZE)
    // The file is in upload storage, byte for byte; the table has no column holding feeds.
    expect(fs.readFileSync(path.join(feedsDir(), done.filename!), 'utf8')).toBe(csv)
    const columns = await payload.db.drizzle.execute(
      "select column_name from information_schema.columns where table_name = 'stock_imports'" as never,
    )
    expect((columns as unknown as { rows: { column_name: string }[] }).rows.map((r) => r.column_name)).not.toContain(
      'content',
    )
    // The report's counts are what the database holds.
    expect(cars.filter((c) => c.status === 'in_stock')).toHaveLength(SIZE)
    expect(done.progress).toMatchObject({ done: SIZE, total: SIZE })
  })

  it('25.3 a rejected row is not evidence that the car was sold: 3 bad rows keep their cars, the rest update', async () => {
    const cars = feedCars('TY', SIZE, 500)
    cars[10]!.Price = 'lots'
    cars[200]!.Year = 'not-a-year'
    cars[1400]!.Make = ''
    const before = new Map((await stockOf()).map((c) => [c.stocknum, c]))
    const done = await uploadAndApply(feedCsv(cars))
    expect(done.status).toBe('done-rejected')
    expect(done.summary).toMatchObject({ updated: SIZE - 3, sold: 0, rejected: 3 })
    expect((done.rejectedRows as { line: number; field: string }[]).map((r) => r.field).sort()).toEqual(
      ['make', 'price', 'year'].sort(),
    )
    const after = new Map((await stockOf()).map((c) => [c.stocknum, c]))
    for (const i of [10, 200, 1400]) {
      const stocknum = cars[i]!.StockNo
      expect(after.get(stocknum)?.status).toBe('in_stock')
      expect(after.get(stocknum)?.price).toBe(before.get(stocknum)?.price)
    }
    expect([...after.values()].filter((c) => c.status === 'sold')).toHaveLength(0)
  })

  it('25.3 a feed missing a required column, an empty feed, a header with no rows, and a file that is not a feed are refused before any change, with the reason on the header line', async () => {
    const before = await snapshot()
    const noStock = feedCsv(feedCars('TY', 300)).replace(/^StockNo,/, 'Reference,')
    const refused = await reload((await upload(noStock)).id)
    await runStockImport(payload, refused.id, 'plan')
    const report = await reload(refused.id)
    expect(report.status).toBe('refused')
    expect(report.message).toMatch(/^Refused \(line 1\): The file has no Stock number column \(accepted headers: /)
    expect((report.columns as { header: string; field: string | null }[])[0]).toEqual({
      header: 'Reference',
      field: null,
    })
    const headerOnly = await upload('StockNo,Make,Model\r\n')
    expect(await runStockImport(payload, headerOnly.id, 'plan')).toBe('refused')
    expect((await reload(headerOnly.id)).message).toBe(
      'Refused (line 1): The feed has a header but no cars. No car was changed.',
    )
    const json = await upload('{"vehicles": 3}', 'feed.json')
    expect(await runStockImport(payload, json.id, 'plan')).toBe('refused')
    await expect(upload('')).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: 'file' })] } })
    expect(await snapshot()).toEqual(before)
  })

  it('25.2 a dealership maps an unknown column once; the mapping is kept and the file read again imports', async () => {
    const noStock = feedCsv(feedCars('TY', SIZE)).replace(/^StockNo,/, 'Reference,')
    const doc = await upload(noStock)
    expect(await runStockImport(payload, doc.id, 'plan')).toBe('refused')
    await payload.update({
      collection: 'dealerships',
      id: dealership,
      data: { feedColumnMapping: [{ column: 'Reference', field: 'stocknum' }] },
      user: editor,
      overrideAccess: false,
    })
    expect((await click(doc.id, 'replan')).status).toBe(202)
    expect(await runStockImport(payload, doc.id, 'plan')).toBe('preview')
    const previewed = await reload(doc.id)
    expect((previewed.columns as { header: string; field: string; mapped?: boolean }[])[0]).toEqual({
      header: 'Reference',
      field: 'stocknum',
      mapped: true,
    })
    // The prices went back to the first feed's: every car but the three rejected last time changes back.
    expect(previewed.summary).toMatchObject({ created: 0, sold: 0, rejected: 0 })
    // Kept for the next import of this dealership.
    const again = await upload(noStock)
    expect(await runStockImport(payload, again.id, 'plan')).toBe('preview')
  })

  it('25.3 a partial export (300 of 1,500 cars) waits for a person: "this file would mark 1,200 of 1,500 cars sold", and changes nothing until then', async () => {
    const before = await snapshot()
    const doc = await upload(feedCsv(feedCars('TY', 300)))
    expect(await runStockImport(payload, doc.id, 'plan')).toBe('confirm')
    const waiting = await reload(doc.id)
    expect(waiting.message).toBe('This file would mark 1,200 of 1,500 cars sold (more than 20% of the listed stock).')
    expect(waiting.summary).toMatchObject({ sold: 1_200 })
    expect(await snapshot()).toEqual(before)
    // Apply without confirming: 400 naming the field; nothing queued, nothing changed.
    const refused = await click(doc.id, 'apply')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ field: 'confirm' })
    expect((await reload(doc.id)).status).toBe('confirm')
    expect(await snapshot()).toEqual(before)
  })

  it('25.4 preview, apply, undo: the confirmed partial export sells 1,200; undo returns the stock to what it was', async () => {
    const before = await snapshot()
    const doc = (
      await payload.find({
        collection: 'stock-imports',
        where: { dealership: { equals: dealership }, status: { equals: 'confirm' } },
        limit: 1,
      })
    ).docs[0]!
    expect((await click(doc.id, 'apply', { confirm: true })).status).toBe(202)
    // A second click (another tab, another server) queues nothing more.
    expect((await click(doc.id, 'apply', { confirm: true })).status).toBe(409)
    expect(await runStockImport(payload, doc.id, 'apply')).toBe('done')
    const applied = await reload(doc.id)
    expect(applied.summary).toMatchObject({ sold: 1_200, created: 0, rejected: 0 })
    expect((applied.summary?.updated ?? 0) + (applied.summary?.unchanged ?? 0)).toBe(300)
    expect((await stockOf()).filter((c) => c.status === 'sold')).toHaveLength(1_200)
    expect(Date.parse(applied.undoUntil!) - Date.parse(applied.appliedAt!)).toBe(7 * 24 * 3600 * 1000)

    expect((await click(doc.id, 'undo', { confirm: true })).status).toBe(202)
    expect(await runStockImport(payload, doc.id, 'undo')).toBe('undone')
    expect(await snapshot()).toEqual(before)
    expect((await click(doc.id, 'undo')).status).toBe(409)
  })

  it('25.4 undo of an import that created cars removes them; only the latest applied import can be undone', async () => {
    const before = await snapshot()
    const more = [...feedCars('TY', SIZE), ...feedCars('NEW', 20)]
    const first = await uploadAndApply(feedCsv(more))
    expect(first.summary).toMatchObject({ created: 20 })
    const second = await uploadAndApply(feedCsv(more.map((c) => ({ ...c, Colour: 'Black' }))))
    expect(second.status).toBe('done')
    // The first is no longer the latest: undoing it is refused in words, and nothing changes.
    expect((await click(first.id, 'undo', { confirm: true })).status).toBe(202)
    await runStockImport(payload, first.id, 'undo')
    expect((await reload(first.id)).message).toBe('A later import of this dealership was applied: undo that one first.')
    expect((await click(second.id, 'undo', { confirm: true })).status).toBe(202)
    expect(await runStockImport(payload, second.id, 'undo')).toBe('undone')
    expect((await click(first.id, 'undo', { confirm: true })).status).toBe(202)
    expect(await runStockImport(payload, first.id, 'undo')).toBe('undone')
    expect(await snapshot()).toEqual(before)
  })

  it('25.5 all or nothing: a failure part-way through applying leaves the stock as it was', async () => {
    const before = await snapshot()
    const dealershipDoc = await payload.findByID({ collection: 'dealerships', id: dealership, depth: 0 })
    const csv = feedCsv(feedCars('TY', SIZE, 900))
    await expect(
      inTransaction(payload, async (req) => {
        const planned = await planStockFeed(payload, {
          dealership: dealershipDoc,
          bytes: (async function* () {
            yield Buffer.from(csv)
          })(),
          format: 'csv',
          req,
        })
        expect(planned.counts.updated).toBe(SIZE)
        await writeStockPlan(payload, planned, req, (done) => {
          if (done === 700) throw new Error('the server lost its database half-way')
        })
      }),
    ).rejects.toThrow('half-way')
    expect(await snapshot()).toEqual(before)
  })

  it('25.2 real formats: Windows-1252 "Škoda" and "Citroën", UTF-16 with BOM, ; tab and | delimiters, quoted newlines, a JSON array', async () => {
    const base = feedCars('FMT', 30)
    const windows = iconv.encode(feedCsv(base, { delimiter: ';', crlf: true }), 'win1252')
    expect(windows.includes(Buffer.from('Škoda'))).toBe(false)
    const yard = (
      await payload.create({
        collection: 'dealerships',
        data: { site: siteId, name: 'Formats Yard', slug: `formats-yard-${Date.now()}` },
      })
    ).id
    const run = (content: string | Buffer, format: 'csv' | 'json' = 'csv') =>
      importStockFeed(payload, { dealershipId: yard, content, format, confirm: true })
    expect(await run(windows)).toMatchObject({ status: 'done', created: 30 })
    const makes = new Set((await stockOf(yard)).map((c) => c.make))
    expect(makes).toContain('Škoda')
    expect(makes).toContain('Citroën')
    expect((await stockOf(yard))[0]!.dealercomments).toBe(
      'One owner, full service history.\nInspected by our workshop; "as new" inside.',
    )
    const changed = base.map((c) => ({ ...c, Colour: 'Green' }))
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      iconv.encode(feedCsv(changed, { delimiter: '\t' }), 'utf16le'),
    ])
    expect(await run(utf16)).toMatchObject({ status: 'done', updated: 30 })
    expect(await run(feedCsv(base, { delimiter: '|' }))).toMatchObject({ status: 'done', updated: 30 })
    const json = JSON.stringify(base.map((c) => ({ ...c, Colour: 'Gold' })))
    expect(await run(json, 'json')).toMatchObject({ status: 'done', updated: 30 })
    expect(new Set((await stockOf(yard)).map((c) => c.colour))).toEqual(new Set(['Gold']))
    await payload.delete({ collection: 'cars', where: { dealership: { equals: yard } } })
  })

  it('25.9 bad input: NUL bytes, a workbook, an empty file and a file over 20 MB get a 4xx naming the file; nothing is stored', async () => {
    const count = async () => (await payload.count({ collection: 'stock-imports' })).totalDocs
    const stored = await count()
    const refusal = (message: RegExp) => ({
      data: { errors: [expect.objectContaining({ path: 'file', message: expect.stringMatching(message) })] },
    })
    await expect(upload('StockNo,Make,Model\nA1,Kia\0,Rio\n')).rejects.toMatchObject(
      refusal(/^Line 2 contains a NUL byte/),
    )
    await expect(
      upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0x78, 0x6c, 0x2f]), 'stock.csv'),
    ).rejects.toMatchObject(refusal(/Excel workbook|ZIP archive/))
    await expect(upload(Buffer.alloc(0))).rejects.toMatchObject(refusal(/empty/))
    await expect(upload(Buffer.alloc(20 * 1024 * 1024 + 1, 'a'))).rejects.toMatchObject(refusal(/larger than 20 MB/))
    expect(await count()).toBe(stored)
  })

  it("25 one import's job started twice at once (the command line's runByID and a server's worker): the cars are written once, the report says what was written, and a doubled undo undoes once", async () => {
    const yard = (
      await payload.create({
        collection: 'dealerships',
        data: { site: siteId, name: 'Twice Yard', slug: `twice-yard-${Date.now()}` },
      })
    ).id
    const content = feedCsv(feedCars('TWICE', 300))
    const doc = await payload.create({
      collection: 'stock-imports',
      data: { dealership: yard, applyWhenSafe: true } as never,
      file: { data: Buffer.from(content), name: 'twice.csv', mimetype: 'text/csv', size: Buffer.byteLength(content) },
      user: editor,
      overrideAccess: false,
      context: { runInline: true },
    })
    const runs = await Promise.all([runStockImport(payload, doc.id, 'plan'), runStockImport(payload, doc.id, 'plan')])
    expect(runs.filter((status) => status === 'done')).toHaveLength(2)
    expect(await stockOf(yard)).toHaveLength(300)
    const applied = await reload(doc.id)
    expect(applied.summary).toMatchObject({ created: 300, unchanged: 0 })
    expect(applied.message).toMatch(/^created 300/)

    expect((await click(doc.id, 'undo', { confirm: true })).status).toBe(202)
    const undos = await Promise.all([runStockImport(payload, doc.id, 'undo'), runStockImport(payload, doc.id, 'undo')])
    expect(undos).toEqual(['undone', 'undone'])
    expect(await stockOf(yard)).toHaveLength(0)
    expect((await reload(doc.id)).status).toBe('undone')
    expect((await reload(doc.id)).message).toMatch(/^Undone/)
  })
})
