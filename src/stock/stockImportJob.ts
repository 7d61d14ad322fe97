import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import type { Car, Dealership, Site, StockImport } from '@/payload-types'
import { inTransaction, lockDealershipStock, startStockImportRun, stockImportStatus } from '@/data/stockTransactions'
import { queueAlertMatching } from '@/shopper/alertJobs'
import { requiredColumnLabel } from './feedColumns'
import { storedFeedBytes } from './feedStorage'
import { importChangeList } from './importChanges'
import { importDecision, undoDeadline } from './importDecision'
import { importFailureMessage, progressGate, refusalMessage, rejectedRows, summaryLine } from './importReport'
import { type FeedImportPlan, planStockFeed } from './importPlan'
import { CarWriteError, type UndoRecord, writeStockPlan } from './importWrite'
import { revertStockPlan } from './importRevert'
import { publishStockChange } from './importPublish'
import { relationId } from '@/domain/relationId'
import { IMPORT_STOCK_TASK } from './importTask'
import {
  STATUS_AFTER,
  STOCK_IMPORT_RUNS,
  type StockImportAction,
  type StockImportStatus,
  afterPlan,
  canStart,
  statusAfterRefusedUndo,
} from '@/domain/stockImportStatus'

// Re-exported for the callers that import them from the job; new code imports them from importTask.ts.
export { IMPORT_STOCK_TASK, type StockImportAction } from './importTask'

export type ImportStatus = NonNullable<StockImport['status']>
// The status machine (src/domain/stockImportStatus.ts) names every status the collection stores, and no other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
const _sameStatuses: Same<ImportStatus, StockImportStatus> = true
void _sameStatuses

/** An import's rows the database refused are tried again without them; past this many, the file is at fault. */
const MAX_REFUSED_ROWS = 50

/** Writes fields of the import being run; with `req`, inside the cars' transaction. */
type WriteImport = (data: Record<string, unknown>, req?: PayloadRequest) => Promise<unknown>

/** One run: the import as the job picked it up, and what every step needs. */
type Run = {
  payload: Payload
  doc: StockImport
  action: StockImportAction
  /** The import's status when this job picked it up. */
  startedAs: ImportStatus
  dealership: Dealership
  now?: Date
  write: WriteImport
}

/** How a plan or apply run ended under the dealership's lock (the ends of the status machine, and `superseded`). */
type Outcome =
  /** Another run took the import past this action's start while this one waited for the lock: left as it is. */
  | { end: 'superseded'; status: ImportStatus }
  | { end: 'not-latest' }
  | { end: 'refused'; planned: FeedImportPlan }
  | { end: 'confirm'; planned: FeedImportPlan; reason: string }
  | { end: 'preview'; planned: FeedImportPlan }
  | { end: 'applied' | 'applied-rejected'; planned: FeedImportPlan; saved: Car[] }

/**
 * Runs one stock import (the `stock-imports` document) through its two phases (DESIGN.md "Stock feeds"); the states
 * and transitions are src/domain/stockImportStatus.ts. The plan and the writes happen in one transaction under the
 * dealership's lock: a refused file, an import waiting for a person, an error or a killed server leave the stock as
 * it was, and a re-run (the job resumes after its lease) recomputes the plan from what is stored. The report written
 * with the cars says what the database holds.
 */
export async function runStockImport(
  payload: Payload,
  importId: number,
  action: StockImportAction = 'plan',
  now?: Date,
): Promise<ImportStatus> {
  const doc = await payload.findByID({ collection: 'stock-imports', id: importId, depth: 0 })
  const write: WriteImport = (data, req) =>
    payload.update({ collection: 'stock-imports', id: importId, data, depth: 0, req, context: { byJob: true } })
  const startedAs = doc.status ?? 'queued'
  // A job runs once, but a queued action may find the import already past it (applied by another click, undone).
  if (!canStart(action, startedAs)) return startedAs
  try {
    const run: Run = { payload, doc, action, startedAs, dealership: await importDealership(payload, doc), now, write }
    if (action === 'undo') return await undoImport(run)
    // Payload can start one job twice (the command line's runByID while a server's worker takes it): only a run that
    // finds the import still in a starting status goes on, and each checks again under the dealership's lock.
    const { from, running } = STOCK_IMPORT_RUNS[action]
    if (!(await startStockImportRun(payload, { id: importId, from, to: running })))
      return await currentStatus(payload, importId)
    return await reportOutcome(run, await planAndApply(run))
  } catch (error) {
    return await fail(payload, importId, write, error)
  }
}

