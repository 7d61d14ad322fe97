import { formatNumber } from './numberFormat'
import type { Locale } from './types'

/**
 * Issue 26.4 "One odometer": a car's odometer (the `km` field) is stored in its site's unit, miles on en-US sites and
 * kilometres elsewhere, because that is the unit the dealer's feed, staff and the seed give it in. Nothing converts it
 * afterwards: the card, car page, compare, PDF, JSON-LD, vehicle feed and lead all read it through this module, which
 * only names the unit. (Geographic distances, computed in kilometres, are converted by formatDistance instead.)
 */
export type OdometerUnit = 'km' | 'mi'

export function odometerUnit(locale: Locale | null | undefined): OdometerUnit {
  return locale === 'en-US' ? 'mi' : 'km'
}

/** The reading as shoppers read it: '17,624 mi' on en-US sites, '17,624 km' elsewhere. */
export function formatOdometer(reading: number, locale: Locale | null | undefined): string {
  return `${formatNumber(Math.round(reading))} ${odometerUnit(locale)}`
}

/** The odometer row's label with its unit: 'Odometer (mi)' or 'Odometer (km)'. */
export function odometerLabel(locale: Locale | null | undefined): string {
  return `Odometer (${odometerUnit(locale)})`
}

/** UN/CEFACT unit code for schema.org's mileageFromOdometer: SMI (statute mile) or KMT (kilometre). */
export function odometerUnitCode(locale: Locale | null | undefined): 'SMI' | 'KMT' {
  return odometerUnit(locale) === 'mi' ? 'SMI' : 'KMT'
}

/** Google's vehicle listings mileage: the whole number and 'miles' or 'km' ('17624 miles'). */
export function feedMileage(reading: number, locale: Locale | null | undefined): string {
  return `${Math.round(reading)} ${odometerUnit(locale) === 'mi' ? 'miles' : 'km'}`
}

const KM_PER_MILE = 1.609344
const KM_WORDS = new Set(['km', 'kms', 'kilometre', 'kilometres', 'kilometer', 'kilometers'])
const MILE_WORDS = new Set(['mi', 'mile', 'miles'])
const CELL_UNIT = /\d\s*([a-z]+)\.?\s*$/i

const unitOfWord = (word: string): OdometerUnit | undefined =>
  KM_WORDS.has(word) ? 'km' : MILE_WORDS.has(word) ? 'mi' : undefined

/**
 * The unit a feed's odometer cell states: by its text ('45,000 km', '30,000 miles'), else by its column's name
 * ('Kilometres', 'Odometer (mi)', 'OdometerKm'). Undefined when neither says ('Odometer', 'Mileage', or our own `km`
 * field): the reading is in the site's unit.
 */
export function statedOdometerUnit(header: string, cell: unknown): OdometerUnit | undefined {
  const inCell = typeof cell === 'string' ? CELL_UNIT.exec(cell.trim())?.[1] : undefined
  const fromCell = inCell ? unitOfWord(inCell.toLowerCase()) : undefined
  if (fromCell) return fromCell
  if (header.trim().toLowerCase() === 'km') return undefined
  const words = header
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
  return words.map(unitOfWord).find((unit) => unit !== undefined)
}

/** A reading in another unit, whole (a US dealer's feed in kilometres, stored in miles). */
export function odometerIn(reading: number, from: OdometerUnit, to: OdometerUnit): number {
  if (from === to) return reading
  return Math.round(from === 'km' ? reading / KM_PER_MILE : reading * KM_PER_MILE)
}
