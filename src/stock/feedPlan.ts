import { type CarInput, stockKey, vinKey } from './feedCar'

/**
 * What importing one dealership's feed (a full snapshot) does to its stored cars. Pure and deterministic.
 *
 * - Feed cars are matched to stored cars on stock number first, then (for those left) on VIN.
 * - Matched cars get only the fields whose values differ. A field the feed leaves out is left alone;
 *   variant, specifications and autograb_data are merged key by key; arrays and finance_lenders are replaced whole.
 * - Stored cars missing from the feed become sold with sold_date = now; cars already sold keep their sold_date.
 * - A sold car that reappears takes the feed's status and its sold_date is cleared.
 * - A feed car marked sold keeps the feed's sold_date, else its stored one, else now.
 */

type Nullable<T> = { [K in keyof T]?: T[K] | null }

/** A stored car: the CarInput fields as the database returns them (absent fields may be null). */
export type ExistingCar = Nullable<CarInput> & { id: string | number }

export interface FeedPlan {
  create: CarInput[]
  update: { id: string | number; changes: Partial<CarInput> }[]
  markSold: { id: string | number; sold_date: string }[]
  /** Feed cars matched to a stored car that needs no change. */
  unchanged: number
}

export interface PlanOptions {
  /**
   * Stock numbers of feed rows that were present but could not be read (FeedError.stocknum):
   * their stored cars are neither updated nor marked sold.
   */
  retain?: Iterable<string>
}

const MERGED_OBJECTS = new Set<keyof CarInput>(['variant', 'specifications', 'autograb_data'])

const HANDLED_SEPARATELY = new Set<keyof CarInput>(['status', 'sold_date'])

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** Deep equality where null and a missing key are the same thing. */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]))
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    for (const key of keys) if (!sameValue(a[key], b[key])) return false
    return true
  }
  return false
}

const withoutEmpty = (value: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined))

const sameInstant = (a: string | null | undefined, b: string | null | undefined): boolean =>
  a === b || (typeof a === 'string' && typeof b === 'string' && Date.parse(a) === Date.parse(b))

/** The changes turning a stored car into the feed's version of it. */
const changesFor = (stored: ExistingCar, feed: CarInput, nowIso: string): Partial<CarInput> => {
  const changes: Record<string, unknown> = {}
  for (const key of Object.keys(feed) as (keyof CarInput)[]) {
    const wanted = feed[key]
    if (wanted === undefined || HANDLED_SEPARATELY.has(key)) continue
    const current = stored[key]
    if (MERGED_OBJECTS.has(key) && isPlainObject(wanted)) {
      const merged = withoutEmpty({ ...(isPlainObject(current) ? current : {}), ...withoutEmpty(wanted) })
      if (!sameValue(current, merged)) changes[key] = merged
    } else if (!sameValue(current, wanted)) {
      changes[key] = wanted
    }
  }

  const wasSold = stored.status === 'sold'
  const soldDate = feed.status === 'sold' ? (feed.sold_date ?? (wasSold ? stored.sold_date : null) ?? nowIso) : null
  if (stored.status !== feed.status) changes.status = feed.status
  if (!sameInstant(stored.sold_date ?? null, soldDate)) changes.sold_date = soldDate
  return changes as Partial<CarInput>
}

/** A new car as it should be stored: sold_date only on sold cars. */
const carToCreate = (feed: CarInput, nowIso: string): CarInput => {
  const { sold_date: soldDate, ...rest } = feed
  return feed.status === 'sold' ? { ...rest, sold_date: soldDate ?? nowIso } : rest
}

export function planFeedImport(
  existing: readonly ExistingCar[],
  feed: readonly CarInput[],
  now: Date,
  options: PlanOptions = {},
): FeedPlan {
  const nowIso = now.toISOString()
  const byStock = new Map<string, ExistingCar>()
  const byVin = new Map<string, ExistingCar>()
  for (const car of existing) {
    const stock = car.stocknum ? stockKey(car.stocknum) : ''
    const vin = vinKey(car.vin)
    if (stock && !byStock.has(stock)) byStock.set(stock, car)
    if (vin && !byVin.has(vin)) byVin.set(vin, car)
  }

  const seenStock = new Set<string>()
  const uniqueFeed = feed.filter((car) => {
    const key = stockKey(car.stocknum)
    if (seenStock.has(key)) return false
    seenStock.add(key)
    return true
  })

  const claimed = new Set<ExistingCar>()
  const matches = new Map<CarInput, ExistingCar>()
  for (const car of uniqueFeed) {
    const stored = byStock.get(stockKey(car.stocknum))
    if (stored && !claimed.has(stored)) {
      claimed.add(stored)
      matches.set(car, stored)
    }
  }
  for (const car of uniqueFeed) {
    const vin = vinKey(car.vin)
    const stored = vin && !matches.has(car) ? byVin.get(vin) : undefined
    if (stored && !claimed.has(stored)) {
      claimed.add(stored)
      matches.set(car, stored)
    }
  }

  const plan: FeedPlan = { create: [], update: [], markSold: [], unchanged: 0 }
  for (const car of uniqueFeed) {
    const stored = matches.get(car)
    if (!stored) {
      plan.create.push(carToCreate(car, nowIso))
      continue
    }
    const changes = changesFor(stored, car, nowIso)
    if (Object.keys(changes).length > 0) plan.update.push({ id: stored.id, changes })
    else plan.unchanged++
  }

  const retained = new Set([...(options.retain ?? [])].map(stockKey))
  for (const stored of existing) {
    if (claimed.has(stored) || stored.status === 'sold') continue
    if (stored.stocknum && retained.has(stockKey(stored.stocknum))) continue
    plan.markSold.push({ id: stored.id, sold_date: nowIso })
  }
  return plan
}
