/**
 * Issue 39.8, "Import trust, round two": a 1,500-car dealership, through the same upload, storage, job and endpoints
 * as the admin, against a real PostgreSQL and the real search service.
 */
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { stockImportActions } from '@/stock/payload/stockImportActions'
import { StockImports } from '@/stock/payload/StockImports'
import type { Car, StockImport, User } from '@/payload-types'
import { runStockImport } from '../../../src/stock/stockImportJob'
import type { ChangedCar } from '../../../src/stock/importChanges'
import { feedCars, feedCsv } from '../../fixtures/dealerFeed'
import { testPayload } from '../payload'

const SIZE = 1_500

let payload: Payload
let editor: User
let otherSite: User
let dealership: number

const userByEmail = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })).docs[0]!

const snapshot = async () =>
  (
    await payload.find({
      collection: 'cars',
      where: { dealership: { equals: dealership } },
      depth: 0,
      limit: 0,
      pagination: false,
      sort: 'stocknum',
    })
  ).docs.map((c: Car) => [c.stocknum, c.status, c.price, c.sold_date ?? null])

const upload = async (content: string, name = 'dms-export.csv') =>
  payload.create({
    collection: 'stock-imports',
    data: { dealership } as never,
    file: { data: Buffer.from(content), name, mimetype: 'text/csv', size: Buffer.byteLength(content) },
    user: editor,
    overrideAccess: false,
    context: { runInline: true },
  })

const reload = (id: number): Promise<StockImport> => payload.findByID({ collection: 'stock-imports', id, depth: 0 })

async function call(
  path: string,
  id: number,
  { user = editor, body = {}, query = '' }: { user?: User | null; body?: unknown; query?: string } = {},
) {
  const endpoint = stockImportActions.find((e) => e.path === path)!
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  if (!user) req.user = null
  req.routeParams = { id: String(id) }
  req.json = async () => body
  ;(req as { url?: string }).url = `http://localhost/api/stock-imports/${id}${path.slice(4)}${query}`
  return endpoint.handler(req)
}

const click = (id: number, action: 'apply' | 'undo' | 'reapply', body: unknown = {}, user?: User) =>
  call(`/:id/${action}`, id, { body, user })

async function applyNow(id: number) {
  const planned = await runStockImport(payload, id, 'plan')
  if (planned === 'preview' || planned === 'confirm')
    expect((await click(id, 'apply', { confirm: planned === 'confirm' })).status).toBe(202)
  return runStockImport(payload, id, 'apply')
}

/** The next feed: 200 cars left out (sold), 12 repriced, 20 new, 3 rejected rows, one new car with a "formula". */
const nextFeed = () => {
  const cars = feedCars('RT', SIZE).slice(0, SIZE - 200)
  for (let i = 0; i < 12; i++) cars[i * 100]!.Price = `$${(10_000 + i).toLocaleString('en-AU')}`
  cars[5]!.Year = 'not-a-year'
  cars[505]!.Price = 'lots'
  cars[1005]!.Make = ''
  const added = feedCars('RN', 20)
  added[0]!.Variant = '=HYPERLINK("http://evil.example","x")'
  added[0]!.StockNo = '=RN1+1'
  return feedCsv([...cars, ...added])
}

beforeAll(async () => {
  payload = await testPayload()
  editor = await userByEmail('editor@metro-used-cars.example.com')
  otherSite = await userByEmail('editor@harbour-toyota.example.com')
  const siteId = (await payload.find({ collection: 'sites', where: { slug: { equals: 'metro-used-cars' } }, limit: 1 }))
    .docs[0]!.id
  dealership = (
    await payload.create({
      collection: 'dealerships',
      data: { site: siteId, name: 'Round Two Yard', slug: `round-two-yard-${Date.now()}` },
    })
  ).id
  const first = await upload(feedCsv(feedCars('RT', SIZE)), 'first.csv')
  expect(await applyNow(first.id)).toBe('done')
}, 300_000)

