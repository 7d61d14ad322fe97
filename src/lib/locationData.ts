import { nearestLocation } from '@/domain/distance'
import { formatDistance, localeSpelling } from '@/domain/localeSpelling'
import { locationSlug } from '@/domain/locationSlug'
import { type LocationsFilter, filterLocations, orderByLocationType } from '@/domain/locations'
import { phoneCountryForLocale, telHref } from '@/domain/phoneNumber'
import { checkPostcode, GEOCODE_NO_RESULT_MESSAGE } from '@/domain/postcode'
import type { Location } from '@/payload-types'
import type { SelectorLocation } from '@/components/LocationSelectors'
import { defaultGeocoder, type Geocoder, InvalidPostcodeError } from './geocoding'
import { domainLocation, type SiteLocation } from '@/data/shapes/location'
import { siteHref } from './siteHref'
import type { SiteContext } from './siteRequest'
import { siteLocale } from './siteText'
import { environment } from '@/config/env'

/** The slug a location answers on (/contact-us/{slug}, /locations/{slug}): its own, else made from its name. */
export const slugOfLocation = (location: { slug?: string | null; name: string }) =>
  location.slug || locationSlug(location.name)

/** The locations sharing one slug (e.g. one dealership's Sales, Service and Parts), ordered sales, service, parts. */
export function locationsWithSlug(locations: Location[], slug: string): Location[] {
  const matching = locations.filter((l) => slugOfLocation(l) === slug)
  return orderByLocationType(matching.map(domainLocation)).map((l) => l.source)
}

/** A block's filter applied through the domain rule, keeping the Payload documents. */
export function applyLocationsFilter(
  locations: Location[],
  filter: LocationsFilter,
  narrowing: { manufacturer?: string | null; subtype?: string | null; excludeIds?: (string | number)[] },
): Location[] {
  return filterLocations(locations.map(domainLocation), filter, narrowing).map((l) => l.source)
}

export function selectorLocations(ctx: SiteContext, locations: SiteLocation[]): SelectorLocation[] {
  const country = phoneCountryForLocale(siteLocale(ctx.site))
  return locations.map((l) => ({
    id: String(l.id),
    name: l.name,
    address: [l.address?.street, [l.address?.city, l.address?.state, l.address?.postcode].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    phone: l.contact_detail?.phone ?? null,
    phoneHref: l.contact_detail?.phone ? telHref(l.contact_detail.phone, country) : null,
    href: siteHref(ctx.basePath, `/locations/${slugOfLocation(l)}`),
    directions: l.directions,
  }))
}

export type NearestAnswer =
  { ok: true; locationId: string; km: number; distance: string } | { ok: false; error: string }

/** Spec §7: geocode the postcode, then the nearest location by distance (earth radius 6371 km); 'Invalid postcode' when none. */
export async function nearestLocationTo(
  postcode: string,
  locations: Location[],
  locale: Parameters<typeof formatDistance>[1],
  geocoder: Geocoder = defaultGeocoder(environment(), locale),
): Promise<NearestAnswer> {
  const check = checkPostcode(postcode, locale)
  if (!check.ok) return { ok: false, error: check.message }
  try {
    const origin = await geocoder.geocode(check.postcode)
    const nearest = nearestLocation(origin, locations.map(domainLocation))
    if (!nearest) return { ok: false, error: localeSpelling(GEOCODE_NO_RESULT_MESSAGE, locale) }
    return {
      ok: true,
      locationId: String(nearest.location.id),
      km: nearest.km,
      distance: formatDistance(nearest.km, locale),
    }
  } catch (error) {
    if (error instanceof InvalidPostcodeError)
      return { ok: false, error: localeSpelling(GEOCODE_NO_RESULT_MESSAGE, locale) }
    throw error
  }
}

/** Locations in the order the contact pages show them: primary first, then sales, service, parts. */
export function orderedLocations(locations: Location[]): Location[] {
  const byType = orderByLocationType(locations.map(domainLocation)).map((l) => l.source)
  return [...byType.filter((l) => l.primary), ...byType.filter((l) => !l.primary)]
}

/** The name a group of departments goes by: their dealership's name, else the first location's. */
export function placeName(locations: Location[]): string {
  const first = locations[0]
  const dealership = first && typeof first.dealership === 'object' ? first.dealership : null
  return dealership?.name ?? first?.name ?? ''
}
