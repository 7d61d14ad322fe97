import { parseFilters, parseListFilters, FilterSyntaxError, type Conjunction } from '../filter'
import { isJsonObject, type JsonObject, type JsonValue } from '../engine/json'
import type { SearchQuery } from '../engine/search'
import { readBoolean, readQueryType, readRemoveWords, readTypoTolerance } from '../engine/settings'
import type { BrowseParamsObject, SearchForFacetsOptions, SearchForHitsOptions } from 'algoliasearch'
import { badRequest } from './http-error'

type ParamKind = 'string' | 'integer' | 'stringList' | 'filterList'

/**
 * Every parameter name a search, browse or facet search may carry, taken from the algoliasearch client's own types
 * (issue 40.3): the lists below are checked against it by `tsc`, so a name Algolia does not know cannot be accepted
 * here (and the app, whose requests are typed against the same types, cannot send one).
 */
export type AlgoliaParamName =
  | keyof BrowseParamsObject
  | keyof Pick<SearchForFacetsOptions, 'facetQuery' | 'maxFacetHits'>
  | keyof Pick<SearchForHitsOptions, 'extensions'>

/** A list of parameters the service accepts, with how it reads each: only Algolia's names type-check. */
export type ParamAllowList = Partial<Record<AlgoliaParamName, ParamKind>>

/** Parameters the engine acts on, with their types. */
const SUPPORTED = {
  query: 'string',
  filters: 'string',
  facetFilters: 'filterList',
  numericFilters: 'filterList',
  tagFilters: 'filterList',
  facets: 'stringList',
  maxValuesPerFacet: 'integer',
  sortFacetValuesBy: 'string',
  page: 'integer',
  hitsPerPage: 'integer',
  offset: 'integer',
  length: 'integer',
  attributesToRetrieve: 'stringList',
  attributesToHighlight: 'stringList',
  highlightPreTag: 'string',
  highlightPostTag: 'string',
  restrictSearchableAttributes: 'stringList',
  facetQuery: 'string',
  maxFacetHits: 'integer',
  cursor: 'string',
  typoTolerance: 'string',
  minWordSizefor1Typo: 'integer',
  minWordSizefor2Typos: 'integer',
  allowTyposOnNumericTokens: 'string',
  disableTypoToleranceOnAttributes: 'stringList',
  queryType: 'string',
  removeWordsIfNoResults: 'string',
} as const satisfies ParamAllowList

/**
 * Every other search parameter of Algolia's API: accepted so InstantSearch and the clients work unchanged, and
 * ignored (analytics, personalisation, language tuning, optionalWords, geo, rules, distinct, snippets...).
 */
const IGNORED = [
  'similarQuery',
  'optionalFilters',
  'sumOrFiltersScores',
  'facetingAfterDistinct',
  'aroundLatLng',
  'aroundLatLngViaIP',
  'aroundRadius',
  'aroundPrecision',
  'minimumAroundRadius',
  'insideBoundingBox',
  'insidePolygon',
  'naturalLanguages',
  'ruleContexts',
  'personalizationImpact',
  'userToken',
  'getRankingInfo',
  'synonyms',
  'clickAnalytics',
  'analytics',
  'analyticsTags',
  'percentileComputation',
  'enableABTest',
  'ranking',
  'relevancyStrictness',
  'attributesToSnippet',
  'snippetEllipsisText',
  'restrictHighlightAndSnippetArrays',
  'ignorePlurals',
  'removeStopWords',
  'queryLanguages',
  'decompoundQuery',
  'enableRules',
  'enablePersonalization',
  'mode',
  'semanticSearch',
  'advancedSyntax',
  'optionalWords',
  'disableExactOnAttributes',
  'exactOnSingleWordQuery',
  'alternativesAsExact',
  'advancedSyntaxFeatures',
  'distinct',
  'replaceSynonymsInHighlight',
  'minProximity',
  'responseFields',
  'attributeCriteriaComputedByMinProximity',
  'attributeCriteriaComputedBy',
  'renderingContent',
  'enableReRanking',
  'reRankingApplyFilter',
  'extensions',
] as const satisfies readonly AlgoliaParamName[]

