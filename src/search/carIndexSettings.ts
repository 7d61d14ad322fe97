import type { IndexSettings } from 'algoliasearch'
import { env } from '@/config/env'
import { CAR_SEARCHABLE_ATTRIBUTES } from '@/domain/carSearchableAttributes'

/**
 * Index names and settings of the cars index, for Algolia and the embedded search service alike.
 * Pure: no Payload imports, so the search service's tests and the bench can use it.
 */
export const CARS_INDEX = `${env('ALGOLIA_INDEX_PREFIX') ?? ''}cars`

/** Sort option key (as a site's settings name it) → index to query: the primary or a sort replica. */
export const SORT_REPLICAS = {
  relevant: CARS_INDEX,
  latest: `${CARS_INDEX}_latest`,
  price_desc: `${CARS_INDEX}_price_desc`,
  price_asc: `${CARS_INDEX}_price_asc`,
  km_desc: `${CARS_INDEX}_km_desc`,
  km_asc: `${CARS_INDEX}_km_asc`,
} as const

export type SortOption = keyof typeof SORT_REPLICAS

/**
 * The attributes each replica sorts on before relevance. Price sorts rank cars with a price first (has_price, 1 or
 * 0), so cars without one come last in both directions and stay in the count (issue 39.7: filtering them out with
 * 'price > 0' dropped 7 of 145 cars without saying so).
 */
export const REPLICA_SORTS: Readonly<Record<Exclude<SortOption, 'relevant'>, readonly string[]>> = {
  latest: ['desc(created_at_timestamp)'],
  price_desc: ['desc(has_price)', 'desc(price)'],
  price_asc: ['desc(has_price)', 'asc(price)'],
  km_desc: ['desc(km)'],
  km_asc: ['asc(km)'],
}

/** Spec §3 "Filter attributes": every one is facetable. */
export const FILTER_ATTRIBUTES = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'subscription_price',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
] as const

/** Facets a shopper can search in (the make and model lists have "search for a make"). */
const SEARCHABLE_FACETS = new Set<string>([
  'make',
  'model',
  'make_model',
  'badge',
  'location_name',
  'city',
  'dealership_name',
])

/** Tenancy and listing-rule attributes: filtered on, never shown as facets. */
export const FILTER_ONLY_ATTRIBUTES = [
  'dealership_slug',
  'dealership_id',
  'site_id',
  'show_on_dealer_website',
  'listed_until',
  'created_at_timestamp',
  'stocknum',
  'sold',
  'reserved',
  'has_nvic',
] as const

/** The primary's tie-break after relevance: newest first. The sort replicas keep it after their own sort. */
const NEWEST_FIRST = 'desc(created_at_timestamp)'

export const carsIndexSettings = {
  searchableAttributes: [...CAR_SEARCHABLE_ATTRIBUTES],
  attributesForFaceting: [
    ...FILTER_ATTRIBUTES.map((a) => (SEARCHABLE_FACETS.has(a) ? `searchable(${a})` : a)),
    ...FILTER_ONLY_ATTRIBUTES.map((a) => `filterOnly(${a})`),
  ],
  customRanking: [NEWEST_FIRST],
  // Virtual replicas (issue 40.3): views of the primary, so 250,000 cars are 250,000 Algolia records, not six times that.
  replicas: Object.values(SORT_REPLICAS)
    .filter((name) => name !== CARS_INDEX)
    .map((name) => `virtual(${name})`),
  attributesToHighlight: ['make', 'model', 'badge', 'series', 'name'],
  hitsPerPage: 21,
  maxValuesPerFacet: 100,
  paginationLimitedTo: 1000,
  // Search that forgives (issue 19.16), as Algolia does it: a query with no hit drops its last words one by one
  // ('hybrid suv under 40000' finds the hybrid SUVs); years and prices must match exactly ('2019' is not 2018);
  // stock numbers and VINs are codes, not words.
  removeWordsIfNoResults: 'lastWords',
  allowTyposOnNumericTokens: false,
  disableTypoToleranceOnAttributes: ['stocknum', 'vin'],
} satisfies IndexSettings

/**
 * What a virtual replica may set of its own (Algolia refuses `ranking` and the indexing settings there, and so does the
 * embedded service): it sorts by customRanking within the primary's ranking formula.
 */
export type VirtualReplicaSettings = Pick<IndexSettings, 'customRanking' | 'relevancyStrictness'>

/**
 * Settings each sort replica gets after the primary's were forwarded (forwardToReplicas copies the primary's
 * customRanking too, so the replica's must be set afterwards). relevancyStrictness 0: every matching car stays in the
 * answer, sorted (a shopper sorting by price expects the count not to change), as with the standard replicas before.
 */
export const replicaSettings: Readonly<Record<string, VirtualReplicaSettings>> = Object.fromEntries(
  (Object.entries(REPLICA_SORTS) as Array<[Exclude<SortOption, 'relevant'>, readonly string[]]>).map(
    ([option, sort]) => [
      SORT_REPLICAS[option],
      {
        customRanking: sort.includes(NEWEST_FIRST) ? [...sort] : [...sort, NEWEST_FIRST],
        relevancyStrictness: 0,
      } satisfies VirtualReplicaSettings,
    ],
  ),
)

/** The index to query for a sort option; unknown options fall back to relevance. */
export function indexForSort(option: string | undefined): string {
  return option !== undefined && option in SORT_REPLICAS ? SORT_REPLICAS[option as SortOption] : CARS_INDEX
}
