import type { Payload, PayloadRequest } from 'payload'
import type { StockImport } from '@/payload-types'
import type { FeedError } from './feedParser'
import type { PlannedCounts } from './importDecision'
import { ImportError, dealershipForImport } from './importDealership'
import { type ImportStatus, runStockImport } from './stockImportJob'

/** Statuses of an import some run is still working on. */
const IN_PROGRESS = new Set<string>(['queued', 'planning', 'applying'])
/** How long the caller waits for another run's report before answering with the status as it is. */
const WAIT_FOR_OTHER_RUN_MS = 15 * 60_000

export type ImportNowResult = PlannedCounts & {
  id: number
  status: ImportStatus
  message: string
  errors: FeedError[]
}

/**
 * A stock import run here and now (the command line, tests): the same document, storage and job code as an admin
 * upload, without waiting for a worker. Applied when safe; `confirm` applies one that would otherwise wait for a
 * person (the command line's --confirm, after it printed why).
 */
export async function importStockFeed(
  payload: Payload,
  {
    dealershipSlug,
    dealershipId,
    content,
    format,
    user,
    confirm = false,
    source = 'cli',
    filename,
    now,
  }: {
    dealershipSlug?: string
    dealershipId?: number
    content: string | Buffer
    format: 'csv' | 'json'
    user?: PayloadRequest['user']
    confirm?: boolean
    source?: 'cli' | 'api' | 'schedule'
    filename?: string
    /** The clock of the plan (sold dates); now when left out. */
    now?: Date
  },
): Promise<ImportNowResult> {
  const dealership =
    dealershipId !== undefined
      ? await payload.findByID({ collection: 'dealerships', id: dealershipId, depth: 0 })
      : await dealershipForImport(payload, dealershipSlug ?? '', user)
  const data = typeof content === 'string' ? Buffer.from(content) : content
  let doc: StockImport
  // The import's job is queued with the document (src/stock/payload/stockImportFeed.ts) and run here at once. Were
  // this process killed while applying, the transaction rolls back and any server's job worker resumes the job after
  // its lease (JOBS_LEASE_MS).
  const context: Record<string, unknown> = { importSource: source }
  try {
    doc = await payload.create({
      collection: 'stock-imports',
      data: { dealership: dealership.id, ...(confirm ? { confirmedAt: new Date().toISOString() } : {}) } as never,
      file: {
        data,
        name: filename ?? `${dealership.slug}.${format}`,
        mimetype: format === 'json' ? 'application/json' : 'text/csv',
        size: data.length,
      },
      context,
      depth: 0,
      ...(user ? { user, overrideAccess: false } : {}),
    })
  } catch (error) {
    // Payload's ValidationError: the refusal of the file (or the dealership) in words for the caller.
    const first = (error as { data?: { errors?: { path?: string; message?: string }[] } }).data?.errors?.[0]
    // Its status too: a feed past 20 MB is a 413.
    const status = (error as { status?: number }).status === 413 ? 413 : 400
    if (first) throw new ImportError(first.message ?? 'The feed was refused.', status, first.path ?? 'file')
    throw error
  }
  const jobId = context.queuedJobId as number | string | undefined
  if (now || jobId === undefined) await runStockImport(payload, doc.id, 'plan', now)
  else await payload.jobs.runByID({ id: jobId })
  // A server's worker may have taken the job first (runByID then leaves it to that run): wait for its report.
  let after = await payload.findByID({ collection: 'stock-imports', id: doc.id, depth: 0 })
  const deadline = Date.now() + WAIT_FOR_OTHER_RUN_MS
  while (IN_PROGRESS.has(after.status ?? 'queued') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    after = await payload.findByID({ collection: 'stock-imports', id: doc.id, depth: 0 })
  }
  const status = after.status as ImportStatus
  const summary = after.summary ?? {}
  const rows = (Array.isArray(after.rejectedRows) ? after.rejectedRows : []) as {
    line: number
    field: string
    message: string
  }[]
  return {
    id: doc.id,
    status,
    message: after.message ?? '',
    created: summary.created ?? 0,
    updated: summary.updated ?? 0,
    sold: summary.sold ?? 0,
    unchanged: summary.unchanged ?? 0,
    rejected: summary.rejected ?? 0,
    errors: rows.map(({ line, field, message }) => ({ line, field, reason: message })),
  }
}
