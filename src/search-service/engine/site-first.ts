import type { Conjunction, Disjunction, FilterTest } from '../filter/types'
import { hasBit } from './bitset'
import { isNegated, numericRange } from './filter-evaluation'
import type { RecordStore } from './record-store'
import { scratch } from './scratch'
import type { EffectiveSettings } from './settings'

/**
 * Site-first filter evaluation. Every query of a site's shoppers carries the site's stock filter
 * (site_id, dealership_id) ANDed with the rest; on a platform of 500 dealers that filter selects a
 * small part of the index. Bitsets over the whole index cost what the platform holds; starting from
 * the records of the most selective OR-group and testing each of them against the other groups
 * costs what the site holds. Both give the same records.
 */

/** Below this share of the index (records per bitset word), testing records one by one is cheaper. */
const RECORDS_PER_WORD = 0.25

/** Whether one live record passes one test, negation included. */
type RecordTest = (id: number) => boolean

function positiveTest(test: FilterTest, store: RecordStore, settings: EffectiveSettings): RecordTest {
  if (test.kind === 'tag' || test.kind === 'facet') {
    // Like Algolia, facet filters only apply to attributes declared in attributesForFaceting.
    if (test.kind === 'facet' && !settings.facets.has(test.attribute)) return () => false
    const index = store.facetIndex(test.kind === 'tag' ? '_tags' : test.attribute)
    const valueIds = index.valueIdsFor(test.value)
    if (valueIds.length === 0) return () => false
    return (id) => index.holdsAny(id, valueIds)
  }
  const range = numericRange(test)
  if (range === undefined) return () => false
  const column = store.numericColumn(test.attribute)
  return (id) => column.matchesRange(id, range)
}

function recordTest(test: FilterTest, store: RecordStore, settings: EffectiveSettings): RecordTest {
  const positive = positiveTest(test, store, settings)
  return isNegated(test) ? (id) => !positive(id) : positive
}

function groupTest(group: Disjunction, store: RecordStore, settings: EffectiveSettings): RecordTest {
  const tests = group.map((test) => recordTest(test, store, settings))
  if (tests.length === 1) return tests[0]
  return (id) => tests.some((test) => test(id))
}

/** Whether one record (by internal id) is live and passes every OR-group: no bitset is built. */
export function recordPassesFilters(
  conjunction: Conjunction,
  store: RecordStore,
  settings: EffectiveSettings,
  id: number,
): boolean {
  if (!hasBit(store.live, id)) return false
  return conjunction.every((group) => groupTest(group, store, settings)(id))
}

/** Value ids of a positive facet or tag test, or undefined for a test postings cannot list. */
function listedValues(
  test: FilterTest,
  store: RecordStore,
  settings: EffectiveSettings,
): { attribute: string; valueIds: readonly number[] } | undefined {
  if (isNegated(test)) return undefined
  if (test.kind === 'tag') return { attribute: '_tags', valueIds: store.facetIndex('_tags').valueIdsFor(test.value) }
  if (test.kind !== 'facet') return undefined
  if (!settings.facets.has(test.attribute)) return { attribute: test.attribute, valueIds: [] }
  return { attribute: test.attribute, valueIds: store.facetIndex(test.attribute).valueIdsFor(test.value) }
}

/** Records an OR-group of positive facet and tag tests can hold at most (Infinity for any other group). */
function sizeOf(group: Disjunction, store: RecordStore, settings: EffectiveSettings): number {
  let total = 0
  for (const test of group) {
    const listed = listedValues(test, store, settings)
    if (listed === undefined) return Infinity
    if (listed.valueIds.length > 0) total += store.facetIndex(listed.attribute).recordsWith(listed.valueIds)
  }
  return total
}

/** Ascending ids of the group's records (a group `sizeOf` could list), in scratch memory. */
function recordsOf(group: Disjunction, store: RecordStore, settings: EffectiveSettings, size: number): Int32Array {
  const ids = scratch.int32(size)
  let n = 0
  let postings = 0
  for (const test of group) {
    const listed = listedValues(test, store, settings)
    if (listed === undefined || listed.valueIds.length === 0) continue
    for (const posting of store.facetIndex(listed.attribute).postingsOf(listed.valueIds)) {
      postings++
      posting.forEach((id) => {
        ids[n++] = id
      })
    }
  }
  const found = ids.subarray(0, n)
  // One posting list is already ascending and distinct; several may overlap.
  return postings <= 1 ? found : sortedDistinct(found)
}

function sortedDistinct(ids: Int32Array): Int32Array {
  ids.sort()
  let n = 0
  for (let i = 0; i < ids.length; i++) if (n === 0 || ids[i] !== ids[n - 1]) ids[n++] = ids[i]
  return ids.subarray(0, n)
}

/**
 * The live records passing every OR-group, as ascending ids in scratch memory, found from the
 * smallest group's records when that group is a small part of the index; undefined otherwise
 * (bitsets over the whole index are then the cheaper way).
 */
export function siteFirstMatches(
  conjunction: Conjunction,
  store: RecordStore,
  settings: EffectiveSettings,
): Int32Array | undefined {
  let leading = -1
  let leadingSize = Infinity
  conjunction.forEach((group, i) => {
    const size = sizeOf(group, store, settings)
    if (size < leadingSize) {
      leading = i
      leadingSize = size
    }
  })
  if (leading < 0 || leadingSize > store.words * RECORDS_PER_WORD) return undefined
  const candidates = recordsOf(conjunction[leading], store, settings, leadingSize)
  const others = conjunction.filter((_, i) => i !== leading).map((group) => groupTest(group, store, settings))
  let n = 0
  for (let i = 0; i < candidates.length; i++) {
    const id = candidates[i]
    let passes = true
    for (let g = 0; g < others.length && passes; g++) passes = others[g](id)
    if (passes) candidates[n++] = id
  }
  return candidates.subarray(0, n)
}
