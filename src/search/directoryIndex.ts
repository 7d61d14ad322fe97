import type { IndexSettings } from 'algoliasearch'
import type { Payload } from 'payload'
import type { Manufacturer, Model } from '@/payload-types'
import { modelCategory } from '@/domain/modelMenu'
import { SEARCH_LIMITS } from '@/domain/searchLimits'
import { searchAdminClient } from './adminClient'
import { env } from '@/config/env'
import { relationId } from '@/domain/relationId'

/**
 * Spec §2/§7 directory search: manufacturers and models, filtered on manufacturer.name, model.name and
 * model.body. One index for every site; a site's browser key embeds `site_id:{id}`.
 */
export const DIRECTORY_INDEX = `${env('ALGOLIA_INDEX_PREFIX') ?? ''}directory`

export const directoryIndexSettings = {
  searchableAttributes: ['manufacturer.name,model.name', 'model.body'],
  attributesForFaceting: [
    'searchable(manufacturer.name)',
    'searchable(model.name)',
    'model.body',
    'filterOnly(site_id)',
  ],
  customRanking: ['asc(order)'],
  hitsPerPage: SEARCH_LIMITS.pageSize,
} satisfies IndexSettings

export interface DirectoryRecord {
  objectID: string
  site_id: number
  order: number
  manufacturer: { name: string; slug: string | null }
  model: { name: string; slug: string; body: string | null; category: string | null }
  image: string | null
  [key: string]: unknown
}

/** The directory record of a model (its manufacturer populated, depth 1); discontinued models are not listed. */
export function directoryRecord(model: Model): DirectoryRecord | null {
  const siteId = relationId(model.site)
  if (siteId === undefined || model.status === 'discontinued') return null
  const manufacturer = typeof model.manufacturer === 'object' ? (model.manufacturer as Manufacturer) : null
  const image = typeof model.image === 'object' && model.image ? (model.image.url ?? null) : (model.imageUrl ?? null)
  return {
    objectID: `model-${model.id}`,
    site_id: siteId,
    order: model.order ?? 9999,
    manufacturer: { name: manufacturer?.name ?? '', slug: manufacturer?.slug ?? null },
    model: {
      name: model.name,
      slug: model.slug ?? '',
      body: model.body ?? null,
      category: model.manufacturerBody ? modelCategory(model.manufacturerBody) : null,
    },
    image,
  }
}

export async function applyDirectorySettings(): Promise<void> {
  const client = searchAdminClient()
  const { taskID } = await client.setSettings({ indexName: DIRECTORY_INDEX, indexSettings: directoryIndexSettings })
  await client.waitForTask({ indexName: DIRECTORY_INDEX, taskID })
}

/** Keeps one model's directory entry in step with Postgres (saved, or removed when it should not list). */
export async function syncModelToDirectory(model: Model): Promise<void> {
  const record = directoryRecord(model)
  const client = searchAdminClient()
  if (record) await client.saveObjects({ indexName: DIRECTORY_INDEX, objects: [record] })
  else await client.deleteObjects({ indexName: DIRECTORY_INDEX, objectIDs: [`model-${model.id}`] })
}

export async function removeModelFromDirectory(id: number): Promise<void> {
  await searchAdminClient().deleteObjects({ indexName: DIRECTORY_INDEX, objectIDs: [`model-${id}`] })
}

/** Rebuilds the directory from Postgres atomically (temporary index, then move), like the cars index. */
export async function reindexDirectory(
  payload: Payload,
  log: (line: string) => void = () => undefined,
): Promise<number> {
  const { docs } = await payload.find({ collection: 'models', depth: 1, limit: 0, pagination: false })
  const objects = docs.map(directoryRecord).filter((r): r is DirectoryRecord => r !== null)
  await applyDirectorySettings()
  await searchAdminClient().replaceAllObjects({ indexName: DIRECTORY_INDEX, objects, batchSize: 1000 })
  log(`reindexed ${objects.length} models into ${DIRECTORY_INDEX}`)
  return objects.length
}
