import { valuesAtPath, type JsonObject, type JsonPrimitive } from './json'
import type { MatchSet } from './match-set'
import { permuteColumn } from './permutation'
import { PostingList } from './posting-list'
import { IMAGE_MANY, IMAGE_NONE, type FacetImage } from './structure-image'

/**
 * The per-record value column is as narrow as the number of distinct values allows (most facets
 * have under 254 values: one byte per record), so counting touches little memory. The two largest
 * numbers of each width mean "no value" and "several values".
 */
type ValueColumn = Uint8Array | Uint16Array | Uint32Array

function sentinels(column: ValueColumn): { none: number; many: number } {
  const max = column instanceof Uint8Array ? 0xff : column instanceof Uint16Array ? 0xffff : 0xffffffff
  return { none: max, many: max - 1 }
}

/** How Algolia spells a primitive as a facet value: numbers and booleans become strings. */
export function facetKey(value: JsonPrimitive): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  return undefined
}

/**
 * One faceted attribute: the distinct values, a posting list per value (for filters) and, per
 * record, its value ids as a column (for counting: one pass over the matching ids).
 */
export class FacetIndex {
  private readonly idOfValue = new Map<string, number>()
  /** Same ids keyed by the number itself, to skip String() for numeric values. */
  private readonly idOfNumber = new Map<number, number>()
  /** Value text by value id. */
  readonly values: string[] = []
  private readonly postings: PostingList[] = []
  /** Lower-cased value → value ids; facet filters are case-insensitive, tag filters are not. */
  private idsOfFolded: Map<string, number[]> | undefined
  /** Per record: its only value id, `none`, or `many` (then its ids are pool[manyStart[id] ...+manyLength[id]]). */
  private perRecord: ValueColumn = new Uint8Array(0)
  private none = 0xff
  private many = 0xfe
  /** Multi-valued records (arrays) in one flat pool, so counting them stays a typed-array loop. */
  private manyStart = new Int32Array(0)
  private manyLength = new Int32Array(0)
  private pool = new Int32Array(1024)
  private poolUsed = 0
  private poolGarbage = 0
  private hasMany = false
  /** True while addAll runs: postings are built at the end instead of per record. */
  private deferPostings = false
  private sawNumber = false
  /** Records per value id (a typed copy of the posting sizes, for subtracting counts). */
  private totals = new Int32Array(16)
  /** Reused count buffer (one search runs at a time), zeroed again after each use. */
  private scratch = new Int32Array(0)
  /** Value ids counted by the last column pass, so reading and zeroing skip the other values. */
  private touched = new Int32Array(0)
  private touchedCount = -1
  /** Column entries of the ids being counted. */
  private gathered = new Uint32Array(0)
  /** See `alphabeticalRanks`; undefined = to compute on first use. */
  private ranks: Int32Array | undefined = new Int32Array(0)

  constructor(
    readonly path: string,
    private readonly caseSensitive: boolean,
  ) {}

  /** Whether any value was a number (only then can facets_stats exist). */
  get hasNumbers(): boolean {
    return this.sawNumber
  }

  get valueCount(): number {
    return this.values.length
  }

  add(id: number, record: JsonObject, words: number): void {
    this.ensureCapacity(id)
    // Fast path: most attributes are one top-level primitive.
    const direct = Object.hasOwn(record, this.path) ? record[this.path] : undefined
    if (typeof direct === 'number' && Number.isFinite(direct)) {
      this.sawNumber = true
      let valueId = this.idOfNumber.get(direct)
      if (valueId === undefined) {
        valueId = this.valueIdFor(String(direct))
        this.idOfNumber.set(direct, valueId)
      }
      this.link(valueId, id, words)
      this.perRecord[id] = valueId
      return
    }
    if (direct !== undefined && (direct === null || typeof direct !== 'object')) {
      const key = direct === null ? undefined : facetKey(direct)
      if (key === undefined) {
        this.perRecord[id] = this.none
        return
      }
      const valueId = this.valueIdFor(key)
      this.link(valueId, id, words)
      this.perRecord[id] = valueId
      return
    }
    const keys = new Set<string>()
    const values =
      Array.isArray(direct) && direct.every((v) => v === null || typeof v !== 'object')
        ? direct
        : valuesAtPath(record, this.path)
    for (const value of values) {
      if (typeof value === 'number') this.sawNumber = true
      const key = facetKey(value)
      if (key !== undefined) keys.add(key)
    }
    if (keys.size === 0) {
      this.perRecord[id] = this.none
      return
    }
    if (keys.size === 1) {
      const valueId = this.valueIdFor(keys.values().next().value as string)
      this.link(valueId, id, words)
      this.perRecord[id] = valueId
      return
    }
    if (this.poolUsed + keys.size > this.pool.length) this.growPool(keys.size)
    this.perRecord[id] = this.many
    this.manyStart[id] = this.poolUsed
    this.manyLength[id] = keys.size
    this.hasMany = true
    for (const key of keys) {
      const valueId = this.valueIdFor(key)
      this.link(valueId, id, words)
      this.pool[this.poolUsed++] = valueId
    }
  }

