import type { AutograbData, CarInput, CarType, FinanceLender, Variant } from '../../src/stock/feedCar'
import { localeCarWords } from '../../src/domain/carWords'
import {
  AU_USED,
  COLOURS,
  FEATURES,
  type ModelSpec,
  type Powertrain,
  STANDARD_EQUIPMENT,
  TOWABLE_WMI,
  TOWABLES,
  type TowableSpec,
  TOYOTA_RANGE,
  US_RANGE,
  WMI,
} from './catalogue'
import { demoPhotoUrl, type PhotoShape, rasterSet, SAMPLE_PHOTOS } from './photos'
import { hashString, SeededRandom, WeightedTable } from './random'
import { makeVin, VIN_CHARACTERS } from './vin'
import { slugify } from '../../src/domain/slugify'

/**
 * Deterministic demo stock: the same options give the same cars, on any machine, at any time.
 * Nothing reads the clock or Math.random; `now` fixes "current year", sold dates and rego expiry.
 */

export type StockKind = 'toyota' | 'multi-franchise' | 'caravan' | 'us'

export interface GenerateStockOptions {
  dealershipSlug: string
  count: number
  kind: StockKind
  seed: number
  now: Date
  locationNames: readonly string[]
}

export const PROVIDER_KEYS = [
  'provider_a',
  'provider_b',
  'provider_c',
  'provider_d',
  'provider_e',
  'provider_f',
] as const

/** Base interest rate (% p.a.) per finance provider. */
const PROVIDER_RATES: Record<(typeof PROVIDER_KEYS)[number], number> = {
  provider_a: 6.99,
  provider_b: 7.49,
  provider_c: 8.95,
  provider_d: 9.49,
  provider_e: 10.99,
  provider_f: 12.49,
}

const DAY = 86_400_000

/** The largest stock a generator run can make: VIN serials are six digits. */
export const MAX_GENERATED = 1_000_000

interface Market {
  us: boolean
  /** Kilometres (or miles) a year. */
  distancePerYear: readonly [number, number]
  roundPrice: (value: number) => number
}

const AU_MARKET: Market = {
  us: false,
  distancePerYear: [9000, 21000],
  roundPrice: (v) => Math.max(990, Math.ceil(v / 1000) * 1000 - 10),
}
const US_MARKET: Market = {
  us: true,
  distancePerYear: [7000, 15000],
  roundPrice: (v) => Math.max(995, Math.ceil(v / 500) * 500 - 5),
}

/** Value kept each year by make (after the first year's drop). */
const RETENTION: Record<string, number> = {
  Toyota: 0.915,
  Lexus: 0.9,
  Isuzu: 0.905,
  Suzuki: 0.9,
  BMW: 0.86,
  'Mercedes-Benz': 0.86,
  Audi: 0.86,
  'Land Rover': 0.85,
  Volvo: 0.86,
  Holden: 0.88,
  MG: 0.86,
  GWM: 0.86,
  LDV: 0.85,
  BYD: 0.85,
  Tesla: 0.86,
  Jeep: 0.87,
}

const DIMENSIONS: Record<string, readonly [number, number, number]> = {
  Hatch: [4330, 1790, 1460],
  Sedan: [4820, 1840, 1450],
  SUV: [4650, 1865, 1690],
  Wagon: [4870, 1875, 1675],
  Ute: [5330, 1870, 1815],
  Truck: [5890, 2030, 1960],
  Van: [5265, 1950, 2280],
  'People Mover': [5300, 1970, 1990],
  Minivan: [5175, 1995, 1775],
  Bus: [6990, 2080, 2635],
  Coupe: [4380, 1800, 1310],
  Convertible: [3915, 1735, 1235],
}

const FUEL_TANK: Record<string, number> = {
  Hatch: 47,
  Sedan: 55,
  SUV: 62,
  Wagon: 63,
  Ute: 80,
  Truck: 98,
  Van: 70,
  'People Mover': 72,
  Minivan: 68,
  Bus: 95,
  Coupe: 52,
  Convertible: 45,
}

