import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import type { Car, Dealership, Location } from '../../payload-types'
import { loadCarsForIndex, removeCarsFromIndex, saveCarsToIndex, waitForCarIndexTasks } from '@/search/carIndex'
import type { CarInput } from './feedCar'
import { type ColumnMapping, type FeedError, type ParsedFeed, readStockFeed } from './feedParser'
import { type ExistingCar, type FeedPlan, planFeedImport } from './feedPlan'
import { decodeFeed } from './feedText'
import { missingColumnsReason } from './feedColumns'
import { carsPerDealership, stockCapRefusal } from './dealershipStockCap'
import { odometerUnit } from '@/domain/odometer'
import { carTags, expireTags } from '@/cache/expireTags'
import type { PlannedCounts } from './importDecision'
import { insertNewCarArrays, type NewCarArrays } from '@/data/stockTransactions'
import { carName, carSlug } from '../../collections/fields/carName'
import { slugify } from '../../collections/fields/slug'
import { usableMediaFileNames } from '@/data/siteMedia'
import { mediaReferenceOf } from '@/lib/mediaFilePath'
import { relationId } from '@/domain/relationId'

export type ImportSummary = {
  created: number
  updated: number
  sold: number
  unchanged: number
  rejected: number
  errors: FeedError[]
}

export class ImportError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field: string,
  ) {
    super(message)
  }
}

const compact = <T extends Record<string, unknown>>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>

/** A stored car in the feed's shape, so the plan compares like with like. */
function existingCar(car: Car, locations: Map<number, string>): ExistingCar {
  const {
    id,
    site: _site,
    dealership: _d,
    location,
    images,
    photos: _photos,
    finance_lenders,
    createdAt: _c,
    updatedAt: _u,
    views: _v,
    file: _f,
    categories: _cat,
    ...rest
  } = car
  return {
    ...(compact(rest) as ExistingCar),
    id,
    variant: car.variant ? compact(car.variant) : undefined,
    specifications: car.specifications ? compact(car.specifications) : undefined,
    autograb_data: car.autograb_data ? compact(car.autograb_data) : undefined,
    location_name: typeof location === 'number' ? locations.get(location) : location?.name,
    images: (images ?? []).map((i) => i.url),
    finance_lenders: Object.fromEntries(
      (finance_lenders ?? []).map(({ provider, id: _id, ...lender }) => [provider, compact(lender)]),
    ),
  } as ExistingCar
}

/** The feed's shape as the collection stores it. */
function carData(input: Partial<Nullable<CarInput>>, locationIds: Map<string, number>) {
  const { location_name, images, finance_lenders, ...rest } = input
  return {
    ...rest,
    ...(location_name !== undefined ? { location: locationIds.get((location_name ?? '').toLowerCase()) ?? null } : {}),
    // Array rows carry their own id, as Payload's operations give them (the adapter writes what it is given).
    ...(images !== undefined ? { images: (images ?? []).map((url) => ({ id: rowId(), url })) } : {}),
    ...(finance_lenders !== undefined
      ? {
          finance_lenders: Object.entries(finance_lenders ?? {}).map(([provider, lender]) => ({
            id: rowId(),
            provider,
            ...lender,
          })),
        }
      : {}),
  }
}

type Nullable<T> = { [K in keyof T]: T[K] | null }

/** An array row's id in Payload's format (24 hex digits, as an ObjectId). */
const rowId = (): string => randomBytes(12).toString('hex')

/** What a planned import would do, and what was read, before anything changes. */
export type FeedImportPlan = {
  dealership: Dealership
  parsed: ParsedFeed
  plan: FeedPlan
  stored: Car[]
  counts: PlannedCounts
  /** The dealership's cars listed now (not sold): the base of the sell threshold. */
  listed: number
  /** The feed's car rows, read or rejected. */
  rows: number
  /** A refusal of the whole file (missing column, empty, not a feed): nothing may change. */
  refusal?: FeedError
  /** The refusal's rows for the report's table: each missing column on its own row. */
  refusalRows?: FeedError[]
  locationIds: Map<string, number>
  locationNames: Map<number, string>
}

/** Everything an applied import replaced, to put it back (undo). */
export type UndoRecord = {
  created: number[]
  updated: { id: number; before: Record<string, unknown> }[]
  sold: { id: number; status: string | null; sold_date: string | null }[]
}