  /**
   * Indexes many records at once (a new index over a whole store): value ids first, then every
   * posting list built in one counting-sort pass instead of growing lists id by id.
   */
  addAll(records: ReadonlyArray<readonly [number, JsonObject]>, words: number): void {
    this.deferPostings = true
    try {
      for (const [id, record] of records) this.add(id, record, words)
    } finally {
      this.deferPostings = false
    }
    this.buildPostings(
      Int32Array.from(records, ([id]) => id),
      words,
    )
  }

  private buildPostings(ids: Int32Array, words: number): void {
    const valueCount = this.values.length
    const counts = new Int32Array(valueCount + 1)
    const perRecord = this.perRecord
    const many = this.many
    for (let r = 0; r < ids.length; r++) {
      const id = ids[r]
      const single = perRecord[id]
      if (single < many) counts[single + 1]++
      else if (single === many) {
        const start = this.manyStart[id]
        for (let j = start; j < start + this.manyLength[id]; j++) counts[this.pool[j] + 1]++
      }
    }
    for (let v = 1; v <= valueCount; v++) counts[v] += counts[v - 1]
    const sorted = new Int32Array(counts[valueCount])
    const cursor = counts.slice(0, valueCount)
    for (let r = 0; r < ids.length; r++) {
      const id = ids[r]
      const single = perRecord[id]
      if (single < many) sorted[cursor[single]++] = id
      else if (single === many) {
        const start = this.manyStart[id]
        for (let j = start; j < start + this.manyLength[id]; j++) sorted[cursor[this.pool[j]]++] = id
      }
    }
    for (let v = 0; v < valueCount; v++)
      this.postings[v] = PostingList.fromSorted(sorted.subarray(counts[v], counts[v + 1]), words)
    this.totals = new Int32Array(Math.max(16, valueCount * 2))
    for (let v = 0; v < valueCount; v++) this.totals[v] = counts[v + 1] - counts[v]
  }

  private link(valueId: number, id: number, words: number): void {
    if (!this.deferPostings) this.postings[valueId].add(id, words)
    if (valueId >= this.totals.length) {
      const next = new Int32Array(Math.max(16, this.totals.length * 2, valueId + 1))
      next.set(this.totals)
      this.totals = next
    }
    this.totals[valueId]++
  }

  private unlink(valueId: number, id: number, words: number): void {
    this.postings[valueId].remove(id, words)
    this.totals[valueId]--
  }

  /** Image over the given live ids (ascending); record i of the image is liveIds[i]. */
  toImage(liveIds: Int32Array): FacetImage {
    const column = new Uint32Array(liveIds.length)
    const manyLengths: number[] = []
    const manyValues: number[] = []
    for (let i = 0; i < liveIds.length; i++) {
      const id = liveIds[i]
      const single = id < this.perRecord.length ? this.perRecord[id] : this.none
      if (single < this.many) column[i] = single
      else if (single === this.many) {
        column[i] = IMAGE_MANY
        const start = this.manyStart[id]
        manyLengths.push(this.manyLength[id])
        for (let j = start; j < start + this.manyLength[id]; j++) manyValues.push(this.pool[j])
      } else column[i] = IMAGE_NONE
    }
    return {
      path: this.path,
      values: [...this.values],
      column,
      manyLengths: Uint32Array.from(manyLengths),
      manyValues: Uint32Array.from(manyValues),
      sawNumber: this.sawNumber,
    }
  }

