import type { AdjustmentAnswers } from './adjustments'
import { httpValuation } from './httpValuation'
import { localValuation } from './localValuation'
import { environment, type Environment } from '@/config/env'

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

/**
 * The provider the environment names: `VALUATION_URL` (+ `VALUATION_API_KEY`) for a vendor service, else the local
 * estimate. Either way a provider failure becomes "no online offer", never a lost lead.
 */
export function valuationFromEnv(env: Environment = environment()): ValuationProvider {
  const provider = env.VALUATION_URL ? httpValuation(env.VALUATION_URL, env.VALUATION_API_KEY) : localValuation
  return neverFails(provider)
}

function neverFails(provider: ValuationProvider): ValuationProvider {
  return {
    name: provider.name,
    async value(request, now) {
      try {
        return await provider.value(request, now)
      } catch (error) {
        console.error(
          JSON.stringify({
            level: 'error',
            msg: 'trade-in valuation failed; the lead is stored without an online offer',
            provider: provider.name,
            error: error instanceof Error ? error.message : String(error),
          }),
        )
        return { offer_price: null, reason: 'unavailable' }
      }
    },
  }
}
