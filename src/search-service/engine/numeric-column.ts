import { createBitset, hasBit, setBit, type Bitset } from './bitset'
import { valuesAtPath, type JsonObject } from './json'
import type { MatchSet } from './match-set'
import { permuteColumn } from './permutation'
import type { NumericImage } from './structure-image'

export interface NumericStats {
  min: number
  max: number
  sum: number
  count: number
}

export interface NumericRange {
  readonly lower: number
  readonly lowerInclusive: boolean
  readonly upper: number
  readonly upperInclusive: boolean
}

function inRange(value: number, range: NumericRange): boolean {
  if (range.lowerInclusive ? value < range.lower : value <= range.lower) return false
  return range.upperInclusive ? value <= range.upper : value < range.upper
}

/** Numbers and booleans (as 1/0, as Algolia does) are filterable numerically; numeric strings are not. */
const NO_NUMBERS: number[] = []

function numbersOf(record: JsonObject, path: string): number[] {
  const direct = Object.hasOwn(record, path) ? record[path] : undefined
  if (typeof direct === 'number') return Number.isFinite(direct) ? [direct] : NO_NUMBERS
  if (typeof direct === 'boolean') return [direct ? 1 : 0]
  if (direct === null || typeof direct === 'string') return NO_NUMBERS
  const out: number[] = []
  for (const value of valuesAtPath(record, path)) {
    if (typeof value === 'number' && Number.isFinite(value)) out.push(value)
    else if (typeof value === 'boolean') out.push(value ? 1 : 0)
  }
  return out
}

/**
 * One numeric attribute: a value per record (NaN when absent) plus a copy sorted by value for
 * range filters. Writes do not re-sort: changed ids go to a small "pending" set that range queries
 * check directly, and the sorted copy is rebuilt only once pending grows large (LSM-style).
 */
export class NumericColumn {
  private values = new Float64Array(0).fill(NaN)
  /** Records holding several numbers (arrays); their `values` slot is NaN. */
  private readonly many = new Map<number, Float64Array>()
  private sortedValues: Float64Array | undefined
  private sortedIds: Int32Array | undefined
  private stale: Bitset = createBitset(0)
  private pending: number[] = []
  private present = 0
  /** Sum and number of all values, kept on every write, for stats by subtraction. */
  private totalSum = 0
  private totalValues = 0

  constructor(readonly path: string) {}

  /** Number of records with at least one value. */
  get size(): number {
    return this.present
  }

  add(id: number, record: JsonObject): void {
    this.ensureCapacity(id)
    const numbers = numbersOf(record, this.path)
    if (numbers.length === 1) this.values[id] = numbers[0]
    else if (numbers.length > 1) this.many.set(id, Float64Array.from(numbers))
    if (numbers.length > 0) this.present++
    for (const n of numbers) this.totalSum += n
    this.totalValues += numbers.length
    this.markChanged(id)
  }

  remove(id: number): void {
    if (id >= this.values.length) return
    const single = this.values[id]
    const list = this.many.get(id)
    if (single === single) {
      this.present--
      this.totalSum -= single
      this.totalValues--
    } else if (list !== undefined) {
      this.present--
      for (const n of list) this.totalSum -= n
      this.totalValues -= list.length
    }
    this.values[id] = NaN
    this.many.delete(id)
    this.markChanged(id)
  }

  /** The value used to sort by this attribute; undefined when absent. */
  sortValue(id: number, descending: boolean): number | undefined {
    const value = this.values[id]
    if (value === value) return value
    const list = this.many.get(id)
    if (list === undefined) return undefined
    let best = list[0]
    for (const v of list) if (descending ? v > best : v < best) best = v
    return best
  }

  /** The raw column, for tight ranking loops (NaN = absent or multi-valued). */
  get column(): Float64Array {
    return this.values
  }

  hasMany(id: number): boolean {
    return this.many.has(id)
  }

  /**
   * Visits entries in value order, best first for the direction, skipping ones changed since the
   * sorted copy was built (see `pendingIds`), until `visit` returns false. A multi-valued record is
   * first met at its best value, which is its sort value.
   */
  walkSorted(descending: boolean, visit: (id: number, value: number) => boolean): void {
    if (this.sortedValues === undefined || this.sortedIds === undefined) this.rebuildSorted()
    const sortedValues = this.sortedValues as Float64Array
    const sortedIds = this.sortedIds as Int32Array
    const checkStale = this.pending.length > 0
    const n = sortedValues.length
    for (let k = 0; k < n; k++) {
      const at = descending ? n - 1 - k : k
      const id = sortedIds[at]
      if (checkStale && hasBit(this.stale, id)) continue
      if (!visit(id, sortedValues[at])) return
    }
  }

