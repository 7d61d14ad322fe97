import type { SearchParamsObject } from 'algoliasearch/lite'
import { SEARCH_LIMITS } from './searchLimits'

/**
 * Spec §2/§7 directory searches: the manufacturer/model directory (filters manufacturer.name, model.name,
 * model.body) and a dealership's stock by categories and price; 21 hits a page (spec §9).
 */
export interface DirectoryQuery {
  query?: string
  manufacturer?: string
  model?: string
  body?: string
  /** 1-based, as in the URL. */
  page?: number
}

export interface DirectorySearchParams {
  query: string
  page: number
  hitsPerPage: number
  facetFilters: string[][]
  facets: string[]
}

/** facetFilters take values as they are (no quoting); only a leading '-' (negation) needs escaping. */
const facetValue = (value: string) => value.replace(/^-/, '\\-')

/**
 * Manufacturer/model directory search parameters (Algolia's `facetFilters`: AND across attributes), checked against
 * the algoliasearch client's own type: a key Algolia does not know fails tsc (issue 40.3).
 */
export function directorySearchParams(input: DirectoryQuery): DirectorySearchParams {
  const facetFilters: string[][] = []
  if (input.manufacturer) facetFilters.push([`manufacturer.name:${facetValue(input.manufacturer)}`])
  if (input.model) facetFilters.push([`model.name:${facetValue(input.model)}`])
  if (input.body) facetFilters.push([`model.body:${facetValue(input.body)}`])
  return {
    query: input.query?.trim() ?? '',
    page: Math.max(0, (input.page ?? 1) - 1),
    hitsPerPage: SEARCH_LIMITS.pageSize,
    facetFilters,
    facets: ['manufacturer.name', 'model.body'],
  } satisfies SearchParamsObject
}

export interface DealershipQuery {
  categories?: readonly string[]
  priceMin?: number
  priceMax?: number
  page?: number
}

export interface DealershipSearchParams {
  query: string
  page: number
  hitsPerPage: number
  facetFilters: string[][]
  numericFilters: string[]
}

/** A dealership's stock by categories (any of them) and a price range, 21 a page. */
export function dealershipSearchParams(input: DealershipQuery): DealershipSearchParams {
  const categories = (input.categories ?? []).filter((c) => c.trim() !== '')
  const numericFilters: string[] = []
  if (input.priceMin !== undefined && Number.isFinite(input.priceMin))
    numericFilters.push(`price>=${Math.round(input.priceMin)}`)
  if (input.priceMax !== undefined && Number.isFinite(input.priceMax))
    numericFilters.push(`price<=${Math.round(input.priceMax)}`)
  return {
    query: '',
    page: Math.max(0, (input.page ?? 1) - 1),
    hitsPerPage: SEARCH_LIMITS.pageSize,
    facetFilters: categories.length ? [categories.map((c) => `categories:${facetValue(c)}`)] : [],
    numericFilters,
  } satisfies SearchParamsObject
}
