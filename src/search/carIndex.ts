import type { Payload, PayloadRequest } from 'payload'
import type { Car } from '@/payload-types'
import { searchAdminClient } from './adminClient'
import { carIndexRecord } from './carRecord'
import { CARS_INDEX, carsIndexSettings, replicaSettings } from './carIndexSettings'

/**
 * Pushes changed cars to the index in one batch call; resolves with its task ids once the index has accepted them,
 * which is not when searches see them (Algolia indexes asynchronously): a flow that must read them waits for the
 * tasks (waitForCarIndexTasks).
 */
export async function saveCarsToIndex(cars: Car[]): Promise<number[]> {
  if (cars.length === 0) return []
  const answers = await searchAdminClient().saveObjects({ indexName: CARS_INDEX, objects: cars.map(carIndexRecord) })
  return answers.map((answer) => answer.taskID)
}

export async function removeCarsFromIndex(ids: (number | string)[]): Promise<number[]> {
  if (ids.length === 0) return []
  const answers = await searchAdminClient().deleteObjects({ indexName: CARS_INDEX, objectIDs: ids.map(String) })
  return answers.map((answer) => answer.taskID)
}

/** Resolves once searches see the writes of these tasks (Algolia's `published`), in task order. */
export async function waitForCarIndexTasks(taskIDs: readonly number[]): Promise<void> {
  const client = searchAdminClient()
  for (const taskID of [...new Set(taskIDs)].sort((a, b) => a - b))
    await client.waitForTask({ indexName: CARS_INDEX, taskID })
}

/** Index settings live in code and are applied on start: the primary, then each sort replica. */
export async function applyCarIndexSettings(): Promise<void> {
  const client = searchAdminClient()
  const { taskID } = await client.setSettings({
    indexName: CARS_INDEX,
    indexSettings: carsIndexSettings,
    forwardToReplicas: true,
  })
  await client.waitForTask({ indexName: CARS_INDEX, taskID })
  for (const [indexName, indexSettings] of Object.entries(replicaSettings)) {
    const replica = await client.setSettings({ indexName, indexSettings })
    await client.waitForTask({ indexName, taskID: replica.taskID })
  }
}

/** Loads cars by id with their dealership and location, as the index record needs. */
export async function loadCarsForIndex(payload: Payload, ids: number[], req?: PayloadRequest): Promise<Car[]> {
  if (ids.length === 0) return []
  // Pass the request inside hooks: the change is not committed yet, and only its transaction sees it.
  const { docs } = await payload.find({
    collection: 'cars',
    where: { id: { in: ids } },
    depth: 1,
    limit: ids.length,
    pagination: false,
    req,
  })
  return docs
}

/**
 * Rebuilds the index from Postgres atomically: algoliasearch's replaceAllObjects writes a temporary
 * index with the same settings and then moves it over the live one, so searches never see a half index.
 */
export async function reindexAllCars(
  payload: Payload,
  log: (line: string) => void = () => undefined,
  pageSize = 1000,
): Promise<number> {
  const objects: ReturnType<typeof carIndexRecord>[] = []
  // Keyset pages (id after the last one), not page numbers: an OFFSET re-reads every row before it, so at 250,000
  // cars the last pages cost seconds each (bench:platform), and no count query per page.
  for (let after = 0; ;) {
    const { docs } = await payload.find({
      collection: 'cars',
      depth: 1,
      limit: pageSize,
      pagination: false,
      sort: 'id',
      where: { id: { greater_than: after } },
    })
    objects.push(...docs.map(carIndexRecord))
    if (docs.length < pageSize) break
    after = docs.at(-1)!.id
  }
  if (objects.length) log(`read ${objects.length} cars from Postgres`)
  await applyCarIndexSettings()
  await searchAdminClient().replaceAllObjects({ indexName: CARS_INDEX, objects, batchSize: 1000 })
  log(`reindexed ${objects.length} cars into ${CARS_INDEX}`)
  return objects.length
}
