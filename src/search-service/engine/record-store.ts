import { clearBit, createBitset, setBit, wordsFor, type Bitset } from './bitset'
import { FacetIndex } from './facet-index'
import type { JsonObject } from './json'
import { NumericColumn } from './numeric-column'
import type { StoreImage } from './structure-image'
import { parseSearchableAttributes, TextIndex } from './text-index'

/** A stored record always carries its objectID as a string. */
export type StoredRecord = JsonObject & { objectID: string }

/** A record as held: parsed, or its JSON text as read from a snapshot (parsed on first use). */
export type RecordSource = StoredRecord | string

/**
 * The records of one primary index (shared by its replicas) under dense internal ids, with the
 * per-attribute structures built on first use and then kept up to date on every write.
 */
export class RecordStore {
  private records: Array<RecordSource | undefined> = []
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
    const id = this.nextId++
    if (id >= this.liveBits.length * 32) this.grow()
    this.idOf.set(objectID, id)
    this.records[id] = json
    this.objectIds[id] = objectID
    setBit(this.liveBits, id)
    this.liveCount++
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
    const id = this.nextId++
    if (id >= this.liveBits.length * 32) this.grow()
    this.idOf.set(record.objectID, id)
    this.records[id] = record
    this.objectIds[id] = record.objectID
    setBit(this.liveBits, id)
    this.liveCount++
    this.index(id, record)
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
    this.dropStructures()
    this.generation++
  }

  /** Visits live records in id order (a stable order for browse and snapshots). */
  forEachRecord(visit: (id: number, record: StoredRecord) => void): void {
    for (let id = 0; id < this.nextId; id++) {
      const record = this.recordAt(id)
      if (record !== undefined) visit(id, record)
    }
  }

  /** Live records with their objectIDs, as held (text stays text): for snapshots and copies. */
  sources(): Array<readonly [string, RecordSource]> {
    const out: Array<readonly [string, RecordSource]> = []
    for (let id = 0; id < this.nextId; id++) {
      const source = this.records[id]
      const objectID = this.objectIds[id]
      if (source !== undefined && objectID !== undefined) out.push([objectID, source])
    }
    return out
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

  allRecords(): StoredRecord[] {
    const out: StoredRecord[] = []
    this.forEachRecord((_id, record) => out.push(record))
    return out
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

  /** Images of every built structure, in the dense order of `allRecords()`. */
  toImage(): StoreImage {
    const liveIds: number[] = []
    this.forEachRecord((id) => liveIds.push(id))
    const ids = Int32Array.from(liveIds)
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
    if (image.records !== this.liveCount || this.nextId !== this.liveCount) return false
    for (const facet of image.facets) this.facets.set(facet.path, FacetIndex.fromImage(facet, this.words))
    for (const numeric of image.numerics) this.numerics.set(numeric.path, NumericColumn.fromImage(numeric))
    for (const text of image.texts) {
      const key = text.searchableAttributes === undefined ? '*' : JSON.stringify(text.searchableAttributes)
      this.texts.set(key, TextIndex.fromImage(text, this.words))
    }
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

  /** After many deletions, renumber densely so bitsets stay short; structures rebuild on demand. */
  private compactIfSparse(): void {
    const holes = this.nextId - this.liveCount
    if (holes < 4096 || holes < this.liveCount) return
    const sources = this.sources()
    this.records = []
    this.objectIds = []
    this.idOf.clear()
    this.liveBits = createBitset(Math.max(32, wordsFor(sources.length) * 2))
    this.nextId = 0
    this.liveCount = 0
    const facetPaths = [...this.facets.keys()]
    const numericPaths = [...this.numerics.keys()]
    this.dropStructures()
    this.generation++
    for (const [objectID, source] of sources) {
      if (typeof source === 'string') this.putText(objectID, source)
      else this.put(source)
    }
    for (const path of facetPaths) this.facetIndex(path)
    for (const path of numericPaths) this.numericColumn(path)
  }

  private dropStructures(): void {
    this.facets.clear()
    this.numerics.clear()
    this.texts.clear()
  }
}
