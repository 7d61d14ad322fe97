import { formatNumber } from './numberFormat'
import type { Car } from './types'

export const DEFAULT_NO_PRICE_TEXT = 'Enquire for price.'
export const PREORDER_TEXT = 'PREORDER'
/** Spec §9: a price above 10 counts as a real price. */
export const REAL_PRICE_THRESHOLD = 10

export type PriceDisplay =
  | { kind: 'subscription'; amount: number; text: string }
  | { kind: 'reduced'; amount: number; listedPrice: number; text: string }
  | { kind: 'price'; amount: number; text: string }
  | { kind: 'preorder'; text: string }
  | { kind: 'no-price'; text: string }

export interface PriceDisplayOptions {
  /** The site offers subscriptions. */
  subscriptionsEnabled?: boolean
  /** A reduced price (for example after a trade-in offer); shown when it differs from the listed price. */
  reducedPrice?: number | null
  /** The site's no-price text. */
  noPriceText?: string | null
}

/** Whole dollars with a $ sign and thousand separators: 25990 → '$25,990'. */
export function formatPrice(amount: number): string {
  const rounded = Math.round(amount)
  const sign = rounded < 0 ? '-' : ''
  return `${sign}$${formatNumber(Math.abs(rounded))}`
}

/** Whether a price counts as a real price (above 10). */
export function hasRealPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && price > REAL_PRICE_THRESHOLD
}

/**
 * Spec §4 Price display order: subscription price (site offers subscriptions, above 0), reduced price
 * (different from the listed price), listed price (above 10), PREORDER (preorder cars), the site's
 * no-price text (default 'Enquire for price.').
 */
export function priceDisplay(
  car: Pick<Car, 'price' | 'subscription_price' | 'preorder'>,
  options: PriceDisplayOptions = {},
): PriceDisplay {
  const { subscriptionsEnabled = false, reducedPrice, noPriceText } = options
  const subscription = car.subscription_price
  if (subscriptionsEnabled && typeof subscription === 'number' && subscription > 0) {
    return { kind: 'subscription', amount: subscription, text: formatPrice(subscription) }
  }
  const price = car.price
  if (typeof reducedPrice === 'number' && typeof price === 'number' && reducedPrice !== price) {
    return { kind: 'reduced', amount: reducedPrice, listedPrice: price, text: formatPrice(reducedPrice) }
  }
  if (hasRealPrice(price)) return { kind: 'price', amount: price, text: formatPrice(price) }
  if (car.preorder === true) return { kind: 'preorder', text: PREORDER_TEXT }
  return { kind: 'no-price', text: noPriceText || DEFAULT_NO_PRICE_TEXT }
}