const GVM: Record<string, number> = {
  Hatch: 1780,
  Sedan: 2050,
  SUV: 2400,
  Wagon: 2200,
  Ute: 3100,
  Truck: 3250,
  Van: 3300,
  'People Mover': 2900,
  Minivan: 2750,
  Bus: 5300,
  Coupe: 1750,
  Convertible: 1400,
}

const STATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'.split('')

const VIN_ALPHABET = VIN_CHARACTERS.split('')

const byWeight = (models: readonly ModelSpec[]) => new WeightedTable(models, (m) => m.weight)
const TOYOTA_NEW = byWeight(TOYOTA_RANGE)
const TOYOTA_TRADE_INS = byWeight([...TOYOTA_RANGE, ...AU_USED.filter((m) => m.make === 'Toyota')])
const OTHER_TRADE_INS = byWeight(AU_USED.filter((m) => m.make !== 'Toyota'))
const AU_USED_CARS = byWeight(AU_USED)
const TOW_VEHICLES = byWeight([...TOYOTA_RANGE, ...AU_USED].filter((m) => m.tows))
const US_CARS = byWeight(US_RANGE)
const TOWABLE_ITEMS = new WeightedTable(TOWABLES, (t) => t.weight)
const COLOUR_TABLE = new WeightedTable(COLOURS, ([, weight]) => weight)
const CARAVAN_COLOURS = new WeightedTable(
  [
    ['White', 85],
    ['Silver', 8],
    ['Grey', 5],
    ['Beige', 2],
  ] as const,
  ([, weight]) => weight,
)
const LOAN_YEARS = new WeightedTable([3, 4, 5, 7], (years) => (years === 5 ? 6 : 1))

const PHOTO_URLS_BY_SHAPE = new Map<PhotoShape, string[]>()
for (const photo of SAMPLE_PHOTOS) {
  const urls = PHOTO_URLS_BY_SHAPE.get(photo.shape) ?? []
  urls.push(demoPhotoUrl(photo.file))
  PHOTO_URLS_BY_SHAPE.set(photo.shape, urls)
}

const LOAN_WARNING =
  'Comparison rate based on a secured loan of $30,000 over 5 years. WARNING: this comparison rate is true only for the example given ' +
  'and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate. ' +
  'Subject to lender approval; fees and charges apply.'

const DEALER_BLURB =
  'Our team has been helping local families into the right vehicle for over 30 years. We welcome trade-ins of any make and model, ' +
  'can arrange finance and insurance on site, and offer delivery across the region. Book a test drive online or call us today; ' +
  'our showroom is open seven days.'

const pad2 = (n: number): string => String(n).padStart(2, '0')

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/** Monthly repayment of an amortised loan with a balloon left at the end. */
const monthlyRepayment = (principal: number, ratePercent: number, months: number, balloon: number): number => {
  const r = ratePercent / 1200
  if (r === 0) return (principal - balloon) / months
  const growth = (1 + r) ** months
  return ((principal - balloon / growth) * r) / (1 - 1 / growth)
}

const cents = (value: number): number => Math.round(value * 100) / 100

class StockGenerator {
  private readonly random: SeededRandom
  private readonly year: number
  private readonly month: number
  private readonly market: Market
  private readonly stockBase: number
  private readonly serialBase: number

  constructor(private readonly options: GenerateStockOptions) {
    this.random = new SeededRandom(hashString(`${options.dealershipSlug}:${options.kind}`) ^ options.seed)
    this.year = options.now.getUTCFullYear()
    this.month = options.now.getUTCMonth() + 1
    this.market = options.kind === 'us' ? US_MARKET : AU_MARKET
    this.stockBase = this.random.int(10, 59) * 1000
    this.serialBase = this.random.int(0, 999_999)
  }

