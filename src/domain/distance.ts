import type { Location } from './types'

/** Spec §9: earth radius 6371 km for distance calculation. */
export const EARTH_RADIUS_KM = 6371

export interface GeoPoint {
  lat: number
  lng: number
}

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in km by the haversine formula. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** A location's coordinates from address.lat and address.long (numbers or numeric strings); null when missing. */
export function locationPoint(location: Pick<Location, 'address'>): GeoPoint | null {
  const lat = Number(location.address?.lat)
  const lng = Number(location.address?.long)
  const present = location.address?.lat !== null && location.address?.lat !== undefined && location.address?.lat !== ''
  const presentLng =
    location.address?.long !== null && location.address?.long !== undefined && location.address?.long !== ''
  if (!present || !presentLng || !Number.isFinite(lat) || !Number.isFinite(lng)) return null
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null
  return { lat, lng }
}

/** The nearest location to a point, with its distance in km; locations without coordinates are skipped. */
export function nearestLocation<L extends Pick<Location, 'address'>>(
  origin: GeoPoint,
  locations: readonly L[],
): { location: L; km: number } | null {
  let best: { location: L; km: number } | null = null
  for (const location of locations) {
    const point = locationPoint(location)
    if (!point) continue
    const km = haversineKm(origin, point)
    if (!best || km < best.km) best = { location, km }
  }
  return best
}
