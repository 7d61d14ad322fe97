import { TZDate } from '@date-fns/tz'
import type { Car } from './types'
import { DEFAULT_TIME_ZONE } from './siteTimeZone'

/** Spec §9: trade-in needs price above 200. */
export const TRADE_IN_MIN_PRICE = 200
/** Trade-in page copy: cars over 7 years old or over 100,000 km generally get no online estimate. */
export const ONLINE_ESTIMATE_MAX_AGE_YEARS = 7
export const ONLINE_ESTIMATE_MAX_KM = 100_000

/**
 * Spec §5 Trade-in button: dealership has the valuation service, status in_stock, not sold, not reserved,
 * price above 200.
 */
export function showsTradeInButton(
  car: Pick<Car, 'status' | 'sold' | 'reserved' | 'price'>,
  dealershipHasValuationService: boolean,
): boolean {
  return (
    dealershipHasValuationService &&
    car.status === 'in_stock' &&
    car.sold !== true &&
    car.reserved !== true &&
    typeof car.price === 'number' &&
    car.price > TRADE_IN_MIN_PRICE
  )
}

/** Cars over 7 years old or over 100,000 km generally get no online estimate. */
export function onlineEstimateUnlikely(
  vehicle: { year?: number | null; km?: number | null },
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  const currentYear = new TZDate(now.getTime(), timeZone).getFullYear()
  const tooOld = typeof vehicle.year === 'number' && currentYear - vehicle.year > ONLINE_ESTIMATE_MAX_AGE_YEARS
  const tooFar = typeof vehicle.km === 'number' && vehicle.km > ONLINE_ESTIMATE_MAX_KM
  return tooOld || tooFar
}
