import { randomUUID } from 'node:crypto'
import { isJsonObject, type JsonObject } from './json'
import { BATCH_ACTIONS, type BatchAction, type BatchOperation, type Mutation } from './mutations'
import { applyPartialUpdate, validatePartialUpdate } from './partial-update'
import { CLUSTER_MIN_RECORDS, RecordStore, type RecordSource, type StoredRecord } from './record-store'
import {
  effectiveSettings,
  InvalidRequestError,
  parseSortCriterion,
  replicaName,
  validateSettings,
  VIRTUAL_REPLICA_FORBIDDEN,
  virtualReplicaSettings,
  type EffectiveSettings,
} from './settings'
import type { IndexView } from './search'
import type { StoreImage } from './structure-image'

/** Thrown when an index or object is missing; the HTTP layer answers 404 with the message. */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NotFoundError'
  }
}

/** An index: its own settings; its records live in a store shared with its replicas. */
export interface IndexEntry {
  readonly name: string
  store: RecordStore
  settings: JsonObject
  effective: EffectiveSettings
  /** The primary whose virtual replica this is (its settings under the replica's own make `effective`). */
  virtualOf?: string
  createdAt: string
  updatedAt: string
}

export interface IndexSummary {
  name: string
  createdAt: string
  updatedAt: string
  entries: number
  primary?: string
  replicas?: string[]
}

/** The state a snapshot needs: per index its settings, and the records of primaries only. */
export interface IndexState {
  readonly name: string
  readonly settings: JsonObject
  readonly createdAt: string
  readonly updatedAt: string
  /** objectID and record (parsed, or snapshot text); absent for replicas, which share their primary's. */
  readonly records?: ReadonlyArray<readonly [string, RecordSource]>
}

function toObjectID(value: unknown, action: string): string {
  if (typeof value === 'string' && value !== '') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  throw new InvalidRequestError(`${action} requires an objectID (a non-empty string)`)
}

const STRIPPED_ON_COPY = ['replicas', 'primary']

function withoutKeys(settings: JsonObject, keys: readonly string[]): JsonObject {
  const out: JsonObject = { ...settings }
  for (const key of keys) delete out[key]
  return out
}

/**
 * All indexes of the service and every write to them. Writes come in two steps: `prepare*`
 * validates a request and resolves it into a Mutation (throwing InvalidRequestError on bad input),
 * `apply` performs a Mutation and cannot fail, so the storage layer can log exactly what was applied.
 */
export class SearchEngine {
  private readonly indexes = new Map<string, IndexEntry>()
  /**
   * Build the structures of every index a write touches right away, so a search never pays for
   * building them (a reindex into a temporary index then a move would otherwise leave the first
   * search after it with a full build). Off while replaying a log; warmUp() follows.
   */
  warmOnWrite = true
  /**
   * The faceted attribute each store keeps its records clustered by: the platform's tenant (site),
   * which every secured key's filter pins, so that a site's query reads its own records side by side
   * rather than spread over every site's (issue 29.2). Applies to an index that declares it in
   * attributesForFaceting (itself or a replica); undefined turns clustering off. Answers never
   * depend on it (see RecordStore.cluster).
   */
  clusterBy: string | undefined = 'site_id'
  /** Records a store must have gained since its last clustering before it is clustered again. */
  clusterMinRecords = CLUSTER_MIN_RECORDS

  has(name: string): boolean {
    return this.indexes.has(name)
  }

  entry(name: string): IndexEntry | undefined {
    return this.indexes.get(name)
  }

  /** What a search on `name` runs against; replicas use their own settings over the primary's records. */
  view(name: string): IndexView {
    const entry = this.indexes.get(name)
    if (entry === undefined) throw new NotFoundError('Index does not exist')
    return { store: entry.store, settings: entry.effective }
  }

  list(): IndexSummary[] {
    return [...this.indexes.values()]
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .map((entry) => ({
        name: entry.name,
        createdAt: entry.createdAt,
        updatedAt: entry.updatedAt,
        entries: entry.store.size,
        ...(entry.effective.primary !== undefined ? { primary: entry.effective.primary } : {}),
        ...(entry.effective.replicas.length > 0 ? { replicas: [...entry.effective.replicas] } : {}),
      }))
  }

  getObject(indexName: string, objectID: string): StoredRecord {
    const entry = this.indexes.get(indexName)
    if (entry === undefined) throw new NotFoundError('Index does not exist')
    const record = entry.store.get(objectID)
    if (record === undefined) throw new NotFoundError('ObjectID does not exist')
    return record
  }