  car(index: number): CarInput {
    const { kind } = this.options
    const roll = this.random.next()
    if (kind === 'toyota') {
      if (roll < 0.5) return this.vehicle(index, this.random.draw(TOYOTA_NEW), 'new')
      if (roll < 0.65) return this.vehicle(index, this.random.draw(TOYOTA_NEW), 'demo')
      return this.vehicle(
        index,
        this.random.draw(this.random.chance(0.55) ? TOYOTA_TRADE_INS : OTHER_TRADE_INS),
        'used',
      )
    }
    if (kind === 'multi-franchise') return this.vehicle(index, this.random.draw(AU_USED_CARS), 'used')
    if (kind === 'caravan') {
      if (roll < 0.8)
        return this.towable(index, this.random.draw(TOWABLE_ITEMS), this.random.chance(0.55) ? 'new' : 'used')
      return this.vehicle(index, this.random.draw(TOW_VEHICLES), 'used')
    }
    const carType: CarType = roll < 0.45 ? 'new' : roll < 0.5 ? 'demo' : 'used'
    return this.vehicle(index, this.random.draw(US_CARS), carType)
  }

  private vehicle(index: number, spec: ModelSpec, requested: CarType): CarInput {
    const r = this.random
    const carType: CarType = requested !== 'used' && spec.until !== undefined ? 'used' : requested
    const year = this.yearFor(carType, spec.since, spec.until)
    const age = Math.max(0, this.year - year)
    const badgeIndex = Math.min(spec.badges.length - 1, Math.floor(r.next() ** 1.4 * spec.badges.length))
    const [badge, listPrice] = spec.badges[badgeIndex] ?? ['', 30000]
    const powertrain = spec.powertrains[
      Math.min(spec.powertrains.length - 1, Math.floor((badgeIndex * spec.powertrains.length) / spec.badges.length))
    ] as Powertrain
    const manualUte = (spec.body === 'Ute' || spec.body === 'Truck') && powertrain.fuel === 'Diesel' && r.chance(0.12)
    const trans = manualUte ? '6 Speed Manual' : powertrain.trans
    const drive = r.pick(spec.drives)
    const km =
      carType === 'new'
        ? r.int(5, 60)
        : carType === 'demo'
          ? r.int(800, 9500)
          : Math.round(
              (age + r.float(0.1, 0.9)) * r.float(...this.market.distancePerYear) * (spec.body === 'Ute' ? 1.2 : 1),
            )
    const price = this.vehiclePrice(carType, spec.make, listPrice, age, km)
    const electric = powertrain.fuel === 'Electric'
    const simpleTransmission = /manual/i.test(trans) ? 'Manual' : 'Automatic'
    const fuel = this.fuelLabel(powertrain, spec.make)
    const stocknum = this.stockNumber(index, carType === 'new' ? 'N' : carType === 'demo' ? 'D' : 'U')

    const colour = r.draw(COLOUR_TABLE)[0]
    const car: CarInput = {
      stocknum,
      make: spec.make,
      model: spec.model,
      status: 'in_stock',
      year,
      badge,
      variant: this.variant(spec, powertrain, trans),
      car_type: carType,
      price,
      price_type: this.priceType(carType),
      km,
      trans,
      simple_transmission: simpleTransmission,
      simple_body: spec.body,
      simple_fuel: electric
        ? 'Electric'
        : this.market.us && powertrain.fuel === 'Petrol'
          ? 'Gasoline'
          : powertrain.fuel,
      fuel,
      drive,
      seats: spec.seats,
      doors: spec.doors,
      colour,
      vin: this.vin(WMI[spec.make] ?? ['JT1'], spec.model, year, index),
      item_type: 'car',
      features: this.features(
        spec.body === 'Ute' || spec.body === 'Truck' ? [...FEATURES.car, ...FEATURES.ute] : FEATURES.car,
        3,
        10,
      ),
      standardEquipment: r.sample(STANDARD_EQUIPMENT.car, r.int(6, 12)),
      images: this.images(spec.shape, colour, index),
      has_nvic: !this.market.us && r.chance(0.85),
      accessories_count: carType === 'new' ? r.int(0, 6) : 0,
    }
    if (spec.series) car.series = spec.series
    if (!electric) car.engine_size = `${powertrain.litres.toFixed(1)}L`
    this.addDates(car, carType, year)
    this.addAvailability(car, carType, age)
    this.addNames(car, spec.config, drive)
    car.dealercomments = this.comments(car)
    return car
  }