/** The dealership's yards by id and by name (lower case): a feed names its yard, a car stores its id. */
async function dealershipYards(payload: Payload, dealershipId: number, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'locations',
    where: { dealership: { equals: dealershipId } },
    limit: 200,
    depth: 0,
    pagination: false,
    req,
  })
  return {
    locationNames: new Map(docs.map((l: Location) => [l.id, l.name])),
    locationIds: new Map(docs.map((l: Location) => [l.name.toLowerCase(), l.id])),
  }
}

/** The changed cars' slug and site, as their page-cache tags need them (carTags), read inside the transaction. */
async function carsToExpire(payload: Payload, ids: number[], req: PayloadRequest): Promise<Car[]> {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'cars',
    where: { id: { in: ids } },
    depth: 0,
    limit: 0,
    pagination: false,
    // What the page cache needs (slug, site) and what alert matching needs (price, whether on sale).
    select: { slug: true, site: true, price: true, status: true, show_on_dealer_website: true },
    req,
  })
  return docs as Car[]
}

/** Reads the stored feed and diffs it against the dealership's stock, inside `req`'s transaction when it has one. */
export async function planStockFeed(
  payload: Payload,
  {
    dealership,
    bytes,
    format,
    now = new Date(),
    req,
    exclude = [],
  }: {
    dealership: Dealership
    bytes: AsyncIterable<Uint8Array>
    format: 'csv' | 'json'
    now?: Date
    req?: PayloadRequest
    /** Rows whose car the database refused on an earlier try: rejected like a bad row, their cars kept. */
    exclude?: readonly CarWriteError[]
  },
): Promise<FeedImportPlan> {
  const mapping = Object.fromEntries(
    (dealership.feedColumnMapping ?? []).map((row) => [row.column, row.field ?? '']),
  ) as ColumnMapping
  const site = await payload.findByID({
    collection: 'sites',
    id: relationId(dealership.site)!,
    depth: 0,
    select: { locale: true },
    req,
  })
  const read = await readStockFeed(decodeFeed(bytes), format, {
    now,
    columnMapping: mapping,
    odometerUnit: odometerUnit(site.locale),
  })
  // Issue 38.5: a feed listing more cars than a dealership may have is refused before its stock is read or diffed.
  const feedRows = read.rows.length + new Set(read.errors.filter((e) => e.line > 0).map((e) => e.line)).size
  const overCap = stockCapRefusal(feedRows, carsPerDealership())
  if (overCap) return overCapPlan(payload, { dealership, parsed: read, rows: feedRows, refusal: overCap, req })
  const excluded = new Set(exclude.map((e) => e.stocknum))
  const foreignMedia = await foreignMediaErrors(payload, relationId(dealership.site), read.rows, req)
  const parsed: ParsedFeed = {
    ...read,
    rows: read.rows.filter((row) => !excluded.has(row.car.stocknum) && !foreignMedia.has(row.line)),
    errors: [
      ...read.errors,
      ...foreignMedia.values(),
      ...read.rows
        .filter((row) => excluded.has(row.car.stocknum))
        .map((row) => {
          const failure = exclude.find((e) => e.stocknum === row.car.stocknum)!
          return { line: row.line, field: failure.field, reason: failure.reason, stocknum: row.car.stocknum }
        }),
    ].sort((a, b) => a.line - b.line),
  }
  const { locationNames, locationIds } = await dealershipYards(payload, dealership.id, req)
  const stored = (
    await payload.find({
      collection: 'cars',
      where: { dealership: { equals: dealership.id } },
      depth: 0,
      limit: 0,
      pagination: false,
      req,
    })
  ).docs
  // A feed that could not be read at all, or lacks a required column, is not an empty snapshot: selling the whole
  // yard would be wrong. Such errors are on the header's line or on the file (line 0).
  const firstRefusal = parsed.errors.find((e) => e.field === 'file' || (parsed.rows.length === 0 && isHeaderError(e)))
  // Issue 39.8: every missing required column at once, by the label staff see, in one refusal.
  const missing = firstRefusal && isHeaderError(firstRefusal) ? parsed.errors.filter(isHeaderError) : []
  const refusal: FeedError | undefined =
    missing.length > 0
      ? { line: firstRefusal!.line, field: 'columns', reason: missingColumnsReason(missing.map((e) => e.field)) }
      : firstRefusal
  const plan = refusal
    ? { create: [], update: [], markSold: [], unchanged: 0 }
    : planFeedImport(
        stored.map((car) => existingCar(car, locationNames)),
        parsed.rows.map((r) => r.car),
        now,
        // Rows rejected for a bad field are still in the dealer's stock: keep them as they are.
        { retain: parsed.errors.flatMap((e) => e.stocknum ?? []) },
      )
  const rejected = new Set(parsed.errors.map((e) => e.line)).size
  return {
    dealership,
    parsed,
    plan,
    stored,
    locationIds,
    locationNames,
    refusal,
    refusalRows: missing.length > 0 ? missing : undefined,
    listed: stored.filter((car) => car.status !== 'sold').length,
    rows: parsed.rows.length + rejected,
    counts: {
      created: plan.create.length,
      updated: plan.update.length,
      sold: plan.markSold.length,
      unchanged: plan.unchanged,
      rejected: refusal ? 0 : rejected,
    },
  }
}

