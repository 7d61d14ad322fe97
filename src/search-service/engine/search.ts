import type { Conjunction } from '../filter/types'
import { andInto, orInto, type Bitset } from './bitset'
import { MatchSet } from './match-set'
import { scratch } from './scratch'
import { countFacet, facetStats, type FacetSortOrder, type FacetStats } from './facet-counting'
import { highlightRecord, highlightText, type HighlightTree } from './highlight'
import type { JsonObject } from './json'
import { foldedWords, wordSpans } from './normalize'
import { rankingKeys, topRanked, topRankedBySortedColumn } from './ranking'
import type { RecordStore } from './record-store'
import { retrieveAttributes } from './retrieve'
import { defaultHighlightAttributes, InvalidRequestError, typoOptions, type EffectiveSettings } from './settings'
import type { TextIndex, TextQuery, TextScores } from './text-index'
import type { TypoOptions } from './typo'
import { evaluateFilters } from './filter-evaluation'
import { recordPassesFilters, siteFirstMatches } from './site-first'

/** A validated search, whatever syntax the filters arrived in. */
export interface SearchQuery {
  readonly query: string
  /** Every filter ANDed together (filters, facetFilters, numericFilters, tagFilters, key restrictions). */
  readonly filters: Conjunction
  readonly facets?: readonly string[]
  readonly maxValuesPerFacet?: number
  readonly sortFacetValuesBy?: FacetSortOrder
  readonly page?: number
  readonly hitsPerPage?: number
  readonly offset?: number
  readonly length?: number
  readonly attributesToRetrieve?: readonly string[]
  readonly attributesToHighlight?: readonly string[]
  readonly highlightPreTag?: string
  readonly highlightPostTag?: string
  readonly restrictSearchableAttributes?: readonly string[]
  /**
   * Query overrides of the index's typo settings (typoTolerance, minWordSizefor1Typo,
   * minWordSizefor2Typos, allowTyposOnNumericTokens, disableTypoToleranceOnAttributes, queryType,
   * removeWordsIfNoResults), validated by the HTTP layer.
   */
  readonly typoParams?: JsonObject
}

export type Hit = JsonObject & { _highlightResult?: { [key: string]: HighlightTree } }

export interface SearchOutcome {
  hits: Hit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  offset?: number
  length?: number
  facets?: Record<string, Record<string, number>>
  facetsStats?: Record<string, FacetStats>
  /** Fractional milliseconds spent in the engine. */
  processingTimeMS: number
}

export interface FacetHit {
  value: string
  highlighted: string
  count: number
}

export interface FacetSearchOutcome {
  facetHits: FacetHit[]
  processingTimeMS: number
}

/** What a search runs against: a record store and the settings of the index being queried. */
export interface IndexView {
  readonly store: RecordStore
  readonly settings: EffectiveSettings
}

/** Algolia only looks at the first words of very long queries; bit masks cap us at 31. */
const MAX_QUERY_WORDS = 20

function searchableFor(
  settings: EffectiveSettings,
  restrict: readonly string[] | undefined,
): readonly string[] | undefined {
  if (restrict === undefined || restrict.length === 0) return settings.searchableAttributes
  if (settings.searchableAttributes === undefined) return restrict
  const wanted = new Set(restrict)
  const kept = settings.searchableAttributes.filter((entry) => {
    const inner = /^unordered\((.*)\)$/.exec(entry)?.[1] ?? entry
    return inner.split(',').some((path) => wanted.has(path.trim()))
  })
  return kept
}

interface Matches {
  readonly set: MatchSet
  readonly ids: Int32Array
  readonly text: TextQuery | undefined
  readonly words: readonly string[]
  /** Vocabulary words matched with typos, split or concatenated, and the query words they stand for. */
  readonly alternatives: () => ReadonlyMap<string, readonly string[]> | undefined
  /** typoTolerance 'min' or 'strict' put the typo criterion first. */
  readonly typoFirst: boolean
  /** Ranking signals of the given ids for the text query (undefined without one). */
  readonly scoreText: (ids: Int32Array) => TextScores | undefined
}

function isEmpty(bits: Bitset): boolean {
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) return false
  return true
}

/**
 * The query words' matches ANDed into `bits`; with removeWordsIfNoResults, when nothing matches,
 * the last (or first) words become optional one by one, at most 5, or every word does
 * (allOptional), as Algolia documents it. Records matching more words then rank first (`words`).
 */
