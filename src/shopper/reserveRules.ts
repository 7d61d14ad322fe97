import { DEFAULT_DEPOSIT_AMOUNT } from '@/domain/reservation'

/** The site's reservation settings (Sites → Car page). */
export interface ReserveSettingsInput {
  depositAmount?: number | null
  reserveHoldsPerPhone?: number | null
  reserveHoldsPerIpPerDay?: number | null
  reserveRequiresSignIn?: boolean | null
}

/** Issue 16 defaults, also the fields' defaults in collections/Sites.ts. */
export const RESERVE_DEFAULTS = { holdsPerPhone: 2, holdsPerIpPerDay: 5, requiresSignIn: true } as const

export interface ReserveRules {
  /** Live holds (awaiting payment or held) one phone number may have on the site at once. */
  holdsPerPhone: number
  /** Holds one client address may place on the site in 24 hours. */
  holdsPerIpPerDay: number
  /** The hold's phone must be verified by a sign-in code: the session's phone is used, never the body's. */
  requiresSignIn: boolean
}

const count = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback

/**
 * Holds are limited per phone and per client address, and a site that takes a deposit has the phone verified by
 * code first unless it turned that off: a hold blocks a car for 48 hours, so anyone could otherwise park every car
 * of a dealer under made-up numbers.
 */
export function reserveRules(carPage: ReserveSettingsInput | null | undefined): ReserveRules {
  const deposit = carPage?.depositAmount ?? DEFAULT_DEPOSIT_AMOUNT
  return {
    holdsPerPhone: count(carPage?.reserveHoldsPerPhone, RESERVE_DEFAULTS.holdsPerPhone),
    holdsPerIpPerDay: count(carPage?.reserveHoldsPerIpPerDay, RESERVE_DEFAULTS.holdsPerIpPerDay),
    requiresSignIn: carPage?.reserveRequiresSignIn !== false && deposit > 0,
  }
}

export const RESERVE_MESSAGES = {
  signIn: 'Please sign in with your mobile number to reserve this car: we text you a code to confirm it is yours.',
  phoneLimit:
    'This mobile number already holds as many cars as a shopper can hold at once. Call the dealer to reserve another.',
  ipLimit: 'Too many reservations from this connection today. Please try again tomorrow or call the dealer.',
} as const