/** The import's dealership, checked when the import was saved and again here: a job never writes another site's stock. */
async function importDealership(payload: Payload, doc: StockImport): Promise<Dealership> {
  const dealershipId = relationId(doc.dealership)
  const dealership =
    dealershipId === undefined
      ? null
      : await payload.findByID({ collection: 'dealerships', id: dealershipId, depth: 0 }).catch(() => null)
  if (!dealership || relationId(dealership.site) !== relationId(doc.site))
    throw new Error("The dealership is not one of this import's site.")
  if (!doc.filename || !doc.format) throw new Error('The import has no feed file.')
  return dealership
}

/**
 * Plans the import and applies it when the machine says so, in one transaction. A car the database refuses rolls it
 * back; the run starts again without that row (rejected like a bad value), up to MAX_REFUSED_ROWS times.
 */
async function planAndApply(run: Run): Promise<Outcome> {
  const site = await run.payload.findByID({ collection: 'sites', id: relationId(run.doc.site)!, depth: 0 })
  const progress = progressGate(1000)
  const refusedRows: CarWriteError[] = []
  for (;;) {
    try {
      return await inTransaction(run.payload, (req) => planAndApplyOnce(run, { req, site, progress, refusedRows }))
    } catch (error) {
      if (!(error instanceof CarWriteError) || refusedRows.length >= MAX_REFUSED_ROWS) throw error
      refusedRows.push(error)
    }
  }
}

type Attempt = {
  req: PayloadRequest
  site: Site
  progress: ReturnType<typeof progressGate>
  refusedRows: readonly CarWriteError[]
}

/** One try of the plan (and apply), under the dealership's lock. */
async function planAndApplyOnce(run: Run, { req, site, progress, refusedRows }: Attempt): Promise<Outcome> {
  const { payload, doc, action, dealership } = run
  await lockDealershipStock(payload, req, dealership.id)
  const current = (await stockImportStatus(payload, req, doc.id)) as ImportStatus | null
  if (!canStart(action, current)) return { end: 'superseded', status: current ?? run.startedAs }
  if (action === 'apply' && doc.appliedAt && (await laterImportApplied(run, req))) return { end: 'not-latest' }
  const planned = await planStockFeed(payload, {
    dealership,
    bytes: await storedFeedBytes(doc.filename!),
    format: doc.format!,
    now: run.now,
    req,
    exclude: refusedRows,
  })
  if (planned.refusal) return { end: 'refused', planned }
  const decision = importDecision({
    counts: planned.counts,
    listed: planned.listed,
    rows: planned.rows,
    sellThresholdPercent: site.search?.importSellThresholdPercent,
  })
  const next = afterPlan({
    action,
    startedAs: run.startedAs,
    mustWait: decision.wait,
    confirmed: Boolean(doc.confirmedAt),
    applyWhenSafe: Boolean(doc.applyWhenSafe),
  })
  // afterPlan answers confirm only when the decision waits, which also gives its reason.
  if (next === 'confirm' && decision.wait) return { end: 'confirm', planned, reason: decision.reason }
  if (next === 'preview') return { end: 'preview', planned }
  return apply(run, planned, req, progress)
}

/**
 * An undone import applied again (it has been applied before): only while it is still the dealership's latest
 * applied import, checked again under the lock (issue 39.8).
 */
