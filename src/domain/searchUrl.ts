import { slugify } from './slugify'
import { MODEL_BODY_TYPES } from './modelBodies'
import { withQueryPrice } from './queryPrice'
import type { CarType } from './types'
import {
  FILTER_ATTRIBUTES,
  RANGE_ATTRIBUTES,
  type FilterAttribute,
  type NumericRange,
  type RangeAttribute,
  type SearchState,
} from './searchState'

// The search state's shape lives in searchState.ts (queryPrice.ts needs it and this module needs queryPrice).
export {
  FILTER_ATTRIBUTES,
  RANGE_ATTRIBUTES,
  type FilterAttribute,
  type NumericRange,
  type RangeAttribute,
  type SearchState,
}

/** Path segments for car types, by the sorted types they stand for. */
const CAR_TYPE_SEGMENTS: ReadonlyArray<readonly [string, readonly CarType[]]> = [
  ['new-cars', ['new']],
  ['used-cars', ['used']],
  ['demo-cars', ['demo']],
  ['new-and-demo-cars', ['demo', 'new']],
  ['new-used-and-demo-cars', ['demo', 'new', 'used']],
]

export interface SearchUrlOptions {
  /** Path of the unfiltered search (default '/search'). */
  basePath?: string
  /** Known make names, to turn a /search/{make} slug back into the facet value. */
  makes?: readonly string[]
  /** Known model names, for /search/{make}/{model}. */
  models?: readonly string[]
  /** Known body values (the stock's body facet), to turn a /search/{body} slug back into the facet value. */
  bodies?: readonly string[]
}

/** Content spec §2 'Body types list' (one list: modelBodies.ts): the bodies a /search/{slug} path can name. */
export const BODY_TYPES = MODEL_BODY_TYPES

/** A listed body's path slug: 'cabChassis' → 'cab-chassis', 'suv' → 'suv'. */
const bodyTypeSlug = (body: string) => slugify(body.replace(/([a-z0-9])([A-Z])/g, '$1-$2'))

/** A listed body's name when the stock has no value for it: 'SUV', 'Cab Chassis', '4x4'. */
const bodyTypeName = (body: string) =>
  body === 'suv' ? 'SUV' : titleCase(body.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase())

/**
 * Content spec §2 /search/{body slug}: the body a path segment names, when it is one of the spec's body types
 * ('suv', 'cab-chassis' or 'cabchassis'): the stock's own value for it when known ('SUV'), otherwise its name.
 * Undefined for any other segment (a make).
 */
export function bodyOfSlug(segment: string, knownBodies: readonly string[] = []): string | undefined {
  const slug = segment.toLowerCase()
  const type = BODY_TYPES.find((b) => bodyTypeSlug(b) === slug || b.toLowerCase() === slug)
  if (!type) return undefined
  const slugs = [bodyTypeSlug(type), type.toLowerCase()]
  return (
    knownBodies.find((name) => slugs.includes(slugify(name)) || slugs.includes(slugify(name).replace(/-/g, ''))) ??
    bodyTypeName(type)
  )
}

const isRangeAttribute = (key: string): key is RangeAttribute => (RANGE_ATTRIBUTES as readonly string[]).includes(key)
const isFilterAttribute = (key: string): key is FilterAttribute =>
  (FILTER_ATTRIBUTES as readonly string[]).includes(key)

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ')

function resolveSlug(slug: string, known: readonly string[] | undefined): string | undefined {
  return known?.find((name) => slugify(name) === slug.toLowerCase())
}

/** 'min:max' without $ or commas; a missing end stays empty ('5000:' or ':20000'). */
export function formatRange(range: NumericRange): string {
  const end = (n: number | undefined) => (typeof n === 'number' && Number.isFinite(n) ? String(Math.round(n)) : '')
  return `${end(range.min)}:${end(range.max)}`
}

/** Reads 'min:max' (tolerating $ and thousand separators); null when it is not a range. */
export function parseRange(value: string): NumericRange | null {
  const parts = value.replace(/[$,\s]/g, '').split(':')
  if (parts.length !== 2) return null
  const read = (part: string | undefined) => (part && /^-?\d+(\.\d+)?$/.test(part) ? Number(part) : undefined)
  const range: NumericRange = {}
  const min = read(parts[0])
  const max = read(parts[1])
  if (min !== undefined) range.min = min
  if (max !== undefined) range.max = max
  return min === undefined && max === undefined ? null : range
}

function pathFor(state: SearchState, basePath: string): { path: string; consumed: Set<FilterAttribute> } {
  const consumed = new Set<FilterAttribute>()
  const makes = state.refinements?.make ?? []
  const models = state.refinements?.model ?? []
  const types = [...new Set(state.refinements?.car_type ?? [])].sort()
  const [make] = makes
  if (makes.length === 1 && make) {
    consumed.add('make')
    const [model] = models
    if (models.length === 1 && model) {
      consumed.add('model')
      return { path: `/search/${slugify(make)}/${slugify(model)}`, consumed }
    }
    return { path: `/search/${slugify(make)}`, consumed }
  }
  if (types.length > 0) {
    const segment = CAR_TYPE_SEGMENTS.find(([, t]) => t.length === types.length && t.every((x, i) => x === types[i]))
    if (segment) {
      consumed.add('car_type')
      return { path: `/search/${segment[0]}`, consumed }
    }
  }
  return { path: basePath, consumed }
}

