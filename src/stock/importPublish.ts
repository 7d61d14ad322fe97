import type { Payload } from 'payload'
import type { Car } from '@/payload-types'
import { loadCarsForIndex, removeCarsFromIndex, saveCarsToIndex, waitForCarIndexTasks } from '@/search/carIndex'
import { carTags, expireTags } from '@/cache/expireTags'

/**
 * The import's last step, after the commit (an apply or an undo): what the cars' own afterChange hooks would have
 * done had the import saved them one by one (importWrite.ts says why it does not). The changed cars (and every car
 * of the dealership, which heals a run killed before it indexed) go to the search index, deleted ones leave it, and
 * their pages and the site's search pages are expired once.
 */
export async function publishStockChange(
  payload: Payload,
  {
    dealershipId,
    saved,
    before,
    deleted = [],
  }: { dealershipId: number; saved: Car[]; before: Car[]; deleted?: number[] },
): Promise<void> {
  const stock = await payload.find({
    collection: 'cars',
    where: { dealership: { equals: dealershipId } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { stocknum: true },
  })
  const toIndex = [...new Set([...saved.map((car) => car.id), ...stock.docs.map((car) => car.id)])]
  try {
    // A few hundred at a time: each car is loaded with its dealership, yard and site (depth 1) for its record.
    const tasks: number[] = []
    for (let i = 0; i < toIndex.length; i += 250)
      tasks.push(...(await saveCarsToIndex(await loadCarsForIndex(payload, toIndex.slice(i, i + 250)))))
    tasks.push(...(await removeCarsFromIndex(deleted)))
    // The import is done when the listing shows it: Algolia publishes writes asynchronously (issue 40.3).
    await waitForCarIndexTasks(tasks)
  } catch (error) {
    payload.logger.warn({ err: error }, 'search index unreachable after import; queued for retry')
    if (toIndex.length > 0) await payload.jobs.queue({ task: 'syncCarsToIndex', input: { ids: toIndex } })
  }
  const previous = new Map(before.map((car) => [car.id, car]))
  await expireTags(
    carTags(...saved, ...saved.map((car) => previous.get(car.id)), ...before.filter((c) => deleted.includes(c.id))),
    undefined,
  )
}