  /** Restores an image whose records are ids 0..n-1 of the store; no value is looked up again. */
  static fromImage(image: FacetImage, words: number): FacetIndex {
    const index = new FacetIndex(image.path, image.path === '_tags')
    image.values.forEach((value, valueId) => {
      index.idOfValue.set(value, valueId)
      index.values.push(value)
      index.postings.push(new PostingList())
    })
    while (index.values.length >= index.many) index.widen()
    index.sawNumber = image.sawNumber
    const n = image.column.length
    index.ensureCapacity(Math.max(0, n - 1))
    if (image.manyValues.length > index.pool.length) index.pool = new Int32Array(image.manyValues.length * 2)
    let manyRecord = 0
    for (let id = 0; id < n; id++) {
      const v = image.column[id]
      if (v === IMAGE_NONE) index.perRecord[id] = index.none
      else if (v !== IMAGE_MANY) index.perRecord[id] = v
      else {
        const length = image.manyLengths[manyRecord++]
        index.perRecord[id] = index.many
        index.manyStart[id] = index.poolUsed
        index.manyLength[id] = length
        index.pool.set(image.manyValues.subarray(index.poolUsed, index.poolUsed + length), index.poolUsed)
        index.poolUsed += length
        index.hasMany = true
      }
    }
    const ids = new Int32Array(n)
    for (let i = 0; i < n; i++) ids[i] = i
    index.buildPostings(ids, words)
    return index
  }

  remove(id: number, words: number): void {
    if (id >= this.perRecord.length) return
    const single = this.perRecord[id]
    if (single < this.many) {
      this.unlink(single, id, words)
    } else if (single === this.many) {
      const start = this.manyStart[id]
      for (let i = start; i < start + this.manyLength[id]; i++) this.unlink(this.pool[i], id, words)
      this.poolGarbage += this.manyLength[id]
    }
    this.perRecord[id] = this.none
  }

  /** Posting lists of the values equal to `value` under this attribute's case rule. */
  postingsFor(value: string): PostingList[] {
    return this.postingsOf(this.valueIdsFor(value))
  }

  postingsOf(valueIds: readonly number[]): PostingList[] {
    return valueIds.map((valueId) => this.postings[valueId])
  }

  /** Ids of the values equal to `value` under this attribute's case rule. */
  valueIdsFor(value: string): readonly number[] {
    if (this.caseSensitive) {
      const valueId = this.idOfValue.get(value)
      return valueId === undefined ? [] : [valueId]
    }
    if (this.idsOfFolded === undefined) {
      // Built on the first case-insensitive lookup, then maintained by valueIdFor.
      this.idsOfFolded = new Map()
      this.values.forEach((key, valueId) => this.addFolded(key, valueId))
    }
    return this.idsOfFolded.get(value.toLowerCase()) ?? []
  }

  /** Number of records holding one of the values (a record holding two counts twice). */
  recordsWith(valueIds: readonly number[]): number {
    let total = 0
    for (const valueId of valueIds) total += this.postings[valueId].count
    return total
  }

  /** Whether record `id` holds one of the values (read off its column entry, not the postings). */
  holdsAny(id: number, valueIds: readonly number[]): boolean {
    if (id >= this.perRecord.length) return false
    const single = this.perRecord[id]
    if (single < this.many) return valueIds.includes(single)
    if (single !== this.many) return false
    const start = this.manyStart[id]
    const end = start + this.manyLength[id]
    for (let j = start; j < end; j++) if (valueIds.includes(this.pool[j])) return true
    return false
  }

  /**
   * Exact count per value id over the matching records, in a buffer reused across searches (call
   * `releaseCounts` when done). Picks the cheapest exact method: totals minus the non-matching
   * records when those are fewer; one popcount of (postings AND matches) per value when there are
   * few values; otherwise one pass over the matching ids through the value column, which also notes
   * the values it met (`countedValues`), so a few matches in a big index never walk every value.
   */
  countMatching(match: MatchSet): Int32Array {
    if (this.scratch.length < this.values.length) this.scratch = new Int32Array(Math.max(16, this.values.length * 2))
    const counts = this.scratch
    const valueCount = this.values.length
    const perRecord = this.hasMany ? 4 : 1
    // Rough costs in memory touches: the popcount path reads words sequentially, hence cheaper per word.
    const columnCost = match.ids.length * perRecord
    const bitsetCost = (valueCount * match.words) / 8
    const complement = columnCost < valueCount ? undefined : match.complement
    const complementCost = complement === undefined ? Infinity : complement.length * perRecord + valueCount
    this.touchedCount = -1
    if (bitsetCost < columnCost && bitsetCost < complementCost) {
      for (let v = 0; v < valueCount; v++) counts[v] = this.postings[v].countIn(match.bits)
    } else if (complement !== undefined && complementCost < columnCost) {
      this.countColumn(complement, counts)
      const totals = this.totals
      for (let v = 0; v < valueCount; v++) counts[v] = totals[v] - counts[v]
    } else {
      if (this.touched.length < counts.length) this.touched = new Int32Array(counts.length)
      this.touchedCount = this.countColumn(match.ids, counts, this.touched)
    }
    return counts
  }

