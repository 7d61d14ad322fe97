import { onlineEstimateUnlikely } from '@/domain/tradeInEligibility'
import type { ValuationProvider } from './provider'

/**
 * Typical new prices (AUD, drive-away, rounded) the local estimate starts from: by make and model where the demo
 * stock and the rego demo plates have them, by make otherwise, and a middle figure for anything unknown. This is
 * a working default for the demo and for dealers without a valuation vendor, not market data.
 */
const NEW_PRICE_BY_MODEL: Record<string, number> = {
  'toyota corolla': 32_000,
  'toyota camry': 40_000,
  'toyota rav4': 45_000,
  'toyota hilux': 55_000,
  'toyota landcruiser': 95_000,
  'toyota yaris': 27_000,
  'mazda cx-5': 44_000,
  'mazda 3': 33_000,
  'hyundai i30': 30_000,
  'hyundai tucson': 42_000,
  'ford ranger': 60_000,
  'ford falcon': 45_000,
  'ford everest': 65_000,
  'kia cerato': 29_000,
  'kia sportage': 40_000,
  'mitsubishi triton': 48_000,
  'nissan navara': 52_000,
  'volkswagen golf': 38_000,
}

const NEW_PRICE_BY_MAKE: Record<string, number> = {
  toyota: 42_000,
  mazda: 38_000,
  hyundai: 35_000,
  kia: 34_000,
  ford: 50_000,
  mitsubishi: 38_000,
  nissan: 42_000,
  volkswagen: 42_000,
  subaru: 40_000,
  honda: 38_000,
  suzuki: 26_000,
  mg: 28_000,
  isuzu: 55_000,
  bmw: 75_000,
  'mercedes-benz': 80_000,
  audi: 72_000,
  lexus: 78_000,
}

const UNKNOWN_NEW_PRICE = 40_000

const CONDITION: Record<string, number> = { Excellent: 1.05, Good: 1, Fair: 0.9, Poor: 0.75 }

const key = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ')

/** The starting price for a make and model: the model's figure, the make's, or the middle figure. */
export function newPriceGuide(make: string, model: string): number {
  const m = key(make)
  const byModel = NEW_PRICE_BY_MODEL[`${m} ${key(model)}`] ?? NEW_PRICE_BY_MODEL[`${m} ${key(model).split(' ')[0]}`]
  return byModel ?? NEW_PRICE_BY_MAKE[m] ?? UNKNOWN_NEW_PRICE
}

/**
 * The local default: a deterministic estimate from make, model, age, kilometres and the condition answers, so the
 * whole flow works offline. It says it is an estimate (`estimate: true`); a vendor plugs in with VALUATION_URL.
 */
export const localValuation: ValuationProvider = {
  name: 'local',
  async value(request, now) {
    if (onlineEstimateUnlikely({ year: request.year, km: request.kms }, now))
      return { offer_price: null, reason: 'no-online-estimate' }
    const age = Math.max(0, now.getFullYear() - request.year)
    // A trade-in starts below retail (about 80%), then loses about 14% a year and up to a quarter for kilometres.
    let value = newPriceGuide(request.make, request.model) * 0.8 * 0.86 ** age
    value *= 1 - Math.min(request.kms, 100_000) / 400_000
    const a = request.adjustmentAnswers
    value *= CONDITION[a.condition ?? 'Good'] ?? 1
    if (a.accident === 'Yes') value *= 0.85
    if (a.service_history === 'No') value *= 0.93
    if (a.keys === 'No') value *= 0.99
    return { offer_price: Math.max(500, Math.round(value / 100) * 100), estimate: true, provider: 'local' }
  },
}
