import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Config,
  Field,
  Plugin,
} from 'payload'
import type { Car, StockImport } from '@/payload-types'
import { ownSiteMedia } from '../../collections/fields/siteMediaOnly'
import { observedTask } from '@/observability/observedTask'
import { insertAfter } from '@/lib/pluginPlacement'
import { FEED_PHOTOS_QUEUE, STORE_FEED_PHOTOS_TASK, storeFeedPhotosTask } from './feedPhotoJob'
import { relationId } from '@/domain/relationId'

/**
 * Feed photos are ours (issue 39.3), as one feature that plugs itself in (DESIGN.md "Features plug themselves in"):
 * - cars get `feedPhotos`, the stored copies of the feed's photos in the feed's order (written by the job only);
 * - media get `feedPhoto`, marking a copy the job made (it deletes the copies no car shows any more);
 * - stock imports get `photoReport` (what the job stored, and per car what it could not fetch and why), shown on the
 *   import's screen under the import's own report;
 * - the job `storeFeedPhotos`, queued in the transaction that applies or undoes an import, and when a car is deleted.
 * The copies' rows (address → media, content hash, ETag) are the plain table `feed_photos` (src/photos/photoStore.ts).
 */

const FINISHED = new Set(['done', 'done-rejected', 'undone'])

/** An import that was just applied or undone queues the photo job, in the same transaction (it runs once committed). */
export const queuePhotosAfterImport: CollectionAfterChangeHook<StockImport> = async ({ doc, previousDoc, req }) => {
  if (!FINISHED.has(String(doc.status)) || previousDoc?.status === doc.status) return doc
  const siteId = relationId(doc.site)
  const dealershipId = relationId(doc.dealership)
  if (siteId === undefined || dealershipId === undefined) return doc
  await req.payload.jobs.queue({
    task: STORE_FEED_PHOTOS_TASK,
    queue: FEED_PHOTOS_QUEUE,
    input: { siteId, dealershipId, importId: doc.id },
    req,
  })
  return doc
}

/** A deleted car with stored photos queues a clean-up of its site's unused copies (once per request and site). */
export const queuePhotoCleanup: CollectionAfterDeleteHook<Car> = async ({ doc, req }) => {
  const siteId = relationId(doc.site)
  if (siteId === undefined || (doc.feedPhotos ?? []).length === 0) return doc
  const queued = ((req.context.feedPhotoCleanup as Set<number> | undefined) ??= new Set<number>())
  if (queued.has(siteId)) return doc
  queued.add(siteId)
  await req.payload.jobs.queue({
    task: STORE_FEED_PHOTOS_TASK,
    queue: FEED_PHOTOS_QUEUE,
    input: { siteId },
    req,
  })
  return doc
}

const feedPhotosField: Field = {
  name: 'feedPhotos',
  label: 'Stored feed photos',
  type: 'upload',
  relationTo: 'media',
  hasMany: true,
  // The car's own site's media only, as every media field of a car (collections/fields/siteMediaOnly.ts).
  filterOptions: ownSiteMedia('cars'),
  // Written by the photo job only: staff upload their own photos above.
  access: { create: () => false, update: () => false },
  admin: {
    readOnly: true,
    description:
      "The feed's photos, copied to this site's media after each import and shown instead of the feed's addresses. A photo that could not be fetched is listed on the import's report and tried again at the next import.",
  },
}

const feedPhotoFlag: Field = {
  name: 'feedPhoto',
  type: 'checkbox',
  defaultValue: false,
  access: { create: () => false, update: () => false },
  admin: { hidden: true },
}

const photoReportFields: Field[] = [
  {
    name: 'photoReportView',
    type: 'ui',
    admin: { components: { Field: '/src/photos/admin/ImportPhotoReport#ImportPhotoReport' } },
  },
  {
    name: 'photoReport',
    label: 'Photos',
    type: 'json',
    access: { create: () => false, update: () => false },
    admin: { hidden: true },
  },
]

// Shared with the other features' plugins (src/lib/pluginPlacement.ts); exported here for its tests.
export { insertAfter }

function extend(collection: CollectionConfig): CollectionConfig {
  if (collection.slug === 'cars')
    return {
      ...collection,
      fields: insertAfter(collection.fields, 'images', [feedPhotosField]),
      hooks: { ...collection.hooks, afterDelete: [...(collection.hooks?.afterDelete ?? []), queuePhotoCleanup] },
    }
  if (collection.slug === 'media') return { ...collection, fields: [...collection.fields, feedPhotoFlag] }
  if (collection.slug === 'stock-imports')
    return {
      ...collection,
      fields: insertAfter(collection.fields, 'report', photoReportFields),
      hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), queuePhotosAfterImport] },
    }
  return collection
}

export const feedPhotosPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map(extend),
  jobs: {
    ...config.jobs,
    tasks: [...(config.jobs?.tasks ?? []), observedTask(storeFeedPhotosTask)],
  },
})