  private towable(index: number, spec: TowableSpec, carType: CarType): CarInput {
    const r = this.random
    const year =
      carType === 'new' ? (r.chance(0.1) ? this.year - 1 : this.year) : Math.max(spec.since, this.year - r.int(1, 12))
    const age = this.year - year
    const length = Math.min(spec.length[1], Math.round(r.float(spec.length[0], spec.length[1] + 0.5) * 2) / 2)
    const width = Math.min(spec.width[1], Math.round(r.float(spec.width[0], spec.width[1] + 0.25) * 2) / 2)
    const tare = Math.round(r.int(spec.tare[0], spec.tare[1]) / 10) * 10
    const atm = Math.round((tare + r.int(spec.payload[0], spec.payload[1])) / 10) * 10
    const newPrice = r.float(spec.price[0], spec.price[1])
    const price = this.market.roundPrice(
      carType === 'new' ? newPrice : Math.max(2500, newPrice * 0.9 ** age * r.float(0.9, 1.08)),
    )
    const isCaravan = spec.itemType === 'caravan'
    const badge = isCaravan
      ? r.pick(['Couples', 'Family Bunk', 'Outback', 'Touring', 'Off-Road', 'Ensuite'])
      : `${Math.round(length)}x${Math.round(width * 2) / 2}`
    const colour = isCaravan ? r.draw(CARAVAN_COLOURS)[0] : 'Silver'
    const car: CarInput = {
      stocknum: this.stockNumber(index, isCaravan ? (carType === 'new' ? 'C' : 'CU') : 'T'),
      make: spec.make,
      model: spec.model,
      status: 'in_stock',
      year,
      badge,
      series: `MY${String(year).slice(2)}`,
      car_type: carType,
      price,
      price_type: 'Drive Away',
      simple_body: spec.body,
      colour,
      vin: this.vin(TOWABLE_WMI, spec.model, year, index),
      item_type: spec.itemType,
      specifications: {
        body_length: length,
        body_width: width,
        tare_weight: tare,
        aggregate_trailer_mass: atm,
        axle_type: r.pick(spec.axles),
      },
      features: this.features(isCaravan ? FEATURES.caravan : FEATURES.trailer, 3, 10),
      standardEquipment: r.sample(isCaravan ? STANDARD_EQUIPMENT.caravan : STANDARD_EQUIPMENT.trailer, r.int(4, 10)),
      images: this.images(spec.shape, colour, index),
      has_nvic: false,
      accessories_count: 0,
    }
    if (isCaravan) car.doors = 1
    if (spec.sleeps && car.specifications) car.specifications.sleeps = r.int(spec.sleeps[0], spec.sleeps[1])
    this.addDates(car, carType, year)
    this.addAvailability(car, carType, age)
    car.name = `${year} ${spec.make} ${spec.model} ${badge}`
    car.carsales_title = `${year} ${spec.make} ${spec.model} ${length}ft ${spec.body} ${badge}`
    car.slug = slugify(`${car.name} ${car.stocknum}`)
    car.dealercomments = this.comments(car)
    return car
  }

  private yearFor(carType: CarType, since: number, until: number | undefined): number {
    const r = this.random
    if (carType === 'new') return Math.max(since, r.chance(0.15) ? this.year - 1 : this.year)
    if (carType === 'demo') return Math.max(since, r.chance(0.4) ? this.year - 1 : this.year)
    const newest = Math.min(until ?? this.year, this.year - 1)
    const oldest = Math.min(newest, Math.max(since, this.year - 15))
    return newest - Math.floor(r.next() ** 1.5 * (newest - oldest + 1))
  }

