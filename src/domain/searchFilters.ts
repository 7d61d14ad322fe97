import { listingFilter } from './stockListing'

export type SortKey = 'relevant' | 'latest' | 'price_desc' | 'price_asc' | 'km_desc' | 'km_asc'

export interface SortOption {
  key: SortKey
  label: string
}

/** Spec §2: default sort options most relevant, latest, highest price, lowest price; some sites add highest and lowest kms. */
export function sortOptions(options: { kms?: boolean } = {}): SortOption[] {
  const base: SortOption[] = [
    { key: 'relevant', label: 'Most Relevant' },
    { key: 'latest', label: 'Latest' },
    { key: 'price_desc', label: 'Highest Price' },
    { key: 'price_asc', label: 'Lowest Price' },
  ]
  return options.kms
    ? [...base, { key: 'km_desc', label: 'Highest Kms' }, { key: 'km_asc', label: 'Lowest Kms' }]
    : base
}

/** Whether a filter expression has an OR outside parentheses and quotes (it then needs wrapping before an AND). */
function hasTopLevelOr(filter: string): boolean {
  let depth = 0
  let quote: string | null = null
  for (let i = 0; i < filter.length; i++) {
    const ch = filter[i]
    if (quote) {
      if (ch === '\\') i++
      else if (ch === quote) quote = null
      continue
    }
    if (ch === '"' || ch === "'") quote = ch
    else if (ch === '(') depth++
    else if (ch === ')') depth--
    else if (depth === 0 && /^\sOR\s/.test(filter.slice(i, i + 4))) return true
  }
  return false
}

/** Joins filter expressions with AND, wrapping those with a top-level OR in parentheses; empty parts are skipped. */
export function andFilters(...parts: Array<string | null | undefined>): string {
  return parts
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .map((part) => (hasTopLevelOr(part) ? `(${part})` : part))
    .join(' AND ')
}

export interface SearchFilterInput {
  /** The site's stock filter in Algolia filter syntax. */
  siteFilter?: string | null
  now: Date
}

/**
 * The filter of a stock search: the site's stock filter AND the listing rule (`listed_until > now`). No sort
 * filters cars out (issue 39.7, replacing spec §4's 'price > 0' for price ascending): cars without a price stay in
 * the count and the price replicas rank them last (REPLICA_SORTS).
 */
export function stockSearchFilter(input: SearchFilterInput): string {
  return andFilters(input.siteFilter, listingFilter(input.now))
}
