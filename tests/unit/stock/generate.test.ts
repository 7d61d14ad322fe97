import { afterEach, describe, expect, it, vi } from 'vitest'
import { type CarInput, carInputSchemaAt } from '@/stock/feedCar'
import { parseStockFeed } from '@/stock/feedParser'
import { TOYOTA_MODELS } from '@seed/data/toyota'
import { generateStock, type GenerateStockOptions, PROVIDER_KEYS, type StockKind } from '@seed/stock/generate'
import { DEMO_PHOTO_PATH, paintOf, RASTER_PHOTOS, SAMPLE_PHOTOS } from '@seed/stock/photos'
import { vinCheckDigit } from '@seed/stock/vin'

const now = new Date('2026-06-15T02:00:00.000Z')
const DAY = 86_400_000
const KINDS: StockKind[] = ['toyota', 'multi-franchise', 'caravan', 'us']
const options = (kind: StockKind, extra: Partial<GenerateStockOptions> = {}): GenerateStockOptions => ({
  dealershipSlug: `${kind}-demo`,
  count: 300,
  kind,
  seed: 2026,
  now,
  locationNames: ['Head Office', 'Westside'],
  ...extra,
})

const stocks = new Map<StockKind, CarInput[]>(KINDS.map((kind) => [kind, generateStock(options(kind))]))
const stockOf = (kind: StockKind): CarInput[] => stocks.get(kind) ?? []
const allCars = KINDS.flatMap(stockOf)

const isBelowMarket = (car: CarInput) =>
  (car.price ?? 0) > 0 &&
  (car.autograb_data?.average_market_price ?? 0) - (car.price ?? 0) >= 500 &&
  (car.autograb_data?.state_average_market_price ?? 0) - (car.price ?? 0) >= 500

afterEach(() => {
  vi.restoreAllMocks()
})

describe('generateStock: determinism', () => {
  it('gives the same cars for the same options', () => {
    for (const kind of KINDS)
      expect(generateStock(options(kind, { count: 60 })), kind).toEqual(stockOf(kind).slice(0, 60))
  })

  it('gives different cars for a different seed or dealership', () => {
    const base = generateStock(options('multi-franchise', { count: 20 }))
    expect(generateStock(options('multi-franchise', { count: 20, seed: 2027 }))).not.toEqual(base)
    expect(generateStock(options('multi-franchise', { count: 20, dealershipSlug: 'other' }))).not.toEqual(base)
  })

  it('reads neither Math.random nor the clock', () => {
    const random = vi.spyOn(Math, 'random')
    const clock = vi.spyOn(Date, 'now')
    generateStock(options('toyota', { count: 50 }))
    expect(random).not.toHaveBeenCalled()
    expect(clock).not.toHaveBeenCalled()
  })

  it('makes exactly count cars and rejects an impossible count', () => {
    expect(generateStock(options('us', { count: 0 }))).toEqual([])
    expect(() => generateStock(options('us', { count: -1 }))).toThrow(RangeError)
    expect(() => generateStock(options('us', { count: 2.5 }))).toThrow(RangeError)
  })
})

describe('generateStock: valid and unique', () => {
  it('makes cars that pass carInputSchema', () => {
    const schema = carInputSchemaAt(now)
    const failures = allCars.flatMap((car) => {
      const result = schema.safeParse(car)
      return result.success
        ? []
        : [{ stocknum: car.stocknum, issues: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }]
    })
    expect(failures).toEqual([])
  })

  it('gives every car a unique stock number, VIN and slug, with a correct VIN check digit', () => {
    for (const kind of KINDS) {
      const cars = stockOf(kind)
      expect(new Set(cars.map((c) => c.stocknum)).size, kind).toBe(cars.length)
      expect(new Set(cars.map((c) => c.vin)).size, kind).toBe(cars.length)
      expect(new Set(cars.map((c) => c.slug)).size, kind).toBe(cars.length)
      for (const car of cars) expect(car.vin?.charAt(8), car.vin).toBe(vinCheckDigit(car.vin ?? ''))
    }
  })

  it('survives its own JSON feed: parsing the stock as a feed gives the same cars', () => {
    const cars = stockOf('toyota').slice(0, 100)
    const { rows, errors } = parseStockFeed(JSON.stringify(cars), 'json', { now })
    expect(errors).toEqual([])
    const withoutEmpty = (car: CarInput) =>
      Object.fromEntries(Object.entries(car).filter(([, v]) => v !== null && v !== ''))
    expect(rows.map((r) => r.car)).toEqual(cars.map(withoutEmpty))
  })

  it('scales: 100,000 cars in a few seconds, still unique', () => {
    const started = performance.now()
    const cars = generateStock(options('multi-franchise', { count: 100_000 }))
    const seconds = (performance.now() - started) / 1000
    expect(cars).toHaveLength(100_000)
    expect(new Set(cars.map((c) => c.vin)).size).toBe(100_000)
    expect(new Set(cars.map((c) => c.stocknum)).size).toBe(100_000)
    // A generous bound that still catches anything worse than linear (about 2 s on a busy 2-core machine).
    expect(seconds).toBeLessThan(30)
  }, 60_000)
})