  private vehiclePrice(carType: CarType, make: string, listPrice: number, age: number, km: number): number {
    const r = this.random
    const { us, roundPrice } = this.market
    const newPrice = us ? listPrice + r.int(1100, 1900) : listPrice * 1.065 + 2600
    if (carType === 'new') return roundPrice(newPrice)
    if (carType === 'demo') return roundPrice(newPrice * r.float(0.88, 0.95))
    const retention = us ? 0.92 : (RETENTION[make] ?? 0.895)
    const expectedKm = Math.max(1, age) * (us ? 11000 : 15000)
    const kmFactor = Math.min(1.1, Math.max(0.8, 1 - (km - expectedKm) / 300_000))
    const firstYear = us ? 0.9 : 0.86
    return roundPrice(
      Math.max(3500, listPrice * firstYear * retention ** Math.max(0, age - 1) * kmFactor * r.float(0.94, 1.06)),
    )
  }

  private priceType(carType: CarType): string {
    if (this.market.us) return 'Plus Tax & Fees'
    if (carType === 'used') return this.random.chance(0.6) ? 'Drive Away' : 'Excl. Gov. Charges'
    return this.random.chance(0.88) ? 'Drive Away' : 'Excl. Gov. Charges'
  }

  private fuelLabel(powertrain: Powertrain, make: string): string {
    if (powertrain.fuel !== 'Petrol') return powertrain.fuel
    if (this.market.us) return 'Gasoline'
    const premium =
      powertrain.induction !== 'Aspirated' ||
      ['BMW', 'Mercedes-Benz', 'Audi', 'Volvo', 'Land Rover', 'Lexus', 'Volkswagen', 'Skoda'].includes(make)
    return premium ? 'Premium Unleaded Petrol' : 'Unleaded Petrol'
  }

  private variant(spec: ModelSpec, powertrain: Powertrain, trans: string): Variant {
    const jitter = (hashString(`${spec.make} ${spec.model}`) % 1000) / 1000 - 0.5
    const [length, width, height] = DIMENSIONS[spec.body] ?? [4700, 1850, 1600]
    const electric = powertrain.fuel === 'Electric'
    const seven = spec.seats >= 7 && spec.body === 'SUV'
    const variant: Variant = {
      induction: powertrain.induction,
      geartype: /manual/i.test(trans)
        ? 'Manual'
        : /cvt/i.test(trans)
          ? 'CVT'
          : /dct|dsg/i.test(trans)
            ? 'Dual Clutch'
            : /reduction|single/i.test(trans)
              ? 'Reduction Gear'
              : 'Automatic',
      grossvehiclemass: Math.round(((GVM[spec.body] ?? 2200) * (seven ? 1.2 : 1) * (1 + jitter * 0.15)) / 5) * 5,
      vehiclelength: Math.round(length * (seven ? 1.05 : 1) * (1 + jitter * 0.06)),
      vehiclewidth: Math.round(width * (1 + jitter * 0.03)),
      vehicleheight: Math.round(height * (1 + jitter * 0.05)),
      torque: powertrain.torque,
      bodyconfiguration: spec.config,
    }
    if (!electric) {
      variant.cylinders = powertrain.cylinders
      variant.enginesize = Math.round(powertrain.litres * 998)
      variant.enginesize_litres = powertrain.litres
      variant.fuelconsumptioncombined = powertrain.consumption
      variant.fuelcapacity = Math.round((FUEL_TANK[spec.body] ?? 60) * (seven ? 1.3 : 1) * (1 + jitter * 0.2))
    }
    if (!this.market.us && spec.body !== 'Bus') variant.ancaprating = spec.since >= 2015 || jitter > -0.3 ? 5 : 4
    return variant
  }

  private addDates(car: CarInput, carType: CarType, year: number): void {
    const r = this.random
    const { now } = this.options
    const month = year >= this.year ? r.int(1, this.month) : r.int(1, 12)
    car.build_date = `${year}-${pad2(month)}`
    if (!this.market.us) {
      const compliance = month === 12 || (year >= this.year && month >= this.month) ? month : month + 1
      car.compliance_date = `${year}-${pad2(compliance)}`
    }
    if (carType !== 'new' && !this.market.us) {
      car.regplate = this.regplate(car.item_type === 'car')
      car.rego_expiry = isoDay(now.getTime() + r.int(20, 360) * DAY)
    }
  }