  // ---- preparing writes (validation, no state change) ----

  prepareBatch(requests: readonly { action: unknown; indexName: string; body: unknown }[], at: string): Mutation {
    const operations: BatchOperation[] = requests.map((request, i) => {
      if (typeof request.action !== 'string' || !BATCH_ACTIONS.has(request.action)) {
        throw new InvalidRequestError(`requests[${i}].action: unknown action '${String(request.action)}'`)
      }
      const action = request.action as BatchAction
      this.assertWritable(request.indexName)
      if (action === 'delete' || action === 'clear') return { action, indexName: request.indexName, body: {} }
      if (!isJsonObject(request.body)) throw new InvalidRequestError(`requests[${i}].body must be a JSON object`)
      const body: JsonObject = { ...request.body }
      if (action === 'addObject' && (body.objectID === undefined || body.objectID === null))
        body.objectID = randomUUID()
      body.objectID = toObjectID(body.objectID, `requests[${i}] (${action})`)
      if (action === 'partialUpdateObject' || action === 'partialUpdateObjectNoCreate') validatePartialUpdate(body)
      return { action, indexName: request.indexName, body }
    })
    return { type: 'batch', at, operations }
  }

  prepareSetSettings(indexName: string, body: unknown, forwardToReplicas: boolean, at: string): Mutation {
    const settings = withoutKeys(validateSettings(body), ['primary'])
    const entry = this.indexes.get(indexName)
    const replicas = Array.isArray(settings.replicas)
      ? settings.replicas.filter((r): r is string => typeof r === 'string').map(replicaName)
      : []
    if (entry?.effective.primary !== undefined && replicas.length > 0) {
      throw new InvalidRequestError(`Index ${indexName} is a replica: it cannot have replicas of its own`)
    }
    if (entry?.virtualOf !== undefined) {
      const forbidden = VIRTUAL_REPLICA_FORBIDDEN.filter((key) => settings[key] !== undefined && settings[key] !== null)
      if (forbidden.length > 0)
        throw new InvalidRequestError(
          `Index ${indexName} is a virtual replica of ${entry.virtualOf}: it cannot set ${forbidden.join(', ')} ` +
            '(it sorts with customRanking and relevancyStrictness; the rest comes from its primary)',
        )
    }
    for (const replica of replicas) {
      if (replica === indexName) throw new InvalidRequestError('An index cannot be its own replica')
      const other = this.indexes.get(replica)
      if (other?.effective.primary !== undefined && other.effective.primary !== indexName) {
        throw new InvalidRequestError(`Index ${replica} is already a replica of ${other.effective.primary}`)
      }
      if (other !== undefined && other.effective.replicas.length > 0) {
        throw new InvalidRequestError(`Index ${replica} has replicas and cannot become a replica`)
      }
    }
    return { type: 'setSettings', at, indexName, settings, forwardToReplicas }
  }

  prepareClear(indexName: string, at: string): Mutation {
    this.assertWritable(indexName)
    return { type: 'clear', at, indexName }
  }

  prepareDeleteIndex(indexName: string, at: string): Mutation {
    return { type: 'deleteIndex', at, indexName }
  }

  prepareDeleteObjects(indexName: string, objectIDs: readonly string[], at: string): Mutation {
    this.assertWritable(indexName)
    return { type: 'deleteObjects', at, indexName, objectIDs }
  }

  prepareOperation(indexName: string, operation: unknown, destination: unknown, scope: unknown, at: string): Mutation {
    if (operation !== 'copy' && operation !== 'move')
      throw new InvalidRequestError("operation must be 'copy' or 'move'")
    if (typeof destination !== 'string' || destination === '')
      throw new InvalidRequestError('destination must be an index name')
    if (
      scope !== undefined &&
      (!Array.isArray(scope) || scope.some((s) => !['settings', 'synonyms', 'rules'].includes(String(s))))
    ) {
      throw new InvalidRequestError("scope must be an array of 'settings', 'synonyms', 'rules'")
    }
    if (destination === indexName) throw new InvalidRequestError('Source and destination indexes must differ')
    const target = this.indexes.get(destination)
    if (target?.effective.primary !== undefined)
      throw new InvalidRequestError(`Destination ${destination} is a replica`)
    if (operation === 'copy' && target !== undefined && target.effective.replicas.length > 0) {
      throw new InvalidRequestError(`Cannot copy to ${destination}: it has replicas`)
    }
    const source = this.indexes.get(indexName)
    if (
      operation === 'move' &&
      source !== undefined &&
      (source.effective.replicas.length > 0 || source.effective.primary !== undefined)
    ) {
      throw new InvalidRequestError(`Cannot move ${indexName}: it is a primary with replicas or a replica`)
    }
    const scopes = Array.isArray(scope) ? scope.map(String) : undefined
    return {
      type: 'operation',
      at,
      indexName,
      operation,
      destination,
      ...(scopes !== undefined ? { scope: scopes } : {}),
    }
  }

