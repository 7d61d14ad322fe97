import { z } from 'zod'

/**
 * One car as a dealer feed and the demo stock generator produce it, before it becomes a Payload document.
 * Field names are the spec's §3 Car names (snake_case, plus `standardEquipment` as the spec spells it).
 * An absent field means "not given": an import leaves the stored value alone (see feedPlan.ts).
 */

export const CAR_TYPES = ['new', 'used', 'demo'] as const
export type CarType = (typeof CAR_TYPES)[number]

export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const
export type CarStatus = (typeof CAR_STATUSES)[number]

export const ITEM_TYPES = ['car', 'caravan', 'trailer', 'motorcycle'] as const
export type ItemType = (typeof ITEM_TYPES)[number]

/** Provider keys of finance_lenders, e.g. 'provider_a'. */
export const PROVIDER_KEY = /^[a-z0-9_]+$/

/** 17 characters, digits and capitals without I, O and Q (ISO 3779). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/

/** Spec §3 nested variant. Lengths in mm, masses in kg, capacity in litres, consumption in L/100 km, torque in Nm. */
export interface Variant {
  cylinders?: number
  /** Engine capacity in cc. */
  enginesize?: number
  enginesize_litres?: number
  induction?: string
  geartype?: string
  fuelconsumptioncombined?: number
  fuelcapacity?: number
  grossvehiclemass?: number
  vehiclelength?: number
  vehicleheight?: number
  vehiclewidth?: number
  torque?: number
  ancaprating?: number
  bodyconfiguration?: string
}

/** Caravans and trailers: body_width and body_length in feet, masses in kg. */
export interface Specifications {
  body_width?: number
  body_length?: number
  tare_weight?: number
  axle_type?: string
  sleeps?: number
  aggregate_trailer_mass?: number
}

export interface AutograbData {
  state_average_market_price?: number
  average_market_price?: number
}

/** Spec §3 "Finance lender entry". Rates in percent, payments and amounts in the site's currency. */
export interface FinanceLender {
  interestRate?: number
  comparisonRate?: number
  paymentWeek?: number
  paymentMonth?: number
  termYears?: number
  termMonths?: number
  deposit?: number
  balloon?: number
  disclaimer?: string
}

export interface CarInput {
  stocknum: string
  make: string
  model: string
  status: CarStatus
  slug?: string
  name?: string
  carsales_title?: string
  year?: number
  badge?: string
  series?: string
  variant?: Variant
  car_type?: CarType
  reserved?: boolean
  preorder?: boolean
  certified?: boolean
  price?: number
  price_type?: string
  before_price?: number
  subscription_price?: number
  /** Kilometres, or miles on US sites. */
  km?: number
  trans?: string
  simple_transmission?: string
  simple_body?: string
  simple_fuel?: string
  fuel?: string
  drive?: string
  seats?: number
  doors?: number
  colour?: string
  /** Display text, e.g. '2.8L'. */
  engine_size?: string
  vin?: string
  regplate?: string
  /** ISO date, YYYY-MM-DD. */
  rego_expiry?: string
  /** ISO date or month, YYYY-MM-DD or YYYY-MM. */
  build_date?: string
  compliance_date?: string
  tag?: string
  item_type?: ItemType
  dealercomments?: string
  location_name?: string
  /** Absolute (http/https) or site-relative (/…) URLs, first is the primary image. */
  images?: string[]
  show_on_dealer_website?: boolean
  standardEquipment?: string[]
  features?: string[]
  payment_processors?: string[]
  /** ISO date-time; null when the car is not sold. */
  sold_date?: string | null
  has_nvic?: boolean
  private_suburb?: string
  private_postcode?: string
  specifications?: Specifications
  autograb_data?: AutograbData
  finance_lenders?: Record<string, FinanceLender>
  accessories_count?: number
}

const required = (field: string, kind: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? `${field} is required` : `${field} must be ${kind}`,
})

const text = (field: string) => z.string({ error: `${field} must be text` })

const requiredText = (field: string) => z.string(required(field, 'text')).trim().min(1, `${field} is required`)

const number = (field: string) => z.number({ error: `${field} must be a number` })

const atLeastZero = (field: string) => number(field).min(0, `${field} must be 0 or more`)

const wholeAtLeastZero = (field: string) =>
  z.int({ error: `${field} must be a whole number` }).min(0, `${field} must be 0 or more`)

