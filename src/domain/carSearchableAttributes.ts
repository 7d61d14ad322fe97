/**
 * The cars index's searchable attributes, in ranking order (Algolia's `searchableAttributes`: one entry may name
 * attributes of equal rank). The index settings (`src/search/carIndexSettings.ts`) and the saved-search matcher
 * (`savedSearchMatch.ts`) both read this list, so an alert matches a car by the words a search would find it by.
 */
export const CAR_SEARCHABLE_ATTRIBUTES = [
  'make,make_model',
  'model',
  'badge',
  'series',
  'name',
  'stocknum',
  'vin',
  'colour',
  'body',
  // 'hybrid suv' finds hybrid SUVs (issue 19.16).
  'fuel',
  'location_name',
  'dealership_name',
  'city',
] as const

/** Every attribute a query's words are looked for in. */
export const CAR_QUERY_ATTRIBUTES: readonly string[] = CAR_SEARCHABLE_ATTRIBUTES.flatMap((entry) => entry.split(','))
