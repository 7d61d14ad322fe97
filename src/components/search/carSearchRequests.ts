import { andFilters, stockSearchFilter } from '@/domain/searchFilters'
import { SEARCH_LIMITS } from '@/domain/searchLimits'
import { RANGE_ATTRIBUTES, type FilterAttribute, type RangeAttribute, type SearchState } from '@/domain/searchUrl'
import { ownValue } from '@/lib/ownValue'
import type { AlgoliaSearchRequest, AlgoliaShaped } from '@/search/algoliaTypes'

/** A query as the multi-query search API takes it (its keys and values checked against algoliasearch's types). */
export type CarSearchRequest = AlgoliaShaped<
  {
    indexName: string
    query: string
    page: number
    hitsPerPage: number
    facets: string[]
    maxValuesPerFacet: number
    facetFilters?: string[][]
    numericFilters?: string[]
    filters?: string
    attributesToRetrieve?: string[]
    attributesToHighlight?: string[]
  },
  AlgoliaSearchRequest
>

/**
 * The record fields a car card reads (CarCard and the domain rules it calls: title, tag, price, buttons, details,
 * compare and favourite). Hits carry only these: the rest of a record (comments, lender quotes, specs, galleries,
 * facet helpers) is for the car page and the filters. Hits travel in the search page's HTML, in its RSC payload
 * and in every search answer, so each field left out is work the browser does not do before the page responds.
 * A card that starts reading a new field must add it here (tests/unit/search-pages/cardAttributes.test.ts fails
 * otherwise).
 */
export const CARD_ATTRIBUTES = [
  'objectID',
  'slug',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'car_type',
  'status',
  'sold',
  'reserved',
  'preorder',
  'certified',
  'tag',
  'created_at',
  'price',
  'price_type',
  'subscription_price',
  'finance_rates',
  'dealership_finance_disabled',
  'km',
  'trans',
  'simple_transmission',
  'fuel',
  'primary_image_url',
  'location_name',
] as const

export type CardAttribute = (typeof CARD_ATTRIBUTES)[number]

export interface CarSearchResponse {
  hits: Record<string, unknown>[]
  nbHits: number
  nbPages: number
  page: number
  facets?: Record<string, Record<string, number>>
  facets_stats?: Record<string, { min: number; max: number }>
  processingTimeMS?: number
}

export type FacetStats = Record<string, { min: number; max: number }>

/** One answer of the car search: hits of the page, facet counts (disjunctive per attribute) and slider bounds. */
export interface CarSearchResult {
  hits: Record<string, unknown>[]
  nbHits: number
  nbPages: number
  page: number
  facets: Record<string, Record<string, number>>
  stats: FacetStats
  ms: number
}

export interface CarSearchPlan {
  requests: CarSearchRequest[]
  /** Attribute whose facet counts come from each request after the first ('*stats' for slider bounds). */
  roles: string[]
}

export interface PlanOptions {
  /** Index per sort option; the first entry is the default sort. */
  sortIndices: Record<string, string>
  hitsPerPage: number
  /** Facets the page shows (and status/car_type for the count substitution). */
  facets: readonly string[]
  now: Date
}

/** Facets that list at most this many values (spec §9: city 20, location_name 40; models 30). */
export function facetLimit(attribute: string): number {
  if (attribute === 'model') return SEARCH_LIMITS.modelListLimit
  return ownValue<number>(SEARCH_LIMITS.facetLimits, attribute) ?? 100
}

const isRange = (a: string): a is RangeAttribute => (RANGE_ATTRIBUTES as readonly string[]).includes(a)

function refinementFilters(state: SearchState, except?: string): string[][] {
  return Object.entries(state.refinements ?? {})
    .filter(([attribute, values]) => attribute !== except && !isRange(attribute) && (values?.length ?? 0) > 0)
    .map(([attribute, values]) => (values ?? []).map((v) => `${attribute}:${v}`))
}

function rangeFilters(state: SearchState, except?: string): string[] {
  const out: string[] = []
  for (const [attribute, range] of Object.entries(state.ranges ?? {})) {
    if (attribute === except || !range) continue
    if (typeof range.min === 'number') out.push(`${attribute}>=${range.min}`)
    if (typeof range.max === 'number') out.push(`${attribute}<=${range.max}`)
  }
  return out
}

/** The sort option a state asks for, falling back to the site's first option when unknown. */
export function sortOf(state: SearchState, sortIndices: Record<string, string>): string {
  const keys = Object.keys(sortIndices)
  return state.sortBy && keys.includes(state.sortBy) ? state.sortBy : (keys[0] ?? 'relevant')
}

