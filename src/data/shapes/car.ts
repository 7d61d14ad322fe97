import type { Car as DomainCar } from '@/domain/types'
import type { Car, Dealership, Location, Media, Site } from '@/payload-types'
import { financeSwitches } from './finance'
import { siteLocation } from './location'
import { isPhotoToCopy } from '@/photos/photoToCopy'
import { relationId } from '@/domain/relationId'

/** A car as the car page reads it: its dealership and location populated (src/data/cars.ts). */
export type SiteCar = Car & { dealership: Dealership; location?: Location | null }

/** The site owns the car: the car's site is the site, or the car's dealership is one of the site's. */
export function carBelongsToSite(
  car: Pick<Car, 'site' | 'dealership'>,
  siteId: number,
  siteDealershipIds: readonly number[],
): boolean {
  return relationId(car.site) === siteId || siteDealershipIds.includes(relationId(car.dealership) ?? -1)
}

/**
 * The car's photos, in order: those uploaded in the admin first (populated media, depth ≥ 1; an unpopulated id has
 * no address and is left out), then the feed's photos as the platform stored them (issue 39.3: `feedPhotos`, copied
 * by src/photos/feedPhotoJob.ts), and the feed's addresses that are already ours (relative, or this platform's media).
 * A feed address on another host is never shown: until its copy arrives the car shows the placeholder. The first is
 * the main photo everywhere.
 */
export function carPhotoUrls(car: Pick<Car, 'photos' | 'images'> & Partial<Pick<Car, 'feedPhotos'>>): string[] {
  const stored = (list: Car['photos']) =>
    (list ?? []).flatMap((photo) => (photo && typeof photo === 'object' && photo.url ? [photo.url] : []))
  const ours = (car.images ?? []).map((image) => image.url).filter((url) => url && !isPhotoToCopy(url))
  return [...new Set([...stored(car.photos), ...stored(car.feedPhotos), ...ours])]
}

const seconds = (iso: string | null | undefined) => (iso ? Math.floor(Date.parse(iso) / 1000) : null)

/**
 * The Payload car in the shape the business rules take (spec §3 field names). Renames only: no rule lives here. Typed
 * by what it builds (checked against the domain car), so a field Payload requires (make, car_type) stays required.
 */
export function domainCar(car: Car) {
  const dealership = typeof car.dealership === 'object' ? car.dealership : null
  const location = car.location && typeof car.location === 'object' ? car.location : null
  const file = car.file && typeof car.file === 'object' ? ((car.file as Media).url ?? true) : Boolean(car.file)
  const photos = carPhotoUrls(car)
  const images = photos.map((url) => ({ image: { url } }))
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    car_type: car.car_type,
    status: car.status,
    sold: car.status === 'sold',
    reserved: car.reserved,
    preorder: car.preorder,
    certified: car.certified,
    price: car.price,
    price_type: car.price_type,
    before_price: car.before_price,
    subscription_price: car.subscription_price,
    km: car.km,
    trans: car.trans,
    simple_transmission: car.simple_transmission,
    simple_body: car.simple_body,
    simple_fuel: car.simple_fuel,
    fuel: car.fuel,
    drive: car.drive,
    seats: car.seats,
    doors: car.doors,
    colour: car.colour,
    engine_size: car.engine_size,
    stocknum: car.stocknum,
    vin: car.vin,
    regplate: car.regplate,
    rego_expiry: car.rego_expiry,
    build_date: car.build_date,
    compliance_date: car.compliance_date,
    created_at: car.createdAt,
    tag: car.tag,
    item_type: car.item_type,
    file,
    dealercomments: car.dealercomments,
    dealership_id: dealership?.id ?? relationId(car.dealership) ?? null,
    dealership_slug: dealership?.slug ?? null,
    dealership_name: dealership?.name ?? null,
    location_name: location?.name ?? null,
    city: location?.address?.city ?? dealership?.address?.city ?? null,
    state: location?.address?.state ?? dealership?.address?.state ?? null,
    photos_count: images.length,
    images,
    primary_image_url: photos[0] ?? null,
    show_on_dealer_website: car.show_on_dealer_website !== false,
    payment_processors: car.payment_processors ?? [],
    sold_date_timestamp: car.status === 'sold' ? seconds(car.sold_date) : null,
    has_nvic: car.has_nvic,
    specifications: car.specifications,
    autograb_data: car.autograb_data,
    finance_lenders: Object.fromEntries(
      (car.finance_lenders ?? []).map(({ provider, id: _id, ...lender }) => [provider, lender]),
    ),
  } satisfies DomainCar & { id: number }
}

/** A car as domainCar shapes it. */
export type ShapedCar = ReturnType<typeof domainCar>

/**
 * The domain car plus what only the search record carries (filters, cards, the location card). Built on domainCar,
 * so a field the two share is renamed in one place. Renames only: no rule lives here.
 */
export function searchCar(car: Car) {
  const dealership = typeof car.dealership === 'object' ? car.dealership : null
  const location = car.location && typeof car.location === 'object' ? car.location : null
  return {
    ...domainCar(car),
    carsales_title: car.carsales_title,
    variant: car.variant,
    categories: car.categories ?? [],
    features: car.features ?? [],
    accessories_count: car.accessories_count,
    site_id: car.site && typeof car.site === 'object' ? car.site.id : car.site,
    /** The owning site's finance settings (the weekly figure's provider and rate), when the site is populated. */
    site_finance: car.site && typeof car.site === 'object' ? (car.site.finance ?? null) : null,
    dealership_includeSoldCarsDays: dealership?.includeSoldCarsDays,
    dealership_financeDisabled: dealership?.financeDisabled === true,
    location: location
      ? {
          id: location.id,
          name: location.name,
          phone: location.contactDetail?.phone,
          slug: location.slug,
          /** Spec §3: the other locations a car listed here can be seen at or delivered to (ids; names at depth ≥ 2). */
          distribution_locations: (location.distributionLocations ?? []).map((l) =>
            typeof l === 'object' ? { id: l.id, name: l.name, slug: l.slug ?? null } : { id: l },
          ),
          address: location.address,
        }
      : null,
  }
}

export type SearchCar = ReturnType<typeof searchCar>

/**
 * A site's car as its pages take it, shaped where it is loaded: the Payload car (for the lead forms and the fields the
 * rules have no name for), the domain car, its photos in order, its location as the pages show locations, and where
 * the site and the car's dealership switch finance off.
 */
export function siteCarView(car: SiteCar, site: Pick<Site, 'finance'>) {
  const location = car.location && typeof car.location === 'object' ? car.location : null
  return {
    car,
    domain: domainCar(car),
    photos: carPhotoUrls(car),
    location: location ? siteLocation(location) : null,
    financeSwitches: financeSwitches(site, car.dealership),
  }
}

/** A car as siteCarView shapes it. */
export type SiteCarView = ReturnType<typeof siteCarView>