  /** Ids changed since the sorted copy was built; `walkSorted` does not visit them. */
  get pendingIds(): readonly number[] {
    return this.pending
  }

  /** Sets in `target` every id with a value inside `range`. */
  rangeInto(target: Bitset, range: NumericRange): void {
    if (this.sortedValues === undefined || this.sortedIds === undefined) this.rebuildSorted()
    const sortedValues = this.sortedValues as Float64Array
    const sortedIds = this.sortedIds as Int32Array
    let lo = 0
    let hi = sortedValues.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const v = sortedValues[mid]
      if (range.lowerInclusive ? v < range.lower : v <= range.lower) lo = mid + 1
      else hi = mid
    }
    const stale = this.stale
    const checkStale = this.pending.length > 0
    for (let k = lo; k < sortedValues.length; k++) {
      const v = sortedValues[k]
      if (range.upperInclusive ? v > range.upper : v >= range.upper) break
      const id = sortedIds[k]
      if (checkStale && hasBit(stale, id)) continue
      target[id >>> 5] |= 1 << (id & 31)
    }
    for (const id of this.pending) {
      if (this.matchesRange(id, range)) setBit(target, id)
    }
  }

  matchesRange(id: number, range: NumericRange): boolean {
    if (id >= this.values.length) return false
    const value = this.values[id]
    if (value === value) return inRange(value, range)
    const list = this.many.get(id)
    if (list === undefined) return false
    for (const v of list) if (inRange(v, range)) return true
    return false
  }

  /**
   * min/max/sum/count over every value of the matching records (facets_stats). For a dense match,
   * sum and count come from the totals minus the non-matching records, and min/max from the first
   * matching entries at each end of the sorted copy.
   */
  statsOver(match: MatchSet): NumericStats | undefined {
    const complement = match.complement
    if (complement === undefined) return this.accumulate(match.ids)
    const outside = this.accumulate(complement)
    const count = this.totalValues - (outside?.count ?? 0)
    if (count === 0) return undefined
    const sum = this.totalSum - (outside?.sum ?? 0)
    const [min, max] = this.extremesIn(match.bits)
    return { min, max, sum, count }
  }

  private accumulate(ids: Int32Array): NumericStats | undefined {
    let min = Infinity
    let max = -Infinity
    let sum = 0
    let count = 0
    const values = this.values
    const hasMany = this.many.size > 0
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]
      const v = values[id]
      if (v === v) {
        if (v < min) min = v
        if (v > max) max = v
        sum += v
        count++
      } else if (hasMany) {
        const list = this.many.get(id)
        if (list === undefined) continue
        for (const x of list) {
          if (x < min) min = x
          if (x > max) max = x
          sum += x
          count++
        }
      }
    }
    return count === 0 ? undefined : { min, max, sum, count }
  }

  private extremesIn(matches: Bitset): [number, number] {
    if (this.sortedValues === undefined || this.sortedIds === undefined) this.rebuildSorted()
    const sortedValues = this.sortedValues as Float64Array
    const sortedIds = this.sortedIds as Int32Array
    const usable = (k: number): boolean => {
      const id = sortedIds[k]
      return hasBit(matches, id) && !(this.pending.length > 0 && hasBit(this.stale, id))
    }
    let min = Infinity
    let max = -Infinity
    for (let k = 0; k < sortedValues.length; k++) {
      if (usable(k)) {
        min = sortedValues[k]
        break
      }
    }
    for (let k = sortedValues.length - 1; k >= 0; k--) {
      if (usable(k)) {
        max = sortedValues[k]
        break
      }
    }
    // Records changed since the sorted copy was built are checked directly.
    for (const id of this.pending) {
      if (!hasBit(matches, id)) continue
      const v = this.values[id]
      const list = v === v ? [v] : (this.many.get(id) ?? [])
      for (const x of list) {
        if (x < min) min = x
        if (x > max) max = x
      }
    }
    return [min, max]
  }

  /**
   * Renumbers records: record order[i] becomes i (`newIdOf` is the inverse, -1 for dropped ids).
   * The sorted copy keeps its value order with renamed ids (ties among equal values may come in
   * another id order; ranking breaks them by the records' order, not by id).
   */
  permute(order: Int32Array, newIdOf: Int32Array): void {
    this.ensureCapacity(order.length - 1)
    permuteColumn(this.values, order, NaN)
    const many = [...this.many]
    this.many.clear()
    for (const [id, list] of many) this.many.set(newIdOf[id], list)
    if (this.pending.length > 0) this.dropSorted()
    else if (this.sortedIds !== undefined) {
      const sortedIds = this.sortedIds
      for (let k = 0; k < sortedIds.length; k++) sortedIds[k] = newIdOf[sortedIds[k]]
      this.stale = createBitset(this.values.length >>> 5)
    }
  }

  /** Image over the given live ids (ascending); record i of the image is liveIds[i]. */
  toImage(liveIds: Int32Array): NumericImage {
    const values = new Float64Array(liveIds.length)
    const manyIds: number[] = []
    const manyLengths: number[] = []
    const manyValues: number[] = []
    for (let i = 0; i < liveIds.length; i++) {
      const id = liveIds[i]
      values[i] = id < this.values.length ? this.values[id] : NaN
      const list = this.many.get(id)
      if (list !== undefined) {
        manyIds.push(i)
        manyLengths.push(list.length)
        manyValues.push(...list)
      }
    }
    return {
      path: this.path,
      values,
      manyIds: Uint32Array.from(manyIds),
      manyLengths: Uint32Array.from(manyLengths),
      manyValues: Float64Array.from(manyValues),
    }
  }

  /** Restores an image whose records are ids 0..n-1 of the store. */
  static fromImage(image: NumericImage): NumericColumn {
    const column = new NumericColumn(image.path)
    column.values = new Float64Array(Math.max(1024, image.values.length)).fill(NaN)
    column.values.set(image.values)
    let offset = 0
    image.manyIds.forEach((id, i) => {
      const length = image.manyLengths[i]
      column.many.set(id, image.manyValues.slice(offset, offset + length))
      offset += length
    })
    for (let id = 0; id < image.values.length; id++) {
      const v = image.values[id]
      if (v === v) {
        column.present++
        column.totalSum += v
        column.totalValues++
      }
    }
    for (const list of column.many.values()) {
      column.present++
      for (const v of list) column.totalSum += v
      column.totalValues += list.length
    }
    return column
  }

  private markChanged(id: number): void {
    if (this.sortedValues === undefined) return
    if (id >= this.stale.length * 32) {
      const next = createBitset(Math.max(this.stale.length * 2, (id >>> 5) + 1))
      next.set(this.stale)
      this.stale = next
    }
    if (!hasBit(this.stale, id)) {
      setBit(this.stale, id)
      this.pending.push(id)
    }
    // Beyond this many pending changes a rebuild is cheaper than checking them on every query.
    if (this.pending.length > Math.max(512, this.sortedValues.length >>> 4)) this.dropSorted()
  }

  private dropSorted(): void {
    this.sortedValues = undefined
    this.sortedIds = undefined
    this.pending = []
    this.stale = createBitset(0)
  }

  private rebuildSorted(): void {
    let n = 0
    for (let id = 0; id < this.values.length; id++) if (this.values[id] === this.values[id]) n++
    for (const list of this.many.values()) n += list.length
    const ids = new Int32Array(n)
    const vals = new Float64Array(n)
    let k = 0
    for (let id = 0; id < this.values.length; id++) {
      const v = this.values[id]
      if (v === v) {
        ids[k] = id
        vals[k++] = v
      }
    }
    for (const [id, list] of this.many) {
      for (const v of list) {
        ids[k] = id
        vals[k++] = v
      }
    }
    const order = new Int32Array(n)
    for (let i = 0; i < n; i++) order[i] = i
    order.sort((a, b) => vals[a] - vals[b])
    const sortedValues = new Float64Array(n)
    const sortedIds = new Int32Array(n)
    for (let i = 0; i < n; i++) {
      sortedValues[i] = vals[order[i]]
      sortedIds[i] = ids[order[i]]
    }
    this.sortedValues = sortedValues
    this.sortedIds = sortedIds
    this.pending = []
    this.stale = createBitset(this.values.length >>> 5)
  }

  private ensureCapacity(id: number): void {
    if (id < this.values.length) return
    const next = new Float64Array(Math.max(1024, this.values.length * 2, id + 1)).fill(NaN)
    next.set(this.values)
    this.values = next
  }
}