  /** Status, sale flags, tags, market data and finance: the variety the listing rules need. */
  private addAvailability(car: CarInput, carType: CarType, age: number): void {
    const r = this.random
    const { now, kind, locationNames } = this.options
    const statusRoll = r.next()
    const comingSoonShare = carType === 'new' ? 0.15 : 0.06
    if (statusRoll < 0.07) {
      car.status = 'sold'
      car.sold_date = new Date(now.getTime() - Math.round((r.float(1, 5) * DAY) / 1000) * 1000).toISOString()
    } else {
      car.status = statusRoll < 0.07 + comingSoonShare ? 'coming_soon' : 'in_stock'
      car.sold_date = null
    }
    car.reserved = car.status === 'in_stock' && r.chance(0.06)
    car.preorder = carType === 'new' && car.status === 'coming_soon' && r.chance(0.4)
    const km = car.km ?? 0
    const certifiable = carType === 'used' && car.item_type === 'car' && age <= 6 && km <= 120_000
    const certifiedShare =
      kind === 'toyota'
        ? car.make === 'Toyota'
          ? 0.6
          : 0
        : kind === 'us'
          ? 0.35
          : kind === 'multi-franchise'
            ? 0.25
            : 0
    car.certified = certifiable && r.chance(certifiedShare)
    car.show_on_dealer_website = r.chance(0.96)
    if (locationNames.length > 0) car.location_name = r.pick(locationNames)

    if (car.status !== 'sold' && r.chance(0.025)) car.price = 0
    const price = car.price ?? 0
    if (price > 0 && carType !== 'new' && r.chance(0.1)) car.before_price = price + r.int(1, 7) * 500
    const tag = this.tagFor(car, carType)
    if (tag) car.tag = tag
    if (carType === 'used' && price > 0 && car.item_type === 'car' && r.chance(0.6))
      car.autograb_data = this.marketPrices(price)
    if (price > 500 && r.chance(0.55)) car.finance_lenders = this.lenders(price, carType)
    if (kind === 'toyota' && carType !== 'used' && price > 0 && r.chance(0.06)) car.subscription_price = r.int(149, 399)
    car.payment_processors = car.status === 'in_stock' && r.chance(0.2) ? ['stripe'] : []
  }

  private tagFor(car: CarInput, carType: CarType): string | undefined {
    const r = this.random
    if (carType === 'demo' && r.chance(0.3)) return 'Test Drive Only'
    if (carType === 'new' && (car.year ?? this.year) < this.year && r.chance(0.7)) return 'Runout Sale'
    if (car.before_price !== undefined && r.chance(0.5)) return 'Price Drop'
    if (carType === 'used' && r.chance(0.04)) return r.pick(['One Owner', 'Low Kms', 'Full Service History'])
    return undefined
  }

  /** Half below market (both averages at least $500 above the price), half not. */
  private marketPrices(price: number): AutograbData {
    const r = this.random
    const roundUp = (v: number) => Math.ceil(v / 10) * 10
    if (r.chance(0.5)) {
      const average = roundUp(price + r.float(500, 4500))
      return {
        average_market_price: average,
        state_average_market_price: roundUp(Math.max(price + 500, average + r.float(-400, 600))),
      }
    }
    const average = Math.max(0, Math.round((price + r.float(-3000, 400)) / 10) * 10)
    return {
      average_market_price: average,
      state_average_market_price: Math.max(0, Math.round((average + r.float(-500, 500)) / 10) * 10),
    }
  }

