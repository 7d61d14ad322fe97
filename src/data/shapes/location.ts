import { directionsUrl } from '@/domain/locations'
import type { Location as DomainLocation, OpeningHourEntry, SpecialHoursEntry } from '@/domain/types'
import type { Location, Manufacturer } from '@/payload-types'

/**
 * Payload documents in the shapes the business rules take (the spec's field names). Only renames fields: no rule
 * lives here.
 */

const manufacturerName = (m: number | Manufacturer) => (typeof m === 'object' ? m.name : null)

export function domainLocation(location: Location): DomainLocation & { source: Location } {
  return {
    source: location,
    id: location.id,
    name: location.name,
    slug: location.slug,
    dealership_id: typeof location.dealership === 'object' ? location.dealership.id : location.dealership,
    location_type: location.locationType ?? 'sales',
    location_subtype: location.locationSubtype ?? null,
    manufacturers: (location.manufacturers ?? []).flatMap((m) => manufacturerName(m) ?? []),
    primary: location.primary ?? false,
    visible: location.visible ?? true,
    address: {
      street: location.address?.street,
      city: location.address?.city,
      state: location.address?.state,
      postcode: location.address?.postcode,
      lat: location.address?.lat,
      long: location.address?.lng,
      place_url: location.address?.placeUrl,
      place_id: location.address?.placeId,
      map_key: location.address?.mapKey,
    },
    contact_detail: {
      phone: location.contactDetail?.phone,
      landline_phone: location.contactDetail?.landlinePhone,
      facebook_url: location.contactDetail?.facebookUrl,
      instagram_url: location.contactDetail?.instagramUrl,
      youtube_url: location.contactDetail?.youtubeUrl,
      linkedin_url: location.contactDetail?.linkedinUrl,
    },
  }
}

export function openingHourEntries(location: Location): OpeningHourEntry[] {
  return (location.openingHours ?? []).map((row) => ({
    weekday: row.weekday,
    status: row.status,
    open: row.open,
    close: row.close,
  }))
}

export function specialHourEntries(location: Location): (SpecialHoursEntry & { label: string | null })[] {
  return (location.specialHours ?? []).map((row) => ({
    date: row.date,
    status: row.status,
    start_hour: row.startHour,
    end_hour: row.endHour,
    appointment_phone: row.appointmentPhone ?? null,
    label: row.label ?? null,
  }))
}

/**
 * A location as the shopper pages show it, shaped where it is loaded: the domain location, its weekly and holiday
 * hours, its Get Directions address, and the few details only pages show (time zone, licence numbers, rating, image,
 * whether it lists a team). Built on domainLocation, so a field is renamed in one place.
 */
export function siteLocation(location: Location) {
  const shaped = domainLocation(location)
  return {
    ...shaped,
    opening_hours: openingHourEntries(location),
    special_hours: specialHourEntries(location),
    directions: directionsUrl(location.name, shaped.address),
    time_zone: location.timeZone ?? null,
    dealer_licence_number: location.dealerLicenseNumber ?? null,
    motor_vehicle_repairer: location.motorVehicleRepairer ?? null,
    show_licence_numbers: location.showLicenceNumbers !== false,
    reviews: location.reviews ?? null,
    image: location.image ?? null,
    has_team: (location.team ?? []).length > 0,
    /** The makes sold here, as records (logo, slug) for the header's brands menu; only those populated. */
    manufacturer_records: (location.manufacturers ?? []).filter((m): m is Manufacturer => typeof m === 'object'),
  }
}

/** A location as siteLocation shapes it. */
export type SiteLocation = ReturnType<typeof siteLocation>