function matchWords(bits: Bitset, wordBits: readonly Bitset[], options: TypoOptions): void {
  const strategy = options.removeWordsIfNoResults
  const filtered = strategy !== 'none' && wordBits.length > 1 ? scratch.uint32(bits.length) : undefined
  filtered?.set(bits)
  for (const w of wordBits) andInto(bits, w)
  if (filtered === undefined || !isEmpty(bits)) return
  if (strategy === 'allOptional') {
    const any = scratch.uint32(bits.length)
    for (const w of wordBits) orInto(any, w)
    bits.set(filtered)
    andInto(bits, any)
    return
  }
  const n = wordBits.length
  for (let removed = 1; removed <= Math.min(5, n - 1); removed++) {
    bits.set(filtered)
    const required = strategy === 'lastWords' ? wordBits.slice(0, n - removed) : wordBits.slice(removed)
    for (const w of required) andInto(bits, w)
    if (!isEmpty(bits)) return
  }
}

/** typoTolerance 'min' keeps the records with the fewest typos, 'strict' those with the two fewest counts. */
function keepFewestTypos(bits: Bitset, ids: Int32Array, textIndex: TextIndex, text: TextQuery, strict: boolean): void {
  const typos = textIndex.score(ids, text).typos
  const counts = [...new Set(typos)].sort((a, b) => a - b)
  const limit = strict ? (counts[1] ?? counts[0]) : counts[0]
  for (let i = 0; i < ids.length; i++) {
    if (typos[i] > limit) bits[ids[i] >>> 5] &= ~(1 << (ids[i] & 31))
  }
}

/**
 * The ids whose word masks hold every required word; with removeWordsIfNoResults, the same fallbacks
 * as `matchWords`, over masks instead of bitsets (bit w = the record matches query word w).
 */
function idsMatchingWords(ids: Int32Array, masks: Int32Array, wordCount: number, options: TypoOptions): Int32Array {
  const keep = (test: (mask: number) => boolean): Int32Array => {
    const kept = scratch.int32(ids.length)
    let n = 0
    for (let i = 0; i < ids.length; i++) if (test(masks[i])) kept[n++] = ids[i]
    return kept.subarray(0, n)
  }
  const all = (1 << wordCount) - 1
  const every = keep((mask) => (mask & all) === all)
  const strategy = options.removeWordsIfNoResults
  if (every.length > 0 || strategy === 'none' || wordCount <= 1) return every
  if (strategy === 'allOptional') return keep((mask) => mask !== 0)
  let kept = every
  for (let removed = 1; removed <= Math.min(5, wordCount - 1); removed++) {
    const required = strategy === 'lastWords' ? (1 << (wordCount - removed)) - 1 : all & ~((1 << removed) - 1)
    kept = keep((mask) => (mask & required) === required)
    if (kept.length > 0) return kept
  }
  return kept
}

/** The ids with the fewest typos ('min'), or the two fewest counts ('strict'). */
function idsWithFewestTypos(ids: Int32Array, textIndex: TextIndex, text: TextQuery, strict: boolean): Int32Array {
  const typos = textIndex.score(ids, text).typos
  const counts = [...new Set(typos)].sort((a, b) => a - b)
  const limit = strict ? (counts[1] ?? counts[0]) : counts[0]
  const kept = scratch.int32(ids.length)
  let n = 0
  for (let i = 0; i < ids.length; i++) if (typos[i] <= limit) kept[n++] = ids[i]
  return kept.subarray(0, n)
}

/**
 * Filters, then query words, then (typoTolerance min or strict) the fewest typos. A query scoped to
 * one site starts from that site's records (site-first) and never builds a bitset over the index;
 * any other query ANDs bitsets over the whole index.
 */
function matchSetOf(
  view: IndexView,
  query: SearchQuery,
  textIndex: TextIndex | undefined,
  text: TextQuery | undefined,
  options: TypoOptions,
): MatchSet {
  const { store, settings } = view
  const fewest = (options.typoTolerance === 'min' || options.typoTolerance === 'strict') && text?.hasTypos === true
  const siteIds = siteFirstMatches(query.filters, store, settings)
  if (siteIds !== undefined) {
    let ids = siteIds
    if (textIndex !== undefined && text !== undefined) {
      ids = idsMatchingWords(ids, textIndex.wordMasksOf(ids, text), text.words.length, options)
      if (fewest && ids.length > 0) ids = idsWithFewestTypos(ids, textIndex, text, options.typoTolerance === 'strict')
    }
    return MatchSet.ofIds(ids, store.live, store.size)
  }
  const bits = evaluateFilters(query.filters, store, settings)
  if (textIndex !== undefined && text !== undefined) matchWords(bits, textIndex.wordBitsets(text, bits.length), options)
  let set = MatchSet.of(bits, store.live, store.size)
  if (textIndex !== undefined && text !== undefined && fewest && set.ids.length > 0) {
    keepFewestTypos(bits, set.ids, textIndex, text, options.typoTolerance === 'strict')
    set = MatchSet.of(bits, store.live, store.size)
  }
  return set
}

