import { TZDate } from '@date-fns/tz'
import { isAvailableForSale } from './availability'
import type { Car, FinanceLender } from './types'
import { DEFAULT_TIME_ZONE } from './siteTimeZone'

/** Spec §9: finance needs price above 500; the year window is 12 years. */
export const FINANCE_MIN_PRICE = 500
export const FINANCE_YEAR_WINDOW = 12

/**
 * The four provider rules of spec §5 (provider names are not given there):
 * - 'recent-year-and-comparison-rate': year within the last 12 years, price above 500, available, comparison rate
 * - 'weekly-payment': price above 500, available, a weekly payment
 * - 'available-only': an available car
 * - 'monthly-payment': price above 500, available, a monthly payment
 */
export type FinanceEligibilityRule =
  'recent-year-and-comparison-rate' | 'weekly-payment' | 'available-only' | 'monthly-payment'

/** Providers by key: one with the year rule, three weekly, two availability only, one monthly. */
export const FINANCE_PROVIDERS = {
  provider_a: 'recent-year-and-comparison-rate',
  provider_b: 'weekly-payment',
  provider_c: 'weekly-payment',
  provider_d: 'weekly-payment',
  provider_e: 'available-only',
  provider_f: 'available-only',
  provider_g: 'monthly-payment',
} as const satisfies Record<string, FinanceEligibilityRule>

export type FinanceProviderKey = keyof typeof FINANCE_PROVIDERS

export function isFinanceProviderKey(value: string): value is FinanceProviderKey {
  return Object.hasOwn(FINANCE_PROVIDERS, value)
}

/** Where finance is switched off (spec §5): per make (site.finance.disabledMakes), site mode or dealership group. */
export interface FinanceSwitches {
  /** Makes finance is disabled for. */
  disabledMakes?: readonly string[]
  /** Finance is off for this site mode (site.finance.enabled false) or dealership group (dealership.financeDisabled). */
  financeDisabled?: boolean
}

/**
 * Spec §5: finance "is disabled for one particular make and for some site modes and dealership groups". A car it is
 * disabled for shows no finance figure and no finance button, on the card and on the car page.
 */
export function financeOffered(car: Pick<Car, 'make'>, switches: FinanceSwitches): boolean {
  if (switches.financeDisabled) return false
  const make = car.make?.trim().toLowerCase()
  return !(make && (switches.disabledMakes ?? []).some((m) => m.trim().toLowerCase() === make))
}

export interface FinanceEligibilityContext extends FinanceSwitches {
  provider: FinanceProviderKey
  now: Date
  /** Time zone for the current year (default Australia/Sydney). */
  timeZone?: string
  minPrice?: number
  yearWindow?: number
}

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0

/** The lender entry for a provider, when it has non-null interest and comparison rates. */
export function usableLender(car: Pick<Car, 'finance_lenders'>, provider: string): FinanceLender | null {
  const lender = car.finance_lenders?.[provider]
  if (!lender) return null
  if (lender.interestRate === null || lender.interestRate === undefined) return null
  if (lender.comparisonRate === null || lender.comparisonRate === undefined) return null
  return lender
}

/**
 * Spec §5 Finance eligibility: always requires lender data with non-null interest and comparison rates, and
 * is disabled for particular makes, site modes and dealership groups; then the provider's rule applies.
 */
export function isFinanceEligible(
  car: Pick<Car, 'finance_lenders' | 'make' | 'year' | 'price' | 'status' | 'sold'>,
  context: FinanceEligibilityContext,
): boolean {
  const { provider, now, timeZone = DEFAULT_TIME_ZONE } = context
  const minPrice = context.minPrice ?? FINANCE_MIN_PRICE
  const yearWindow = context.yearWindow ?? FINANCE_YEAR_WINDOW
  if (!financeOffered(car, context)) return false
  const lender = usableLender(car, provider)
  if (!lender) return false
  if (!isAvailableForSale(car)) return false

  const priceOk = typeof car.price === 'number' && car.price > minPrice
  switch (FINANCE_PROVIDERS[provider]) {
    case 'recent-year-and-comparison-rate': {
      const currentYear = new TZDate(now.getTime(), timeZone).getFullYear()
      const yearOk = typeof car.year === 'number' && car.year >= currentYear - yearWindow
      return yearOk && priceOk && positive(lender.comparisonRate)
    }
    case 'weekly-payment':
      return priceOk && positive(lender.paymentWeek)
    case 'available-only':
      return true
    case 'monthly-payment':
      return priceOk && positive(lender.paymentMonth)
  }
}