async function laterImportApplied({ payload, doc, dealership }: Run, req: PayloadRequest): Promise<boolean> {
  const later = await payload.count({
    collection: 'stock-imports',
    where: {
      and: [
        { dealership: { equals: dealership.id } },
        { id: { not_equals: doc.id } },
        { appliedAt: { greater_than: doc.appliedAt } },
      ],
    },
    req,
  })
  return later.totalDocs > 0
}

/** Writes the plan to the cars, queues the alert matching and writes the report, all in the cars' transaction. */
async function apply(
  { payload, startedAs, write }: Run,
  planned: FeedImportPlan,
  req: PayloadRequest,
  progress: Attempt['progress'],
): Promise<Outcome> {
  // Outside the transaction, so staff see the import applying while it does.
  if (startedAs !== 'applying') await write({ status: STOCK_IMPORT_RUNS.apply.running })
  const { saved, undo } = await writeStockPlan(payload, planned, req, async (done, total) => {
    if (progress(done, total)) await write({ progress: { done, total } })
  })
  // Issue 30.3: saved searches and watchlists are matched by a job that commits with the cars.
  const storedCars = new Map(planned.stored.map((car) => [car.id, car]))
  await queueAlertMatching(
    payload,
    saved.map((after) => ({ before: storedCars.get(after.id), after })),
    req,
  )
  const end = planned.counts.rejected > 0 ? 'applied-rejected' : 'applied'
  const appliedAt = new Date()
  // In the cars' transaction: the report and the undo record stand or fall with the writes.
  await write(
    {
      ...reportFields(planned),
      status: STATUS_AFTER[end],
      message: summaryLine(planned.counts),
      undo,
      appliedAt: appliedAt.toISOString(),
      undoUntil: undoDeadline(appliedAt).toISOString(),
      finishedAt: appliedAt.toISOString(),
      progress: { done: saved.length, total: saved.length },
    },
    req,
  )
  return { end, planned, saved }
}

/** The report's fields every planned end writes. */
const reportFields = (planned: FeedImportPlan) => ({
  summary: planned.counts,
  // Issue 39.8: which cars each change touches, for the preview's list, its search and its CSV download.
  changes: planned.refusal
    ? []
    : importChangeList({ stored: planned.stored, plan: planned.plan, errors: planned.parsed.errors }),
  rejectedRows: rejectedRows(planned.parsed.errors),
  columns: planned.parsed.columns ?? [],
  listedBefore: planned.listed,
})

/**
 * After the transaction: what each end writes on the import (an applied one publishes its cars instead: its report
 * was written with them). Returns the import's status.
 */
async function reportOutcome({ payload, dealership, write }: Run, outcome: Outcome): Promise<ImportStatus> {
  switch (outcome.end) {
    case 'superseded':
      return outcome.status
    case 'not-latest':
      await write({
        status: STATUS_AFTER['not-latest'],
        message: 'A later import of this dealership was applied: only the latest can be applied again.',
      })
      break
    case 'refused': {
      const { planned } = outcome
      await write({
        ...reportFields(planned),
        summary: {},
        // Each missing column on its own row, by its label.
        rejectedRows: rejectedRows(
          planned.refusalRows?.map((e) => ({ ...e, field: requiredColumnLabel(e.field) })) ?? [planned.refusal!],
        ),
        status: STATUS_AFTER.refused,
        message: refusalMessage(planned.refusal!),
        finishedAt: new Date().toISOString(),
      })
      break
    }
    case 'confirm':
      await write({ ...reportFields(outcome.planned), status: STATUS_AFTER.confirm, message: outcome.reason })
      break
    case 'preview':
      await write({
        ...reportFields(outcome.planned),
        status: STATUS_AFTER.preview,
        message: `Ready to apply: ${summaryLine(outcome.planned.counts)}`,
      })
      break
    case 'applied':
    case 'applied-rejected':
      await publishStockChange(payload, {
        dealershipId: dealership.id,
        saved: outcome.saved,
        before: outcome.planned.stored,
      })
  }
  return STATUS_AFTER[outcome.end]
}

