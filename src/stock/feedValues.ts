import type { CarStatus, CarType, ItemType } from './feedCar'
import type { ValueKind } from './feedColumns'

/** A cell turned into a value, or the reason it could not be; `value: undefined` means "not given". */
export type Converted = { ok: true; value: unknown } | { ok: false; reason: string }

const ok = (value: unknown): Converted => ({ ok: true, value })
const fail = (reason: string): Converted => ({ ok: false, reason })

const quote = (raw: unknown): string => {
  const text = typeof raw === 'string' ? raw : JSON.stringify(raw)
  return `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`
}

/** Empty cells, nulls and blank strings are "not given". */
export const isBlank = (raw: unknown): boolean =>
  raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')

const CURRENCY = /^(?:AUD|NZD|USD|A\$|AU\$|NZ\$|US\$|\$)|(?:AUD|NZD|USD)$/gi
const NUMBER_WITH_UNIT = /^(-?(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d+)?)([a-z%]+(?:\/[a-z0-9]+)?)?$/i

/** '$23,990', '23 990', '23990.00', '45,000 km', '2.8L' → number; anything else → undefined. */
export const numberFromText = (text: string): number | undefined => {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(CURRENCY, '')
  const match = NUMBER_WITH_UNIT.exec(compact)
  if (!match || !/\d/.test(match[1] ?? '')) return undefined
  const value = Number((match[1] ?? '').replace(/,/g, ''))
  return Number.isFinite(value) ? value : undefined
}

const NO_PRICE = /^(poa|p\.o\.a\.?|enquire|enquire for price|call|call for price|tba|tbc|price on application)$/i

const toNumber = (raw: unknown, kind: 'number' | 'integer' | 'money'): Converted => {
  if (typeof raw === 'number') return Number.isFinite(raw) ? ok(raw) : fail(`${quote(String(raw))} is not a number`)
  if (typeof raw !== 'string') return fail(`${quote(raw)} is not a number`)
  if (kind === 'money' && NO_PRICE.test(raw.trim())) return ok(0)
  const value = numberFromText(raw)
  return value === undefined ? fail(`${quote(raw.trim())} is not a number`) : ok(value)
}

const TRUE = /^(y|yes|true|1)$/i
const FALSE = /^(n|no|false|0)$/i

const toBoolean = (raw: unknown): Converted => {
  if (typeof raw === 'boolean') return ok(raw)
  const text = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : ''
  if (TRUE.test(text)) return ok(true)
  if (FALSE.test(text)) return ok(false)
  return fail(`${quote(raw)} is not yes or no (use Y/N, Yes/No, true/false or 1/0)`)
}

const toText = (raw: unknown): Converted => {
  if (typeof raw === 'string') return ok(raw.trim())
  if (typeof raw === 'number' && Number.isFinite(raw)) return ok(String(raw))
  return fail(`${quote(raw)} is not text`)
}

const listFromText = (text: string): string[] => {
  const separator = ['|', ';', '\n'].find((candidate) => text.includes(candidate)) ?? ','
  return text.split(separator)
}

const toList = (raw: unknown): Converted => {
  const items = typeof raw === 'string' ? listFromText(raw) : Array.isArray(raw) ? raw : undefined
  if (!items) return fail(`${quote(raw)} is not a list`)
  const out: string[] = []
  for (const item of items) {
    if (typeof item !== 'string' && typeof item !== 'number') return fail(`list entry ${quote(item)} is not text`)
    const text = String(item).trim()
    if (text !== '') out.push(text)
  }
  return ok(out)
}

/** URLs split on pipes, semicolons and white space, and on commas only where a new URL starts (Cloudinary URLs hold commas). */
const urlsFromText = (text: string): string[] =>
  text.split(/[|;\s]+/).flatMap((piece) => piece.split(/,(?=https?:\/\/|\/)/))

const urlOf = (item: unknown): string | undefined => {
  if (typeof item === 'string') return item
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>
    for (const key of ['url', 'src', 'href']) if (typeof record[key] === 'string') return record[key]
    if (record.image && typeof record.image === 'object') return urlOf(record.image)
  }
  return undefined
}

const toImages = (raw: unknown): Converted => {
  const items = typeof raw === 'string' ? urlsFromText(raw) : Array.isArray(raw) ? raw : undefined
  if (!items) return fail(`${quote(raw)} is not a list of image URLs`)
  const out: string[] = []
  for (const item of items) {
    const url = urlOf(item)
    if (url === undefined) return fail(`image ${quote(item)} has no URL`)
    if (url.trim() !== '') out.push(url.trim())
  }
  return ok(out)
}

const pad = (n: number): string => String(n).padStart(2, '0')

const isRealDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** 'YYYY-MM-DD…', 'YYYY/MM/DD' or day-first 'DD/MM/YYYY' (also with '-' or '.') → [year, month, day]. */
const dayParts = (text: string): [number, number, number] | undefined => {
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:$|[T\s])/.exec(text)
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:$|\s)/.exec(text)
  const parts: [number, number, number] | undefined = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : dayFirst
      ? [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])]
      : undefined
  return parts && isRealDate(...parts) ? parts : undefined
}

const toDate = (raw: unknown): Converted => {
  const parts = typeof raw === 'string' ? dayParts(raw.trim()) : undefined
  return parts
    ? ok(`${parts[0]}-${pad(parts[1])}-${pad(parts[2])}`)
    : fail(`${quote(raw)} is not a date (use YYYY-MM-DD or DD/MM/YYYY)`)
}

const toMonth = (raw: unknown): Converted => {
  if (typeof raw !== 'string') return fail(`${quote(raw)} is not a month (use YYYY-MM or MM/YYYY)`)
  const text = raw.trim()
  const day = dayParts(text)
  if (day) return ok(`${day[0]}-${pad(day[1])}-${pad(day[2])}`)
  const yearFirst = /^(\d{4})[-/](\d{1,2})$/.exec(text)
  const monthFirst = /^(\d{1,2})[-/.](\d{4})$/.exec(text)
  const [year, month] = yearFirst
    ? [Number(yearFirst[1]), Number(yearFirst[2])]
    : monthFirst
      ? [Number(monthFirst[2]), Number(monthFirst[1])]
      : [0, 0]
  return month >= 1 && month <= 12
    ? ok(`${year}-${pad(month)}`)
    : fail(`${quote(text)} is not a month (use YYYY-MM or MM/YYYY)`)
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i
const DAY_FIRST_DATE_TIME = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/

const DATE_TIME_HINT = 'use ISO 8601, e.g. 2025-03-01T02:30:00Z'

/**
 * ISO date-times keep their offset; times without one, and day-first 'DD/MM/YYYY HH:mm', are read as UTC.
 * Numbers are epoch milliseconds (or seconds when below 10^11).
 */
const toDateTime = (raw: unknown): Converted => {
  if (typeof raw === 'number' && Number.isFinite(raw) && raw > 0)
    return ok(new Date(raw < 1e11 ? raw * 1000 : raw).toISOString())
  if (typeof raw !== 'string') return fail(`${quote(raw)} is not a date and time (${DATE_TIME_HINT})`)
  const text = raw.trim()
  if (/^\d{10,13}$/.test(text)) return toDateTime(Number(text))
  const iso = ISO_DATE_TIME.exec(text)
  const dayFirst = iso ? null : DAY_FIRST_DATE_TIME.exec(text)
  if (!iso && !dayFirst) return fail(`${quote(text)} is not a date and time (${DATE_TIME_HINT})`)
  const [year, month, day, hours, minutes, seconds] = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]].map((part) => Number(part ?? 0))
    : [dayFirst?.[3], dayFirst?.[2], dayFirst?.[1], dayFirst?.[4], dayFirst?.[5], dayFirst?.[6]].map((part) =>
        Number(part ?? 0),
      )
  const millis = Number((iso?.[7] ?? '').slice(0, 3).padEnd(3, '0'))
  const offset = (iso?.[8] ?? 'Z').toUpperCase()
  const offsetMinutes =
    offset === 'Z'
      ? 0
      : (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(-2)))
  if (!isRealDate(year, month, day) || hours > 23 || minutes > 59 || seconds > 59) {
    return fail(`${quote(text)} is not a real date and time`)
  }
  return ok(
    new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds, millis) - offsetMinutes * 60_000).toISOString(),
  )
}

const lookup =
  <T>(table: Record<string, T>, describe: string) =>
  (raw: unknown): Converted => {
    const key =
      typeof raw === 'string'
        ? raw
            .trim()
            .toLowerCase()
            .replace(/[\s_-]+/g, ' ')
        : ''
    return key in table ? ok(table[key]) : fail(`${quote(raw)} is not ${describe}`)
  }

export type ConditionValue = { car_type: CarType; certified?: true }

const CONDITIONS: Record<string, ConditionValue> = {
  n: { car_type: 'new' },
  new: { car_type: 'new' },
  'brand new': { car_type: 'new' },
  u: { car_type: 'used' },
  used: { car_type: 'used' },
  'pre owned': { car_type: 'used' },
  preowned: { car_type: 'used' },
  'second hand': { car_type: 'used' },
  secondhand: { car_type: 'used' },
  'certified pre owned': { car_type: 'used', certified: true },
  cpo: { car_type: 'used', certified: true },
  d: { car_type: 'demo' },
  demo: { car_type: 'demo' },
  demonstrator: { car_type: 'demo' },
  'ex demo': { car_type: 'demo' },
  exdemo: { car_type: 'demo' },
}

export type StatusValue = { status: CarStatus; reserved?: true }