/**
 * Fails `tsc` when the client's types gain a parameter that is in neither list (an algoliasearch upgrade): decide
 * whether the engine acts on it or ignores it, rather than answering "Unknown parameter" to a valid request.
 */
type Unlisted = Exclude<AlgoliaParamName, keyof typeof SUPPORTED | (typeof IGNORED)[number]>
const everyParamListed: [Unlisted] extends [never] ? true : { unlisted: Unlisted } = true
void everyParamListed

/**
 * Not search parameters, but sent with them by some clients: the agent string (older clients put it in the params
 * string, v5 in the URL).
 */
const TRANSPORT = ['x-algolia-agent']

const KNOWN = new Set<string>([...Object.keys(SUPPORTED), ...IGNORED, ...TRANSPORT])

/** Request fields that are not search parameters (multi-query envelope, facet search, browse). */
const ENVELOPE = new Set(['indexName', 'params', 'type', 'facet', 'strategy'])

/** Raw parameters after merging the object form and the URL-encoded `params` string. */
export type RawParams = JsonObject

function parseParamsString(encoded: string): JsonObject {
  const out: JsonObject = {}
  for (const [key, value] of new URLSearchParams(encoded)) out[key] = value
  return out
}

/**
 * Merges a request's parameters: fields given directly and a `params` string (URL-encoded, as
 * InstantSearch v4 and older clients send) or a `params` object.
 */
export function collectParams(body: JsonObject): RawParams {
  const out: JsonObject = {}
  for (const [key, value] of Object.entries(body)) if (!ENVELOPE.has(key) && value !== null) out[key] = value
  const params = body.params
  if (typeof params === 'string') Object.assign(out, parseParamsString(params))
  else if (isJsonObject(params)) Object.assign(out, params)
  else if (params !== undefined && params !== null) throw badRequest('params must be a URL-encoded string or an object')
  return out
}

function fromJsonText(name: string, text: string): JsonValue {
  try {
    return JSON.parse(text) as JsonValue
  } catch {
    throw badRequest(`Invalid value for ${name}: malformed JSON`)
  }
}

function readString(name: string, value: JsonValue): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  throw badRequest(`Invalid value for ${name}: expected a string`)
}

function readInteger(name: string, value: JsonValue, min: number, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    throw badRequest(`Invalid value for ${name}: expected an integer between ${min} and ${max}`)
  }
  return n
}

function readStringList(name: string, value: JsonValue): string[] {
  let list: JsonValue = value
  if (typeof value === 'string')
    list = value.trim().startsWith('[')
      ? fromJsonText(name, value)
      : value
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
  if (!Array.isArray(list) || list.some((v) => typeof v !== 'string'))
    throw badRequest(`Invalid value for ${name}: expected an array of strings`)
  return list as string[]
}

function readFilterList(name: string, value: JsonValue): JsonValue {
  if (typeof value === 'string' && value.trim().startsWith('[')) return fromJsonText(name, value)
  return value
}

/** Rejects unknown parameters the way Algolia does, naming the parameter. */
export function checkParamNames(params: RawParams): void {
  for (const key of Object.keys(params)) {
    if (!KNOWN.has(key)) throw badRequest(`Unknown parameter: ${key}`)
  }
}

function filtersOf(params: RawParams): Conjunction {
  try {
    const parts: Conjunction[] = []
    if (params.filters !== undefined) parts.push(parseFilters(readString('filters', params.filters)))
    for (const name of ['facetFilters', 'numericFilters', 'tagFilters'] as const) {
      if (params[name] !== undefined) parts.push(parseListFilters(readFilterList(name, params[name]), name))
    }
    return parts.flat()
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw badRequest(error.message)
    throw error
  }
}

