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

/** How the site takes the deposit: by card online (the site's payment adapter is Stripe) or at the dealership. */
export type DepositPayment = 'card' | 'dealership'

export const TERMS_PATH = '/terms-and-conditions'

export interface CheckoutExplainer {
  /** '$200 fully refundable deposit, and we hold the car for 48 hours.' */
  deposit: string
  /** How the deposit is paid with the site's payment adapter. */
  payment: string
  /** What happens after the shopper sends the form, in order. */
  next: string[]
  termsPath: string
}

/**
 * Issue 19.6: "The checkout says before the shopper submits how the deposit is paid, what happens next, and the
 * terms." Spec §9: "Reserve deposit default text $200, fully refundable, hold 48 hours".
 */
export function checkoutExplainer(deposit: ReservationDeposit, payment: DepositPayment): CheckoutExplainer {
  const amount = formatPrice(deposit.amount)
  return {
    deposit: `${deposit.label}, and we hold the car for ${deposit.holdHours} hours.`,
    payment:
      payment === 'card'
        ? `You pay the ${amount} deposit by card on this page, straight after you send your details. It is fully refundable.`
        : `Nothing is charged online: you pay the ${amount} deposit at the dealership. It is fully refundable.`,
    next: [
      `We hold the car for you for ${deposit.holdHours} hours from the moment you reserve it.`,
      'The dealership contacts you to confirm the reservation and arrange an inspection or test drive.',
      'If you decide not to go ahead, the deposit is refunded in full.',
    ],
    termsPath: TERMS_PATH,
  }
}
