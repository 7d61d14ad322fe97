import { clearBit, createBitset, setBit, wordsFor, type Bitset } from './bitset'
import { FacetIndex } from './facet-index'
import type { JsonObject } from './json'
import { NumericColumn } from './numeric-column'
import { releasePermutationBuffer } from './permutation'
import type { StoreImage } from './structure-image'
import { parseSearchableAttributes, TextIndex } from './text-index'

/** A stored record always carries its objectID as a string. */
export type StoredRecord = JsonObject & { objectID: string }

/** A record as held: parsed, or its JSON text as read from a snapshot (parsed on first use). */
export type RecordSource = StoredRecord | string

/** Below this many records clustering is not worth a renumbering (the whole store fits in cache). */
export const CLUSTER_MIN_RECORDS = 1024

/**
 * The records of one primary index (shared by its replicas) under dense internal ids, with the
 * per-attribute structures built on first use and then kept up to date on every write.
 *
 * An internal id is a record's place in memory (columns, bitsets, postings); its place in the
 * index's order (ties in ranking, browse, snapshots) is its sequence number, given when the record
 * was first added. The two agree until `cluster` renumbers the ids so that the records sharing one
 * value of an attribute (a tenant's) sit side by side: a query scoped to that value then reads a
 * compact stretch of every column instead of addresses spread over the whole index.
 */
export class RecordStore {
  private records: Array<RecordSource | undefined> = []
  /** Sequence number by internal id: the record's order in the index, whatever its id. */
  private seqs = new Float64Array(1024)
  private nextSeq = 0
  /** Whether ids are no longer in sequence order (after `cluster`). */
  private permuted = false
  /** Records added since the last clustering (they sit at the end, out of their cluster). */
  private appended = 0
  /** objectID by internal id (text records cannot be asked for theirs without parsing). */
  private objectIds: Array<string | undefined> = []
  private readonly idOf = new Map<string, number>()
  private liveBits: Bitset = createBitset(32)
  private nextId = 0
  private liveCount = 0
  private readonly facets = new Map<string, FacetIndex>()
  private readonly numerics = new Map<string, NumericColumn>()
  private readonly texts = new Map<string, TextIndex>()
  /** Changes whenever ids are reassigned, so old browse cursors can be recognised. */
  private generation = 0
  /** Changes on every write, so cached filter results can be recognised as stale. */
  private writes = 0

  get size(): number {
    return this.liveCount
  }

  get epoch(): number {
    return this.generation
  }

  get version(): number {
    return this.writes
  }

  /** Bitset width every structure agrees on. */
  get words(): number {
    return this.liveBits.length
  }

  /** Highest internal id + 1. */
  get idLimit(): number {
    return this.nextId
  }

  get live(): Bitset {
    return this.liveBits
  }

  /** Sequence number by internal id: a smaller one comes first among otherwise equal records. */
  get order(): Float64Array {
    return this.seqs
  }

  get(objectID: string): StoredRecord | undefined {
    const id = this.idOf.get(objectID)
    return id === undefined ? undefined : this.recordAt(id)
  }

  /** Parses a record kept as snapshot text the first time it is needed. */
  recordAt(id: number): StoredRecord | undefined {
    const source = this.records[id]
    if (typeof source !== 'string') return source
    const record = JSON.parse(source) as StoredRecord
    this.records[id] = record
    return record
  }

  internalId(objectID: string): number | undefined {
    return this.idOf.get(objectID)
  }

  /**
   * Adds a record from snapshot text without parsing it. Only for loading a store that has no
   * structures yet (they are restored from images or built afterwards).
   */
  putText(objectID: string, json: string): void {
    if (this.facets.size > 0 || this.numerics.size > 0 || this.texts.size > 0 || this.idOf.has(objectID)) {
      this.put({ ...(JSON.parse(json) as StoredRecord), objectID })
      return
    }
    this.writes++
    this.append(objectID, json, this.nextSeq++)
  }

  /** Takes the next internal id for a new record (no structure is updated). */
  private append(objectID: string, source: RecordSource, seq: number): number {
    const id = this.nextId++
    if (id >= this.liveBits.length * 32) this.grow()
    if (id >= this.seqs.length) {
      const next = new Float64Array(Math.max(1024, this.seqs.length * 2, id + 1))
      next.set(this.seqs)
      this.seqs = next
    }
    this.idOf.set(objectID, id)
    this.records[id] = source
    this.objectIds[id] = objectID
    this.seqs[id] = seq
    setBit(this.liveBits, id)
    this.liveCount++
    this.appended++
    return id
  }

  /** Adds or replaces a record; records must never be mutated afterwards (snapshots share them). */
  put(record: StoredRecord): void {
    this.writes++
    const existing = this.idOf.get(record.objectID)
    if (existing !== undefined) {
      this.unindex(existing)
      this.records[existing] = record
      this.index(existing, record)
      return
    }
    this.index(this.append(record.objectID, record, this.nextSeq++), record)
  }

