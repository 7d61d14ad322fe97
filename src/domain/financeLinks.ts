import type { Car } from './types'

export const FINANCE_FORM_ANCHOR = '#finance-form'

/**
 * Spec §2 finance enquiry link: /finance (or /finance-enquiry, /apply-for-finance by site) with query
 * preferredDealership (dealership slug), vehiclePriceBudget, car_id, car_type, anchored at #finance-form.
 */
export function financeEnquiryUrl(
  car: Pick<Car, 'id' | 'dealership_slug' | 'price' | 'car_type'> | null,
  basePath: string = '/finance',
): string {
  const params = new URLSearchParams()
  if (car?.dealership_slug) params.set('preferredDealership', car.dealership_slug)
  if (typeof car?.price === 'number' && car.price > 0) params.set('vehiclePriceBudget', String(car.price))
  if (car?.id !== undefined && car?.id !== null) params.set('car_id', String(car.id))
  if (car?.car_type) params.set('car_type', car.car_type)
  const query = params.toString()
  return `${basePath}${query ? `?${query}` : ''}${FINANCE_FORM_ANCHOR}`
}

export interface FinanceButtonContext {
  /** The car qualifies for finance with the site's provider (see isFinanceEligible). */
  eligible: boolean
  /** The site's personalised finance mode (/personalised/finance for cars with a vehicle-identification code). */
  personalisedFinance?: boolean
  financeEnquiryPath?: string
}

/**
 * Spec §4: the finance button goes to the gated finance quote link when the car qualifies (the personalised
 * finance page, for cars that have a vehicle-identification code when that mode is on), else a finance enquiry link.
 */
export function financeButtonUrl(
  car: Pick<Car, 'id' | 'dealership_slug' | 'price' | 'car_type' | 'has_nvic'>,
  context: FinanceButtonContext,
): string {
  if (context.eligible && context.personalisedFinance && car.has_nvic === true && car.id !== undefined) {
    return `/personalised/finance?car_id=${encodeURIComponent(String(car.id))}`
  }
  return financeEnquiryUrl(car, context.financeEnquiryPath)
}