describe('issue 39.8: import trust, round two (1,500-car dealership)', () => {
  let previewId: number

  it('39.8 the preview lists the cars each change touches: to sell, to reprice with old and new price, new, rejected', async () => {
    const before = await snapshot()
    const doc = await upload(nextFeed(), 'May export.csv')
    previewId = doc.id
    expect(await runStockImport(payload, doc.id, 'plan')).toBe('preview')
    const planned = await reload(doc.id)
    expect(planned.summary).toMatchObject({ created: 20, sold: 200, rejected: 3 })
    expect(await snapshot()).toEqual(before)

    const changes = planned.changes as ChangedCar[]
    const of = (kind: ChangedCar['kind']) => changes.filter((c) => c.kind === kind)
    const gone = feedCars('RT', SIZE)
      .slice(SIZE - 200)
      .map((c) => c.StockNo)
    expect(
      of('sell')
        .map((c) => c.stocknum)
        .sort(),
    ).toEqual(gone.sort())
    const firstCar = feedCars('RT', 1)[0]!
    expect(of('sell')[0]).toMatchObject({ car: expect.stringMatching(/^20\d\d \S+ \S+/), oldPrice: expect.any(Number) })
    expect(of('reprice')).toHaveLength(12)
    expect(of('reprice').find((c) => c.stocknum === firstCar.StockNo)).toEqual({
      kind: 'reprice',
      stocknum: firstCar.StockNo,
      car: `${firstCar.Year} ${firstCar.Make} ${firstCar.Model} ${firstCar.Variant}`,
      oldPrice: Number(firstCar.Price.replace(/[$,]/g, '')),
      newPrice: 10_000,
    })
    expect(of('new')).toHaveLength(20)
    expect(
      of('rejected')
        .map((c) => c.reason!.split(':')[0])
        .sort(),
    ).toEqual(['make', 'price', 'year'])
    expect(of('rejected').every((c) => typeof c.line === 'number' && c.line > 1)).toBe(true)
  })

  it('39.8 the change list downloads as CSV for the site’s staff only, searched, with formulas neutralised', async () => {
    const all = await call('/:id/changes', previewId)
    expect(all.status).toBe(200)
    expect(all.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(all.headers.get('content-disposition')).toBe(
      `attachment; filename="stock-import-${previewId}-May-export-changes.csv"`,
    )
    const text = await all.text()
    const lines = text.split('\r\n').filter(Boolean)
    expect(lines[0]).toBe('Change,Stock number,Car,Old price,New price,Line,Reason')
    expect(lines).toHaveLength(1 + 200 + 12 + 20 + 3)
    // The feed's "=RN1+1" and "=HYPERLINK(…)" are text in a spreadsheet, never a formula.
    const evil = lines.find((l) => l.includes('RN1+1'))!
    expect(evil.startsWith("New car,'=RN1+1,")).toBe(true)
    expect(lines.filter((l) => /(^|,)"?[=+@]/.test(l))).toEqual([])

    const sold = await (await call('/:id/changes', previewId, { query: '?kind=sell' })).text()
    expect(sold.split('\r\n').filter(Boolean)).toHaveLength(201)
    const searched = await (await call('/:id/changes', previewId, { query: '?kind=reprice&q=RT00001' })).text()
    expect(searched.split('\r\n').filter(Boolean)).toEqual([
      expect.any(String),
      expect.stringMatching(/^New price,RT00001,/),
    ])
    const bad = await call('/:id/changes', previewId, { query: '?kind=everything' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ field: 'kind' })
    expect((await call('/:id/changes', previewId, { user: otherSite })).status).toBe(404)
    expect((await call('/:id/changes', previewId, { user: null })).status).toBe(401)
  })

  it('39.8 undo asks for confirmation and says what it will do; an undone import can be applied again', async () => {
    const before = await snapshot()
    expect((await click(previewId, 'apply')).status).toBe(202)
    expect(await runStockImport(payload, previewId, 'apply')).toBe('done-rejected')
    const applied = await snapshot()

    const unconfirmed = await click(previewId, 'undo')
    expect(unconfirmed.status).toBe(400)
    expect(await unconfirmed.json()).toEqual({
      field: 'confirm',
      error:
        'Confirm it to undo this import: Undo will remove 20 cars it added, restore 12 prices and list 200 cars again that it marked sold.',
    })
    expect((await reload(previewId)).status).toBe('done-rejected')
    expect((await click(previewId, 'undo', { confirm: true }, otherSite)).status).toBe(404)
    expect((await click(previewId, 'undo', { confirm: true })).status).toBe(202)
    expect(await runStockImport(payload, previewId, 'undo')).toBe('undone')
    expect(await snapshot()).toEqual(before)

    // Applied again: the same file, the same result. Another site's staff cannot; a second click queues nothing.
    expect((await click(previewId, 'reapply', {}, otherSite)).status).toBe(404)
    expect((await click(previewId, 'reapply')).status).toBe(202)
    expect((await click(previewId, 'reapply')).status).toBe(409)
    expect(await runStockImport(payload, previewId, 'apply')).toBe('done-rejected')
    const again = await reload(previewId)
    expect(again.summary).toMatchObject({ created: 20, sold: 200, rejected: 3 })
    // The same cars, statuses and prices; the 200 cars are sold as of the second apply.
    const withoutDates = (rows: unknown[][]) => rows.map((row) => row.slice(0, 3))
    const reapplied = await snapshot()
    expect(withoutDates(reapplied)).toEqual(withoutDates(applied))
    expect(reapplied.filter((row) => row[1] === 'sold' && row[3])).toHaveLength(200)
    expect(again.confirmedBy).toBe(editor.id)
  })

  it('39.8 only the latest applied import of a dealership is applied again', async () => {
    // previewId is applied; undo it, then apply and undo a later one: the older one is no longer the latest.
    expect((await click(previewId, 'undo', { confirm: true })).status).toBe(202)
    expect(await runStockImport(payload, previewId, 'undo')).toBe('undone')
    // A re-apply queued, then a later import applied before its job runs: the job checks again under the lock.
    expect((await click(previewId, 'reapply')).status).toBe(202)
    const later = await upload(feedCsv(feedCars('RT', SIZE, 300)), 'later.csv')
    expect(await applyNow(later.id)).toBe('done')
    const afterLater = await snapshot()
    expect(await runStockImport(payload, previewId, 'apply')).toBe('undone')
    expect((await reload(previewId)).message).toBe(
      'A later import of this dealership was applied: only the latest can be applied again.',
    )
    expect(await snapshot()).toEqual(afterLater)
    const older = await click(previewId, 'reapply')
    expect(older.status).toBe(409)
    expect(await older.json()).toMatchObject({ field: 'id', error: expect.stringMatching(/only the latest/) })
    expect((await reload(previewId)).status).toBe('undone')
    // A done import is not "undone": it cannot be re-applied.
    expect((await click(later.id, 'reapply')).status).toBe(409)
  })

  it('39.8 a refused file lists every missing required column at once, in the words of the column table', async () => {
    const before = await snapshot()
    const csv = feedCsv(feedCars('RT', SIZE)).replace(/^StockNo,Make,Model,/, 'Reference,Manufacturer2,Family2,')
    const doc = await upload(csv)
    expect(await runStockImport(payload, doc.id, 'plan')).toBe('refused')
    const refused = await reload(doc.id)
    expect(refused.message).toMatch(
      /^Refused \(line 1\): The file has no Stock number, Make or Model column \(each is required; accepted headers: Stock number: stocknum, StockNo/,
    )
    expect(refused.message).not.toMatch(/stocknum column/)
    expect(refused.rejectedRows).toEqual([
      { line: 1, field: 'Make', message: expect.stringMatching(/^no Make column in the header/) },
      { line: 1, field: 'Model', message: expect.stringMatching(/^no Model column in the header/) },
      { line: 1, field: 'Stock number', message: expect.stringMatching(/^no Stock number column in the header/) },
    ])
    expect(refused.changes).toEqual([])
    expect(await snapshot()).toEqual(before)
  })

  it("39.8 an import shows the uploaded file's name, who uploaded it, and its result in the admin list", async () => {
    const doc = await upload(feedCsv(feedCars('RT', SIZE, 300)), 'DMS stock (Mon).csv')
    expect(doc.filename).toMatch(/^feed-\d+-DMS-stock-Mon-\.csv$/)
    expect(doc.originalFilename).toBe('DMS stock (Mon).csv')
    expect(typeof doc.uploadedBy === 'object' ? doc.uploadedBy?.id : doc.uploadedBy).toBe(editor.id)
    await runStockImport(payload, doc.id, 'plan')
    // The list's columns, read as staff see them.
    expect(StockImports.admin?.useAsTitle).toBe('originalFilename')
    expect(StockImports.admin?.defaultColumns).toEqual(
      expect.arrayContaining(['originalFilename', 'uploadedBy', 'status', 'message']),
    )
    const listed = await payload.find({
      collection: 'stock-imports',
      where: { id: { equals: doc.id } },
      user: editor,
      overrideAccess: false,
      depth: 1,
    })
    const row = listed.docs[0]!
    expect(row.originalFilename).toBe('DMS stock (Mon).csv')
    expect(typeof row.uploadedBy === 'object' ? row.uploadedBy?.id : row.uploadedBy).toBe(editor.id)
    expect(row.message).toBe('Ready to apply: created 0, updated 0, sold 0, unchanged 1500, rejected 0')
    // Uploads from the command line or a scheduled pull name no person.
    const fields = StockImports.fields.map((f) => ('name' in f ? f.name : null))
    expect(fields).toEqual(expect.arrayContaining(['originalFilename', 'uploadedBy', 'changes']))
  })
})
