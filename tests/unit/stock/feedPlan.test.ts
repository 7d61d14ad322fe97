import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CarInput } from '@/stock/feedCar'
import { type ExistingCar, type FeedPlan, planFeedImport } from '@/stock/feedPlan'
import { generateStock } from '@seed/stock/generate'

const now = new Date('2026-06-15T02:00:00.000Z')
const later = new Date('2026-06-16T02:00:00.000Z')
const threeDaysAgo = '2026-06-12T08:00:00.000Z'

const feedCar = (stocknum: string, extra: Partial<CarInput> = {}): CarInput => ({
  stocknum,
  make: 'Toyota',
  model: 'Corolla',
  status: 'in_stock',
  price: 25990,
  ...extra,
})

const stored = (id: number, car: CarInput, extra: Partial<ExistingCar> = {}): ExistingCar => ({
  id,
  sold_date: null,
  ...car,
  ...extra,
})

/** What the importer does with a plan, on an in-memory table. */
const applyPlan = (table: ExistingCar[], plan: FeedPlan): ExistingCar[] => {
  const byId = new Map(table.map((car) => [car.id, { ...car }]))
  for (const { id, changes } of plan.update) byId.set(id, { ...(byId.get(id) as ExistingCar), ...changes })
  for (const { id, sold_date } of plan.markSold)
    byId.set(id, { ...(byId.get(id) as ExistingCar), status: 'sold', sold_date })
  let next = Math.max(0, ...table.map((car) => Number(car.id))) + 1
  for (const car of plan.create) byId.set(next, { ...car, id: next++ })
  return [...byId.values()]
}

const isEmpty = (plan: FeedPlan) => plan.create.length === 0 && plan.update.length === 0 && plan.markSold.length === 0

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

