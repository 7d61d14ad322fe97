/** The search state a search URL holds: its filter and range attributes (spec §3). Pure types and lists. */

/** Spec §3 filter attributes (plus dealership_slug for 'See more from this dealer'), in URL order. */
export const FILTER_ATTRIBUTES = [
  'car_type',
  'make',
  'model',
  'make_model',
  'badge',
  'status',
  'categories',
  'body',
  'price',
  'subscription_price',
  'price_range',
  'weekly_price_range',
  'year',
  'km',
  'fuel',
  'transmission',
  'drive',
  'seats',
  'colour',
  'item_type',
  'tag',
  'filtered_features',
  'state',
  'city',
  'location_name',
  'dealership_name',
  'dealership_slug',
] as const

export type FilterAttribute = (typeof FILTER_ATTRIBUTES)[number]

/** Attributes written as min:max. */
export const RANGE_ATTRIBUTES = ['price', 'km', 'year', 'subscription_price'] as const

export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number]

export interface NumericRange {
  min?: number
  max?: number
}

/** Search state as the URL holds it. `page` is 1-based (the search engine's page is page − 1). */
export interface SearchState {
  query?: string
  page?: number
  sortBy?: string
  refinements?: Partial<Record<FilterAttribute, string[]>>
  ranges?: Partial<Record<RangeAttribute, NumericRange>>
}
