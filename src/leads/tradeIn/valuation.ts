import { httpValuation } from './httpValuation'
import { localValuation } from './localValuation'
import { environment, type Environment } from '@/config/env'
import type { ValuationProvider } from './provider'

// The adapter's types live in provider.ts: the two providers import them without importing this chooser.
export type { Valuation, ValuationProvider, ValuationRequest, ValuationService } from './provider'

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
