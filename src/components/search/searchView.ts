import { itemNouns, listingItemType, listingTitle, type ListingPlace } from '@/domain/listingTitle'
import { formatNumber } from '@/domain/numberFormat'
import { searchCacheKey } from '@/domain/searchCache'
import {
  formatRange,
  withRange,
  withRefinement,
  type FilterAttribute,
  type RangeAttribute,
  type SearchState,
} from '@/domain/searchUrl'
import { sortOf, usedOnly, type CarSearchResult } from './carSearchRequests'
import { sortIndices, type CarSearchSettings } from './carSearchSettings'
import { pathInSite } from './carSearchUrl'
import { filterLabel, filterValueLabel } from './filterLabels'

/** Cache key of a state (spec §4: offset, query, sort and refinements). */
export function resultKey(state: SearchState, settings: CarSearchSettings): string {
  const refinements: Record<string, string[]> = { ...(state.refinements as Record<string, string[]>) }
  for (const [attribute, range] of Object.entries(state.ranges ?? {}))
    if (range) refinements[attribute] = [formatRange(range)]
  return searchCacheKey({
    offset: ((state.page ?? 1) - 1) * settings.hitsPerPage,
    query: state.query,
    sort: sortOf(state, sortIndices(settings)),
    refinements,
  })
}

/**
 * The browser's URL in the spec's form, from its raw query (`window.location.search`): commas between values are
 * separators and a comma inside a value stays encoded (%2C). Decoding the query first (URLSearchParams) split a
 * price bracket such as '$0 - $10,000' into two values, so its box never showed ticked.
 */
export function currentUrl(pathname: string, rawSearch: string, basePath: string): string {
  const search = rawSearch.replace(/^\?/, '')
  return `${pathInSite(pathname, basePath)}${search ? `?${search}` : ''}`
}

/** The label of a search in the recent-searches list: its query, values and ranges, or 'All cars'. */
export function describeSearch(state: SearchState): string {
  const parts = [
    state.query,
    ...Object.values(state.refinements ?? {}).flat(),
    ...Object.entries(state.ranges ?? {}).map(([a, r]) => `${filterLabel(a)} ${formatRange(r ?? {})}`),
  ]
  return parts.filter(Boolean).join(', ') || 'All cars'
}

/** One removable active filter: a refinement value, or a whole range (value ''). */
export interface FilterChip {
  attribute: string
  value: string
  label: string
}

/** The active filters shown as chips: every refinement value, then every range. */
export function activeFilterChips(state: SearchState): FilterChip[] {
  return [
    ...Object.entries(state.refinements ?? {}).flatMap(([attribute, values]) =>
      (values ?? []).map((value) => ({ attribute, value, label: filterValueLabel(attribute, value) })),
    ),
    ...Object.entries(state.ranges ?? {}).map(([attribute, r]) => ({
      attribute,
      value: '',
      label: `${filterLabel(attribute)} ${formatRange(r ?? {})}`,
    })),
  ]
}

/** The state without one chip's filter (and back on page 1). */
export function withoutChip(state: SearchState, chip: FilterChip): SearchState {
  if (!chip.value) return withRange(state, chip.attribute as RangeAttribute, null)
  const values = (state.refinements?.[chip.attribute as FilterAttribute] ?? []).filter((v) => v !== chip.value)
  return withRefinement(state, chip.attribute as FilterAttribute, values)
}

/** The page links of the pagination: the first, the last and two either side of the current page. */
export function paginationPages(page: number, pages: number): number[] {
  return Array.from({ length: pages }, (_, i) => i + 1).filter((p) => p === 1 || p === pages || Math.abs(p - page) <= 2)
}

/** A state on page 1 (a new query, sort or filter starts over). */
export function firstPage(state: SearchState): SearchState {
  const { page: _page, ...rest } = state
  return rest
}

