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
  try {
    if (keep !== undefined)
      for (let v = 0; v < index.valueCount; v++) if (counts[v] > 0 && !keep(index.values[v])) counts[v] = 0
    return topValues(index.values, counts, limit, order)
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

/** The count of the `limit`-th largest non-zero count (numbers only, no string comparisons). */
function countThreshold(counts: Int32Array, valueCount: number, limit: number): number {
  const heap = new Int32Array(limit)
  let size = 0
  for (let v = 0; v < valueCount; v++) {
    const c = counts[v]
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
 * compared among values tied at that count (km has ~50k distinct values).
 */
export function topValues(
  values: readonly string[],
  counts: Int32Array,
  limit: number,
  order: FacetSortOrder,
): Array<[string, number]> {
  if (limit <= 0) return []
  const alphabetical = (a: number, b: number): boolean => compareValues(values[a], values[b]) < 0
  const nonZero = function* (from: number): Generator<number> {
    for (let v = 0; v < values.length; v++) if (counts[v] >= from) yield v
  }
  if (order === 'alpha') return selectBest(nonZero(1), limit, alphabetical).map((v) => [values[v], counts[v]])
  const threshold = countThreshold(counts, values.length, limit)
  const above: number[] = []
  const tied: number[] = []
  for (let v = 0; v < values.length; v++) {
    if (counts[v] > threshold) above.push(v)
    else if (counts[v] === threshold) tied.push(v)
  }
  const byCount = (a: number, b: number): boolean =>
    counts[a] !== counts[b] ? counts[a] > counts[b] : compareValues(values[a], values[b]) < 0
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
