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
