import fs from 'node:fs/promises'
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  ValidationError,
} from 'payload'
import { checkFeedBytes, MAX_FEED_BYTES } from '../feedUpload'
import { feedFormatOf } from '../importReport'
import { IMPORT_STOCK_TASK } from '../stockImportJob'
import { mayImportForSite } from './stockImportAccess'
import { relationId } from '@/domain/relationId'

const refuse = (path: string, message: string) =>
  new ValidationError({ collection: 'stock-imports', errors: [{ path, message }] })

const FEED_TOO_LARGE = 'The feed file is larger than 20 MB.'

/** A feed past 20 MB: 413, as the API and Payload's own upload limit answer it, naming the file field as a refusal. */
const tooLarge = () =>
  new APIError(FEED_TOO_LARGE, 413, {
    collection: 'stock-imports',
    errors: [{ path: 'file', message: FEED_TOO_LARGE }],
  })

/**
 * A new import: its site is its dealership's, never the request's, and the user must work for that site; the file
 * must be a feed (CSV or JSON text, not empty, at most 20 MB: src/stock/feedUpload.ts), refused with a 400 naming the
 * file otherwise (413 when larger); everything the job writes starts empty. Payload then stores the file in upload
 * storage.
 */
export const newStockImport: CollectionBeforeValidateHook = async ({ data, operation, req, context }) => {
  if (operation !== 'create' || !data) return data
  const dealershipId = relationId(data.dealership)
  if (dealershipId === undefined) throw refuse('dealership', 'Choose the dealership the feed is for.')
  const dealership = await req.payload
    .findByID({ collection: 'dealerships', id: dealershipId, depth: 0, req })
    .catch(() => null)
  const siteId = relationId(dealership?.site)
  if (!dealership || siteId === undefined || (req.user && !mayImportForSite(req.user, siteId)))
    throw refuse('dealership', 'Choose a dealership of your own site.')
  const requestedSite = relationId(data.site)
  if (requestedSite !== undefined && requestedSite !== siteId)
    throw refuse('site', "The site must be the dealership's site.")

  const file = req.file
  if (!file) throw refuse('file', 'Choose the feed file to upload (CSV or JSON).')
  const format = feedFormatOf(file.name, file.mimetype)
  if (!format) throw refuse('file', 'The feed must be a .csv, .tsv, .txt or .json file.')
  if (file.size > MAX_FEED_BYTES) throw tooLarge()
  const bytes = file.data?.length ? file.data : file.tempFilePath ? await fs.readFile(file.tempFilePath) : null
  const problem = checkFeedBytes(bytes)
  if (problem) throw bytes && bytes.length > MAX_FEED_BYTES ? tooLarge() : refuse('file', problem)

  // Only the trusted callers (API endpoint, command line, scheduled pull) choose where it came from.
  const source = typeof context?.importSource === 'string' ? context.importSource : 'admin'
  return {
    ...data,
    site: siteId,
    format,
    source,
    applyWhenSafe: source === 'admin' ? Boolean(data.applyWhenSafe) : true,
    status: 'queued',
    originalFilename: uploadedName(req.context, file.name),
    uploadedBy: req.user && req.user.collection === 'users' ? req.user.id : null,
    changes: [],
    progress: { done: 0, total: null },
    summary: {},
    rejectedRows: [],
    columns: [],
    message: null,
    startedAt: null,
    finishedAt: null,
    appliedAt: null,
    undoUntil: null,
    // The command line's --confirm (a trusted caller); staff confirm through the apply endpoint.
    confirmedAt: !req.user && source !== 'admin' ? (data.confirmedAt ?? null) : null,
    confirmedBy: null,
  }
}

/** Feeds share the bucket's root with media when S3 is on: a name of their own keeps them apart (set before Payload
 * derives the stored file name from it). */
export const nameStockFeed: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (operation === 'create' && req.file && !req.file.name.startsWith('feed-')) {
    // The name staff gave the file, for the list and the report (issue 39.8).
    req.context.feedOriginalName = req.file.name
    req.file.name = `feed-${Date.now()}-${req.file.name.replace(/[^\w.-]+/g, '-')}`
  }
}

/** The uploaded file's own name: kept by nameStockFeed, else the stored name without its prefix. */
const uploadedName = (context: Record<string, unknown> | undefined, stored: string): string =>
  (typeof context?.feedOriginalName === 'string' ? context.feedOriginalName : stored.replace(/^feed-\d+-/, '')).slice(
    0,
    255,
  )

/** Saving a new import queues its job, in the same transaction: no import without its job, no job without it. */
export const queueStockImport: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  if (operation === 'create' && !context?.runInline) {
    const job = await req.payload.jobs.queue({
      task: IMPORT_STOCK_TASK,
      input: { importId: doc.id, action: 'plan' },
      req,
    })
    // The command line runs its import's job itself, at once (src/stock/importFeedNow.ts).
    context.queuedJobId = job.id
  }
  return doc
}
