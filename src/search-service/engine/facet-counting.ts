import type { FacetIndex } from './facet-index'
import type { MatchSet } from './match-set'
import type { NumericColumn } from './numeric-column'

export type FacetSortOrder = 'count' | 'alpha'

export interface FacetStats {
  min: number
  max: number
  avg: number
  sum: number
}

/** Exact counts over the matching records, reduced to the values a facet answer shows. */
export function countFacet(
  index: FacetIndex,
  match: MatchSet,
  limit: number,
  order: FacetSortOrder,
  keep?: (value: string) => boolean,
): Array<[string, number]> {
  const counts = index.countMatching(match)
  const counted = index.countedValues ?? allValues(index.valueCount)
  try {
    if (keep !== undefined) {
      for (let i = 0; i < counted.length; i++) {
        const v = counted[i]
        if (counts[v] > 0 && !keep(index.values[v])) counts[v] = 0
      }
    }
    return topValues(index.values, counts, limit, order, counted, index.alphabeticalRanks)
  } finally {
    index.releaseCounts()
  }
}

function compareValues(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Smallest `limit` items of `candidates` under `better`, sorted (a bounded heap). */
function selectBest(candidates: Iterable<number>, limit: number, better: (a: number, b: number) => boolean): number[] {
  const heap: number[] = []
  const swap = (i: number, j: number): void => {
    const t = heap[i]
    heap[i] = heap[j]
    heap[j] = t
  }
  for (const v of candidates) {
    if (heap.length < limit) {
      heap.push(v)
      let i = heap.length - 1
      while (i > 0) {
        const parent = (i - 1) >> 1
        if (!better(heap[parent], heap[i])) break
        swap(parent, i)
        i = parent
      }
    } else if (better(v, heap[0])) {
      heap[0] = v
      let i = 0
      for (;;) {
        const l = 2 * i + 1
        const r = l + 1
        let worst = i
        if (l < heap.length && better(heap[worst], heap[l])) worst = l
        if (r < heap.length && better(heap[worst], heap[r])) worst = r
        if (worst === i) break
        swap(worst, i)
        i = worst
      }
    }
  }
  return heap.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0))
}

/** 0, 1, 2, ... shared by every facet, so "every value" costs no allocation per search. */
let identity = new Int32Array(0)

/** 0, 1, ..., count - 1: every value id, when counting could not say which ones it met. */
function allValues(count: number): Int32Array {
  if (identity.length < count) {
    identity = new Int32Array(Math.max(1024, count * 2))
    for (let v = 0; v < identity.length; v++) identity[v] = v
  }
  return identity.subarray(0, count)
}

/** The count of the `limit`-th largest non-zero count (numbers only, no string comparisons). */
function countThreshold(counts: Int32Array, candidates: Int32Array, limit: number): number {
  const heap = new Int32Array(limit)
  let size = 0
  for (let i = 0; i < candidates.length; i++) {
    const c = counts[candidates[i]]
    if (c === 0) continue
    if (size < limit) {
      let i = size++
      heap[i] = c
      while (i > 0) {
        const parent = (i - 1) >> 1
        if (heap[parent] <= heap[i]) break
        const t = heap[parent]
        heap[parent] = heap[i]
        heap[i] = t
        i = parent
      }
    } else if (c > heap[0]) {
      heap[0] = c
      let i = 0
      for (;;) {
        const l = 2 * i + 1
        const r = l + 1
        let least = i
        if (l < size && heap[l] < heap[least]) least = l
        if (r < size && heap[r] < heap[least]) least = r
        if (least === i) break
        const t = heap[least]
        heap[least] = heap[i]
        heap[i] = t
        i = least
      }
    }
  }
  return size < limit ? 1 : heap[0]
}

/**
 * The first `limit` values by count (desc, ties alphabetical, like Algolia) or alphabetically.
 * By count, a numeric pass first finds the count of the last value shown, so strings are only
 * compared among values tied at that count (km has ~50k distinct values). Only `candidates` (value
 * ids, in any order; every value by default) are read: the others must count zero. `ranks` (see
 * FacetIndex.alphabeticalRanks) spares comparing the strings of values that have one.
 */
export function topValues(
  values: readonly string[],
  counts: Int32Array,
  limit: number,
  order: FacetSortOrder,
  candidates: Int32Array = allValues(values.length),
  ranks: Int32Array = new Int32Array(0),
): Array<[string, number]> {
  if (limit <= 0) return []
  const ranked = ranks.length
  const alphabetical = (a: number, b: number): boolean =>
    a < ranked && b < ranked ? ranks[a] < ranks[b] : compareValues(values[a], values[b]) < 0
  const nonZero = function* (): Generator<number> {
    for (let i = 0; i < candidates.length; i++) if (counts[candidates[i]] > 0) yield candidates[i]
  }
  if (order === 'alpha') return selectBest(nonZero(), limit, alphabetical).map((v) => [values[v], counts[v]])
  const threshold = countThreshold(counts, candidates, limit)
  const above: number[] = []
  const tied: number[] = []
  for (let i = 0; i < candidates.length; i++) {
    const v = candidates[i]
    if (counts[v] > threshold) above.push(v)
    else if (counts[v] === threshold) tied.push(v)
  }
  const byCount = (a: number, b: number): boolean =>
    counts[a] !== counts[b] ? counts[a] > counts[b] : alphabetical(a, b)
  above.sort((a, b) => (byCount(a, b) ? -1 : 1))
  const rest = selectBest(tied, limit - above.length, alphabetical)
  return [...above, ...rest].map((v) => [values[v], counts[v]])
}

/** min, max, avg and sum over every numeric value of the matching records. */
export function facetStats(column: NumericColumn, match: MatchSet): FacetStats | undefined {
  const stats = column.statsOver(match)
  if (stats === undefined) return undefined
  return { min: stats.min, max: stats.max, avg: stats.sum / stats.count, sum: stats.sum }
}
