import { formatPrice } from './priceDisplay'

/** Spec §9: reserve deposit default $200, fully refundable, hold 48 hours. */
export const DEFAULT_DEPOSIT_AMOUNT = 200
export const RESERVATION_HOLD_HOURS = 48
/** Used-car money-back guarantee 48 hours. */
export const MONEY_BACK_GUARANTEE_HOURS = 48

export interface ReservationDepositInput {
  /** The dealer's payment processors (the car's or dealership's payment_processors). */
  payment_processors?: readonly unknown[] | null
  /** The dealer's own deposit amount. */
  dealerDepositAmount?: number | null
}

export interface ReservationDeposit {
  amount: number
  refundable: true
  holdHours: number
  /** '$200 fully refundable deposit' */
  label: string
  /** 'We hold the car for 48 hours.' */
  holdText: string
}

/**
 * Spec: default deposit $200, fully refundable; the car is held for 48 hours; the label uses the dealer's own
 * amount when payment processors are set.
 */
export function reservationDeposit(input: ReservationDepositInput = {}): ReservationDeposit {
  const hasProcessors = (input.payment_processors?.length ?? 0) > 0
  const own = input.dealerDepositAmount
  const amount = hasProcessors && typeof own === 'number' && own > 0 ? own : DEFAULT_DEPOSIT_AMOUNT
  return {
    amount,
    refundable: true,
    holdHours: RESERVATION_HOLD_HOURS,
    label: `${formatPrice(amount)} fully refundable deposit`,
    holdText: `We hold the car for ${RESERVATION_HOLD_HOURS} hours.`,
  }
}

/** /cars/{slug}/checkout, or /cars/{slug}/buy-online on sites that use it. */
export function checkoutPath(slug: string, buyOnline: boolean = false): string {
  return `/cars/${encodeURIComponent(slug)}/${buyOnline ? 'buy-online' : 'checkout'}`
}
