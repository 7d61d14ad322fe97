import { createHash } from 'node:crypto'
import { environment, type Environment } from '@/config/env'

export interface RegoVehicle {
  /** Valuation id for the adjustments step (spec §7 'Valuation adjustments: id, adjustmentAnswers'). */
  id: string
  year: number
  make: string
  model: string
  badge: string | null
}

export interface RegoLookup {
  readonly name: string
  lookup(rego: string, regoState: string): Promise<RegoVehicle | null>
}

/** 'abc 123' → 'ABC123'. */
export const normaliseRego = (rego: string) => rego.toUpperCase().replace(/[^A-Z0-9]/g, '')

const valuationId = (rego: string, state: string, source: string) =>
  createHash('sha256').update(`${source}:${state}:${rego}`).digest('hex').slice(0, 24)

/** Plates the local default knows, so the demo works offline; anything else asks the shopper for the car. */
export const DEMO_PLATES: Record<string, Omit<RegoVehicle, 'id'>> = {
  'NSW:TRADE1': { year: 2020, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport' },
  'VIC:ABC123': { year: 2019, make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport' },
  'QLD:DEMO22': { year: 2021, make: 'Hyundai', model: 'i30', badge: 'N Line' },
  'WA:OLD001': { year: 2012, make: 'Ford', model: 'Falcon', badge: 'XR6' },
  // US plates for the en-US demo site (Lakeside Motors, Wisconsin).
  'WI:LKS2020': { year: 2020, make: 'Ford', model: 'F-150', badge: 'XLT' },
  'IL:DEMO21': { year: 2021, make: 'Honda', model: 'CR-V', badge: 'EX' },
}

export const localRegoLookup: RegoLookup = {
  name: 'local',
  async lookup(rego, regoState) {
    const plate = normaliseRego(rego)
    const found = DEMO_PLATES[`${regoState.toUpperCase()}:${plate}`]
    return found ? { id: valuationId(plate, regoState, 'local'), ...found } : null
  },
}

/**
 * A rego service over HTTP: GET {REGO_LOOKUP_URL}?rego=…&state=… with a bearer key, answering
 * { year, make, model, badge? } or 404.
 */
export function httpRegoLookup(
  baseUrl: string,
  apiKey: string | undefined,
  fetchImpl: typeof fetch = fetch,
): RegoLookup {
  return {
    name: 'http',
    async lookup(rego, regoState) {
      const url = new URL(baseUrl)
      url.searchParams.set('rego', normaliseRego(rego))
      url.searchParams.set('state', regoState)
      const response = await fetchImpl(url, {
        headers: apiKey ? { Authorization: `Bearer ${apiKey}` } : {},
        signal: AbortSignal.timeout(8_000),
      })
      if (response.status === 404) return null
      if (!response.ok) throw new Error(`Rego lookup answered HTTP ${response.status}`)
      const data = (await response.json()) as Partial<RegoVehicle>
      if (typeof data.year !== 'number' || typeof data.make !== 'string' || typeof data.model !== 'string') return null
      return {
        id: typeof data.id === 'string' ? data.id : valuationId(normaliseRego(rego), regoState, 'http'),
        year: data.year,
        make: data.make,
        model: data.model,
        badge: typeof data.badge === 'string' ? data.badge : null,
      }
    },
  }
}

export function regoLookupFromEnv(env: Environment = environment()): RegoLookup {
  return env.REGO_LOOKUP_URL ? httpRegoLookup(env.REGO_LOOKUP_URL, env.REGO_LOOKUP_KEY) : localRegoLookup
}