  /**
   * The value ids the last `countMatching` may have counted above zero, or undefined when it could
   * be any of them.
   */
  get countedValues(): Int32Array | undefined {
    return this.touchedCount < 0 ? undefined : this.touched.subarray(0, this.touchedCount)
  }

  /** Adds the ids' values to `counts`; with `met`, lists there each value seen first, returning how many. */
  private countColumn(ids: Int32Array, counts: Int32Array, met?: Int32Array): number {
    const perRecord = this.perRecord
    const pool = this.pool
    const many = this.many
    // Reads first, counts after: the reads of scattered records then overlap instead of waiting on
    // each other behind the counting's branches (a site's cars are spread over a big index).
    if (this.gathered.length < ids.length) this.gathered = new Uint32Array(Math.max(1024, ids.length * 2))
    const gathered = this.gathered
    for (let i = 0; i < ids.length; i++) gathered[i] = perRecord[ids[i]]
    let found = 0
    for (let i = 0; i < ids.length; i++) {
      const valueId = gathered[i]
      if (valueId < many) {
        if (counts[valueId]++ === 0 && met !== undefined) met[found++] = valueId
      } else if (valueId === many) {
        const start = this.manyStart[ids[i]]
        const end = start + this.manyLength[ids[i]]
        for (let j = start; j < end; j++) if (counts[pool[j]]++ === 0 && met !== undefined) met[found++] = pool[j]
      }
    }
    return found
  }

  releaseCounts(): void {
    const met = this.countedValues
    if (met === undefined) this.scratch.fill(0, 0, this.values.length)
    else for (let i = 0; i < met.length; i++) this.scratch[met[i]] = 0
    this.touchedCount = -1
  }

  /**
   * Renumbers records: record order[i] becomes i (`newIdOf` is the inverse, -1 for dropped ids).
   * Columns are moved and postings renamed in place, the pool rewritten in the new order, and
   * values renumbered unless `renumberValues` is false (a facet that is never counted).
   */
  permute(order: Int32Array, newIdOf: Int32Array, words: number, renumberValues = true): void {
    this.ensureCapacity(order.length - 1)
    permuteColumn(this.perRecord, order, this.none)
    // Only multi-valued records read these; without any, they hold nothing.
    if (this.hasMany) {
      permuteColumn(this.manyStart, order, 0)
      permuteColumn(this.manyLength, order, 0)
      this.compactPool(order.length)
    }
    for (const posting of this.postings) posting.remap(newIdOf, words)
    if (renumberValues) this.renumberValues(order.length)
  }

  /** Rewrites the pool in record order, so the values of neighbouring records are neighbours too. */
  private compactPool(records: number): void {
    const pool = new Int32Array(Math.max(1024, (this.poolUsed - this.poolGarbage) * 2))
    let used = 0
    for (let id = 0; id < records; id++) {
      if (this.perRecord[id] !== this.many) continue
      const start = this.manyStart[id]
      const length = this.manyLength[id]
      pool.set(this.pool.subarray(start, start + length), used)
      this.manyStart[id] = used
      used += length
    }
    this.pool = pool
    this.poolUsed = used
    this.poolGarbage = 0
  }

  /**
   * Renumbers values in the order records (ids 0..records-1) first hold them, so that a cluster's
   * values have neighbouring ids (its counts touch a compact part of the count buffer), and ranks
   * them alphabetically (`alphabeticalRanks`), so facet answers compare numbers, not strings spread
   * over the heap. Value ids are never visible in an answer.
   */
  private renumberValues(records: number): void {
    const valueCount = this.values.length
    const next = new Int32Array(valueCount).fill(-1)
    const perRecord = this.perRecord
    const many = this.many
    let k = 0
    for (let id = 0; id < records; id++) {
      const v = perRecord[id]
      if (v < many) {
        if (next[v] < 0) next[v] = k++
      } else if (v === many) {
        const start = this.manyStart[id]
        for (let j = start; j < start + this.manyLength[id]; j++) if (next[this.pool[j]] < 0) next[this.pool[j]] = k++
      }
    }
    for (let v = 0; v < valueCount; v++) if (next[v] < 0) next[v] = k++
    for (let id = 0; id < perRecord.length; id++) {
      const v = perRecord[id]
      if (v < many) perRecord[id] = next[v]
    }
    for (let j = 0; j < this.poolUsed; j++) this.pool[j] = next[this.pool[j]]
    const values = [...this.values]
    const postings = [...this.postings]
    const totals = this.totals.slice()
    for (let v = 0; v < valueCount; v++) {
      this.values[next[v]] = values[v]
      this.postings[next[v]] = postings[v]
      this.totals[next[v]] = totals[v]
    }
    for (const [key, v] of this.idOfValue) this.idOfValue.set(key, next[v])
    for (const [key, v] of this.idOfNumber) this.idOfNumber.set(key, next[v])
    this.idsOfFolded = undefined
    this.ranks = undefined
  }