const between = (field: string, min: number, max: number) =>
  number(field)
    .min(min, `${field} must be between ${min} and ${max}`)
    .max(max, `${field} must be between ${min} and ${max}`)

const wholeBetween = (field: string, min: number, max: number) =>
  z
    .int({ error: `${field} must be a whole number` })
    .min(min, `${field} must be between ${min} and ${max}`)
    .max(max, `${field} must be between ${min} and ${max}`)

const flag = (field: string) => z.boolean({ error: `${field} must be true or false` })

const textList = (field: string) => z.array(text(`each ${field} entry`), { error: `${field} must be a list of text` })

const isoDate = (field: string) => z.iso.date({ error: `${field} must be a date as YYYY-MM-DD` })

const isoDateOrMonth = (field: string) =>
  z
    .string({ error: `${field} must be a date as YYYY-MM-DD or a month as YYYY-MM` })
    .regex(
      /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/,
      `${field} must be a date as YYYY-MM-DD or a month as YYYY-MM`,
    )

const IMAGE_URL = /^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/

const variantSchema = z.object(
  {
    cylinders: wholeBetween('variant.cylinders', 0, 16).optional(),
    enginesize: atLeastZero('variant.enginesize').optional(),
    enginesize_litres: atLeastZero('variant.enginesize_litres').optional(),
    induction: text('variant.induction').optional(),
    geartype: text('variant.geartype').optional(),
    fuelconsumptioncombined: atLeastZero('variant.fuelconsumptioncombined').optional(),
    fuelcapacity: atLeastZero('variant.fuelcapacity').optional(),
    grossvehiclemass: atLeastZero('variant.grossvehiclemass').optional(),
    vehiclelength: atLeastZero('variant.vehiclelength').optional(),
    vehicleheight: atLeastZero('variant.vehicleheight').optional(),
    vehiclewidth: atLeastZero('variant.vehiclewidth').optional(),
    torque: atLeastZero('variant.torque').optional(),
    ancaprating: wholeBetween('variant.ancaprating', 0, 5).optional(),
    bodyconfiguration: text('variant.bodyconfiguration').optional(),
  },
  { error: 'variant must be an object' },
)

const specificationsSchema = z.object(
  {
    body_width: atLeastZero('specifications.body_width').optional(),
    body_length: atLeastZero('specifications.body_length').optional(),
    tare_weight: atLeastZero('specifications.tare_weight').optional(),
    axle_type: text('specifications.axle_type').optional(),
    sleeps: wholeBetween('specifications.sleeps', 0, 20).optional(),
    aggregate_trailer_mass: atLeastZero('specifications.aggregate_trailer_mass').optional(),
  },
  { error: 'specifications must be an object' },
)

const autograbSchema = z.object(
  {
    state_average_market_price: atLeastZero('autograb_data.state_average_market_price').optional(),
    average_market_price: atLeastZero('autograb_data.average_market_price').optional(),
  },
  { error: 'autograb_data must be an object' },
)

const lenderSchema = z.object(
  {
    interestRate: between('interestRate', 0, 100).optional(),
    comparisonRate: between('comparisonRate', 0, 100).optional(),
    paymentWeek: atLeastZero('paymentWeek').optional(),
    paymentMonth: atLeastZero('paymentMonth').optional(),
    termYears: between('termYears', 0, 30).optional(),
    termMonths: wholeBetween('termMonths', 0, 360).optional(),
    deposit: atLeastZero('deposit').optional(),
    balloon: atLeastZero('balloon').optional(),
    disclaimer: text('disclaimer').optional(),
  },
  { error: 'each finance lender must be an object' },
)

/**
 * The schema, given how to read the current year (for "year at most next year").
 * `carInputSchemaAt(now)` is the pure variant; `carInputSchema` reads the clock when it validates.
 */