  private lenders(price: number, carType: CarType): Record<string, FinanceLender> {
    const r = this.random
    const lenders: Record<string, FinanceLender> = {}
    const providers = r.sample(PROVIDER_KEYS, r.int(1, 3)).sort()
    for (const provider of providers) {
      const interestRate = cents(PROVIDER_RATES[provider] + (carType === 'used' ? r.float(0.5, 2) : r.float(0, 0.6)))
      const comparisonRate = cents(interestRate + r.float(0.3, 1.2))
      const termYears = r.draw(LOAN_YEARS)
      const termMonths = termYears * 12
      const deposit = r.chance(0.5) ? 0 : Math.round((price * 0.1) / 100) * 100
      const balloon = r.chance(0.7) ? 0 : Math.round((price * r.float(0.2, 0.3)) / 100) * 100
      const paymentMonth = cents(monthlyRepayment(price - deposit, interestRate, termMonths, balloon))
      const paymentWeek = cents((paymentMonth * 12) / 52)
      const lender: FinanceLender = {
        interestRate,
        comparisonRate,
        paymentWeek,
        paymentMonth,
        termYears,
        termMonths,
        deposit,
        balloon,
      }
      // Spec §4: the finance modal fetches the disclaimer only for cars that do not carry it, so about half do not.
      if (r.chance(0.5)) {
        lender.disclaimer =
          `Estimated repayment of $${paymentWeek.toFixed(2)} per week over ${termMonths} months at ${interestRate.toFixed(2)}% p.a. ` +
          `(comparison rate ${comparisonRate.toFixed(2)}% p.a.)${deposit > 0 ? ` with a $${deposit} deposit` : ''}` +
          `${balloon > 0 ? ` and a $${balloon} final balloon payment` : ''}. ${LOAN_WARNING}`
      }
      lenders[provider] = lender
    }
    return lenders
  }