function findMatches(view: IndexView, query: SearchQuery): Matches {
  const { store, settings } = view
  const words = foldedWords(query.query).slice(0, MAX_QUERY_WORDS)
  const options = query.typoParams === undefined ? settings.typo : typoOptions(query.typoParams, settings.typo)
  const searchable = searchableFor(settings, query.restrictSearchableAttributes)
  const textIndex = words.length > 0 ? store.textIndex(searchable) : undefined
  const fewest = options.typoTolerance === 'min' || options.typoTolerance === 'strict'
  const text = textIndex?.prepare(words, options)
  const set = matchSetOf(view, query, textIndex, text, options)
  const ids = set.ids
  return {
    set,
    ids,
    text,
    words,
    alternatives: () => (textIndex !== undefined && text !== undefined ? textIndex.alternativesOf(text) : undefined),
    typoFirst: fewest,
    scoreText: (subset) => (textIndex !== undefined && text !== undefined ? textIndex.score(subset, text) : undefined),
  }
}

function requestedFacets(settings: EffectiveSettings, facets: readonly string[] | undefined): string[] {
  if (facets === undefined || facets.length === 0) return []
  const visible = [...settings.facets.values()].filter((f) => !f.filterOnly).map((f) => f.attribute)
  if (facets.includes('*')) return visible
  return facets.filter((facet, i) => facets.indexOf(facet) === i && visible.includes(facet))
}

/** Runs a search: filters, text match, exact facet counts and stats, ranking, page, highlighting. */
export function executeSearch(view: IndexView, query: SearchQuery): SearchOutcome {
  const started = performance.now()
  scratch.rewind()
  const { store, settings } = view
  const matches = findMatches(view, query)
  const nbHits = matches.ids.length

  let facets: Record<string, Record<string, number>> | undefined
  let facetsStats: Record<string, FacetStats> | undefined
  if (query.facets !== undefined && query.facets.length > 0) {
    facets = {}
    const limit = query.maxValuesPerFacet ?? settings.maxValuesPerFacet
    for (const attribute of requestedFacets(settings, query.facets)) {
      const index = store.facetIndex(attribute)
      const top = countFacet(index, matches.set, limit, query.sortFacetValuesBy ?? 'count')
      if (top.length > 0) facets[attribute] = Object.fromEntries(top)
      const column = index.hasNumbers ? store.numericColumn(attribute) : undefined
      if (column !== undefined && column.size > 0) {
        const stats = facetStats(column, matches.set)
        if (stats !== undefined) (facetsStats ??= {})[attribute] = stats
      }
    }
  }

  const hitsPerPage = query.hitsPerPage ?? settings.hitsPerPage
  const reachable = Math.min(nbHits, settings.paginationLimitedTo)
  const usesOffset = query.offset !== undefined
  const page = query.page ?? 0
  const start = usesOffset ? (query.offset ?? 0) : page * hitsPerPage
  const count = usesOffset ? (query.length ?? hitsPerPage) : hitsPerPage
  const end = Math.min(start + count, reachable)

  let hits: Hit[] = []
  if (end > start) {
    const ranked = rankedIds(view, matches, end)
    const attributesToRetrieve = query.attributesToRetrieve ?? settings.attributesToRetrieve
    const attributesToHighlight = query.attributesToHighlight ?? defaultHighlightAttributes(settings)
    const highlight = {
      words: matches.words,
      alternatives: matches.alternatives(),
      preTag: query.highlightPreTag ?? settings.highlightPreTag,
      postTag: query.highlightPostTag ?? settings.highlightPostTag,
    }
    hits = Array.from(ranked.subarray(start, end), (id) => {
      const record = store.recordAt(id) as JsonObject
      const hit: Hit = retrieveAttributes(record, attributesToRetrieve, settings.unretrievableAttributes)
      if (attributesToHighlight.length > 0)
        hit._highlightResult = highlightRecord(record, attributesToHighlight, highlight)
      return hit
    })
  }

  return {
    hits,
    nbHits,
    page: usesOffset ? 0 : page,
    nbPages: hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0,
    hitsPerPage,
    ...(usesOffset ? { offset: start, length: count } : {}),
    ...(facets !== undefined ? { facets } : {}),
    ...(facetsStats !== undefined ? { facetsStats } : {}),
    processingTimeMS: performance.now() - started,
  }
}

