import type { Bitset } from './bitset'
import { valuesAtPath } from './json'
import type { RecordStore } from './record-store'
import { scratch } from './scratch'
import { parseSortCriterion, type EffectiveSettings } from './settings'
import type { TextScores } from './text-index'

/**
 * One sort key per ranking criterion, computed for the matching records only, oriented so that a
 * smaller key always ranks first. Records missing a sort attribute go last in both directions.
 */
type SortKeys = Float64Array

function attributeKeys(store: RecordStore, ids: Int32Array, attribute: string, descending: boolean): SortKeys {
  const keys = scratch.float64(ids.length)
  const column = store.numericColumn(attribute)
  if (column.size > 0) {
    const values = column.column
    for (let i = 0; i < ids.length; i++) {
      let v = values[ids[i]]
      if (v !== v) v = column.sortValue(ids[i], descending) ?? NaN
      keys[i] = v !== v ? Infinity : descending ? -v : v
    }
    return keys
  }
  // String attributes sort alphabetically: rank the distinct strings once, then use the rank.
  const firstString = (i: number): string | undefined => {
    const record = store.recordAt(ids[i])
    if (record === undefined) return undefined
    const value = valuesAtPath(record, attribute).find((v) => typeof v === 'string')
    return typeof value === 'string' ? value : undefined
  }
  const strings = Array.from(ids, (_, i) => firstString(i))
  const distinct = [...new Set(strings.filter((s): s is string => s !== undefined))].sort()
  const rank = new Map(distinct.map((s, i) => [s, i]))
  for (let i = 0; i < ids.length; i++) {
    const s = strings[i]
    const r = s === undefined ? undefined : rank.get(s)
    keys[i] = r === undefined ? Infinity : descending ? -r : r
  }
  return keys
}

/** Sort keys in ranking order; text criteria only count when there is a text query. */
export function rankingKeys(
  store: RecordStore,
  settings: EffectiveSettings,
  ids: Int32Array,
  scores: TextScores | undefined,
  typoFirst = false,
): SortKeys[] {
  const keys: SortKeys[] = []
  // typoTolerance 'min' and 'strict' force the typo criterion first.
  const ranking = typoFirst ? ['typo', ...settings.ranking.filter((c) => c !== 'typo')] : settings.ranking
  for (const criterion of ranking) {
    const sort = parseSortCriterion(criterion)
    if (sort !== undefined) {
      keys.push(attributeKeys(store, ids, sort.attribute, sort.descending))
    } else if (criterion === 'custom') {
      for (const entry of settings.customRanking) {
        const custom = parseSortCriterion(entry)
        if (custom !== undefined) keys.push(attributeKeys(store, ids, custom.attribute, custom.descending))
      }
    } else if (scores !== undefined) {
      const signal =
        criterion === 'typo'
          ? scores.typos
          : criterion === 'words'
            ? scores.words
            : criterion === 'proximity'
              ? scores.proximity
              : criterion === 'attribute'
                ? scores.attribute
                : criterion === 'exact'
                  ? scores.exact
                  : undefined
      // A signal equal for every record (no typos, every word matched) cannot change the order.
      if (signal !== undefined && !isConstant(signal)) {
        const keysOfSignal = scratch.float64(signal.length)
        // Lower ranks first; more exact or matched words is better, so those are negated.
        const negate = criterion === 'exact' || criterion === 'words'
        for (let i = 0; i < signal.length; i++) keysOfSignal[i] = negate ? -signal[i] : signal[i]
        keys.push(keysOfSignal)
      }
    }
  }
  return keys
}

function isConstant(values: Int32Array): boolean {
  for (let i = 1; i < values.length; i++) if (values[i] !== values[0]) return false
  return true
}

/**
 * "a ranks before b" over the keys, then the records' order in the index (`order`, by internal id:
 * ids are memory places and may be clustered); specialised for the usual one or two keys.
 */
