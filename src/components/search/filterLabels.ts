import { localeSpelling } from '@/domain/localeSpelling'
import type { Locale } from '@/domain/types'
import { ownValue } from '@/lib/ownValue'

/** Filter section titles by attribute. */
const LABELS: Record<string, string> = {
  car_type: 'Condition',
  make: 'Make',
  model: 'Model',
  make_model: 'Make and Model',
  status: 'Availability',
  filtered_features: 'Features',
  price: 'Price',
  price_range: 'Price Range',
  subscription_price: 'Subscription Price',
  year: 'Year',
  km: 'Kilometres',
  body: 'Body Type',
  fuel: 'Fuel Type',
  transmission: 'Transmission',
  drive: 'Drive',
  colour: 'Colour',
  seats: 'Seats',
  state: 'State',
  city: 'City',
  location_name: 'Location',
  dealership_name: 'Dealership',
  badge: 'Badge',
  item_type: 'Item Type',
  tag: 'Tag',
  categories: 'Categories',
  weekly_price_range: 'Weekly Price',
}

/** The shopper-facing name of a filter attribute (the attribute itself when it has none), in the site's locale. */
export const filterLabel = (attribute: string, locale?: Locale) =>
  localeSpelling(ownValue(LABELS, attribute) ?? attribute, locale)

/** Shopper-facing names of coded filter values (car_type and status are stored as codes). */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  car_type: { new: 'New', used: 'Used', demo: 'Demo' },
  status: { in_stock: 'In Stock', coming_soon: 'Coming Soon', sold: 'Sold' },
}

/** The shopper-facing name of a filter value: a coded value's name, any other value as it is. */
export const filterValueLabel = (attribute: string, value: string) =>
  ownValue(ownValue(VALUE_LABELS, attribute) ?? {}, value) ?? value
