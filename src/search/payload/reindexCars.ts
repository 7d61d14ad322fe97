import type { CollectionAfterChangeHook, Where } from 'payload'
import { loadCarsForIndex, saveCarsToIndex } from '../carIndex'

/**
 * Index records carry dealership and location data (names, city, and listed_until from include_sold_cars_days),
 * so a change to those re-indexes the cars that show them. Retried by a job when search is unreachable.
 */
const reindexCarsWhere =
  (fields: string[], where: (id: number) => Where): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req, operation, context }) => {
    if (operation !== 'update' || context.skipIndex) return doc
    const changed = fields.some((f) => JSON.stringify(doc[f]) !== JSON.stringify(previousDoc?.[f]))
    if (!changed) return doc
    const { docs } = await req.payload.find({
      collection: 'cars',
      where: where(doc.id),
      depth: 0,
      limit: 0,
      pagination: false,
      select: {},
      req,
    })
    const ids = docs.map((c) => c.id)
    try {
      for (let i = 0; i < ids.length; i += 1000)
        await saveCarsToIndex(await loadCarsForIndex(req.payload, ids.slice(i, i + 1000), req))
    } catch (error) {
      req.payload.logger.warn({ err: error }, 'search index unreachable; queued cars for retry')
      if (ids.length > 0) await req.payload.jobs.queue({ task: 'syncCarsToIndex', input: { ids }, req })
    }
    return doc
  }

export const reindexDealershipCars = reindexCarsWhere(['name', 'slug', 'includeSoldCarsDays', 'address'], (id) => ({
  dealership: { equals: id },
}))
export const reindexLocationCars = reindexCarsWhere(['name', 'slug', 'address', 'contactDetail'], (id) => ({
  location: { equals: id },
}))

/**
 * The search record's weekly figure follows the site's finance provider and calculator rate (issue 19.7), so a change
 * to them re-indexes the site's cars. A site can hold tens of thousands of cars: the work goes to the sync job in
 * batches of 1000 ids rather than into the admin's save.
 */
export const reindexSiteCars: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation, context }) => {
  if (operation !== 'update' || context.skipIndex) return doc
  const before = previousDoc?.finance ?? {}
  const after = doc.finance ?? {}
  if (before.provider === after.provider && before.calculatorInterestRate === after.calculatorInterestRate) return doc
  const { docs } = await req.payload.find({
    collection: 'cars',
    where: { site: { equals: doc.id } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: {},
    req,
  })
  const ids = docs.map((c) => c.id)
  for (let i = 0; i < ids.length; i += 1000)
    await req.payload.jobs.queue({ task: 'syncCarsToIndex', input: { ids: ids.slice(i, i + 1000) }, req })
  return doc
}
