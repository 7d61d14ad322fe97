import type { Payload, PayloadRequest } from 'payload'
import type { Car } from '@/payload-types'
import type { FeedImportPlan } from './importPlan'
import { beforeValues, carData, existingCar } from './importCarShape'
import { carsToExpire } from './importReads'
import { insertNewCarArrays, type NewCarArrays } from '@/data/stockTransactions'
import { carName, carSlug } from '../../collections/fields/carName'
import { slugify } from '../../collections/fields/slug'
import { freeSlug } from '@/domain/uniqueSlug'
import { relationId } from '@/domain/relationId'

/** The import's second step: apply a plan to the cars, keeping what it replaces so the import can be undone. */

/** Everything an applied import replaced, to put it back (undo). */
export type UndoRecord = {
  created: number[]
  updated: { id: number; before: Record<string, unknown> }[]
  sold: { id: number; status: string | null; sold_date: string | null }[]
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

/**
 * Writes a plan inside `req`'s transaction: creates, updates (keeping what they replace), sales.
 *
 * Through Payload's database adapter, not the local API: a car saved with `payload.create` cost about 26 ms here
 * (hooks, a query per relationship to validate it, the re-read of the saved document), so a 10,000-car feed took
 * over four minutes. The feed was validated by its own schema (feedCar.ts) and the one beforeValidate hook's work
 * (site from the dealership, name, slug unique on the site, yard of the same dealership) is done here for the batch;
 * the afterChange hooks (index, page cache) are replaced by one index write and one cache expiry after the commit
 * (importPublish.ts).
 */
export async function writeStockPlan(
  payload: Payload,
  planned: FeedImportPlan,
  req: PayloadRequest,
  onProgress?: (done: number, total: number) => Promise<void> | void,
): Promise<Writes> {
  const { plan } = planned
  const storedById = new Map(planned.stored.map((car) => [car.id, existingCar(car, planned.locationNames)]))
  const total = plan.create.length + plan.update.length + plan.markSold.length
  let done = 0
  await onProgress?.(0, total)
  const step = async (cars = 1) => {
    done += cars
    await onProgress?.(done, total)
  }
  const now = new Date().toISOString()
  const created = await createCars(payload, planned, storedById, { req, now, step })
  const updated = await updateCars(payload, planned, storedById, { req, now, step })
  const sold = await sellCars(payload, planned, storedById, { req, now, step })
  const undo: UndoRecord = { created, updated, sold }
  const changed = [
    ...undo.created,
    ...plan.update.map(({ id }) => Number(id)),
    ...plan.markSold.map(({ id }) => Number(id)),
  ]
  const saved = await carsToExpire(payload, changed, req)
  return { saved, undo }
}

type WriteContext = { req: PayloadRequest; now: string; step: (cars?: number) => Promise<void> }
type StoredById = Map<number, ReturnType<typeof existingCar>>

/** The plan's new cars, one row each, then their arrays in bulk; returns their ids. */
async function createCars(
  payload: Payload,
  { plan, dealership, locationIds }: FeedImportPlan,
  storedById: StoredById,
  { req, now, step }: WriteContext,
): Promise<number[]> {
  if (plan.create.length === 0) return []
  const siteId = relationId(dealership.site)!
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
  const created = (
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
  ).docs.filter((car) => !storedById.has(car.id))
  // The new cars' photos and finance figures, in one statement per thousand rows (src/data/stockTransactions.ts).
  await insertNewCarArrays(
    payload,
    req,
    created.map((car) => ({ parentId: car.id, ...arrays.get(car.stocknum) })),
  )
  return created.map((car) => car.id)
}

/** The plan's changes to stored cars, each keeping the values it replaces for undo. */
async function updateCars(
  payload: Payload,
  { plan, locationIds }: FeedImportPlan,
  storedById: StoredById,
  { req, now, step }: WriteContext,
): Promise<UndoRecord['updated']> {
  const updated: UndoRecord['updated'] = []
  for (const { id, changes } of plan.update) {
    const before = storedById.get(Number(id))
    if (before) updated.push({ id: Number(id), before: beforeValues(before, changes) })
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
  return updated
}

/** The stored cars the feed no longer lists, sold; each keeps its status and sold date before for undo. */
async function sellCars(
  payload: Payload,
  { plan }: FeedImportPlan,
  storedById: StoredById,
  { req, now, step }: WriteContext,
): Promise<UndoRecord['sold']> {
  if (plan.markSold.length === 0) return []
  const sold = plan.markSold.map(({ id }) => {
    const before = storedById.get(Number(id))
    return { id: Number(id), status: before?.status ?? null, sold_date: before?.sold_date ?? null }
  })
  // One statement for every car the feed no longer lists: they share the import's sold date.
  await payload.db.updateMany({
    collection: 'cars',
    where: { id: { in: plan.markSold.map(({ id }) => Number(id)) } },
    data: { status: 'sold', sold_date: plan.markSold[0]!.sold_date, updatedAt: now },
    req,
    returning: false,
  })
  await step(plan.markSold.length)
  return sold
}