/** A plan that changes nothing: the refusal, and the dealership's listed stock for the report. */
async function overCapPlan(
  payload: Payload,
  {
    dealership,
    parsed,
    rows,
    refusal,
    req,
  }: { dealership: Dealership; parsed: ParsedFeed; rows: number; refusal: FeedError; req?: PayloadRequest },
): Promise<FeedImportPlan> {
  const { totalDocs: listed } = await payload.count({
    collection: 'cars',
    where: { dealership: { equals: dealership.id }, status: { not_equals: 'sold' } },
    req,
  })
  return {
    dealership,
    parsed,
    plan: { create: [], update: [], markSold: [], unchanged: 0 },
    stored: [],
    counts: { created: 0, updated: 0, sold: 0, unchanged: 0, rejected: 0 },
    listed,
    rows,
    refusal,
    locationIds: new Map(),
    locationNames: new Map(),
  }
}

/**
 * Rows whose images name a media file of this platform (`/api/media/file/{name}`, in any form a browser resolves
 * there: `?x=1`, dot and encoded segments) that is not the site's own or shared: rejected like a bad value, so a
 * feed cannot show (or put in the car PDF) another dealer's media.
 */
async function foreignMediaErrors(
  payload: Payload,
  siteId: number | undefined,
  rows: ParsedFeed['rows'],
  req?: PayloadRequest,
): Promise<Map<number, FeedError>> {
  const named = rows.flatMap((row) =>
    (row.car.images ?? []).flatMap((url) => {
      const name = mediaReferenceOf(url)
      return name ? [{ row, url, name }] : []
    }),
  )
  if (named.length === 0) return new Map()
  const usable =
    siteId === undefined
      ? new Set<string>()
      : await usableMediaFileNames(
          payload,
          siteId,
          named.map((n) => n.name),
          req,
        )
  const errors = new Map<number, FeedError>()
  for (const { row, url, name } of named)
    if (!usable.has(name) && !errors.has(row.line))
      errors.set(row.line, {
        line: row.line,
        field: 'images',
        reason: `${url} is not one of this site's media files`,
        stocknum: row.car.stocknum,
      })
  return errors
}

const REQUIRED_FIELDS = new Set(['stocknum', 'make', 'model'])
const isHeaderError = (error: FeedError) =>
  REQUIRED_FIELDS.has(error.field) && /column in the header/.test(error.reason)

/** The stored values a change replaces, in the feed's shape, so undo can write them back. */
function beforeValues(stored: ExistingCar, changes: Partial<CarInput>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(changes).map((key) => [key, stored[key as keyof ExistingCar] ?? null]))
}

type Writes = { saved: Car[]; undo: UndoRecord }

