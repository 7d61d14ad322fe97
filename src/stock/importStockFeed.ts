import type { Payload, PayloadRequest } from 'payload'
import type { Car, Location } from '../../payload-types'
import { loadCarsForIndex, saveCarsToIndex } from '@/search/carIndex'
import type { CarInput } from './feedCar'
import { type FeedError, parseStockFeed } from './feedParser'
import { type ExistingCar, planFeedImport } from './feedPlan'
import { carTags, expireTags } from '@/lib/expireTags'

export type ImportSummary = {
  created: number
  updated: number
  sold: number
  unchanged: number
  rejected: number
  errors: FeedError[]
}

type Options = {
  /** The dealership by slug (command line, API), or by id (an admin import, whose site is already checked). */
  dealershipSlug?: string
  dealershipId?: number
  content: string
  format: 'csv' | 'json'
  now?: Date
  /** Staff member importing through the API: access rules apply. Omitted for the trusted CLI. */
  user?: PayloadRequest['user']
  /** Told how many planned writes (creates, updates, sales) are done, after each one. */
  onProgress?: (done: number, total: number) => Promise<void> | void
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
function carData(input: Partial<CarInput>, locationIds: Map<string, number>) {
  const { location_name, images, finance_lenders, ...rest } = input
  return {
    ...rest,
    ...(location_name !== undefined ? { location: locationIds.get(location_name.toLowerCase()) ?? null } : {}),
    ...(images !== undefined ? { images: images.map((url) => ({ url })) } : {}),
    ...(finance_lenders !== undefined
      ? { finance_lenders: Object.entries(finance_lenders).map(([provider, lender]) => ({ provider, ...lender })) }
      : {}),
  }
}

/**
 * Imports one dealership's full stock snapshot: new cars are created, changed ones updated (matched on stock
 * number, then VIN), cars missing from the feed become sold. Bad rows are reported and skipped. Running it again,
 * also after a crash half-way, converges on the same state: the plan is recomputed from what is stored.
 */
export async function importStockFeed(
  payload: Payload,
  { dealershipSlug, dealershipId, content, format, now = new Date(), user, onProgress }: Options,
): Promise<ImportSummary> {
  const access = user ? { user, overrideAccess: false } : {}
  const dealerships = await payload.find({
    collection: 'dealerships',
    where: dealershipId !== undefined ? { id: { equals: dealershipId } } : { slug: { equals: dealershipSlug } },
    limit: 2,
    depth: 0,
    ...access,
  })
  const dealership = dealerships.docs[0]
  if (!dealership) throw new ImportError(`Unknown dealership '${dealershipSlug ?? dealershipId}'.`, 404, 'dealership')
  if (dealerships.docs.length > 1)
    throw new ImportError(`Dealership slug '${dealershipSlug}' is ambiguous.`, 400, 'dealership')

  const parsed = parseStockFeed(content, format, { now })
  // A feed that could not be read at all is not an empty snapshot: selling the whole yard would be wrong.
  const fatal = parsed.errors.find((e) => e.field === 'file' || e.line === 0)
  if (fatal) throw new ImportError(fatal.reason, 400, 'file')
  const locationDocs = await payload.find({
    collection: 'locations',
    where: { dealership: { equals: dealership.id } },
    limit: 200,
    depth: 0,
    pagination: false,
  })
  const locationNames = new Map(locationDocs.docs.map((l: Location) => [l.id, l.name]))
  const locationIds = new Map(locationDocs.docs.map((l: Location) => [l.name.toLowerCase(), l.id]))

  const stored = await payload.find({
    collection: 'cars',
    where: { dealership: { equals: dealership.id } },
    depth: 0,
    limit: 0,
    pagination: false,
  })
  const plan = planFeedImport(
    stored.docs.map((car) => existingCar(car, locationNames)),
    parsed.rows.map((r) => r.car),
    now,
    // Rows rejected for a bad field are still in the dealer's stock: keep them as they are.
    { retain: parsed.errors.flatMap((e) => e.stocknum ?? []) },
  )

  // Index writes are batched after the database writes; each save skips its own hook.
  const context = { skipIndex: true, disableRevalidate: true }
  // The saved cars as they are now; their pages and the site's search pages are expired once at the end.
  const saved: Car[] = []
  const total = plan.create.length + plan.update.length + plan.markSold.length
  await onProgress?.(0, total)
  const done = () => onProgress?.(saved.length, total)
  for (const car of plan.create) {
    saved.push(
      await payload.create({
        collection: 'cars',
        data: { ...carData(car, locationIds), dealership: dealership.id } as never,
        context,
        depth: 0,
        ...access,
      }),
    )
    await done()
  }
  for (const { id, changes } of plan.update) {
    saved.push(
      await payload.update({
        collection: 'cars',
        id: Number(id),
        data: carData(changes, locationIds) as never,
        context,
        depth: 0,
        ...access,
      }),
    )
    await done()
  }
  for (const { id, sold_date } of plan.markSold) {
    saved.push(
      await payload.update({
        collection: 'cars',
        id: Number(id),
        data: { status: 'sold', sold_date },
        context,
        depth: 0,
        ...access,
      }),
    )
    await done()
  }
  const touched = saved.map((car) => car.id)

  // Every car of the dealership, not only those this run changed: a run killed between its database writes and this
  // step left cars stored but never indexed, and the next run finds them unchanged (test:faults, scenario d).
  const toIndex = [...new Set([...touched, ...stored.docs.map((car) => car.id)])]
  try {
    for (let i = 0; i < toIndex.length; i += 1000)
      await saveCarsToIndex(await loadCarsForIndex(payload, toIndex.slice(i, i + 1000)))
  } catch (error) {
    payload.logger.warn({ err: error }, 'search index unreachable after import; queued for retry')
    if (toIndex.length > 0) await payload.jobs.queue({ task: 'syncCarsToIndex', input: { ids: toIndex } })
  }

  // The saves skipped their page-cache hook: expire each changed car's page (its slug before and after) and its site's
  // search pages, once.
  const before = new Map(stored.docs.map((car) => [car.id, car]))
  expireTags(carTags(...saved, ...saved.map((car) => before.get(car.id))), undefined)

  return {
    created: plan.create.length,
    updated: plan.update.length,
    sold: plan.markSold.length,
    unchanged: plan.unchanged,
    rejected: new Set(parsed.errors.map((e) => e.line)).size,
    errors: parsed.errors,
  }
}