describe('planFeedImport', () => {
  it('creates feed cars that match no stored car', () => {
    const plan = planFeedImport([], [feedCar('A1'), feedCar('A2')], now)
    expect(plan).toEqual({ create: [feedCar('A1'), feedCar('A2')], update: [], markSold: [], unchanged: 0 })
  })

  it('updates only the fields whose values differ', () => {
    const existing = [stored(1, feedCar('A1', { km: 10000, features: ['Tow Bar'] }))]
    const plan = planFeedImport(existing, [feedCar('A1', { price: 24990, km: 10000, features: ['Tow Bar'] })], now)
    expect(plan.update).toEqual([{ id: 1, changes: { price: 24990 } }])
    expect(plan.create).toEqual([])
    expect(plan.markSold).toEqual([])
  })

  it('compares arrays and objects deeply: equal copies are no change, reordered images are', () => {
    const car = feedCar('A1', {
      images: ['/a.jpg', '/b.jpg'],
      finance_lenders: { provider_a: { interestRate: 7.49, termYears: 5 } },
    })
    const existing = [stored(1, structuredClone(car))]
    expect(planFeedImport(existing, [structuredClone(car)], now)).toMatchObject({ update: [], unchanged: 1 })
    const reordered = { ...car, images: ['/b.jpg', '/a.jpg'] }
    expect(planFeedImport(existing, [reordered], now).update).toEqual([
      { id: 1, changes: { images: ['/b.jpg', '/a.jpg'] } },
    ])
  })

  it('leaves fields the feed does not give alone, and treats stored null as absent', () => {
    const existing = [stored(1, feedCar('A1', { colour: 'White' }), { badge: null, dealercomments: 'Lovely' })]
    const plan = planFeedImport(existing, [feedCar('A1')], now)
    expect(plan).toMatchObject({ update: [], unchanged: 1 })
  })

  it('merges variant, specifications and autograb_data key by key', () => {
    const existing = [stored(1, feedCar('A1', { variant: { cylinders: 4, torque: 500 } }))]
    expect(planFeedImport(existing, [feedCar('A1', { variant: { cylinders: 4 } })], now).update).toEqual([])
    expect(planFeedImport(existing, [feedCar('A1', { variant: { cylinders: 6 } })], now).update).toEqual([
      { id: 1, changes: { variant: { cylinders: 6, torque: 500 } } },
    ])
  })

  it('matches on stock number before VIN', () => {
    const existing = [
      stored(1, feedCar('A1', { vin: 'JTMW1RFV70D000001' })),
      stored(2, feedCar('A2', { vin: 'JTMW1RFV70D000002' })),
    ]
    const plan = planFeedImport(existing, [feedCar('A1', { vin: 'JTMW1RFV70D000002' })], now)
    expect(plan.update).toEqual([{ id: 1, changes: { vin: 'JTMW1RFV70D000002' } }])
    expect(plan.markSold).toEqual([{ id: 2, sold_date: now.toISOString() }])
    expect(plan.create).toEqual([])
  })

  it('matches on VIN when the stock number changed', () => {
    const existing = [stored(1, feedCar('A1', { vin: 'JTMW1RFV70D000001' }))]
    const plan = planFeedImport(existing, [feedCar('B7', { vin: 'jtmw1rfv70d000001' })], now)
    expect(plan.update).toEqual([{ id: 1, changes: { stocknum: 'B7', vin: 'jtmw1rfv70d000001' } }])
    expect(plan.create).toEqual([])
    expect(plan.markSold).toEqual([])
  })

  it('matches stock numbers trimmed and case-insensitively', () => {
    const existing = [stored(1, feedCar('a1'))]
    const plan = planFeedImport(existing, [feedCar(' A1 ')], now)
    expect(plan.create).toEqual([])
    expect(plan.markSold).toEqual([])
  })

  it('marks a car missing from the feed sold with sold_date now', () => {
    const existing = [stored(1, feedCar('A1')), stored(2, feedCar('A2', { status: 'coming_soon' }))]
    const plan = planFeedImport(existing, [feedCar('A1')], now)
    expect(plan.markSold).toEqual([{ id: 2, sold_date: '2026-06-15T02:00:00.000Z' }])
  })

  it('keeps the original sold_date of a car already sold', () => {
    const existing = [stored(1, feedCar('A1'), { status: 'sold', sold_date: threeDaysAgo })]
    const plan = planFeedImport(existing, [], now)
    expect(plan).toEqual({ create: [], update: [], markSold: [], unchanged: 0 })
  })

  it('updates a sold car that reappears back to its feed status and clears sold_date', () => {
    const existing = [stored(1, feedCar('A1'), { status: 'sold', sold_date: threeDaysAgo })]
    const plan = planFeedImport(existing, [feedCar('A1', { status: 'coming_soon' })], now)
    expect(plan.update).toEqual([{ id: 1, changes: { status: 'coming_soon', sold_date: null } }])
  })

  it('dates a car the feed marks sold now, unless the feed or the store already has a sold_date', () => {
    const existing = [stored(1, feedCar('A1')), stored(2, feedCar('A2'), { status: 'sold', sold_date: threeDaysAgo })]
    const plan = planFeedImport(
      existing,
      [feedCar('A1', { status: 'sold' }), feedCar('A2', { status: 'sold' }), feedCar('A3', { status: 'sold' })],
      now,
    )
    expect(plan.update).toEqual([{ id: 1, changes: { status: 'sold', sold_date: now.toISOString() } }])
    expect(plan.create).toEqual([feedCar('A3', { status: 'sold', sold_date: now.toISOString() })])
    const dated = planFeedImport(existing, [feedCar('A1', { status: 'sold', sold_date: threeDaysAgo })], now)
    expect(dated.update).toEqual([{ id: 1, changes: { status: 'sold', sold_date: threeDaysAgo } }])
  })

  it('treats equal instants in different ISO spellings as the same sold_date', () => {
    const existing = [stored(1, feedCar('A1', { status: 'sold' }), { sold_date: '2026-06-12T08:00:00.000Z' })]
    expect(
      planFeedImport(existing, [feedCar('A1', { status: 'sold', sold_date: '2026-06-12T18:00:00+10:00' })], now).update,
    ).toEqual([])
  })

  it('neither updates nor marks sold a car whose feed row was rejected (retain)', () => {
    const existing = [stored(1, feedCar('A1')), stored(2, feedCar('A2'))]
    const plan = planFeedImport(existing, [feedCar('A1')], now, { retain: ['a2'] })
    expect(plan.markSold).toEqual([])
  })

  it('creates a stock number only once when the feed repeats it', () => {
    const plan = planFeedImport([], [feedCar('A1'), feedCar('A1', { price: 1 })], now)
    expect(plan.create).toEqual([feedCar('A1')])
  })

  it('does not modify its inputs and gives the same plan for the same inputs', () => {
    const existing = deepFreeze([stored(1, feedCar('A1', { variant: { cylinders: 4 } })), stored(2, feedCar('A2'))])
    const feed = deepFreeze([feedCar('A1', { variant: { torque: 300 } }), feedCar('A3')])
    const first = planFeedImport(existing, feed, now)
    expect(planFeedImport(existing, feed, now)).toEqual(first)
    expect(first.update).toEqual([{ id: 1, changes: { variant: { cylinders: 4, torque: 300 } } }])
  })

  it('importing the same feed twice yields no creates, updates or sold cars', () => {
    const feed = generateStock({
      dealershipSlug: 'plan-test',
      count: 300,
      kind: 'toyota',
      seed: 11,
      now,
      locationNames: ['Main'],
    })
    const first = planFeedImport([], feed, now)
    expect(first.create).toHaveLength(300)
    const table = applyPlan([], first)
    const second = planFeedImport(table, feed, later)
    expect(second).toEqual({ create: [], update: [], markSold: [], unchanged: 300 })
  })

  it('after applying any plan, planning the same feed again changes nothing', () => {
    const stock = generateStock({
      dealershipSlug: 'plan-property',
      count: 40,
      kind: 'multi-franchise',
      seed: 5,
      now,
      locationNames: ['A', 'B'],
    })
    const soldDate = fc.option(fc.constantFrom(threeDaysAgo, '2026-06-01T00:00:00.000Z'), { nil: null })
    const storedCar = fc.record({
      index: fc.nat({ max: 39 }),
      status: fc.constantFrom('in_stock' as const, 'coming_soon' as const, 'sold' as const),
      soldDate,
      price: fc.option(fc.nat({ max: 90000 }), { nil: null }),
      stockChanged: fc.boolean(),
    })
    const feedEntry = fc.record({
      index: fc.nat({ max: 39 }),
      status: fc.constantFrom('in_stock' as const, 'coming_soon' as const, 'sold' as const),
      price: fc.option(fc.nat({ max: 90000 }), { nil: undefined }),
      dropVin: fc.boolean(),
    })
    fc.assert(
      fc.property(
        fc.array(storedCar, { maxLength: 12 }),
        fc.array(feedEntry, { maxLength: 12 }),
        (storedCars, feedEntries) => {
          const existing: ExistingCar[] = storedCars.map((s, i) => {
            const base = stock[s.index] as CarInput
            return {
              ...base,
              id: i + 1,
              stocknum: s.stockChanged ? `OLD${i}` : base.stocknum,
              status: s.status,
              sold_date: s.soldDate,
              price: s.price,
            }
          })
          const feed: CarInput[] = feedEntries.map((f) => {
            const base = stock[f.index] as CarInput
            const { vin, price, ...rest } = base
            return {
              ...rest,
              ...(f.dropVin ? {} : { vin }),
              price: f.price ?? price,
              status: f.status,
              sold_date: null,
            }
          })
          const table = applyPlan(existing, planFeedImport(existing, feed, now))
          const again = planFeedImport(table, feed, later)
          expect(isEmpty(again)).toBe(true)
        },
      ),
      { numRuns: 150 },
    )
  })
})