  private assertWritable(indexName: string): void {
    const primary = this.indexes.get(indexName)?.effective.primary
    if (primary !== undefined)
      throw new InvalidRequestError(`Index ${indexName} is a replica of ${primary}: write to the primary instead`)
  }

  // ---- applying writes ----

  apply(mutation: Mutation): void {
    this.applyOne(mutation)
    if (this.warmOnWrite) for (const name of touchedIndexes(mutation)) this.warmIndex(name)
  }

  private applyOne(mutation: Mutation): void {
    switch (mutation.type) {
      case 'batch':
        for (const operation of mutation.operations) this.applyBatchOperation(operation, mutation.at)
        return
      case 'setSettings':
        this.applySettings(mutation.indexName, mutation.settings, mutation.forwardToReplicas, mutation.at)
        return
      case 'clear': {
        const entry = this.indexes.get(mutation.indexName)
        if (entry !== undefined) {
          entry.store.clear()
          this.touch(entry, mutation.at)
        }
        return
      }
      case 'deleteIndex':
        this.deleteIndex(mutation.indexName)
        return
      case 'deleteObjects': {
        const entry = this.indexes.get(mutation.indexName)
        if (entry === undefined) return
        for (const objectID of mutation.objectIDs) entry.store.delete(objectID)
        this.touch(entry, mutation.at)
        return
      }
      case 'operation':
        if (mutation.operation === 'copy')
          this.copyIndex(mutation.indexName, mutation.destination, mutation.scope, mutation.at)
        else this.moveIndex(mutation.indexName, mutation.destination, mutation.at)
        return
    }
  }

  private applyBatchOperation(operation: BatchOperation, at: string): void {
    if (operation.action === 'delete') {
      this.deleteIndex(operation.indexName)
      return
    }
    const entry = this.ensureIndex(operation.indexName, at)
    const store = entry.store
    const objectID = String(operation.body.objectID)
    switch (operation.action) {
      case 'clear':
        store.clear()
        break
      case 'addObject':
      case 'updateObject':
        store.put({ ...operation.body, objectID })
        break
      case 'partialUpdateObject':
      case 'partialUpdateObjectNoCreate': {
        const current = store.get(objectID)
        if (current === undefined && operation.action === 'partialUpdateObjectNoCreate') break
        store.put({ ...applyPartialUpdate(current ?? { objectID }, operation.body), objectID })
        break
      }
      case 'deleteObject':
        store.delete(objectID)
        break
    }
    this.touch(entry, at)
  }

  private ensureIndex(name: string, at: string): IndexEntry {
    let entry = this.indexes.get(name)
    if (entry === undefined) {
      entry = {
        name,
        store: new RecordStore(),
        settings: {},
        effective: effectiveSettings({}),
        createdAt: at,
        updatedAt: at,
      }
      this.indexes.set(name, entry)
    }
    return entry
  }

  private touch(entry: IndexEntry, at: string): void {
    entry.updatedAt = at
  }

  private setStoredSettings(entry: IndexEntry, settings: JsonObject): void {
    entry.settings = settings
    this.refreshEffective(entry)
    // A virtual replica searches with its primary's settings under its own: they follow the primary's changes.
    for (const name of entry.effective.virtualReplicas) {
      const replica = this.indexes.get(name)
      if (replica !== undefined && replica.settings.primary === entry.name) this.refreshEffective(replica)
    }
  }

  private refreshEffective(entry: IndexEntry): void {
    const primaryName = typeof entry.settings.primary === 'string' ? entry.settings.primary : undefined
    const primary = primaryName === undefined ? undefined : this.indexes.get(primaryName)
    if (primary !== undefined && primary.effective.virtualReplicas.includes(entry.name)) {
      entry.virtualOf = primary.name
      entry.effective = effectiveSettings(virtualReplicaSettings(primary.settings, entry.settings))
    } else {
      entry.virtualOf = undefined
      entry.effective = effectiveSettings(entry.settings)
    }
  }

