import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { Car } from '@/payload-types'
import { loadCarsForIndex, removeCarsFromIndex, saveCarsToIndex } from '../carIndex'

/**
 * Postgres is the source of truth; the index follows within a second. When the index cannot be reached,
 * the change is queued as a job and retried, so the save itself never fails because of search.
 */
export const syncCarToIndex: CollectionAfterChangeHook<Car> = async ({ doc, req, context }) => {
  if (context.skipIndex) return doc
  try {
    const [populated] = await loadCarsForIndex(req.payload, [doc.id], req)
    if (populated) await saveCarsToIndex([populated])
  } catch (error) {
    req.payload.logger.warn({ err: error, car: doc.id }, 'search index unreachable; queued for retry')
    await req.payload.jobs.queue({ task: 'syncCarsToIndex', input: { ids: [doc.id] } })
  }
  return doc
}

export const removeCarFromIndex: CollectionAfterDeleteHook<Car> = async ({ doc, req, context }) => {
  if (context.skipIndex) return doc
  try {
    await removeCarsFromIndex([doc.id])
  } catch (error) {
    req.payload.logger.warn({ err: error, car: doc.id }, 'search index unreachable; queued for retry')
    await req.payload.jobs.queue({ task: 'syncCarsToIndex', input: { ids: [doc.id] } })
  }
  return doc
}
