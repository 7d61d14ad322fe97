import { hasRealPrice } from './priceDisplay'
import type { Car } from './types'

/** Spec §9: below-market badge threshold 500 dollars. */
export const BELOW_MARKET_THRESHOLD = 500

/**
 * Spec §5 Below-market badge: shown only when the price is at least 500 below the market average and under
 * the state average. A car without a real price (above 10) or without market data never shows it.
 */
export function showsBelowMarketBadge(
  car: Pick<Car, 'price' | 'autograb_data'>,
  threshold: number = BELOW_MARKET_THRESHOLD,
): boolean {
  const price = car.price
  const average = car.autograb_data?.average_market_price
  const stateAverage = car.autograb_data?.state_average_market_price
  if (!hasRealPrice(price) || typeof average !== 'number' || typeof stateAverage !== 'number') return false
  return average - price >= threshold && price < stateAverage
}