/** The count line: '1 car found', '1,204 cars found' ('3 caravans found' with the listing's item nouns). */
export function countText(count: number, nouns: readonly [string, string] = ['car', 'cars']): string {
  return `${formatNumber(count)} ${count === 1 ? nouns[0] : nouns[1]} found`
}

/** The filters and query of a state, in one comparable key (page and sort aside). */
const filtersKey = (state: SearchState) => {
  const refinements: Record<string, string[]> = { ...(state.refinements as Record<string, string[]>) }
  for (const [attribute, range] of Object.entries(state.ranges ?? {}))
    if (range) refinements[attribute] = [formatRange(range)]
  return searchCacheKey({ offset: 0, query: state.query, refinements })
}

/**
 * Whether the shopper has set any filter or query beyond what the page's own path stands for (`cleared`: the state
 * 'Clear all' goes back to). The empty results offer to clear filters only then.
 */
export function filtersSet(state: SearchState, cleared: SearchState): boolean {
  return filtersKey(state) !== filtersKey(cleared)
}

/** The empty results' message: with filters set it suggests removing one, without it says there is no stock. */
export function emptyResultsText(withFilters: boolean, nouns: readonly [string, string] = ['car', 'cars']) {
  return withFilters
    ? { title: `No ${nouns[1]} match your search`, text: 'Try removing a filter or searching for something else.' }
    : { title: `No ${nouns[1]} for sale right now`, text: 'New stock arrives often: please check back soon.' }
}

/**
 * The item nouns of what a search lists ('car', 'cars'; 'caravan', 'caravans'): the chosen item type, or the most
 * common in the results' item_type counts (`fallback`: earlier results, when these have none).
 */
export function searchItemNouns(
  state: SearchState,
  result: Pick<CarSearchResult, 'facets'> | null,
  fallback: Pick<CarSearchResult, 'facets'> | null = null,
): readonly [string, string] {
  const counts = result?.facets.item_type ?? fallback?.facets.item_type
  return itemNouns(listingItemType(state.refinements?.item_type, counts))
}

/**
 * The search page's heading, following the filters: the spec listing title for used or all stock, with the chosen
 * make, model and body and the listing's item type ('New, Pre-Owned and Demo Toyota Cars for Sale in …').
 */
export function searchListingTitle(
  state: SearchState,
  result: Pick<CarSearchResult, 'facets'> | null,
  place: ListingPlace,
  fallback: Pick<CarSearchResult, 'facets'> | null = null,
): string {
  const counts = result?.facets.item_type ?? fallback?.facets.item_type
  return listingTitle(usedOnly(state.refinements?.car_type ?? [], result) ? 'used' : 'all', place, {
    carTypes: state.refinements?.car_type,
    makes: state.refinements?.make,
    models: state.refinements?.model,
    bodies: state.refinements?.body,
    itemType: listingItemType(state.refinements?.item_type, counts),
  })
}

/**
 * A filter list's new values applied to the URL's latest values: the ones the shopper ticked or unticked on the
 * rendered list (`before` → `after`) change, any ticked since the page last rendered stay (issue 39.7).
 */
export function changedValues(
  latest: readonly string[] | undefined,
  before: readonly string[] | undefined,
  after: readonly string[],
): string[] {
  const was = new Set(before ?? [])
  const now = new Set(after)
  const kept = (latest ?? []).filter((v) => !(was.has(v) && !now.has(v)))
  return [...kept, ...after.filter((v) => !was.has(v) && !kept.includes(v))]
}

/**
 * The searches one step from a state: without each chip, and without the typed words (issue 39.7: an empty result
 * offers those that have cars). Each is on page 1.
 */
export function searchesOneStepAway(state: SearchState): { dropped: string; state: SearchState }[] {
  const steps = activeFilterChips(state).map((chip) => ({ dropped: chip.label, state: withoutChip(state, chip) }))
  if (state.query) {
    const { query: _query, ...rest } = firstPage(state)
    steps.push({ dropped: `“${state.query}”`, state: rest })
  }
  return steps
}