const buildCarInputSchema = (currentYear: () => number) =>
  z.object({
    stocknum: requiredText('stocknum'),
    make: requiredText('make'),
    model: requiredText('model'),
    status: z.enum(CAR_STATUSES, { error: `status must be one of ${CAR_STATUSES.join(', ')}` }).default('in_stock'),
    slug: z
      .string({ error: 'slug must be text' })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug must be lower-case letters, digits and single dashes')
      .optional(),
    name: text('name').optional(),
    carsales_title: text('carsales_title').optional(),
    year: z
      .int({ error: 'year must be a whole number' })
      .refine((year) => year >= 1900 && year <= currentYear() + 1, {
        error: () => `year must be between 1900 and ${currentYear() + 1}`,
      })
      .optional(),
    badge: text('badge').optional(),
    series: text('series').optional(),
    variant: variantSchema.optional(),
    car_type: z.enum(CAR_TYPES, { error: `car_type must be one of ${CAR_TYPES.join(', ')}` }).optional(),
    reserved: flag('reserved').optional(),
    preorder: flag('preorder').optional(),
    certified: flag('certified').optional(),
    price: atLeastZero('price').optional(),
    price_type: text('price_type').optional(),
    before_price: atLeastZero('before_price').optional(),
    subscription_price: atLeastZero('subscription_price').optional(),
    km: wholeAtLeastZero('km').optional(),
    trans: text('trans').optional(),
    simple_transmission: text('simple_transmission').optional(),
    simple_body: text('simple_body').optional(),
    simple_fuel: text('simple_fuel').optional(),
    fuel: text('fuel').optional(),
    drive: text('drive').optional(),
    seats: wholeBetween('seats', 1, 99).optional(),
    doors: wholeBetween('doors', 0, 10).optional(),
    colour: text('colour').optional(),
    engine_size: text('engine_size').optional(),
    vin: z
      .string({ error: 'vin must be text' })
      .regex(VIN_PATTERN, 'vin must be 17 characters: digits and capital letters other than I, O and Q')
      .optional(),
    regplate: text('regplate').optional(),
    rego_expiry: isoDate('rego_expiry').optional(),
    build_date: isoDateOrMonth('build_date').optional(),
    compliance_date: isoDateOrMonth('compliance_date').optional(),
    tag: text('tag').optional(),
    item_type: z.enum(ITEM_TYPES, { error: `item_type must be one of ${ITEM_TYPES.join(', ')}` }).optional(),
    dealercomments: text('dealercomments').optional(),
    location_name: text('location_name').optional(),
    images: z
      .array(
        z
          .string({ error: 'each image must be a URL' })
          .regex(IMAGE_URL, 'each image must be an http(s) URL or a path starting with /'),
        { error: 'images must be a list of URLs' },
      )
      .optional(),
    show_on_dealer_website: flag('show_on_dealer_website').optional(),
    standardEquipment: textList('standardEquipment').optional(),
    features: textList('features').optional(),
    payment_processors: textList('payment_processors').optional(),
    sold_date: z.iso
      .datetime({ offset: true, error: 'sold_date must be an ISO date-time such as 2025-03-01T02:30:00Z' })
      .nullable()
      .optional(),
    has_nvic: flag('has_nvic').optional(),
    private_suburb: text('private_suburb').optional(),
    private_postcode: z
      .string({ error: 'private_postcode must be text' })
      .regex(/^\d{4,5}$/, 'private_postcode must be 4 or 5 digits')
      .optional(),
    specifications: specificationsSchema.optional(),
    autograb_data: autograbSchema.optional(),
    finance_lenders: z
      .record(z.string().regex(PROVIDER_KEY), lenderSchema, {
        error: (issue) =>
          issue.code === 'invalid_key'
            ? 'finance_lenders keys must be provider keys such as provider_a'
            : 'finance_lenders must be an object keyed by provider',
      })
      .optional(),
    accessories_count: wholeAtLeastZero('accessories_count').optional(),
  })

/** Validates a CarInput; "next year" is read from the clock at validation time. */
export const carInputSchema = buildCarInputSchema(() => new Date().getUTCFullYear())

const schemasByYear = new Map<number, ReturnType<typeof buildCarInputSchema>>()

/** The same schema with "next year" fixed by `now` (for imports and tests that pass their own clock); built once per year. */
export const carInputSchemaAt = (now: Date): ReturnType<typeof buildCarInputSchema> => {
  const year = now.getUTCFullYear()
  let schema = schemasByYear.get(year)
  if (!schema) {
    schema = buildCarInputSchema(() => year)
    schemasByYear.set(year, schema)
  }
  return schema
}

type Exactly<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
/** Compile-time guard: the schema's output is exactly CarInput, nested objects included. */
export const CAR_INPUT_SCHEMA_MATCHES_TYPE: Exactly<z.output<typeof carInputSchema>, CarInput> = true

/** Comparison key for stock numbers: trimmed, upper-case. */
export const stockKey = (stocknum: string): string => stocknum.trim().toUpperCase()

/** Comparison key for VINs: no spaces, upper-case; empty when there is none. */
export const vinKey = (vin: string | null | undefined): string => (vin ?? '').replace(/\s+/g, '').toUpperCase()