/**
 * Spec §2: search state → URL. car_type and make move into the path (/search/{new|used|demo}-cars,
 * /search/new-and-demo-cars, /search/new-used-and-demo-cars, /search/{make}, /search/{make}/{model}); the query
 * string holds query, one parameter per other filter attribute (values joined by commas), price and km ranges as
 * min:max without $ or commas, sortBy and page (omitted on page 1).
 */
export function searchStateToUrl(state: SearchState, options: SearchUrlOptions = {}): string {
  const { path, consumed } = pathFor(state, options.basePath ?? '/search')
  const params = queryParams(state, consumed)
  return params.length > 0 ? `${path}?${params.join('&')}` : path
}

/** A search state as a query string alone, no filter moved into the path (the search page's cache key: searchQueryKey.ts). */
export const searchStateQuery = (state: SearchState): string => queryParams(state, new Set()).join('&')

function queryParams(state: SearchState, consumed: ReadonlySet<FilterAttribute>): string[] {
  const params: string[] = []
  if (state.query?.trim()) params.push(`query=${encodeURIComponent(state.query.trim())}`)
  for (const attribute of FILTER_ATTRIBUTES) {
    const range = isRangeAttribute(attribute) ? state.ranges?.[attribute] : undefined
    if (range && (range.min !== undefined || range.max !== undefined)) {
      params.push(`${attribute}=${formatRange(range)}`)
      continue
    }
    const values = consumed.has(attribute) ? [] : (state.refinements?.[attribute] ?? []).filter((v) => v !== '')
    if (values.length > 0) params.push(`${attribute}=${values.map(encodeURIComponent).join(',')}`)
  }
  if (state.sortBy) params.push(`sortBy=${encodeURIComponent(state.sortBy)}`)
  if (state.page && state.page > 1) params.push(`page=${Math.floor(state.page)}`)
  return params
}

function addRefinement(state: SearchState, attribute: FilterAttribute, values: readonly string[]): void {
  const refinements = (state.refinements ??= {})
  refinements[attribute] = [...new Set([...(refinements[attribute] ?? []), ...values])]
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '))
  } catch {
    return value
  }
}

/**
 * Spec §2: URL → search state; the inverse of searchStateToUrl. Unknown parameters are ignored; a price written in
 * the query becomes the price range.
 */
export function searchStateFromUrl(url: string, options: SearchUrlOptions = {}): SearchState {
  const parsed = new URL(url, 'http://search.invalid')
  const state: SearchState = {}
  const segments = parsed.pathname.split('/').filter(Boolean).map(decode)
  if (segments[0] === 'search' && segments[1]) {
    const first = segments[1].toLowerCase()
    const types = CAR_TYPE_SEGMENTS.find(([segment]) => segment === first)?.[1]
    const body = bodyOfSlug(first, options.bodies)
    if (types) addRefinement(state, 'car_type', types)
    else if (body && !resolveSlug(first, options.makes) && !segments[2]) addRefinement(state, 'body', [body])
    else {
      addRefinement(state, 'make', [resolveSlug(first, options.makes) ?? titleCase(first)])
      const model = segments[2]?.toLowerCase()
      if (model) addRefinement(state, 'model', [resolveSlug(model, options.models) ?? titleCase(model)])
    }
  }
  for (const pair of parsed.search.replace(/^\?/, '').split('&')) {
    if (!pair) continue
    const eq = pair.indexOf('=')
    const key = decode(eq === -1 ? pair : pair.slice(0, eq))
    const raw = eq === -1 ? '' : pair.slice(eq + 1)
    if (key === 'query') {
      const query = decode(raw).trim()
      if (query) state.query = query
    } else if (key === 'page') {
      const page = Number(decode(raw))
      if (Number.isInteger(page) && page > 1) state.page = page
    } else if (key === 'sortBy') {
      if (raw) state.sortBy = decode(raw)
    } else if (isRangeAttribute(key) && decode(raw).includes(':')) {
      const range = parseRange(decode(raw))
      if (range) (state.ranges ??= {})[key] = range
    } else if (isFilterAttribute(key)) {
      const values = raw
        .split(',')
        .map(decode)
        .filter((v) => v !== '')
      if (values.length > 0) addRefinement(state, key, values)
    }
  }
  // "hybrid suv under 40000": the price is a range, not words to search for (issue 39.7).
  return withQueryPrice(state)
}

/** Spec §2: a price-range or km-range change sets that key to min:max and removes page. */
export function withRange(state: SearchState, attribute: RangeAttribute, range: NumericRange | null): SearchState {
  const { page: _page, ...rest } = state
  const ranges = { ...state.ranges }
  if (range && (range.min !== undefined || range.max !== undefined)) ranges[attribute] = range
  else delete ranges[attribute]
  return { ...rest, ranges }
}

/** Changing a refinement list also goes back to the first page. */
export function withRefinement(state: SearchState, attribute: FilterAttribute, values: readonly string[]): SearchState {
  const { page: _page, ...rest } = state
  const refinements = { ...state.refinements }
  if (values.length > 0) refinements[attribute] = [...values]
  else delete refinements[attribute]
  return { ...rest, refinements }
}

/** Spec §2: 'See more from this dealer' is the car search filtered by dealership_slug. */
export function dealerStockUrl(dealershipSlug: string, options: SearchUrlOptions = {}): string {
  return searchStateToUrl({ refinements: { dealership_slug: [dealershipSlug] } }, options)
}
