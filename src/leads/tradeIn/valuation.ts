import { onlineEstimateUnlikely } from '@/domain/tradeInEligibility'
import type { AdjustmentAnswers } from './adjustments'

export interface ValuationRequest {
  year: number
  make: string
  model: string
  kms: number
  adjustmentAnswers: AdjustmentAnswers
}

/** An online offer, or none (spec: cars over 7 years old or over 100,000 km generally get no online estimate). */
export type Valuation = { offer_price: number } | { offer_price: null; reason: 'no-online-estimate' }

export interface ValuationService {
  readonly name: string
  value(request: ValuationRequest, now: Date): Promise<Valuation>
}

const CONDITION: Record<string, number> = { Excellent: 1.05, Good: 1, Fair: 0.9, Poor: 0.75 }

/**
 * The local default: a deterministic estimate from age, kilometres and the adjustment answers, so the whole
 * flow works offline. A real valuation service plugs in behind the same interface.
 */
export const localValuation: ValuationService = {
  name: 'local',
  async value(request, now) {
    if (onlineEstimateUnlikely({ year: request.year, km: request.kms }, now))
      return { offer_price: null, reason: 'no-online-estimate' }
    const age = Math.max(0, now.getFullYear() - request.year)
    let value = 42_000 * 0.86 ** age
    value *= 1 - Math.min(request.kms, 100_000) / 400_000
    const a = request.adjustmentAnswers
    value *= CONDITION[a.condition ?? 'Good'] ?? 1
    if (a.accident === 'Yes') value *= 0.85
    if (a.service_history === 'No') value *= 0.93
    if (a.keys === 'No') value *= 0.99
    return { offer_price: Math.max(500, Math.round(value / 100) * 100) }
  },
}

export function valuationFromEnv(): ValuationService {
  return localValuation
}
