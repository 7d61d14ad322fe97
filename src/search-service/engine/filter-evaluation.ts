import type { Conjunction, FilterTest } from '../filter/types'
import { andInto, andNotInto, createBitset, orInto, type Bitset } from './bitset'
import type { NumericRange } from './numeric-column'
import type { RecordStore } from './record-store'
import { scratch } from './scratch'
import type { EffectiveSettings } from './settings'

/**
 * Results of single tests per store, valid until the next write. A search page sends the same
 * site filter and listing rule with every query, so these are usually hits.
 */
interface TestCache {
  version: number
  epoch: number
  results: Map<string, Bitset>
}

const caches = new WeakMap<RecordStore, TestCache>()
const MAX_CACHED_TESTS = 512

function cacheFor(store: RecordStore): TestCache {
  let cache = caches.get(store)
  if (cache === undefined || cache.version !== store.version || cache.epoch !== store.epoch) {
    cache = { version: store.version, epoch: store.epoch, results: new Map() }
    caches.set(store, cache)
  }
  return cache
}

/** The numeric range a numeric or range test selects (`!=` selects its `=` range, negated). */
export function numericRange(test: FilterTest): NumericRange | undefined {
  if (test.kind === 'range') return { lower: test.lower, lowerInclusive: true, upper: test.upper, upperInclusive: true }
  if (test.kind !== 'numeric') return undefined
  const v = test.value
  switch (test.operator) {
    case '<':
      return { lower: -Infinity, lowerInclusive: true, upper: v, upperInclusive: false }
    case '<=':
      return { lower: -Infinity, lowerInclusive: true, upper: v, upperInclusive: true }
    case '>':
      return { lower: v, lowerInclusive: false, upper: Infinity, upperInclusive: true }
    case '>=':
      return { lower: v, lowerInclusive: true, upper: Infinity, upperInclusive: true }
    case '=':
    case '!=':
      return { lower: v, lowerInclusive: true, upper: v, upperInclusive: true }
  }
}

/** Records matching the test with its negation ignored (`!=` is stored as the negation of `=`). */
function positiveMatches(test: FilterTest, store: RecordStore, settings: EffectiveSettings): Bitset {
  const bits = createBitset(store.words)
  if (test.kind === 'tag') {
    for (const posting of store.facetIndex('_tags').postingsFor(test.value)) posting.orInto(bits)
    return bits
  }
  if (test.kind === 'facet') {
    // Like Algolia, facet filters only apply to attributes declared in attributesForFaceting.
    if (!settings.facets.has(test.attribute)) return bits
    for (const posting of store.facetIndex(test.attribute).postingsFor(test.value)) posting.orInto(bits)
    return bits
  }
  const range = numericRange(test)
  if (range !== undefined) store.numericColumn(test.attribute).rangeInto(bits, range)
  return bits
}

/** Whether the test's records are the live ones outside its range or values. */
export function isNegated(test: FilterTest): boolean {
  return test.kind === 'numeric' && test.operator === '!=' ? !test.negated : test.negated
}

/** Records matching one test, negation included (negation is relative to the live records). */
export function matchTest(test: FilterTest, store: RecordStore, settings: EffectiveSettings): Bitset {
  const cache = cacheFor(store)
  const declared = test.kind === 'facet' && settings.facets.has(test.attribute)
  const key = `${declared ? 'd' : 'u'}${JSON.stringify(test)}`
  const cached = cache.results.get(key)
  if (cached !== undefined) return cached
  const positive = positiveMatches(test, store, settings)
  let result = positive
  if (isNegated(test)) {
    result = store.live.slice()
    andNotInto(result, positive)
  }
  if (cache.results.size >= MAX_CACHED_TESTS) cache.results.clear()
  cache.results.set(key, result)
  return result
}

/** Live records matching every OR-group of the conjunction, in scratch memory valid for this search. */
export function evaluateFilters(conjunction: Conjunction, store: RecordStore, settings: EffectiveSettings): Bitset {
  const result = scratch.uint32(store.words)
  result.set(store.live)
  for (const group of conjunction) {
    if (group.length === 1) {
      andInto(result, matchTest(group[0], store, settings))
      continue
    }
    const eitherMatches = scratch.uint32(store.words)
    for (const test of group) orInto(eitherMatches, matchTest(test, store, settings))
    andInto(result, eitherMatches)
  }
  return result
}