  /**
   * Alphabetical rank by value id, for the values that existed at the first use after the last
   * renumbering (values added since have ids from `ranks.length` on and must be compared as
   * strings); empty before any renumbering.
   */
  get alphabeticalRanks(): Int32Array {
    if (this.ranks === undefined) {
      const names = this.values
      const byName = Int32Array.from(names.keys())
      byName.sort((a, b) => (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : 0))
      this.ranks = new Int32Array(names.length)
      for (let r = 0; r < byName.length; r++) this.ranks[byName[r]] = r
    }
    return this.ranks
  }

  /** The value a record is clustered under: its only or first value id; records without one sort last. */
  clusterKeyOf(id: number): number {
    if (id >= this.perRecord.length) return Infinity
    const single = this.perRecord[id]
    if (single < this.many) return single
    return single === this.many ? this.pool[this.manyStart[id]] : Infinity
  }

  /** Value ids of one record (for facet search over a single record and for tests). */
  valueIdsOf(id: number): number[] {
    if (id >= this.perRecord.length) return []
    const single = this.perRecord[id]
    if (single < this.many) return [single]
    if (single === this.many)
      return Array.from(this.pool.subarray(this.manyStart[id], this.manyStart[id] + this.manyLength[id]))
    return []
  }

  private valueIdFor(key: string): number {
    let valueId = this.idOfValue.get(key)
    if (valueId === undefined) {
      if (this.values.length >= this.many) this.widen()
      valueId = this.values.length
      this.idOfValue.set(key, valueId)
      this.values.push(key)
      this.postings.push(new PostingList())
      if (!this.caseSensitive && this.idsOfFolded !== undefined) this.addFolded(key, valueId)
    }
    return valueId
  }

  private addFolded(key: string, valueId: number): void {
    const folded = key.toLowerCase()
    const ids = this.idsOfFolded?.get(folded)
    if (ids === undefined) this.idsOfFolded?.set(folded, [valueId])
    else ids.push(valueId)
  }

  /** Moves the value column to the next wider type, translating the two sentinels. */
  private widen(): void {
    const old = this.perRecord
    const wider: ValueColumn = old instanceof Uint8Array ? new Uint16Array(old.length) : new Uint32Array(old.length)
    const next = sentinels(wider)
    for (let id = 0; id < old.length; id++) {
      const v = old[id]
      wider[id] = v === this.none ? next.none : v === this.many ? next.many : v
    }
    this.perRecord = wider
    this.none = next.none
    this.many = next.many
  }

  private ensureCapacity(id: number): void {
    if (id < this.perRecord.length) return
    const size = Math.max(1024, this.perRecord.length * 2, id + 1)
    const next = new (this.perRecord.constructor as new (length: number) => ValueColumn)(size).fill(this.none)
    next.set(this.perRecord)
    this.perRecord = next
    const start = new Int32Array(size)
    start.set(this.manyStart)
    this.manyStart = start
    const length = new Int32Array(size)
    length.set(this.manyLength)
    this.manyLength = length
  }

  /** Grows the pool, first dropping the slots of replaced records when they are the majority. */
  private growPool(needed: number): void {
    if (this.poolGarbage > this.poolUsed / 2) {
      const compacted = new Int32Array(Math.max(1024, (this.poolUsed - this.poolGarbage + needed) * 2))
      let used = 0
      for (let id = 0; id < this.perRecord.length; id++) {
        if (this.perRecord[id] !== this.many) continue
        const start = this.manyStart[id]
        compacted.set(this.pool.subarray(start, start + this.manyLength[id]), used)
        this.manyStart[id] = used
        used += this.manyLength[id]
      }
      this.pool = compacted
      this.poolUsed = used
      this.poolGarbage = 0
      if (used + needed <= compacted.length) return
    }
    const next = new Int32Array(Math.max(this.pool.length * 2, this.poolUsed + needed))
    next.set(this.pool.subarray(0, this.poolUsed))
    this.pool = next
  }
}
