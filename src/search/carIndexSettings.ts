import type { IndexSettings } from 'algoliasearch'

/** One index of cars for every site; a site sees its stock through its secured key's filter. */
export const CARS_INDEX = `${process.env.ALGOLIA_INDEX_PREFIX ?? ''}cars`

/** Sort options of the sites' settings (spec §2: most relevant, latest, highest/lowest price, highest/lowest kms). */
export const SORT_REPLICAS = {
  relevant: CARS_INDEX,
  latest: `${CARS_INDEX}_latest`,
  price_desc: `${CARS_INDEX}_price_desc`,
  price_asc: `${CARS_INDEX}_price_asc`,
  km_desc: `${CARS_INDEX}_km_desc`,
  km_asc: `${CARS_INDEX}_km_asc`,
} as const
export type SortOption = keyof typeof SORT_REPLICAS

const REPLICA_RANKING: Record<Exclude<SortOption, 'relevant'>, string> = {
  latest: 'desc(created_at_timestamp)',
  price_desc: 'desc(price)',
  price_asc: 'asc(price)',
  km_desc: 'desc(km)',
  km_asc: 'asc(km)',
}

/** Every filter attribute of spec §3 "Filter attributes" is facetable; tenancy and listing attributes filter only. */
export const FACET_ATTRIBUTES = [
  'badge', 'status', 'car_type', 'categories', 'city', 'colour', 'dealership_name', 'filtered_features', 'item_type', 'km',
  'location_name', 'make', 'make_model', 'model', 'price', 'subscription_price', 'price_range', 'seats', 'body', 'drive',
  'fuel', 'transmission', 'state', 'tag', 'weekly_price_range', 'year',
] as const

const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']

export const carsIndexSettings: IndexSettings = {
  searchableAttributes: ['make_model', 'make', 'model', 'badge', 'series', 'name', 'stocknum', 'vin', 'colour', 'body', 'location_name', 'dealership_name'],
  attributesForFaceting: [
    ...FACET_ATTRIBUTES.map((a) => (a === 'make' || a === 'model' ? `searchable(${a})` : a)),
    'filterOnly(dealership_slug)',
    'filterOnly(stocknum)',
    'filterOnly(dealership_id)',
    'filterOnly(site_id)',
    'filterOnly(show_on_dealer_website)',
    'filterOnly(listed_until)',
    'filterOnly(created_at_timestamp)',
    'filterOnly(sold)',
    'filterOnly(reserved)',
    'filterOnly(has_nvic)',
  ],
  customRanking: ['desc(created_at_timestamp)'],
  replicas: Object.values(SORT_REPLICAS).filter((name) => name !== CARS_INDEX),
  attributesToHighlight: ['make', 'model', 'badge', 'name'],
  hitsPerPage: 21,
  maxValuesPerFacet: 100,
  paginationLimitedTo: 1000,
}

/** Each replica sorts by its own attribute first, then relevance. */
export const replicaSettings: Record<string, IndexSettings> = Object.fromEntries(
  (Object.entries(REPLICA_RANKING) as [Exclude<SortOption, 'relevant'>, string][]).map(([option, ranking]) => [
    SORT_REPLICAS[option],
    { ranking: [ranking, ...DEFAULT_RANKING] },
  ]),
)
