import fs from 'node:fs/promises'
import { type CollectionAfterChangeHook, type CollectionBeforeValidateHook, ValidationError } from 'payload'
import { feedFormatOf } from '../../src/stock/importReport'
import { IMPORT_STOCK_TASK } from '../../src/stock/stockImportJob'
import { mayImportForSite } from '../access/stockImports'

const MAX_FEED_BYTES = 20 * 1024 * 1024

const idOf = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? (value as { id: number }).id
      : undefined

const refuse = (path: string, message: string) =>
  new ValidationError({ collection: 'stock-imports', errors: [{ path, message }] })

/**
 * A new import: its site is its dealership's, never the request's, and the user must work for that site; the
 * uploaded feed is kept as text in the database (any job worker reads it, whatever server took the upload), and
 * everything the job writes starts empty.
 */
export const newStockImport: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  const dealershipId = idOf(data.dealership)
  if (dealershipId === undefined) throw refuse('dealership', 'Choose the dealership the feed is for.')
  const dealership = await req.payload
    .findByID({ collection: 'dealerships', id: dealershipId, depth: 0, req })
    .catch(() => null)
  const siteId = idOf(dealership?.site)
  if (!dealership || siteId === undefined || (req.user && !mayImportForSite(req.user, siteId)))
    throw refuse('dealership', 'Choose a dealership of your own site.')
  const requestedSite = idOf(data.site)
  if (requestedSite !== undefined && requestedSite !== siteId)
    throw refuse('site', "The site must be the dealership's site.")

  const file = req.file
  if (!file) throw refuse('file', 'Choose the feed file to upload (CSV or JSON).')
  const format = feedFormatOf(file.name, file.mimetype)
  if (!format) throw refuse('file', 'The feed must be a .csv or .json file.')
  const bytes = file.data?.length ? file.data : file.tempFilePath ? await fs.readFile(file.tempFilePath) : null
  if (!bytes || bytes.length === 0) throw refuse('file', 'The feed file is empty.')
  if (bytes.length > MAX_FEED_BYTES) throw refuse('file', 'The feed file is larger than 20 MB.')

  return {
    ...data,
    site: siteId,
    format,
    content: bytes.toString('utf8'),
    status: 'queued',
    progress: { done: 0, total: null },
    summary: {},
    rejectedRows: [],
    message: null,
    startedAt: null,
    finishedAt: null,
  }
}

/** Saving a new import queues its job, in the same transaction: no import without its job, no job without it. */
export const queueStockImport: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create')
    await req.payload.jobs.queue({ task: IMPORT_STOCK_TASK, input: { importId: doc.id }, req })
  return doc
}
