import { feedMileage } from './odometer'
import type { Locale } from './types'
import { currencyCode } from './currency'

/**
 * Spec (issue 5 §6) Google vehicle listings feed: one item per listed, unsold car with vin, store_code,
 * dealership_name, dealership_address, price with currency, condition, link, image_link, brand, model,
 * year and mileage. Pure: the route reads the index and writes the XML.
 */
export interface FeedCar {
  objectID: string
  slug?: string | null
  vin?: string | null
  make?: string | null
  model?: string | null
  year?: number | null
  km?: number | null
  price?: number | null
  car_type?: string | null
  sold?: boolean | null
  location_id?: number | null
  dealership_id?: number | null
  dealership_name?: string | null
  location?: {
    name?: string | null
    address?: { street?: string | null; city?: string | null; state?: string | null; postcode?: string | null } | null
  } | null
  primary_image_url?: string | null
}

export interface FeedItem {
  id: string
  vin: string
  store_code: string
  dealership_name: string
  dealership_address: string
  price: string
  condition: 'new' | 'used'
  link: string
  image_link: string
  brand: string
  model: string
  year: string
  mileage: string
}

/** The feed's price currency: the site locale's (src/domain/currency.ts). */
export function feedCurrency(locale: Locale): string {
  return currencyCode(locale)
}

/** Google's condition: demo cars have been driven, so they are listed as used. */
export function feedCondition(carType: string | null | undefined): 'new' | 'used' {
  return carType === 'new' ? 'new' : 'used'
}

const absolute = (origin: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`

/**
 * A feed item, or null when Google would reject the listing: sold, no price (above 10; lower prices are
 * placeholders), no VIN or no image.
 */
export function vehicleFeedItem(
  car: FeedCar,
  options: { origin: string; basePath: string; locale: Locale },
): FeedItem | null {
  if (car.sold || !car.vin || !car.primary_image_url || !car.slug || typeof car.price !== 'number' || car.price <= 10)
    return null
  const address = car.location?.address
  return {
    id: car.objectID,
    vin: car.vin,
    store_code: String(car.location_id ?? car.dealership_id ?? ''),
    dealership_name: car.dealership_name ?? '',
    dealership_address: [address?.street, address?.city, address?.state, address?.postcode].filter(Boolean).join(', '),
    price: `${car.price.toFixed(2)} ${feedCurrency(options.locale)}`,
    condition: feedCondition(car.car_type),
    link: absolute(options.origin, `${options.basePath}/cars/${car.slug}`),
    image_link: absolute(options.origin, car.primary_image_url),
    brand: car.make ?? '',
    model: car.model ?? '',
    year: car.year ? String(car.year) : '',
    mileage: feedMileage(car.km ?? 0, options.locale),
  }
}