/** A validated engine query from raw parameters, plus extra filters that must always apply. */
export function toSearchQuery(params: RawParams, enforcedFilters: Conjunction = []): SearchQuery {
  checkParamNames(params)
  const optionalString = (name: string): string | undefined =>
    params[name] === undefined ? undefined : readString(name, params[name])
  const optionalInteger = (name: string, min: number, max: number): number | undefined =>
    params[name] === undefined ? undefined : readInteger(name, params[name], min, max)
  const optionalList = (name: string): string[] | undefined =>
    params[name] === undefined ? undefined : readStringList(name, params[name])
  const sortFacetValuesBy = optionalString('sortFacetValuesBy')
  if (sortFacetValuesBy !== undefined && sortFacetValuesBy !== 'count' && sortFacetValuesBy !== 'alpha') {
    throw badRequest("Invalid value for sortFacetValuesBy: expected 'count' or 'alpha'")
  }
  const query: SearchQuery = {
    query: optionalString('query') ?? '',
    filters: [...filtersOf(params), ...enforcedFilters],
    facets: optionalList('facets'),
    maxValuesPerFacet: optionalInteger('maxValuesPerFacet', 0, 1000),
    sortFacetValuesBy,
    page: optionalInteger('page', 0, 1_000_000),
    hitsPerPage: optionalInteger('hitsPerPage', 0, 1000),
    offset: optionalInteger('offset', 0, 1_000_000),
    length: optionalInteger('length', 0, 1000),
    attributesToRetrieve: optionalList('attributesToRetrieve'),
    attributesToHighlight: optionalList('attributesToHighlight'),
    highlightPreTag: optionalString('highlightPreTag'),
    highlightPostTag: optionalString('highlightPostTag'),
    restrictSearchableAttributes: optionalList('restrictSearchableAttributes'),
    typoParams: typoParamsOf(params, optionalInteger, optionalList),
  }
  return query
}

/** The typo parameters given with the query, validated (booleans may arrive as strings). */
function typoParamsOf(
  params: RawParams,
  optionalInteger: (name: string, min: number, max: number) => number | undefined,
  optionalList: (name: string) => string[] | undefined,
): JsonObject | undefined {
  const out: JsonObject = {}
  const checked = <T>(name: string, read: (value: JsonValue) => T | undefined, expected: string): void => {
    const value = params[name]
    if (value === undefined) return
    const parsed = read(value)
    if (parsed === undefined) throw badRequest(`Invalid value for ${name}: expected ${expected}`)
    out[name] = parsed as JsonValue
  }
  checked('typoTolerance', readTypoTolerance, "true, false, 'min' or 'strict'")
  checked('allowTyposOnNumericTokens', readBoolean, 'a boolean')
  checked('queryType', readQueryType, "'prefixLast', 'prefixAll' or 'prefixNone'")
  checked('removeWordsIfNoResults', readRemoveWords, "'none', 'lastWords', 'firstWords' or 'allOptional'")
  for (const name of ['minWordSizefor1Typo', 'minWordSizefor2Typos']) {
    const value = optionalInteger(name, 0, 1000)
    if (value !== undefined) out[name] = value
  }
  const disabled = optionalList('disableTypoToleranceOnAttributes')
  if (disabled !== undefined) out.disableTypoToleranceOnAttributes = disabled
  return Object.keys(out).length > 0 ? out : undefined
}

/** The `params` string echoed in answers, in Algolia's format. */
export function encodeParams(params: RawParams): string {
  return Object.keys(params)
    .sort()
    .map((key) => {
      const value = params[key]
      const text = typeof value === 'string' ? value : JSON.stringify(value)
      return `${key}=${encodeURIComponent(text)}`
    })
    .join('&')
}

export function readFacetSearch(params: RawParams): { facetQuery: string; maxFacetHits: number } {
  const facetQuery = params.facetQuery === undefined ? '' : readString('facetQuery', params.facetQuery)
  const maxFacetHits = params.maxFacetHits === undefined ? 10 : readInteger('maxFacetHits', params.maxFacetHits, 1, 100)
  return { facetQuery, maxFacetHits }
}
