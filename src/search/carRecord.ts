import type { Car, Dealership, Location } from '../../payload-types'
import { formatPrice } from '@/domain/priceDisplay'
import { listedUntil } from '@/domain/stockListing'

export type CarIndexRecord = Record<string, unknown> & { objectID: string }

const PRICE_BUCKETS = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000]

/** Facet bucket for the price_range filter attribute, e.g. '$20,000 - $30,000'. */
export function priceRange(price: number | null | undefined): string | null {
  if (!price || price <= 10) return null
  const upper = PRICE_BUCKETS.find((b) => price < b)
  const lower = [...PRICE_BUCKETS].reverse().find((b) => price >= b) ?? 0
  return upper === undefined ? `${formatPrice(lower)}+` : `${formatPrice(lower)} - ${formatPrice(upper)}`
}

const WEEKLY_BUCKETS = [100, 150, 200, 250, 300, 400, 500]
export function weeklyPriceRange(weekly: number | null | undefined): string | null {
  if (!weekly || weekly <= 0) return null
  const upper = WEEKLY_BUCKETS.find((b) => weekly < b)
  const lower = [...WEEKLY_BUCKETS].reverse().find((b) => weekly >= b) ?? 0
  return upper === undefined ? `$${lower}+ per week` : `$${lower} - $${upper} per week`
}

const seconds = (iso: string | null | undefined) => (iso ? Math.floor(Date.parse(iso) / 1000) : null)

/**
 * The search record of a car: the spec §3 fields plus what the filters and the listing rule need.
 * Relations must be populated (depth ≥ 1) so dealership and location names reach the index.
 */
export function carIndexRecord(car: Car): CarIndexRecord {
  const dealership = typeof car.dealership === 'object' ? (car.dealership as Dealership) : null
  const location = car.location && typeof car.location === 'object' ? (car.location as Location) : null
  const images = (car.images ?? []).map((i) => i.url)
  const lenders = Object.fromEntries(
    (car.finance_lenders ?? []).map(({ provider, id: _id, ...rest }) => [provider, rest]),
  )
  const weekly = (car.finance_lenders ?? []).map((l) => l.paymentWeek ?? 0).filter((w) => w > 0)
  const soldSeconds = car.status === 'sold' ? seconds(car.sold_date) : null
  const siteId = car.site && typeof car.site === 'object' ? car.site.id : car.site

  return {
    objectID: String(car.id),
    id: car.id,
    slug: car.slug,
    name: car.name,
    carsales_title: car.carsales_title,
    year: car.year,
    make: car.make,
    model: car.model,
    make_model: `${car.make} ${car.model}`,
    badge: car.badge,
    series: car.series,
    variant: car.variant,
    car_type: car.car_type,
    status: car.status,
    sold: car.status === 'sold',
    reserved: Boolean(car.reserved),
    preorder: Boolean(car.preorder),
    certified: Boolean(car.certified),
    price: car.price ?? 0,
    price_type: car.price_type,
    price_range: priceRange(car.price),
    before_price: car.before_price,
    subscription_price: car.subscription_price,
    weekly_price: weekly.length ? Math.min(...weekly) : null,
    weekly_price_range: weekly.length ? weeklyPriceRange(Math.min(...weekly)) : null,
    km: car.km ?? 0,
    trans: car.trans,
    transmission: car.simple_transmission ?? car.trans,
    simple_transmission: car.simple_transmission,
    body: car.simple_body,
    simple_body: car.simple_body,
    fuel: car.simple_fuel ?? car.fuel,
    simple_fuel: car.simple_fuel,
    drive: car.drive,
    seats: car.seats,
    doors: car.doors,
    colour: car.colour,
    engine_size: car.engine_size,
    stocknum: car.stocknum,
    vin: car.vin,
    regplate: car.regplate,
    build_date: car.build_date,
    tag: car.tag,
    item_type: car.item_type,
    categories: car.categories ?? [],
    filtered_features: car.features ?? [],
    dealercomments: car.dealercomments,
    specifications: car.specifications,
    autograb_data: car.autograb_data,
    finance_lenders: lenders,
    has_nvic: Boolean(car.has_nvic),
    file: Boolean(car.file),
    payment_processors: car.payment_processors ?? [],
    accessories_count: car.accessories_count,
    images,
    photos_count: images.length,
    primary_image_url: images[0] ?? null,
    thumbnails: images.slice(0, 3),
    show_on_dealer_website: car.show_on_dealer_website !== false,
    sold_date_timestamp: soldSeconds,
    created_at: car.createdAt,
    created_at_timestamp: seconds(car.createdAt),
    listed_until: listedUntil(
      {
        status: car.status,
        sold: car.status === 'sold',
        sold_date_timestamp: soldSeconds,
        show_on_dealer_website: car.show_on_dealer_website !== false,
      },
      dealership?.includeSoldCarsDays,
    ),
    site_id: siteId,
    dealership_id: dealership?.id ?? car.dealership,
    dealership_slug: dealership?.slug,
    dealership_name: dealership?.name,
    location_id: location?.id ?? null,
    location_name: location?.name ?? null,
    location: location
      ? { name: location.name, phone: location.contactDetail?.phone, slug: location.slug, address: location.address }
      : null,
    city: location?.address?.city ?? dealership?.address?.city ?? null,
    state: location?.address?.state ?? dealership?.address?.state ?? null,
  }
}
