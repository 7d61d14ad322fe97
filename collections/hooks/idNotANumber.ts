import { type CollectionBeforeOperationHook, type CollectionConfig, NotFound } from 'payload'
import { withRestGuards } from './restGuards'

/**
 * Payload's REST handler turns the id in a path into a number with parseFloat, so `/api/cars/abc` (or
 * `/api/cars/./pdf`, which a client normalises to `/api/cars/pdf`) reached Postgres as NaN and answered 500. An id
 * that is not a whole number names no document: 404, before access checks or the database run.
 */
export const idNotANumberIsNotFound: CollectionBeforeOperationHook = ({ args }) => {
  const id: unknown = (args as { id?: unknown }).id
  if (typeof id === 'number' && !Number.isSafeInteger(id)) throw new NotFound()
  return args
}

/**
 * The collection with the hook above first among its beforeOperation hooks, and the other REST guards of issue 16
 * (restGuards.ts: upload file names, NUL in data and queries; the versions routes of a collection without versions and ids such as `4.x` are answered for every collection, Payload's own too, by src/admin/rest/restRefusal.ts).
 */
export function withIdCheck(collection: CollectionConfig): CollectionConfig {
  const guarded = withRestGuards(collection)
  return {
    ...guarded,
    hooks: { ...guarded.hooks, beforeOperation: [idNotANumberIsNotFound, ...(guarded.hooks?.beforeOperation ?? [])] },
  }
}