  /** Merges like Algolia: only the given keys change, and `null` resets a key to its default. */
  private applySettings(indexName: string, changes: JsonObject, forwardToReplicas: boolean, at: string): void {
    const entry = this.ensureIndex(indexName, at)
    const before = entry.effective.replicas
    const merged: JsonObject = { ...entry.settings }
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) delete merged[key]
      else merged[key] = value
    }
    this.setStoredSettings(entry, merged)
    this.touch(entry, at)
    const after = entry.effective.replicas
    for (const name of before) if (!after.includes(name)) this.detachReplica(name)
    for (const name of after) this.attachReplica(entry, name, at)
    if (forwardToReplicas) {
      const forwarded = withoutKeys(changes, STRIPPED_ON_COPY)
      // A virtual replica takes only what it may have of its own; the rest it reads from this index.
      const toVirtual = withoutKeys(forwarded, VIRTUAL_REPLICA_FORBIDDEN)
      for (const name of after)
        this.applySettings(name, entry.effective.virtualReplicas.includes(name) ? toVirtual : forwarded, false, at)
    }
  }

  private attachReplica(primary: IndexEntry, name: string, at: string): void {
    const replica = this.ensureIndex(name, at)
    replica.store = primary.store
    if (replica.effective.primary !== primary.name)
      this.setStoredSettings(replica, { ...replica.settings, primary: primary.name })
    // Listed as virtual(name) or plain: which kind it is may have changed with the primary's list.
    else this.refreshEffective(replica)
  }

  /**
   * A replica dropped from its primary's list becomes an ordinary index with a copy of the records; a virtual one
   * keeps the settings it searched with.
   */
  private detachReplica(name: string): void {
    const replica = this.indexes.get(name)
    if (replica === undefined) return
    const store = new RecordStore()
    store.copyFrom(replica.store)
    replica.store = store
    const primary = replica.virtualOf === undefined ? undefined : this.indexes.get(replica.virtualOf)
    const settings =
      primary === undefined ? replica.settings : virtualReplicaSettings(primary.settings, replica.settings)
    this.setStoredSettings(replica, withoutKeys(settings, ['primary']))
  }

  private deleteIndex(name: string): void {
    const entry = this.indexes.get(name)
    if (entry === undefined) return
    // Replicas of a deleted primary survive as ordinary indexes (Algolia's behaviour).
    for (const replica of entry.effective.replicas) this.detachReplica(replica)
    const primaryName = entry.effective.primary
    const primary = primaryName === undefined ? undefined : this.indexes.get(primaryName)
    if (primary !== undefined) {
      const replicas = primary.effective.replicas.filter((r) => r !== name)
      this.setStoredSettings(primary, { ...primary.settings, replicas })
    }
    this.indexes.delete(name)
  }

  private copyIndex(
    sourceName: string,
    destinationName: string,
    scope: readonly string[] | undefined,
    at: string,
  ): void {
    const source = this.indexes.get(sourceName)
    const existing = this.indexes.get(destinationName)
    const copySettings = scope === undefined || scope.includes('settings')
    const copyRecords = scope === undefined
    const destination = existing ?? this.ensureIndex(destinationName, at)
    if (copyRecords) {
      const store = new RecordStore()
      if (source !== undefined) store.copyFrom(source.store)
      destination.store = store
    }
    if (copySettings) this.setStoredSettings(destination, withoutKeys(source?.settings ?? {}, STRIPPED_ON_COPY))
    this.touch(destination, at)
  }

  /** Renames source over destination; the destination keeps its replicas, which now see the new records. */
  private moveIndex(sourceName: string, destinationName: string, at: string): void {
    const source = this.indexes.get(sourceName)
    if (source === undefined) return
    const existing = this.indexes.get(destinationName)
    const replicas = existing?.effective.replicas ?? []
    const destination = this.ensureIndex(destinationName, at)
    destination.store = source.store
    this.setStoredSettings(destination, {
      ...withoutKeys(source.settings, STRIPPED_ON_COPY),
      ...(replicas.length > 0 ? { replicas: existing?.settings.replicas ?? [...replicas] } : {}),
    })
    for (const name of replicas) {
      const replica = this.indexes.get(name)
      if (replica !== undefined) replica.store = source.store
    }
    this.touch(destination, at)
    this.indexes.delete(sourceName)
  }

  // ---- snapshots ----

  /** A consistent view of the state; records are immutable, so sharing them is safe. */
  exportState(): IndexState[] {
    return [...this.indexes.values()].map((entry) => ({
      name: entry.name,
      settings: structuredClone(entry.settings),
      createdAt: entry.createdAt,
      updatedAt: entry.updatedAt,
      ...(entry.effective.primary === undefined ? { records: entry.store.sources() } : {}),
    }))
  }

  /** Loads snapshot state: primaries first, then replicas bound to their primary's store. */
  loadIndex(state: IndexState): void {
    const entry = this.ensureIndex(state.name, state.createdAt)
    this.setStoredSettings(entry, state.settings)
    entry.updatedAt = state.updatedAt
    for (const [objectID, source] of state.records ?? []) {
      if (typeof source === 'string') entry.store.putText(objectID, source)
      else entry.store.put(source)
    }
  }

  /** After loading, point every replica at its primary's store (and a virtual one at its settings). */
  linkReplicas(): void {
    for (const entry of this.indexes.values()) {
      for (const name of entry.effective.replicas) {
        const replica = this.indexes.get(name)
        if (replica === undefined) continue
        replica.store = entry.store
        this.refreshEffective(replica)
      }
    }
  }

  /** Structure images of every primary's store, keyed by index name (taken with exportState). */
  exportStructures(): Record<string, StoreImage> {
    const images: Record<string, StoreImage> = {}
    for (const entry of this.indexes.values())
      if (entry.effective.primary === undefined) images[entry.name] = entry.store.toImage()
    return images
  }

  /** Restores images right after a snapshot load; returns how many stores took theirs. */
  restoreStructures(images: Record<string, StoreImage>): number {
    let restored = 0
    for (const [name, image] of Object.entries(images)) {
      const entry = this.indexes.get(name)
      if (entry !== undefined && entry.effective.primary === undefined && entry.store.restoreImage(image)) restored++
    }
    return restored
  }

  /**
   * Builds the structures a search will need (faceted, numeric and searchable attributes) up front,
   * after a load or a replay; stores with any record added since they were last clustered are
   * clustered again.
   */
  warmUp(): void {
    for (const name of this.indexes.keys()) this.warmIndex(name, true)
  }

  /**
   * Builds what searches on `name` (and its replicas) use; a no-op for what already exists. Then
   * clusters the store when enough records were added since it last was (any, `afterLoad`).
   */
  private warmIndex(name: string, afterLoad = false): void {
    const entry = this.indexes.get(name)
    if (entry === undefined) return
    const targets = [entry, ...entry.effective.replicas.map((r) => this.indexes.get(r))]
    for (const target of targets) {
      if (target === undefined) continue
      const { store, effective } = target
      for (const facet of effective.facets.keys()) {
        if (store.facetIndex(facet).hasNumbers) store.numericColumn(facet)
      }
      for (const criterion of [...effective.ranking, ...effective.customRanking]) {
        const sort = parseSortCriterion(criterion)
        if (sort !== undefined) store.numericColumn(sort.attribute)
      }
      store.textIndex(effective.searchableAttributes)
    }
    const path = this.clusterBy
    if (
      path !== undefined &&
      entry.store.clusterDue(this.clusterMinRecords, afterLoad ? 0 : undefined) &&
      targets.some((target) => target?.effective.facets.has(path) === true) &&
      entry.store.cluster(path, (facet) =>
        targets.some((target) => target?.effective.facets.get(facet)?.filterOnly === false),
      ) &&
      afterLoad
    ) {
      // After a load, ranks the values of the facets a search can count now rather than in the first
      // search (after a write they are ranked on first use: a bulk load clusters many times).
      for (const target of targets)
        for (const facet of target?.effective.facets.values() ?? [])
          if (!facet.filterOnly) void entry.store.facetIndex(facet.attribute).alphabeticalRanks
    }
  }
}

/** Index names a mutation may have changed (a replica's writes land on its primary). */
function touchedIndexes(mutation: Mutation): string[] {
  switch (mutation.type) {
    case 'batch':
      return [...new Set(mutation.operations.map((op) => op.indexName))]
    case 'operation':
      return [mutation.destination]
    default:
      return [mutation.indexName]
  }
}