/**
 * The queries of one search, sent together: the page of hits with every facet, one facet-only query per refined
 * attribute without its own refinement (so its other values keep their counts: OR within an attribute), and one
 * for the slider bounds without range filters. A sort only picks the replica: it filters no car out (issue 39.7).
 */
export function carSearchPlan(state: SearchState, options: PlanOptions): CarSearchPlan {
  const sort = sortOf(state, options.sortIndices)
  const indexName = ownValue(options.sortIndices, sort) ?? Object.values(options.sortIndices)[0] ?? 'cars'
  const sortFilter = stockSearchFilter({ now: options.now })
  const query = state.query?.trim() ?? ''
  const base = (facetFilters: string[][], numericFilters: string[]) => ({
    indexName,
    query,
    maxValuesPerFacet: 100,
    ...(facetFilters.length ? { facetFilters } : {}),
    ...(numericFilters.length ? { numericFilters } : {}),
    ...(sortFilter ? { filters: andFilters(sortFilter) } : {}),
  })
  const requests: CarSearchRequest[] = [
    {
      ...base(refinementFilters(state), rangeFilters(state)),
      page: Math.max(0, (state.page ?? 1) - 1),
      hitsPerPage: options.hitsPerPage,
      facets: [...options.facets],
      attributesToRetrieve: [...CARD_ATTRIBUTES],
      // Cards show no highlighting.
      attributesToHighlight: [],
    },
  ]
  const roles: string[] = []
  for (const [attribute, values] of Object.entries(state.refinements ?? {})) {
    if (isRange(attribute) || !values?.length || !options.facets.includes(attribute)) continue
    requests.push({
      ...base(refinementFilters(state, attribute), rangeFilters(state)),
      page: 0,
      hitsPerPage: 0,
      facets: [attribute],
    })
    roles.push(attribute)
  }
  const sliders = options.facets.filter(isRange)
  if (sliders.length) {
    requests.push({ ...base(refinementFilters(state), []), page: 0, hitsPerPage: 0, facets: sliders })
    roles.push('*stats')
  }
  return { requests, roles }
}

/** Combines the answers of a plan into one result. */
export function mergeCarSearch(plan: CarSearchPlan, responses: readonly CarSearchResponse[]): CarSearchResult {
  const [main] = responses
  if (!main) throw new Error('The search returned no results.')
  const facets: Record<string, Record<string, number>> = { ...(main.facets ?? {}) }
  let stats: FacetStats = { ...(main.facets_stats ?? {}) }
  plan.roles.forEach((role, i) => {
    const response = responses[i + 1]
    if (!response) return
    if (role === '*stats') stats = { ...stats, ...(response.facets_stats ?? {}) }
    else if (ownValue(response.facets, role)) facets[role] = response.facets![role]!
  })
  // Sliders read only the bounds: a range's value counts (up to 100 prices, kms, years) would ride in the page for nothing.
  for (const attribute of RANGE_ATTRIBUTES) delete facets[attribute]
  return {
    hits: main.hits,
    nbHits: main.nbHits,
    nbPages: main.nbPages,
    page: main.page,
    facets,
    stats,
    ms: main.processingTimeMS ?? 0,
  }
}

/**
 * Alphabetical, ignoring case. Not localeCompare: its first call loads ICU's collation data (8 to 13 ms of main
 * thread in Chromium, measured) while the filters hydrate; facet values are makes, models and body names.
 */
function byText(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0
}

/** Facet values sorted by count (then name), limited per attribute; selected values always stay listed. */
export function facetValues(
  facets: Record<string, Record<string, number>>,
  attribute: FilterAttribute | string,
  selected: readonly string[] = [],
  byName = false,
): { value: string; count: number }[] {
  // Own properties only: a selected value comes from the URL (`?body=toString`, `?make=__proto__`) and `in` would
  // find Object.prototype's members, leave the value out of the list and crash the page below.
  const counts = ownValue(facets, attribute) ?? {}
  const values = Object.entries(counts).map(([value, count]) => ({ value, count }))
  for (const value of new Set(selected)) if (!Object.hasOwn(counts, value)) values.push({ value, count: 0 })
  values.sort((a, b) => (byName ? byText(a.value, b.value) : b.count - a.count || byText(a.value, b.value)))
  const limit = facetLimit(attribute)
  const shown = values.slice(0, limit)
  for (const value of selected)
    if (!shown.some((v) => v.value === value)) shown.push(values.find((v) => v.value === value)!)
  return shown
}

/** Listing title scope: used when the search asks for used cars only or the site's stock is all used. */
export function usedOnly(types: readonly string[], result: Pick<CarSearchResult, 'facets'> | null): boolean {
  if (types.length > 0) return types.length === 1 && types[0] === 'used'
  const stock = Object.keys(result?.facets.car_type ?? {})
  return stock.length === 1 && stock[0] === 'used'
}
