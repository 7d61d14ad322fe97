import type { JsonObject } from './json'

export type BatchAction =
  | 'addObject'
  | 'updateObject'
  | 'partialUpdateObject'
  | 'partialUpdateObjectNoCreate'
  | 'deleteObject'
  | 'delete'
  | 'clear'

export const BATCH_ACTIONS: ReadonlySet<string> = new Set<BatchAction>([
  'addObject',
  'updateObject',
  'partialUpdateObject',
  'partialUpdateObjectNoCreate',
  'deleteObject',
  'delete',
  'clear',
])

export interface BatchOperation {
  readonly action: BatchAction
  readonly indexName: string
  /** For object actions: the record or changes, objectID always set (generated for addObject). */
  readonly body: JsonObject
}

/**
 * Every change to the engine's state, fully resolved (generated objectIDs, the ids a deleteBy
 * matched, the time) so that replaying the write-ahead log rebuilds exactly the same state.
 */
export type Mutation =
  | { readonly type: 'batch'; readonly at: string; readonly operations: readonly BatchOperation[] }
  | {
      readonly type: 'setSettings'
      readonly at: string
      readonly indexName: string
      readonly settings: JsonObject
      readonly forwardToReplicas: boolean
    }
  | { readonly type: 'clear'; readonly at: string; readonly indexName: string }
  | { readonly type: 'deleteIndex'; readonly at: string; readonly indexName: string }
  | {
      readonly type: 'deleteObjects'
      readonly at: string
      readonly indexName: string
      readonly objectIDs: readonly string[]
    }
  | {
      readonly type: 'operation'
      readonly at: string
      readonly indexName: string
      readonly operation: 'copy' | 'move'
      readonly destination: string
      readonly scope?: readonly string[]
    }
