import { localeSpelling } from '@/domain/localeSpelling'
import type { Locale } from '@/domain/types'
import { ownValue } from '@/lib/ownValue'

/** Filter section titles by attribute. */
const LABELS: Record<string, string> = {
  car_type: 'Condition',
  make: 'Make',
  model: 'Model',
  price: 'Price',
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