/** The first `limit` matching ids in rank order. */
function rankedIds(view: IndexView, matches: Matches, limit: number): Int32Array {
  const { store, settings } = view
  // Without a query only attribute criteria decide; many matches can then be ranked off a sorted column.
  // That walk passes about limit × size / matches entries of the whole index, so a site's few matches
  // in a big index are cheaper to rank directly.
  const matched = matches.ids.length
  if (matches.text === undefined && matched > limit * 8 && limit * store.size < matched * matched) {
    const fast = topRankedBySortedColumn(store, settings, matches.set.bits, limit)
    if (fast !== undefined) return fast
  }
  const scores = matches.scoreText(matches.ids)
  const keys = rankingKeys(store, settings, matches.ids, scores, matches.typoFirst)
  const order = topRanked(matches.ids, keys, limit, store.order)
  return Int32Array.from(order, (position) => matches.ids[position])
}

/** Records matching a query's filters and text, as sorted internal ids (for browse and deleteBy). */
export function matchingIds(
  view: IndexView,
  query: Pick<SearchQuery, 'query' | 'filters' | 'restrictSearchableAttributes'>,
): Int32Array {
  scratch.rewind()
  // Copied out of scratch memory: callers may keep the ids across searches.
  return findMatches(view, { ...query }).ids.slice()
}

/**
 * One page of a browse: of the records matching the query, the first `limit` after the one whose
 * sequence number is `after` (-1 from the start), in the index's order, which clustering does not
 * change; with how many match in all and how many came before the page.
 */
export function browsePage(
  view: IndexView,
  query: Pick<SearchQuery, 'query' | 'filters' | 'restrictSearchableAttributes'>,
  after: number,
  limit: number,
): { ids: Int32Array; total: number; skipped: number } {
  const ids = matchingIds(view, query)
  const order = view.store.order
  const rest = ids.filter((id) => order[id] > after)
  const ranked = topRanked(rest, [Float64Array.from(rest, (id) => order[id])], limit, order)
  return {
    ids: Int32Array.from(ranked, (position) => rest[position]),
    total: ids.length,
    skipped: ids.length - rest.length,
  }
}

/** Whether one record (by internal id) passes the filters, e.g. a secured key's on getObject. */
export function recordMatches(view: IndexView, filters: Conjunction, id: number): boolean {
  scratch.rewind()
  return recordPassesFilters(filters, view.store, view.settings, id)
}

function matchesFacetQuery(value: string, queryWords: readonly string[]): boolean {
  if (queryWords.length === 0) return true
  const valueWords = wordSpans(value).map((s) => s.folded)
  const last = queryWords.length - 1
  return queryWords.every((word, i) =>
    i < last ? valueWords.includes(word) : valueWords.some((v) => v.startsWith(word)),
  )
}

/** Search for facet values: values of `facet` matching `facetQuery`, counted over the query's matches. */
export function searchFacetValues(
  view: IndexView,
  facet: string,
  facetQuery: string,
  query: SearchQuery,
  maxFacetHits: number,
): FacetSearchOutcome {
  const started = performance.now()
  scratch.rewind()
  const declaration = view.settings.facets.get(facet)
  if (declaration === undefined || !declaration.searchable) {
    throw new InvalidRequestError(
      `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`,
    )
  }
  const matches = findMatches(view, query)
  const queryWords = foldedWords(facetQuery)
  const highlight = {
    words: queryWords,
    preTag: query.highlightPreTag ?? view.settings.highlightPreTag,
    postTag: query.highlightPostTag ?? view.settings.highlightPostTag,
  }
  const top = countFacet(
    view.store.facetIndex(facet),
    matches.set,
    maxFacetHits,
    query.sortFacetValuesBy ?? 'count',
    (value) => matchesFacetQuery(value, queryWords),
  )
  const facetHits = top.map(([value, count]) => ({
    value,
    highlighted: highlightText(value, highlight).value,
    count,
  }))
  return { facetHits, processingTimeMS: performance.now() - started }
}
