import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { Model } from '@/payload-types'
import { removeModelFromDirectory, syncModelToDirectory } from '../directoryIndex'

/**
 * The directory search follows model edits at once. A search outage must not fail the editor's save:
 * the next `npm run reindex` (or start) rebuilds the directory from Postgres.
 */
export const syncModelDirectory: CollectionAfterChangeHook<Model> = async ({ doc, req, context }) => {
  if (context.skipIndex) return doc
  try {
    const populated = await req.payload.findByID({ collection: 'models', id: doc.id, depth: 1, req })
    await syncModelToDirectory(populated)
  } catch (error) {
    req.payload.logger.warn({ err: error, model: doc.id }, 'directory index not updated')
  }
  return doc
}

export const removeModelDirectory: CollectionAfterDeleteHook<Model> = async ({ doc, req, context }) => {
  if (context.skipIndex) return doc
  try {
    await removeModelFromDirectory(doc.id)
  } catch (error) {
    req.payload.logger.warn({ err: error, model: doc.id }, 'directory index not updated')
  }
  return doc
}