describe('generateStock: the variety the listing rules need', () => {
  it('sells some cars 1 to 5 days before now, with status sold and sold_date', () => {
    for (const kind of KINDS) {
      const sold = stockOf(kind).filter((c) => c.status === 'sold')
      expect(sold.length, kind).toBeGreaterThan(5)
      for (const car of sold) {
        const daysAgo = (now.getTime() - Date.parse(car.sold_date ?? '')) / DAY
        expect(daysAgo, car.stocknum).toBeGreaterThanOrEqual(1)
        expect(daysAgo, car.stocknum).toBeLessThanOrEqual(5)
        expect(car.reserved).toBe(false)
      }
      expect(
        sold.some((c) => now.getTime() - Date.parse(c.sold_date ?? '') < 3 * DAY),
        kind,
      ).toBe(true)
      expect(
        sold.some((c) => now.getTime() - Date.parse(c.sold_date ?? '') > 3 * DAY),
        kind,
      ).toBe(true)
      expect(
        stockOf(kind)
          .filter((c) => c.status !== 'sold')
          .every((c) => c.sold_date === null),
        kind,
      ).toBe(true)
    }
  })

  it('has coming soon and reserved cars, and preorders only among new cars coming soon', () => {
    for (const kind of KINDS) {
      const cars = stockOf(kind)
      expect(
        cars.some((c) => c.status === 'coming_soon'),
        kind,
      ).toBe(true)
      expect(
        cars.some((c) => c.reserved && c.status === 'in_stock'),
        kind,
      ).toBe(true)
      for (const car of cars.filter((c) => c.preorder))
        expect([car.car_type, car.status]).toEqual(['new', 'coming_soon'])
    }
    expect(stockOf('toyota').some((c) => c.preorder)).toBe(true)
  })

  it('certifies used cars only, and some of them', () => {
    expect(allCars.filter((c) => c.certified).every((c) => c.car_type === 'used')).toBe(true)
    for (const kind of ['toyota', 'multi-franchise', 'us'] as const)
      expect(
        stockOf(kind).some((c) => c.certified),
        kind,
      ).toBe(true)
    expect(
      stockOf('toyota')
        .filter((c) => c.certified)
        .every((c) => c.make === 'Toyota'),
    ).toBe(true)
  })

  it('has cars below market (both averages ≥ $500 above the price) and cars with market data that are not', () => {
    for (const kind of KINDS) {
      const withMarket = stockOf(kind).filter((c) => c.autograb_data)
      expect(withMarket.some(isBelowMarket), kind).toBe(true)
      expect(
        withMarket.some((c) => !isBelowMarket(c)),
        kind,
      ).toBe(true)
    }
  })

  it('gives some cars 1 to 3 finance lenders of provider_a to provider_f, only when the price is above $500', () => {
    const keys = new Set<string>()
    for (const car of allCars.filter((c) => c.finance_lenders)) {
      const lenders = Object.entries(car.finance_lenders ?? {})
      expect(lenders.length).toBeGreaterThanOrEqual(1)
      expect(lenders.length).toBeLessThanOrEqual(3)
      expect(car.price ?? 0).toBeGreaterThan(500)
      for (const [key, lender] of lenders) {
        keys.add(key)
        expect(lender.termMonths).toBe((lender.termYears ?? 0) * 12)
        expect(lender.comparisonRate ?? 0).toBeGreaterThan(lender.interestRate ?? 0)
        expect(lender.paymentWeek ?? 0).toBeCloseTo(((lender.paymentMonth ?? 0) * 12) / 52, 1)
      }
    }
    expect([...keys].sort()).toEqual([...PROVIDER_KEYS])
    for (const kind of KINDS)
      expect(
        stockOf(kind).some((c) => !c.finance_lenders),
        kind,
      ).toBe(true)
  })

  it('has tags Test Drive Only and Runout Sale, priced-on-enquiry cars and hidden cars', () => {
    const toyota = stockOf('toyota')
    expect(toyota.some((c) => c.tag === 'Test Drive Only' && c.car_type === 'demo')).toBe(true)
    expect(toyota.some((c) => c.tag === 'Runout Sale' && c.car_type === 'new')).toBe(true)
    for (const kind of KINDS) {
      const cars = stockOf(kind)
      expect(
        cars.some((c) => c.price === 0),
        kind,
      ).toBe(true)
      const shown = cars.filter((c) => c.show_on_dealer_website).length
      expect(shown / cars.length, kind).toBeGreaterThan(0.9)
      expect(shown, kind).toBeLessThan(cars.length)
    }
  })

  it('writes dealer comments, some empty and some longer than 400 characters', () => {
    expect(allCars.some((c) => c.dealercomments === '')).toBe(true)
    expect(allCars.some((c) => (c.dealercomments ?? '').length > 400)).toBe(true)
  })

  it("a used car's gallery mixes in vans and caravans (seed): every photo of a car is of its own body shape", () => {
    const shapeOf = new Map(
      [...SAMPLE_PHOTOS, ...RASTER_PHOTOS].map((p) => [`${DEMO_PHOTO_PATH}${p.file}` as string, p.shape] as const),
    )
    expect(allCars.filter((c) => new Set(c.images).size !== c.images?.length)).toEqual([])
    expect(allCars.flatMap((c) => c.images ?? []).filter((url) => !shapeOf.has(url))).toEqual([])
    expect(allCars.every((c) => (c.images?.length ?? 0) >= 1)).toBe(true)
    for (const car of allCars) {
      const shapes = new Set((car.images ?? []).map((url) => shapeOf.get(url)))
      expect(shapes.size, `${car.stocknum} ${car.simple_body}: ${car.images?.join(' ')}`).toBe(1)
    }
    const shapeByBody: Record<string, string> = { Ute: 'ute', Sedan: 'sedan', Hatch: 'hatch', Van: 'van' }
    for (const [body, shape] of Object.entries(shapeByBody)) {
      const cars = allCars.filter((c) => c.item_type === 'car' && c.simple_body === body)
      expect(cars.length, body).toBeGreaterThan(0)
      expect(
        cars.every((c) => (c.images ?? []).every((url) => shapeOf.get(url) === shape)),
        body,
      ).toBe(true)
    }
    const caravans = allCars.filter((c) => c.item_type === 'caravan')
    expect(caravans.every((c) => (c.images ?? []).every((url) => shapeOf.get(url) === 'caravan'))).toBe(true)
  })

  it('demo stock looks real and uses the real image path: half the cars lead with raster photos in their colour', () => {
    const raster = new Map(RASTER_PHOTOS.map((p) => [`${DEMO_PHOTO_PATH}${p.file}` as string, p] as const))
    for (const kind of KINDS) {
      const cars = stockOf(kind)
      const withPhotos = cars.filter((c) => raster.has(c.images?.[0] ?? ''))
      expect(withPhotos.length / cars.length, kind).toBeGreaterThanOrEqual(0.45)
      expect(withPhotos.length / cars.length, kind).toBeLessThanOrEqual(0.55)
      for (const car of withPhotos) {
        const photos = (car.images ?? []).flatMap((url) => raster.get(url) ?? [])
        expect(photos.map((p) => p.view)).toEqual(['showroom', 'street', 'detail'])
        if (car.item_type === 'car') expect(new Set(photos.map((p) => p.paint))).toEqual(new Set([paintOf(car.colour)]))
      }
    }
    const formats = new Set(
      allCars.flatMap((c) => c.images ?? []).flatMap((url) => (raster.has(url) ? [url.split('.').pop()] : [])),
    )
    expect(formats).toEqual(new Set(['jpg', 'webp']))
  })

  it('spreads cars over the given locations and includes 7-seaters', () => {
    for (const kind of KINDS) {
      const cars = stockOf(kind)
      expect(new Set(cars.map((c) => c.location_name)), kind).toEqual(new Set(['Head Office', 'Westside']))
      expect(
        cars.some((c) => (c.seats ?? 0) >= 7 && c.item_type === 'car'),
        kind,
      ).toBe(true)
    }
    expect(
      generateStock(options('toyota', { count: 5, locationNames: [] })).every((c) => c.location_name === undefined),
    ).toBe(true)
  })
})