const STATUSES: Record<string, StatusValue> = {
  available: { status: 'in_stock' },
  'in stock': { status: 'in_stock' },
  instock: { status: 'in_stock' },
  'for sale': { status: 'in_stock' },
  active: { status: 'in_stock' },
  'coming soon': { status: 'coming_soon' },
  arriving: { status: 'coming_soon' },
  'arriving soon': { status: 'coming_soon' },
  'in transit': { status: 'coming_soon' },
  'on order': { status: 'coming_soon' },
  incoming: { status: 'coming_soon' },
  sold: { status: 'sold' },
  reserved: { status: 'in_stock', reserved: true },
  'deposit taken': { status: 'in_stock', reserved: true },
  'under offer': { status: 'in_stock', reserved: true },
  'on hold': { status: 'in_stock', reserved: true },
}

const ITEM_TYPE_NAMES: Record<string, ItemType> = {
  car: 'car',
  vehicle: 'car',
  'motor vehicle': 'car',
  passenger: 'car',
  caravan: 'caravan',
  camper: 'caravan',
  'camper trailer': 'caravan',
  'pop top': 'caravan',
  hybrid: 'caravan',
  trailer: 'trailer',
  'box trailer': 'trailer',
  'boat trailer': 'trailer',
  'car trailer': 'trailer',
  'horse float': 'trailer',
  motorcycle: 'motorcycle',
  motorbike: 'motorcycle',
  bike: 'motorcycle',
  scooter: 'motorcycle',
}

const toObject = (raw: unknown): Converted => {
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) return ok(raw)
  if (typeof raw === 'string' && raw.trim().startsWith('{')) {
    try {
      return toObject(JSON.parse(raw) as unknown)
    } catch {
      return fail(`${quote(raw)} is not valid JSON`)
    }
  }
  return fail(`${quote(raw)} is not an object`)
}

const CONVERTERS: Record<ValueKind, (raw: unknown) => Converted> = {
  text: toText,
  vin: (raw) =>
    typeof raw === 'string' ? ok(raw.replace(/\s+/g, '').toUpperCase()) : fail(`${quote(raw)} is not text`),
  integer: (raw) => toNumber(raw, 'integer'),
  number: (raw) => toNumber(raw, 'number'),
  money: (raw) => toNumber(raw, 'money'),
  boolean: toBoolean,
  list: toList,
  images: toImages,
  date: toDate,
  month: toMonth,
  datetime: toDateTime,
  carType: lookup(CONDITIONS, 'a condition (N/U/D, New, Used or Demo)'),
  status: lookup(STATUSES, 'a status (Available, In Stock, Coming Soon, Arriving or Sold)'),
  itemType: lookup(ITEM_TYPE_NAMES, 'an item type (car, caravan, trailer or motorcycle)'),
  object: toObject,
}

/** Turns one non-blank cell into a value of the given kind. */
export const convertCell = (raw: unknown, kind: ValueKind): Converted => CONVERTERS[kind](raw)

/** 'Automatic' or 'Manual' from a transmission description. */
export const simpleTransmissionOf = (trans: string): string | undefined => {
  if (/manual/i.test(trans)) return 'Manual'
  if (/auto|cvt|dct|dsg|tiptronic|sequential|single.?speed|reduction/i.test(trans)) return 'Automatic'
  return undefined
}

/** Filter-friendly fuel from a fuel description. */
export const simpleFuelOf = (fuel: string): string | undefined => {
  if (/plug.?in|phev/i.test(fuel)) return 'Plug-in Hybrid'
  if (/hybrid/i.test(fuel)) return 'Hybrid'
  if (/electric|\bb?ev\b/i.test(fuel)) return 'Electric'
  if (/diesel/i.test(fuel)) return 'Diesel'
  if (/lpg|autogas/i.test(fuel)) return 'LPG'
  if (/hydrogen/i.test(fuel)) return 'Hydrogen'
  if (/petrol|unleaded|\bp?ulp\b|gasoline|\bgas\b|premium|\be10\b/i.test(fuel)) return 'Petrol'
  return undefined
}

/** Litres and cc from engine size text: '2.8L', '2755cc', '2755' (cc) or '2.8' (litres). */
export const engineSizeOf = (text: string): { litres?: number; cc?: number } => {
  const cc = /^(\d{3,5})\s*(cc)?$/i.exec(text.trim()) ?? /(\d{3,5})\s*cc\b/i.exec(text)
  if (cc) return { cc: Number(cc[1]), litres: Math.round(Number(cc[1]) / 100) / 10 }
  const litres =
    /^(\d{1,2}(?:\.\d)?)\s*(l|litres?|liters?)?$/i.exec(text.trim()) ??
    /(\d{1,2}\.\d)\s*(l|litres?|liters?)\b/i.exec(text)
  return litres ? { litres: Number(litres[1]) } : {}
}