function comparatorFor(
  ids: Int32Array,
  keys: readonly SortKeys[],
  order: Float64Array,
): (a: number, b: number) => boolean {
  const before = (a: number, b: number): boolean => order[ids[a]] < order[ids[b]]
  if (keys.length === 0) return before
  const first = keys[0]
  if (keys.length === 1) return (a, b) => (first[a] !== first[b] ? first[a] < first[b] : before(a, b))
  const second = keys[1]
  if (keys.length === 2) {
    return (a, b) =>
      first[a] !== first[b] ? first[a] < first[b] : second[a] !== second[b] ? second[a] < second[b] : before(a, b)
  }
  return (a, b) => {
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]
      if (key[a] !== key[b]) return key[a] < key[b]
    }
    return before(a, b)
  }
}

/**
 * Positions (into `ids`) of the best `limit` records in rank order: a bounded heap, so only the
 * first pages are ever sorted however many records match.
 */
export function topRanked(ids: Int32Array, keys: readonly SortKeys[], limit: number, order: Float64Array): Int32Array {
  const n = ids.length
  const k = Math.min(limit, n)
  if (k <= 0) return new Int32Array(0)
  const better = comparatorFor(ids, keys, order)
  // Max-heap on "worse first": the root is the worst of the current best k.
  const heap = new Int32Array(k)
  let size = 0
  const siftUp = (start: number): void => {
    let i = start
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (!better(heap[parent], heap[i])) break
      const t = heap[parent]
      heap[parent] = heap[i]
      heap[i] = t
      i = parent
    }
  }
  const siftDown = (): void => {
    let i = 0
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let worst = i
      if (l < size && better(heap[worst], heap[l])) worst = l
      if (r < size && better(heap[worst], heap[r])) worst = r
      if (worst === i) return
      const t = heap[worst]
      heap[worst] = heap[i]
      heap[i] = t
      i = worst
    }
  }
  for (let i = 0; i < n; i++) {
    if (size < k) {
      heap[size++] = i
      siftUp(size - 1)
    } else if (better(i, heap[0])) {
      heap[0] = i
      siftDown()
    }
  }
  const out = Array.from(heap.subarray(0, size))
  out.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0))
  return Int32Array.from(out)
}

/**
 * The first `limit` ids in rank order without a text query, read off the first sort attribute's
 * sorted column: walk it best-first over the matches, keep everything tied with the last one
 * needed, add records changed since the column was sorted, then order just those candidates by all
 * keys. Undefined when it does not apply (first key not numeric, or too few records have it).
 */
export function topRankedBySortedColumn(
  store: RecordStore,
  settings: EffectiveSettings,
  matches: Bitset,
  limit: number,
): Int32Array | undefined {
  if (limit <= 0) return undefined
  const first = firstSortCriterion(settings)
  if (first === undefined) return undefined
  const column = store.numericColumn(first.attribute)
  if (column.size === 0) return undefined
  const candidates: number[] = []
  const seen = new Set<number>()
  let threshold = NaN
  column.walkSorted(first.descending, (id, value) => {
    if (candidates.length >= limit && value !== threshold) return false
    if ((matches[id >>> 5] & (1 << (id & 31))) === 0 || seen.has(id)) return true
    seen.add(id)
    candidates.push(id)
    if (candidates.length === limit) threshold = value
    return true
  })
  if (candidates.length < limit) return undefined
  for (const id of column.pendingIds) {
    if ((matches[id >>> 5] & (1 << (id & 31))) !== 0 && !seen.has(id) && store.recordAt(id) !== undefined) {
      seen.add(id)
      candidates.push(id)
    }
  }
  const ids = Int32Array.from(candidates).sort()
  const ranked = topRanked(ids, rankingKeys(store, settings, ids, undefined), limit, store.order)
  return Int32Array.from(ranked, (position) => ids[position])
}

/** The first criterion that orders records without a query: an asc()/desc() in ranking, else customRanking's first. */
function firstSortCriterion(settings: EffectiveSettings): { attribute: string; descending: boolean } | undefined {
  for (const criterion of settings.ranking) {
    const sort = parseSortCriterion(criterion)
    if (sort !== undefined) return sort
    if (criterion === 'custom') {
      const custom = settings.customRanking[0]
      return custom === undefined ? undefined : parseSortCriterion(custom)
    }
  }
  return undefined
}