  private addNames(car: CarInput, config: string, drive: string): void {
    const title = [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ')
    car.name = title
    car.carsales_title = this.market.us
      ? `${title} ${drive}`
      : [
          title,
          car.series,
          car.simple_transmission === 'Manual' ? 'Manual' : 'Auto',
          drive === '4x4' || drive === 'AWD' ? drive : '',
          config,
        ]
          .filter(Boolean)
          .join(' ')
    car.slug = slugify(`${title} ${car.stocknum}`)
  }

  private stockNumber(index: number, prefix: string): string {
    return `${prefix}${this.stockBase + index}`
  }

  private vin(wmis: readonly string[], model: string, year: number, index: number): string {
    const r = this.random
    const wmi = wmis[hashString(model) % wmis.length] ?? 'JT1'
    let descriptor = ''
    for (let i = 0; i < 5; i++) descriptor += r.pick(VIN_ALPHABET)
    const plant = r.pick(VIN_ALPHABET)
    // 7919 is prime and coprime with 10^6, so the first million indices get distinct serials.
    return makeVin(wmi, descriptor, year, plant, (this.serialBase + index * 7919) % MAX_GENERATED)
  }

  private regplate(vehicle: boolean): string {
    const r = this.random
    const letter = () => r.pick(STATE_LETTERS)
    return vehicle
      ? `${letter()}${letter()}${letter()}${r.int(10, 99)}${letter()}`
      : `${letter()}${r.int(10, 99)}${letter()}${letter()}`
  }

  private features(pool: readonly string[], min: number, max: number): string[] {
    return this.random.sample(pool, this.random.int(min, max))
  }

  /**
   * The car's gallery, every photo of its own body shape (issue 19.15: no vans or caravans in a sedan's gallery).
   * Every other car (even index) leads with the raster photographs in the paint nearest its colour (showroom,
   * street, close up), served through Next's image optimiser like production photos; then the shape's drawings.
   */
  private images(shape: PhotoShape, colour: string, index: number): string[] {
    const drawings = PHOTO_URLS_BY_SHAPE.get(shape) ?? []
    const ordered = this.random.chance(0.5) ? [...drawings].reverse() : drawings
    const photos = index % 2 === 0 ? rasterSet(shape, colour).map((photo) => demoPhotoUrl(photo.file)) : []
    return [...photos, ...ordered]
  }

  private comments(car: CarInput): string {
    const r = this.random
    if (r.chance(0.12)) return ''
    const distance = this.market.us ? 'miles' : 'km'
    const title = `${car.year} ${car.make} ${car.model} ${car.badge ?? ''}`.trim()
    const sentences: string[] = []
    if (car.item_type === 'caravan' || car.item_type === 'trailer') {
      const spec = car.specifications
      sentences.push(
        car.item_type === 'caravan'
          ? `${car.car_type === 'new' ? 'Brand new' : 'Pre-loved'} ${title}, ${spec?.body_length ?? ''}ft long and sleeping ${spec?.sleeps ?? 2}.`
          : `${title} ${car.simple_body?.toLowerCase() ?? 'trailer'}, ${spec?.axle_type ?? 'single'} axle with an ATM of ${spec?.aggregate_trailer_mass ?? 0} kg.`,
      )
      sentences.push(
        r.pick([
          'Tare of ' + (spec?.tare_weight ?? 0) + ' kg makes it an easy tow for most family 4WDs.',
          'Built tough for Australian conditions with a hot-dip galvanised chassis.',
          'Inspected by our service team and ready for your next trip.',
          'Comes with a full handover and walk-through on delivery.',
        ]),
      )
    } else if (car.car_type === 'new') {
      sentences.push(`Brand new ${title} in ${car.colour?.toLowerCase() ?? 'a great colour'}.`)
      sentences.push(
        r.pick([
          'Full factory warranty and capped price servicing.',
          'Ask about our current finance offers and trade-in valuations.',
          'Limited stock available, call today to secure yours.',
          'Includes floor mats, tinted windows and a full tank of fuel.',
        ]),
      )
    } else if (car.car_type === 'demo') {
      sentences.push(`Ex-demonstrator ${title} with only ${car.km ?? 0} ${distance}.`)
      sentences.push('Balance of the new car warranty applies and it has been looked after by our own staff.')
    } else {
      sentences.push(
        r.pick([
          `This ${title} is in excellent condition inside and out.`,
          `Trade-in ${title}, freshly serviced and detailed.`,
          `Well looked after ${title} with ${car.km ?? 0} ${distance} on the clock.`,
          `Great value ${title} ready for its next owner.`,
        ]),
      )
      sentences.push(
        r.pick([
          'Full service history and two keys.',
          'New tyres fitted and a fresh service completed before delivery.',
          'Independent inspection reports are welcome.',
          'Finance available on the spot, subject to approval.',
          'One owner from new with logbook history.',
        ]),
      )
    }
    if (car.features && car.features.length > 0 && r.chance(0.6)) {
      sentences.push(`Features include ${car.features.slice(0, 5).join(', ').toLowerCase()}.`)
    }
    if (r.chance(0.3)) {
      sentences.push(DEALER_BLURB)
    }
    return sentences.join(' ')
  }
}

/** Demo stock for one dealership. Throws RangeError for a negative or too large count. */
export function generateStock(options: GenerateStockOptions): CarInput[] {
  if (!Number.isInteger(options.count) || options.count < 0 || options.count > MAX_GENERATED) {
    throw new RangeError(`count must be a whole number from 0 to ${MAX_GENERATED}`)
  }
  const generator = new StockGenerator(options)
  const cars: CarInput[] = new Array<CarInput>(options.count)
  for (let i = 0; i < options.count; i++) cars[i] = generator.car(i)
  return options.kind === 'us' ? cars.map(inUsWords) : cars
}

/** Issue 39.6: a US dealer's stock text in US words ('Backup Camera', 'new tires installed'), not Australian. */
function inUsWords(car: CarInput): CarInput {
  const words = (text: string) => localeCarWords(text, 'en-US')
  return {
    ...car,
    ...(car.features ? { features: car.features.map(words) } : {}),
    ...(car.standardEquipment ? { standardEquipment: car.standardEquipment.map(words) } : {}),
    ...(car.dealercomments ? { dealercomments: words(car.dealercomments) } : {}),
  }
}
