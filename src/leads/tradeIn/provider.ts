import type { AdjustmentAnswers } from './adjustments'

/** The trade-in valuation adapter's types, apart from the chooser (valuation.ts) that imports both providers. */

export interface ValuationRequest {
  year: number
  make: string
  model: string
  kms: number
  adjustmentAnswers: AdjustmentAnswers
}

/**
 * An online offer, or none. `estimate` says the figure is the local formula's, not a valuer's: the form says so.
 * No offer when the car is outside what is valued online (spec: over 7 years old or over 100,000 km) or when the
 * valuation service could not answer: the lead is stored either way and a specialist calls back.
 */
export type Valuation =
  | { offer_price: number; estimate: boolean; provider: string }
  | { offer_price: null; reason: 'no-online-estimate' | 'unavailable' }

/** The trade-in valuation adapter (like payments and SMS): the local default, or a vendor service over HTTP. */
export interface ValuationProvider {
  readonly name: string
  value(request: ValuationRequest, now: Date): Promise<Valuation>
}

/** @deprecated the old name; use ValuationProvider. */
export type ValuationService = ValuationProvider
