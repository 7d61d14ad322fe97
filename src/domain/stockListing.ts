import { DAY_SECONDS } from './timestamps'
import type { Car } from './types'

/** Spec §4/§9: sold cars stay listed 3 days by default (include_sold_cars_days). */
export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3
/** listed_until of a car that is in stock or coming soon: 9999-12-31T23:59:59Z in epoch seconds. */
export const LISTED_FOREVER = 253_402_300_799

type ListingFields = Pick<Car, 'status' | 'sold' | 'sold_date_timestamp' | 'show_on_dealer_website'>

const days = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_INCLUDE_SOLD_CARS_DAYS

/**
 * The listing rule as one number to index (epoch seconds), so the search filter is `listed_until > now`:
 * far future while the car is in_stock or coming_soon; sold_date_timestamp + N days once sold (N =
 * include_sold_cars_days, default 3); 0 (never listed) when show_on_dealer_website is not true or a sold car has
 * no sold time.
 */
export function listedUntil(car: ListingFields, includeSoldCarsDays?: number | null): number {
  if (car.show_on_dealer_website !== true) return 0
  if (car.sold !== true && (car.status === 'in_stock' || car.status === 'coming_soon')) return LISTED_FOREVER
  const soldAt = car.sold_date_timestamp
  if (typeof soldAt !== 'number' || !Number.isFinite(soldAt)) return 0
  return soldAt + days(includeSoldCarsDays) * DAY_SECONDS
}

/**
 * Spec §4 Stock listing rule: listed when status is in_stock or coming_soon, or when it sold recently
 * (sold_date_timestamp later than now minus N days), and show_on_dealer_website is true.
 */
export function isListed(car: ListingFields, now: Date, includeSoldCarsDays?: number | null): boolean {
  return listedUntil(car, includeSoldCarsDays) > Math.floor(now.getTime() / 1000)
}

/** The search filter for the listing rule at `now`: `listed_until > {epochSeconds}`. */
export function listingFilter(now: Date): string {
  return `listed_until > ${Math.floor(now.getTime() / 1000)} AND show_on_dealer_website:true`
}