  delete(objectID: string): boolean {
    const id = this.idOf.get(objectID)
    if (id === undefined) return false
    this.writes++
    this.unindex(id)
    this.records[id] = undefined
    this.objectIds[id] = undefined
    this.idOf.delete(objectID)
    clearBit(this.liveBits, id)
    this.liveCount--
    this.compactIfSparse()
    return true
  }

  clear(): void {
    this.writes++
    this.records = []
    this.objectIds = []
    this.idOf.clear()
    this.liveBits = createBitset(32)
    this.nextId = 0
    this.liveCount = 0
    this.nextSeq = 0
    this.permuted = false
    this.appended = 0
    this.dropStructures()
    this.generation++
  }

  /** Visits live records in internal-id order (memory order; for building structures). */
  forEachRecord(visit: (id: number, record: StoredRecord) => void): void {
    for (let id = 0; id < this.nextId; id++) {
      const record = this.recordAt(id)
      if (record !== undefined) visit(id, record)
    }
  }

  /** Ids of the live records in the index's order (sequence numbers), e.g. for browse and snapshots. */
  idsInOrder(): Int32Array {
    const ids = new Int32Array(this.liveCount)
    let n = 0
    for (let id = 0; id < this.nextId; id++) if (this.records[id] !== undefined) ids[n++] = id
    if (this.permuted) {
      const seqs = this.seqs
      ids.sort((a, b) => seqs[a] - seqs[b])
    }
    return ids
  }

  /** Live records with their objectIDs, as held (text stays text), in the index's order: for snapshots and copies. */
  sources(): Array<readonly [string, RecordSource]> {
    return Array.from(this.idsInOrder(), (id) => [this.objectIds[id] as string, this.records[id] as RecordSource])
  }

  /** Fills an empty store with another store's records (sharing them, text or parsed). */
  copyFrom(other: RecordStore): void {
    for (const [objectID, source] of other.sources()) {
      if (typeof source === 'string') this.putText(objectID, source)
      else this.put(source)
    }
  }

  private liveEntries(): Array<readonly [number, StoredRecord]> {
    const out: Array<readonly [number, StoredRecord]> = []
    this.forEachRecord((id, record) => out.push([id, record]))
    return out
  }

  /** Every live record, in the index's order. */
  allRecords(): StoredRecord[] {
    return Array.from(this.idsInOrder(), (id) => this.recordAt(id) as StoredRecord)
  }

  facetIndex(path: string): FacetIndex {
    let index = this.facets.get(path)
    if (index === undefined) {
      index = new FacetIndex(path, path === '_tags')
      index.addAll(this.liveEntries(), this.words)
      this.facets.set(path, index)
    }
    return index
  }

  numericColumn(path: string): NumericColumn {
    let column = this.numerics.get(path)
    if (column === undefined) {
      column = new NumericColumn(path)
      this.forEachRecord((id, record) => column?.add(id, record))
      this.numerics.set(path, column)
    }
    return column
  }

  /** Text index for one searchableAttributes setting (undefined = every attribute). */
  textIndex(searchableAttributes: readonly string[] | undefined): TextIndex {
    const key = searchableAttributes === undefined ? '*' : JSON.stringify(searchableAttributes)
    let index = this.texts.get(key)
    if (index === undefined) {
      index = new TextIndex(
        searchableAttributes === undefined ? 'all' : parseSearchableAttributes(searchableAttributes),
      )
      this.forEachRecord((id, record) => index?.add(id, record, this.words))
      this.texts.set(key, index)
    }
    return index
  }

  /** Images of every built structure, in the order of `allRecords()` and `sources()`. */
  toImage(): StoreImage {
    return this.imageOver(this.idsInOrder())
  }

  /** Images of every built structure; record i of the image is ids[i]. */
  private imageOver(ids: Int32Array): StoreImage {
    return {
      records: ids.length,
      facets: [...this.facets.values()].map((facet) => facet.toImage(ids)),
      numerics: [...this.numerics.values()].map((column) => column.toImage(ids)),
      texts: [...this.texts].map(([key, text]) =>
        text.toImage(ids, key === '*' ? undefined : (JSON.parse(key) as string[])),
      ),
    }
  }

  /**
   * Restores structures from an image taken when this store held the same records in the same
   * order (a snapshot just loaded). Ignored, and rebuilt on demand instead, when sizes differ.
   */
  restoreImage(image: StoreImage): boolean {
    if (image.records !== this.liveCount || this.nextId !== this.liveCount || this.permuted) return false
    this.restoreStructures(image)
    return true
  }

  private restoreStructures(image: StoreImage): void {
    for (const facet of image.facets) this.facets.set(facet.path, FacetIndex.fromImage(facet, this.words))
    for (const numeric of image.numerics) this.numerics.set(numeric.path, NumericColumn.fromImage(numeric))
    for (const text of image.texts) {
      const key = text.searchableAttributes === undefined ? '*' : JSON.stringify(text.searchableAttributes)
      this.texts.set(key, TextIndex.fromImage(text, this.words))
    }
  }