describe('generateStock: realistic stock per kind', () => {
  it('Toyota dealer: mostly new and demo Toyotas of the current range, used trade-ins of many makes', () => {
    const cars = stockOf('toyota')
    const range = new Set(TOYOTA_MODELS.filter((m) => m.category !== 'Discontinued').map((m) => m.name))
    const newAndDemo = cars.filter((c) => c.car_type !== 'used')
    expect(newAndDemo.length / cars.length).toBeGreaterThan(0.5)
    expect(newAndDemo.every((c) => c.make === 'Toyota' && range.has(c.model))).toBe(true)
    expect(new Set(newAndDemo.map((c) => c.model)).size).toBeGreaterThanOrEqual(18)
    const used = cars.filter((c) => c.car_type === 'used')
    expect(new Set(used.map((c) => c.make)).size).toBeGreaterThanOrEqual(10)
    expect(newAndDemo.every((c) => c.year === 2026 || c.year === 2025)).toBe(true)
  })

  it('multi-franchise: used cars of about 25 makes with older, cheaper, higher-km cars', () => {
    const cars = stockOf('multi-franchise')
    expect(cars.every((c) => c.car_type === 'used' && c.item_type === 'car')).toBe(true)
    expect(new Set(cars.map((c) => c.make)).size).toBeGreaterThanOrEqual(20)
    const priced = cars.filter((c) => (c.price ?? 0) > 0)
    const average = (list: CarInput[], pick: (c: CarInput) => number) =>
      list.reduce((sum, c) => sum + pick(c), 0) / list.length
    const young = priced.filter((c) => (c.year ?? 0) >= 2023)
    const old = priced.filter((c) => (c.year ?? 0) <= 2018)
    expect(average(young, (c) => c.price ?? 0)).toBeGreaterThan(average(old, (c) => c.price ?? 0))
    expect(average(old, (c) => c.km ?? 0)).toBeGreaterThan(average(young, (c) => c.km ?? 0))
    expect(priced.every((c) => (c.price ?? 0) % 1000 === 990)).toBe(true)
  })

  it('caravan yard: caravans and trailers with specifications, plus tow vehicles', () => {
    const cars = stockOf('caravan')
    const caravans = cars.filter((c) => c.item_type === 'caravan')
    const trailers = cars.filter((c) => c.item_type === 'trailer')
    const towVehicles = cars.filter((c) => c.item_type === 'car')
    expect(caravans.length).toBeGreaterThan(150)
    expect(trailers.length).toBeGreaterThan(5)
    expect(towVehicles.length).toBeGreaterThan(20)
    expect(new Set(caravans.map((c) => c.simple_body))).toEqual(
      new Set(['Caravan', 'Pop Top', 'Off-Road Caravan', 'Hybrid Camper']),
    )
    for (const { specifications: s, stocknum } of caravans) {
      expect(s?.body_length, stocknum).toBeGreaterThanOrEqual(14)
      expect(s?.body_length, stocknum).toBeLessThanOrEqual(24)
      expect(s?.body_width, stocknum).toBeGreaterThanOrEqual(7)
      expect(s?.body_width, stocknum).toBeLessThanOrEqual(8)
      expect(s?.tare_weight, stocknum).toBeGreaterThanOrEqual(1500)
      expect(s?.tare_weight, stocknum).toBeLessThanOrEqual(3200)
      expect(s?.aggregate_trailer_mass, stocknum).toBeGreaterThan(s?.tare_weight ?? Infinity)
      expect(['single', 'tandem']).toContain(s?.axle_type)
      expect(s?.sleeps, stocknum).toBeGreaterThanOrEqual(2)
      expect(s?.sleeps, stocknum).toBeLessThanOrEqual(6)
    }
    expect(
      trailers.every(
        (c) => c.specifications?.aggregate_trailer_mass !== undefined && c.specifications.sleeps === undefined,
      ),
    ).toBe(true)
    expect(towVehicles.every((c) => c.specifications === undefined && c.car_type === 'used')).toBe(true)
    expect(cars.filter((c) => c.item_type !== 'car').every((c) => c.km === undefined)).toBe(true)
  })

  it('US dealer: US-market new and used cars in USD with miles', () => {
    const cars = stockOf('us')
    expect(cars.some((c) => c.make === 'Ford' && c.model === 'F-150')).toBe(true)
    expect(cars.some((c) => c.make === 'Chevrolet')).toBe(true)
    expect(new Set(cars.map((c) => c.car_type))).toEqual(new Set(['new', 'used', 'demo']))
    expect(cars.filter((c) => (c.price ?? 0) > 0).every((c) => (c.price ?? 0) % 500 === 495)).toBe(true)
    expect(
      cars.every((c) => c.price_type === 'Plus Tax & Fees' && c.has_nvic === false && c.regplate === undefined),
    ).toBe(true)
    const used = cars.filter((c) => c.car_type === 'used')
    const milesPerYear = used.map((c) => (c.km ?? 0) / Math.max(1, 2026 - (c.year ?? 2026)))
    expect(Math.max(...milesPerYear)).toBeLessThan(30_000)
  })
})