/** Any error: the import says why (the transaction left the stock as it was); not retried (importStockTask). */
async function fail(payload: Payload, importId: number, write: WriteImport, error: unknown): Promise<ImportStatus> {
  payload.logger.warn({ err: error, importId }, 'stock import failed')
  await write({
    status: STATUS_AFTER.failed,
    message: importFailureMessage(error, importId),
    finishedAt: new Date().toISOString(),
  })
  return STATUS_AFTER.failed
}

const currentStatus = async (payload: Payload, id: number): Promise<ImportStatus> =>
  ((await payload.findByID({ collection: 'stock-imports', id, depth: 0, select: { status: true } })).status ??
    'queued') as ImportStatus

/** Undo: only the dealership's latest applied import, within its seven days; in one transaction. */
async function undoImport(run: Run): Promise<ImportStatus> {
  const { payload, dealership } = run
  const result = await inTransaction(payload, (req) => revertUnderLock(run, req))
  if (result === 'nothing') return refuseUndo(run, 'This import changed nothing that can be undone.')
  if (result === 'later') return refuseUndo(run, 'A later import of this dealership was applied: undo that one first.')
  if ('superseded' in result) return result.superseded ?? STATUS_AFTER.failed
  await publishStockChange(payload, { dealershipId: dealership.id, ...result })
  return STATUS_AFTER.undone
}

/** The undo's transaction: the checks under the dealership's lock, the revert and the import's new status. */
async function revertUnderLock({ payload, doc, dealership, write }: Run, req: PayloadRequest) {
  await lockDealershipStock(payload, req, dealership.id)
  // Read under the lock: a second run of the same undo job finds it undone and does nothing.
  const current = await stockImportStatus(payload, req, doc.id)
  if (!canStart('undo', current as ImportStatus | null))
    return { superseded: (current ?? STATUS_AFTER.failed) as ImportStatus }
  const full = await payload.findByID({
    collection: 'stock-imports',
    id: doc.id,
    depth: 0,
    select: { undo: true },
    req,
  })
  const undo = full.undo as UndoRecord | null | undefined
  if (!undo) return 'nothing' as const
  const later = await payload.find({
    collection: 'stock-imports',
    where: {
      dealership: { equals: dealership.id },
      appliedAt: { greater_than: doc.appliedAt },
      status: { in: ['done', 'done-rejected'] },
    },
    limit: 1,
    depth: 0,
    req,
  })
  if (later.docs.length > 0) return 'later' as const
  const before = (
    await payload.find({
      collection: 'cars',
      where: { id: { in: undo.created } },
      depth: 0,
      limit: 0,
      pagination: false,
      req,
    })
  ).docs
  const reverted = await revertStockPlan(payload, undo, dealership, req)
  await write(
    {
      status: STATUS_AFTER.undone,
      message: 'Undone: the dealership’s stock is as it was before this import.',
      undo: null,
    },
    req,
  )
  return { ...reverted, before }
}

/** A refused undo puts the import back where it was; the job reports it failed. */
async function refuseUndo({ doc, write }: Run, message: string): Promise<ImportStatus> {
  await write({
    status: statusAfterRefusedUndo({ applied: Boolean(doc.appliedAt), rejected: Boolean(doc.summary?.rejected) }),
    message,
  })
  return STATUS_AFTER.failed
}

/** The stock import as a Payload job: queued when an import is saved, confirmed or undone, run by any worker once. */
export const importStockTask: TaskConfig<{
  input: { importId: number; action?: string }
  output: { status: string }
}> = {
  slug: IMPORT_STOCK_TASK,
  label: 'Import a stock feed',
  // A failure is reported on the import for staff to fix the file and upload again, not retried; a killed run is
  // resumed by the job lease (JOBS_LEASE_MS) and re-plans from what is stored.
  retries: 0,
  inputSchema: [
    { name: 'importId', type: 'number', required: true },
    { name: 'action', type: 'text' },
  ],
  outputSchema: [{ name: 'status', type: 'text' }],
  handler: async ({ input, req }) => ({
    output: {
      status: await runStockImport(req.payload, input.importId, (input.action ?? 'plan') as StockImportAction),
    },
  }),
}