  /**
   * Whether enough records were added since the last clustering (or ever) to cluster again: the
   * store holds at least `minRecords`, and the records added since are at least `minRecords` and
   * `share` of it (a quarter by default, so that renumbering stays a small part of the cost of the
   * writes that called for it); `share` 0 asks only that some were added (after a bulk load).
   */
  clusterDue(minRecords = CLUSTER_MIN_RECORDS, share = 0.25): boolean {
    if (this.liveCount < minRecords || this.appended === 0) return false
    return share === 0 || (this.appended >= minRecords && this.appended >= this.liveCount * share)
  }

  /**
   * Renumbers the records so that those sharing a value of the faceted attribute `path` have
   * consecutive ids, in sequence order within each value (records with several values go with
   * their first-known one, records without one last). Every structure is renumbered in place,
   * nothing is re-tokenised or re-counted, and sequence numbers are kept, so every answer, browse and
   * snapshot stays what it was. Facets `counted` says are never counted (filter-only) keep their
   * value ids. Returns false when the records already were in that order.
   */
  cluster(path: string, counted: (facet: string) => boolean = () => true): boolean {
    this.appended = 0
    const facet = this.facetIndex(path)
    const ids = new Int32Array(this.liveCount)
    const keys = new Float64Array(this.nextId)
    let n = 0
    for (let id = 0; id < this.nextId; id++) {
      if (this.records[id] === undefined) continue
      ids[n++] = id
      keys[id] = facet.clusterKeyOf(id)
    }
    const seqs = this.seqs
    ids.sort((a, b) => keys[a] - keys[b] || seqs[a] - seqs[b])
    let inPlace = this.nextId === this.liveCount
    for (let i = 0; i < ids.length && inPlace; i++) inPlace = ids[i] === i
    if (inPlace) return false
    const newIdOf = new Int32Array(this.nextId).fill(-1)
    for (let i = 0; i < ids.length; i++) newIdOf[ids[i]] = i
    const words = this.words
    for (const [facetPath, index] of this.facets) index.permute(ids, newIdOf, words, counted(facetPath))
    for (const column of this.numerics.values()) column.permute(ids, newIdOf)
    for (const text of this.texts.values()) text.permute(ids, newIdOf, words)
    const records = this.records
    const objectIds = this.objectIds
    const nextSeqs = new Float64Array(Math.max(1024, ids.length))
    this.records = new Array<RecordSource | undefined>(ids.length)
    this.objectIds = new Array<string | undefined>(ids.length)
    let permuted = false
    for (let i = 0; i < ids.length; i++) {
      const old = ids[i]
      const objectID = objectIds[old] as string
      this.records[i] = records[old]
      this.objectIds[i] = objectID
      this.idOf.set(objectID, i)
      nextSeqs[i] = seqs[old]
      if (i > 0 && nextSeqs[i] < nextSeqs[i - 1]) permuted = true
    }
    this.seqs = nextSeqs
    this.permuted = permuted
    this.nextId = ids.length
    this.liveBits.fill(0)
    for (let i = 0; i < ids.length; i++) setBit(this.liveBits, i)
    releasePermutationBuffer()
    // Ids moved: whatever was cached by id (filter results) must be recomputed.
    this.writes++
    return true
  }

  private index(id: number, record: StoredRecord): void {
    const words = this.words
    for (const facet of this.facets.values()) facet.add(id, record, words)
    for (const column of this.numerics.values()) column.add(id, record)
    for (const text of this.texts.values()) text.add(id, record, words)
  }

  private unindex(id: number): void {
    const words = this.words
    for (const facet of this.facets.values()) facet.remove(id, words)
    for (const column of this.numerics.values()) column.remove(id)
    for (const text of this.texts.values()) text.remove(id, words)
  }

  private grow(): void {
    const next = createBitset(Math.max(32, this.liveBits.length * 2))
    next.set(this.liveBits)
    this.liveBits = next
  }

  /**
   * After many deletions, renumber densely (keeping the id order, so clusters stay together, and
   * the sequence numbers) so bitsets stay short; structures rebuild on demand.
   */
  private compactIfSparse(): void {
    const holes = this.nextId - this.liveCount
    if (holes < 4096 || holes < this.liveCount) return
    const kept: Array<readonly [string, RecordSource, number]> = []
    for (let id = 0; id < this.nextId; id++) {
      const source = this.records[id]
      if (source !== undefined) kept.push([this.objectIds[id] as string, source, this.seqs[id]])
    }
    this.records = []
    this.objectIds = []
    this.idOf.clear()
    this.liveBits = createBitset(Math.max(32, wordsFor(kept.length) * 2))
    this.seqs = new Float64Array(Math.max(1024, kept.length))
    this.nextId = 0
    this.liveCount = 0
    const facetPaths = [...this.facets.keys()]
    const numericPaths = [...this.numerics.keys()]
    this.dropStructures()
    this.generation++
    const appended = this.appended
    for (const [objectID, source, seq] of kept) this.append(objectID, source, seq)
    this.appended = appended
    for (const path of facetPaths) this.facetIndex(path)
    for (const path of numericPaths) this.numericColumn(path)
  }

  private dropStructures(): void {
    this.facets.clear()
    this.numerics.clear()
    this.texts.clear()
  }
}
