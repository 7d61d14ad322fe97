import { z } from 'zod'
import type { ValuationProvider } from './provider'

const answerSchema = z.object({
  offer_price: z.number().positive().nullable(),
  /** A vendor's own figure is an offer unless it says it is an estimate. */
  estimate: z.boolean().optional(),
})

/**
 * A valuation vendor over HTTP: POST {VALUATION_URL} with a bearer key and
 * { year, make, model, kms, adjustments }, answering { offer_price: number | null, estimate?: boolean }.
 * The URL comes from the operator's environment, never from a shopper or a site admin.
 */
export function httpValuation(
  url: string,
  apiKey: string | undefined,
  fetchImpl: typeof fetch = fetch,
): ValuationProvider {
  return {
    name: 'http',
    async value(request) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({
          year: request.year,
          make: request.make,
          model: request.model,
          kms: request.kms,
          adjustments: request.adjustmentAnswers,
        }),
        signal: AbortSignal.timeout(8_000),
      })
      if (!response.ok) throw new Error(`Valuation service answered HTTP ${response.status}`)
      const answer = answerSchema.parse(await response.json())
      return answer.offer_price === null
        ? { offer_price: null, reason: 'no-online-estimate' }
        : { offer_price: answer.offer_price, estimate: answer.estimate ?? false, provider: 'http' }
    },
  }
}
