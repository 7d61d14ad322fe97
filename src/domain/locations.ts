import type { Location, LocationAddress, LocationType } from './types'

export type LocationsFilter =
  'primary' | 'sales' | 'service' | 'parts' | 'service-and-parts' | 'all' | { id: string | number }

/** Spec (content) §3: location_type is sales, service or parts; empty means sales. */
export function locationType(location: Pick<Location, 'location_type'>): LocationType {
  return location.location_type || 'sales'
}

const subtypes = (location: Pick<Location, 'location_subtype'>): string[] => {
  const value = location.location_subtype
  return Array.isArray(value) ? value : value ? [value] : []
}

export interface LocationsNarrowing {
  manufacturer?: string | null
  subtype?: string | null
  excludeIds?: readonly (string | number)[]
}

/**
 * Spec (content): locations with visible false are hidden; the locations block filters by primary, sales,
 * service, parts, service-and-parts, all, or a location id, and can be narrowed by manufacturer, subtype or
 * excluded location ids.
 */
export function filterLocations<L extends Location>(
  locations: readonly L[],
  filter: LocationsFilter,
  narrowing: LocationsNarrowing = {},
): L[] {
  const excluded = new Set((narrowing.excludeIds ?? []).map(String))
  const manufacturer = narrowing.manufacturer?.trim().toLowerCase()
  return locations.filter((location) => {
    if (location.visible === false || excluded.has(String(location.id))) return false
    if (manufacturer && !(location.manufacturers ?? []).some((m) => m.trim().toLowerCase() === manufacturer))
      return false
    if (narrowing.subtype && !subtypes(location).includes(narrowing.subtype)) return false
    if (typeof filter === 'object') return String(location.id) === String(filter.id)
    switch (filter) {
      case 'all':
        return true
      case 'primary':
        return location.primary === true
      case 'service-and-parts':
        return (
          locationType(location) === 'service' ||
          locationType(location) === 'parts' ||
          subtypes(location).includes('service-and-parts')
        )
      default:
        return locationType(location) === filter
    }
  })
}

const TYPE_ORDER: Record<LocationType, number> = { sales: 0, service: 1, parts: 2 }

/** Locations ordered sales, service, parts (stable within a type), as one dealer shows them. */
export function orderByLocationType<L extends Pick<Location, 'location_type'>>(locations: readonly L[]): L[] {
  return locations
    .map((location, index) => ({ location, index }))
    .sort((a, b) => TYPE_ORDER[locationType(a.location)] - TYPE_ORDER[locationType(b.location)] || a.index - b.index)
    .map(({ location }) => location)
}

/** Spec: contact and map blocks are titled '{n} Big Locations' when there is more than one sales location, else 'Find Us Here'. */
export function locationsBlockTitle(salesLocationCount: number): string {
  return salesLocationCount > 1 ? `${salesLocationCount} Big Locations` : 'Find Us Here'
}

/** Spec: the location select is set automatically when only one option exists. */
export function autoSelectedOption<T>(options: readonly T[]): T | null {
  return options.length === 1 ? (options[0] ?? null) : null
}

export interface DepartmentPhones {
  sales: string | null
  service: string | null
  parts: string | null
}

/** Spec: the header location banner shows the sales, service and parts phone numbers (first visible location of each type). */
export function departmentPhones(locations: readonly Location[]): DepartmentPhones {
  const phoneOf = (type: LocationType) =>
    locations
      .find((l) => l.visible !== false && locationType(l) === type && l.contact_detail?.phone?.trim())
      ?.contact_detail?.phone?.trim() ?? null
  return { sales: phoneOf('sales'), service: phoneOf('service'), parts: phoneOf('parts') }
}

/** The dealer's phone for a car type where the dealer has one (spec: per-dealer phone numbers by car type), else the fallback. */
export function phoneForCarType(
  carType: string | null | undefined,
  phones: Partial<Record<'new' | 'used' | 'demo', string | null>>,
  fallback: string | null,
): string | null {
  const byType = carType === 'new' || carType === 'used' || carType === 'demo' ? phones[carType]?.trim() : undefined
  return byType || fallback
}

/**
 * Get Directions (content spec §1 find-us block): the listing's own maps link when there is one; else Google Maps
 * directions to the location's map key (content spec §3 address.map_key: the business as the maps service finds it
 * by name), else to its coordinates, else, with a place id, to its address; the place id (spec §3 address.place_id,
 * the exact business listing) goes with the destination. Null when there is nothing to go to.
 */
export function directionsUrl(name: string, address: LocationAddress | null | undefined): string | null {
  if (address?.place_url?.trim()) return address.place_url.trim()
  const coordinates = address?.lat != null && address?.long != null ? `${address.lat},${address.long}` : null
  const placeId = address?.place_id?.trim()
  const mapKey = address?.map_key?.trim()
  const where = [name, address?.street, address?.city, address?.state, address?.postcode].filter(Boolean).join(', ')
  const destination = mapKey || coordinates || (placeId ? where : null)
  if (!destination) return null
  if (destination === coordinates && !placeId)
    return `https://www.google.com/maps/dir/?api=1&destination=${coordinates}`
  const url = new URL('https://www.google.com/maps/dir/')
  url.searchParams.set('api', '1')
  url.searchParams.set('destination', destination)
  if (placeId) url.searchParams.set('destination_place_id', placeId)
  return url.toString()
}

/**
 * Content spec §6: a consent or show flag governs whether contact buttons (call, e-mail, directions) display. They
 * show unless the site turned the flag off; with it off a phone number still reads as text, never as a button or link.
 */
export function contactButtonsShown(flag: boolean | null | undefined): boolean {
  return flag !== false
}
