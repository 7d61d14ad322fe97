import type { Car } from '@/payload-types'
import { searchCar, type SearchCar } from '@/data/shapes/car'
import type { FinanceLender } from '@/domain/types'
import { weeklyFigure } from '@/domain/financeRepayment'
import { formatPrice, hasRealPrice } from '@/domain/priceDisplay'
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

/**
 * The lender figures a card needs for its weekly price (weeklyFigure, the same as the car page's): the rates and
 * payments of each provider, without the disclaimers, which only the car page shows.
 */
function financeRates(lenders: SearchCar['finance_lenders']): Record<string, FinanceLender> {
  return Object.fromEntries(
    Object.entries(lenders ?? {}).flatMap(([provider, l]) =>
      l
        ? [
            [
              provider,
              {
                interestRate: l.interestRate ?? null,
                comparisonRate: l.comparisonRate ?? null,
                paymentWeek: l.paymentWeek ?? null,
                paymentMonth: l.paymentMonth ?? null,
              },
            ],
          ]
        : [],
    ),
  )
}

const seconds = (iso: string | null | undefined) => (iso ? Math.floor(Date.parse(iso) / 1000) : null)

/**
 * The search record of a car: the spec §3 fields plus what the filters and the listing rule need, built from the
 * one reshape of a Payload car (src/data/shapes/car.ts). Relations must be populated (depth ≥ 1) so dealership and
 * location names reach the index.
 */
export function carIndexRecord(car: Car): CarIndexRecord {
  const c = searchCar(car)
  const images = (c.images ?? []).map((i) => i.image?.url)
  // Issue 19.7: the Weekly Price filter buckets the figure the card shows (weeklyFigure with the site's provider and
  // calculator rate), not the lowest of all lenders' payments. Sites re-index their cars when those settings change.
  const weekly = weeklyFigure(c, {
    provider: c.site_finance?.provider,
    calculatorInterestRate: c.site_finance?.calculatorInterestRate,
  })?.weekly
  const location = c.location

  return {
    objectID: String(c.id),
    id: c.id,
    slug: c.slug,
    name: c.name,
    carsales_title: c.carsales_title,
    year: c.year,
    make: c.make,
    model: c.model,
    make_model: `${c.make} ${c.model}`,
    badge: c.badge,
    series: c.series,
    variant: c.variant,
    car_type: c.car_type,
    status: c.status,
    sold: c.sold,
    reserved: Boolean(c.reserved),
    preorder: Boolean(c.preorder),
    certified: Boolean(c.certified),
    price: c.price ?? 0,
    // Price sorts rank on this first: cars without a real price come last in both directions (issue 39.7).
    has_price: hasRealPrice(c.price) ? 1 : 0,
    price_type: c.price_type,
    price_range: priceRange(c.price),
    before_price: c.before_price,
    subscription_price: c.subscription_price,
    weekly_price: weekly ?? null,
    weekly_price_range: weeklyPriceRange(weekly),
    km: c.km ?? 0,
    trans: c.trans,
    transmission: c.simple_transmission ?? c.trans,
    simple_transmission: c.simple_transmission,
    body: c.simple_body,
    simple_body: c.simple_body,
    fuel: c.simple_fuel ?? c.fuel,
    simple_fuel: c.simple_fuel,
    drive: c.drive,
    seats: c.seats,
    doors: c.doors,
    colour: c.colour,
    engine_size: c.engine_size,
    stocknum: c.stocknum,
    vin: c.vin,
    regplate: c.regplate,
    build_date: c.build_date,
    tag: c.tag,
    item_type: c.item_type,
    categories: c.categories,
    filtered_features: c.features,
    dealercomments: c.dealercomments,
    specifications: c.specifications,
    autograb_data: c.autograb_data,
    finance_lenders: c.finance_lenders,
    finance_rates: financeRates(c.finance_lenders),
    dealership_finance_disabled: c.dealership_financeDisabled,
    has_nvic: Boolean(c.has_nvic),
    file: Boolean(c.file),
    payment_processors: c.payment_processors,
    accessories_count: c.accessories_count,
    images,
    photos_count: images.length,
    primary_image_url: images[0] ?? null,
    thumbnails: images.slice(0, 3),
    show_on_dealer_website: c.show_on_dealer_website,
    sold_date_timestamp: c.sold_date_timestamp,
    created_at: c.created_at,
    created_at_timestamp: seconds(typeof c.created_at === 'string' ? c.created_at : null),
    listed_until: listedUntil(
      {
        status: c.status,
        sold: c.sold,
        sold_date_timestamp: c.sold_date_timestamp,
        show_on_dealer_website: c.show_on_dealer_website,
      },
      c.dealership_includeSoldCarsDays,
    ),
    site_id: c.site_id,
    dealership_id: c.dealership_id,
    dealership_slug: c.dealership_slug ?? undefined,
    dealership_name: c.dealership_name,
    location_id: location?.id ?? null,
    location_name: c.location_name,
    location: location
      ? {
          name: location.name,
          phone: location.phone,
          slug: location.slug,
          distribution_locations: location.distribution_locations,
          // The spec's names for the address fields (place_url, place_id), as the location feed spells them.
          address: location.address
            ? {
                street: location.address.street,
                city: location.address.city,
                state: location.address.state,
                postcode: location.address.postcode,
                lat: location.address.lat,
                lng: location.address.lng,
                place_url: location.address.placeUrl ?? null,
                place_id: location.address.placeId ?? null,
              }
            : null,
        }
      : null,
    city: c.city,
    state: c.state,
  }
}