/** The database refused one car of the feed: the import is tried again without that row. */
export class CarWriteError extends Error {
  constructor(
    readonly stocknum: string,
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${stocknum}: ${field}: ${reason}`)
  }
}

type FieldProblem = { path?: string; message?: string }

/** Runs one car's write; a refusal names the row's stock number and the field, instead of failing the import. */
async function carWrite<T>(stocknum: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const problems = (error as { data?: { errors?: FieldProblem[] } }).data?.errors
    if (stocknum && Array.isArray(problems) && problems.length > 0)
      throw new CarWriteError(stocknum, problems[0]?.path ?? 'row', problems[0]?.message ?? 'refused by the database')
    // A database refusal (a value its column does not take) aborts the transaction: the row is left out on a retry.
    const pgError = (error as { cause?: { code?: string; column?: string } }).cause ?? (error as { code?: string })
    if (stocknum && typeof pgError?.code === 'string' && /^(22|23)/.test(pgError.code))
      throw new CarWriteError(
        stocknum,
        (pgError as { column?: string }).column ?? 'row',
        'a value the database does not accept',
      )
    throw error
  }
}

/** A slug not yet used on the site: the made one, else `-2`, `-3`, … (car slugs are unique per site). */
const freeSlug = (wanted: string, taken: Set<string>): string => {
  let slug = wanted
  for (let n = 2; taken.has(slug); n++) slug = `${wanted}-${n}`
  taken.add(slug)
  return slug
}

/**
 * Writes a plan inside `req`'s transaction: creates, updates (keeping what they replace), sales.
 *
 * Through Payload's database adapter, not the local API: a car saved with `payload.create` cost about 26 ms here
 * (hooks, a query per relationship to validate it, the re-read of the saved document), so a 10,000-car feed took
 * over four minutes. The feed was validated by its own schema (feedCar.ts) and the one beforeValidate hook's work
 * (site from the dealership, name, slug unique on the site, yard of the same dealership) is done here for the batch;
 * the afterChange hooks (index, page cache) are replaced by one index write and one cache expiry after the commit.
 */
export async function writeStockPlan(
  payload: Payload,
  planned: FeedImportPlan,
  req: PayloadRequest,
  onProgress?: (done: number, total: number) => Promise<void> | void,
): Promise<Writes> {
  const { plan, dealership, locationIds } = planned
  const siteId = relationId(dealership.site)!
  const storedById = new Map(planned.stored.map((car) => [car.id, existingCar(car, planned.locationNames)]))
  const undo: UndoRecord = { created: [], updated: [], sold: [] }
  const total = plan.create.length + plan.update.length + plan.markSold.length
  let done = 0
  await onProgress?.(0, total)
  const step = async () => {
    done++
    await onProgress?.(done, total)
  }
  const now = new Date().toISOString()

  if (plan.create.length > 0) {
    const siteSlugs = await payload.find({
      collection: 'cars',
      where: { site: { equals: siteId } },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { slug: true },
      req,
    })
    const taken = new Set(siteSlugs.docs.map((car) => car.slug).filter((slug): slug is string => Boolean(slug)))
    const arrays = new Map<string, Omit<NewCarArrays, 'parentId'>>()
    for (const car of plan.create) {
      const { images, finance_lenders, ...data } = carData(car, locationIds)
      arrays.set(car.stocknum, {
        images,
        lenders: finance_lenders as NewCarArrays['lenders'],
      })
      const name = car.name ?? carName(car)
      await carWrite(car.stocknum, () =>
        payload.db.create({
          collection: 'cars',
          data: {
            ...data,
            name,
            slug: freeSlug(car.slug ? slugify(car.slug) : carSlug(car), taken),
            site: siteId,
            dealership: dealership.id,
            createdAt: now,
            updatedAt: now,
          },
          req,
          returning: false,
        }),
      )
      await step()
    }
    // The new rows: a stored car matched by VIN may still carry one of these stock numbers until its update below.
    const created = {
      docs: (
        await payload.find({
          collection: 'cars',
          where: {
            dealership: { equals: dealership.id },
            stocknum: { in: plan.create.map((car) => car.stocknum) },
          },
          depth: 0,
          limit: 0,
          pagination: false,
          select: { stocknum: true },
          req,
        })
      ).docs.filter((car) => !storedById.has(car.id)),
    }
    // The new cars' photos and finance figures, in one statement per thousand rows (src/data/stockTransactions.ts).
    await insertNewCarArrays(
      payload,
      req,
      created.docs.map((car) => ({ parentId: car.id, ...arrays.get(car.stocknum) })),
    )
    undo.created = created.docs.map((car) => car.id)
  }
  for (const { id, changes } of plan.update) {
    const before = storedById.get(Number(id))
    if (before) undo.updated.push({ id: Number(id), before: beforeValues(before, changes) })
    await carWrite(before?.stocknum, () =>
      payload.db.updateOne({
        collection: 'cars',
        id: Number(id),
        data: { ...carData(changes, locationIds), updatedAt: now },
        req,
        returning: false,
      }),
    )
    await step()
  }
  if (plan.markSold.length > 0) {
    for (const { id } of plan.markSold) {
      const before = storedById.get(Number(id))
      undo.sold.push({ id: Number(id), status: before?.status ?? null, sold_date: before?.sold_date ?? null })
    }
    // One statement for every car the feed no longer lists: they share the import's sold date.
    await payload.db.updateMany({
      collection: 'cars',
      where: { id: { in: plan.markSold.map(({ id }) => Number(id)) } },
      data: { status: 'sold', sold_date: plan.markSold[0]!.sold_date, updatedAt: now },
      req,
      returning: false,
    })
    done += plan.markSold.length
    await onProgress?.(done, total)
  }
  const changed = [
    ...undo.created,
    ...plan.update.map(({ id }) => Number(id)),
    ...plan.markSold.map(({ id }) => Number(id)),
  ]
  const saved = await carsToExpire(payload, changed, req)
  return { saved, undo }
}

/**
 * Puts back what an applied import replaced, inside `req`'s transaction: its new cars are deleted, its updates and
 * sales reverted. Returns the cars changed and the ids deleted.
 */
export async function revertStockPlan(
  payload: Payload,
  undo: UndoRecord,
  dealership: Dealership,
  req: PayloadRequest,
): Promise<{ saved: Car[]; deleted: number[] }> {
  const { locationIds } = await dealershipYards(payload, dealership.id, req)
  const now = new Date().toISOString()
  // Through the adapter, as the import wrote them (writeStockPlan): one statement per group where it can.
  if (undo.created.length > 0)
    await payload.db.deleteMany({ collection: 'cars', where: { id: { in: undo.created } }, req })
  for (const { id, before } of undo.updated)
    await payload.db.updateOne({
      collection: 'cars',
      id,
      data: { ...carData(before, locationIds), updatedAt: now },
      req,
      returning: false,
    })
  const bySale = new Map<string, number[]>()
  for (const { id, status, sold_date } of undo.sold) {
    const key = JSON.stringify([status ?? 'in_stock', sold_date])
    bySale.set(key, [...(bySale.get(key) ?? []), id])
  }
  for (const [key, ids] of bySale) {
    const [status, soldDate] = JSON.parse(key) as [Car['status'], string | null]
    await payload.db.updateMany({
      collection: 'cars',
      where: { id: { in: ids } },
      data: { status, sold_date: soldDate, updatedAt: now },
      req,
      returning: false,
    })
  }
  const changed = [...undo.updated.map((u) => u.id), ...undo.sold.map((u) => u.id)]
  const saved = await carsToExpire(payload, changed, req)
  return { saved, deleted: undo.created }
}

/**
 * After a commit: the changed cars (and every car of the dealership, which heals a run killed before it indexed)
 * go to the search index, deleted ones leave it, and their pages and the site's search pages are expired once.
 */
export async function publishStockChange(
  payload: Payload,
  {
    dealershipId,
    saved,
    before,
    deleted = [],
  }: { dealershipId: number; saved: Car[]; before: Car[]; deleted?: number[] },
): Promise<void> {
  const stock = await payload.find({
    collection: 'cars',
    where: { dealership: { equals: dealershipId } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { stocknum: true },
  })
  const toIndex = [...new Set([...saved.map((car) => car.id), ...stock.docs.map((car) => car.id)])]
  try {
    // A few hundred at a time: each car is loaded with its dealership, yard and site (depth 1) for its record.
    const tasks: number[] = []
    for (let i = 0; i < toIndex.length; i += 250)
      tasks.push(...(await saveCarsToIndex(await loadCarsForIndex(payload, toIndex.slice(i, i + 250)))))
    tasks.push(...(await removeCarsFromIndex(deleted)))
    // The import is done when the listing shows it: Algolia publishes writes asynchronously (issue 40.3).
    await waitForCarIndexTasks(tasks)
  } catch (error) {
    payload.logger.warn({ err: error }, 'search index unreachable after import; queued for retry')
    if (toIndex.length > 0) await payload.jobs.queue({ task: 'syncCarsToIndex', input: { ids: toIndex } })
  }
  const previous = new Map(before.map((car) => [car.id, car]))
  await expireTags(
    carTags(...saved, ...saved.map((car) => previous.get(car.id)), ...before.filter((c) => deleted.includes(c.id))),
    undefined,
  )
}

/** The dealership a command-line or API import names by slug, with the caller's access when one is given. */
export async function dealershipForImport(
  payload: Payload,
  slug: string,
  user?: PayloadRequest['user'],
): Promise<Dealership> {
  const access = user ? { user, overrideAccess: false } : {}
  const found = await payload.find({
    collection: 'dealerships',
    where: { slug: { equals: slug } },
    limit: 2,
    depth: 0,
    ...access,
  })
  const dealership = found.docs[0]
  if (!dealership) throw new ImportError(`Unknown dealership '${slug}'.`, 404, 'dealership')
  if (found.docs.length > 1) throw new ImportError(`Dealership slug '${slug}' is ambiguous.`, 400, 'dealership')
  return dealership
}
