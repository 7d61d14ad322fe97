import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import type { Dealership, StockImport } from '../../payload-types'
import { inTransaction, lockDealershipStock, startStockImportRun, stockImportStatus } from '@/data/stockTransactions'
import { queueAlertMatching } from '@/shopper/alertJobs'
import { requiredColumnLabel } from './feedColumns'
import { storedFeedBytes } from './feedStorage'
import { importChangeList } from './importChanges'
import { importDecision, undoDeadline } from './importDecision'
import { importFailureMessage, progressGate, refusalMessage, rejectedRows, summaryLine } from './importReport'
import {
  CarWriteError,
  type FeedImportPlan,
  planStockFeed,
  publishStockChange,
  revertStockPlan,
  type UndoRecord,
  writeStockPlan,
} from './importStockFeed'
import { relationId } from '@/domain/relationId'

export const IMPORT_STOCK_TASK = 'importStock'

/** What a job does with an import: read and plan it (and apply it when safe and asked to), apply it, or undo it. */
export type StockImportAction = 'plan' | 'apply' | 'undo'

export type ImportStatus = NonNullable<StockImport['status']>

/** An import's rows the database refused are tried again without them; past this many, the file is at fault. */
const MAX_REFUSED_ROWS = 50

type Outcome =
  | { kind: 'superseded'; status: ImportStatus }
  | { kind: 'not-latest' }
  | { kind: 'refused'; planned: FeedImportPlan }
  | { kind: 'confirm'; planned: FeedImportPlan; reason: string }
  | { kind: 'preview'; planned: FeedImportPlan }
  | { kind: 'applied'; planned: FeedImportPlan; status: ImportStatus }

const report = (planned: FeedImportPlan) => ({
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
 * Runs one stock import (the `stock-imports` document) through its two phases (DESIGN.md "Stock feeds"). The plan and
 * the writes happen in one transaction under the dealership's lock: a refused file, an import waiting for a person,
 * an error or a killed server leave the stock as it was, and a re-run (the job resumes after its lease) recomputes the
 * plan from what is stored. The report written with the cars says what the database holds.
 */
export async function runStockImport(
  payload: Payload,
  importId: number,
  action: StockImportAction = 'plan',
  now?: Date,
): Promise<ImportStatus> {
  const doc = await payload.findByID({ collection: 'stock-imports', id: importId, depth: 0 })
  const write = (data: Record<string, unknown>, req?: PayloadRequest) =>
    payload.update({ collection: 'stock-imports', id: importId, data, depth: 0, req, context: { byJob: true } })
  const status = doc.status ?? 'queued'
  // A job runs once, but a queued action may find the import already past it (applied by another click, undone).
  const startsFrom: Record<StockImportAction, ImportStatus[]> = {
    plan: ['queued', 'planning', 'applying'],
    apply: ['applying', 'preview', 'confirm'],
    undo: ['undoing'],
  }
  if (!startsFrom[action].includes(status)) return status
  try {
    const dealershipId = relationId(doc.dealership)
    const dealership =
      dealershipId === undefined
        ? null
        : await payload.findByID({ collection: 'dealerships', id: dealershipId, depth: 0 }).catch(() => null)
    // Checked when the import was saved; checked again so a job can never write another site's stock.
    if (!dealership || relationId(dealership.site) !== relationId(doc.site))
      throw new Error("The dealership is not one of this import's site.")
    if (!doc.filename || !doc.format) throw new Error('The import has no feed file.')
    if (action === 'undo') return await undoImport(payload, doc, dealership, write)

    // Payload can start one job twice (the command line's runByID while a server's worker takes it): only a run that
    // finds the import still in a starting status goes on, and each checks again under the dealership's lock.
    const started = await startStockImportRun(payload, {
      id: importId,
      from: startsFrom[action],
      to: action === 'plan' ? 'planning' : 'applying',
    })
    if (!started) return await currentStatus(payload, importId)
    const site = await payload.findByID({ collection: 'sites', id: relationId(doc.site)!, depth: 0 })
    const gate = progressGate(1000)
    const refusedRows: CarWriteError[] = []
    let outcome: Outcome | undefined
    while (!outcome) {
      try {
        outcome = await inTransaction(payload, async (req): Promise<Outcome> => {
          await lockDealershipStock(payload, req, dealership.id)
          const current = (await stockImportStatus(payload, req, importId)) as ImportStatus | null
          if (!current || !startsFrom[action].includes(current))
            return { kind: 'superseded', status: current ?? status }
          // An undone import applied again (it has been applied before): only while it is still the dealership's
          // latest applied import, checked again under the lock (issue 39.8).
          if (action === 'apply' && doc.appliedAt) {
            const later = await payload.count({
              collection: 'stock-imports',
              where: {
                and: [
                  { dealership: { equals: dealership.id } },
                  { id: { not_equals: importId } },
                  { appliedAt: { greater_than: doc.appliedAt } },
                ],
              },
              req,
            })
            if (later.totalDocs > 0) return { kind: 'not-latest' }
          }
          const planned = await planStockFeed(payload, {
            dealership,
            bytes: await storedFeedBytes(doc.filename!),
            format: doc.format!,
            now,
            req,
            exclude: refusedRows,
          })
          if (planned.refusal) return { kind: 'refused', planned }
          const decision = importDecision({
            counts: planned.counts,
            listed: planned.listed,
            rows: planned.rows,
            sellThresholdPercent: site.search?.importSellThresholdPercent,
          })
          if (decision.wait && !doc.confirmedAt) return { kind: 'confirm', planned, reason: decision.reason }
          if (action === 'plan' && !doc.applyWhenSafe && status !== 'applying') return { kind: 'preview', planned }

          if (status !== 'applying') await write({ status: 'applying' })
          const { saved, undo } = await writeStockPlan(payload, planned, req, async (done, total) => {
            if (gate(done, total)) await write({ progress: { done, total } })
          })
          // Issue 30.3: saved searches and watchlists are matched by a job that commits with the cars.
          const storedCars = new Map(planned.stored.map((car) => [car.id, car]))
          await queueAlertMatching(
            payload,
            saved.map((after) => ({ before: storedCars.get(after.id), after })),
            req,
          )
          const finished: ImportStatus = planned.counts.rejected > 0 ? 'done-rejected' : 'done'
          const appliedAt = new Date()
          // In the cars' transaction: the report and the undo record stand or fall with the writes.
          await write(
            {
              ...report(planned),
              status: finished,
              message: summaryLine(planned.counts),
              undo,
              appliedAt: appliedAt.toISOString(),
              undoUntil: undoDeadline(appliedAt).toISOString(),
              finishedAt: appliedAt.toISOString(),
              progress: { done: saved.length, total: saved.length },
            },
            req,
          )
          ;(planned as FeedImportPlan & { saved?: typeof saved }).saved = saved
          return { kind: 'applied', planned, status: finished }
        })
      } catch (error) {
        if (!(error instanceof CarWriteError) || refusedRows.length >= MAX_REFUSED_ROWS) throw error
        refusedRows.push(error)
      }
    }

    if (outcome.kind === 'superseded') return outcome.status
    if (outcome.kind === 'not-latest') {
      await write({
        status: 'undone',
        message: 'A later import of this dealership was applied: only the latest can be applied again.',
      })
      return 'undone'
    }
    const { planned } = outcome
    if (outcome.kind === 'refused') {
      await write({
        ...report(planned),
        summary: {},
        // Each missing column on its own row, by its label.
        rejectedRows: rejectedRows(
          planned.refusalRows?.map((e) => ({ ...e, field: requiredColumnLabel(e.field) })) ?? [planned.refusal!],
        ),
        status: 'refused',
        message: refusalMessage(planned.refusal!),
        finishedAt: new Date().toISOString(),
      })
    } else if (outcome.kind === 'confirm') {
      await write({ ...report(planned), status: 'confirm', message: outcome.reason })
    } else if (outcome.kind === 'preview') {
      await write({ ...report(planned), status: 'preview', message: `Ready to apply: ${summaryLine(planned.counts)}` })
    } else {
      const saved = (planned as FeedImportPlan & { saved?: [] }).saved ?? []
      await publishStockChange(payload, { dealershipId: dealership.id, saved, before: planned.stored })
    }
    return outcome.kind === 'applied' ? outcome.status : outcome.kind
  } catch (error) {
    payload.logger.warn({ err: error, importId }, 'stock import failed')
    await write({
      status: 'failed',
      message: importFailureMessage(error, importId),
      finishedAt: new Date().toISOString(),
    })
    return 'failed'
  }
}

const currentStatus = async (payload: Payload, id: number): Promise<ImportStatus> =>
  ((await payload.findByID({ collection: 'stock-imports', id, depth: 0, select: { status: true } })).status ??
    'queued') as ImportStatus

/** Undo: only the dealership's latest applied import, within its seven days; in one transaction. */
async function undoImport(
  payload: Payload,
  doc: StockImport,
  dealership: Dealership,
  write: (data: Record<string, unknown>, req?: PayloadRequest) => Promise<unknown>,
): Promise<ImportStatus> {
  const refuse = async (message: string) => {
    await write({ status: doc.appliedAt ? (doc.summary?.rejected ? 'done-rejected' : 'done') : 'failed', message })
    return 'failed' as const
  }
  const result = await inTransaction(payload, async (req) => {
    await lockDealershipStock(payload, req, dealership.id)
    // Read under the lock: a second run of the same undo job finds it undone and does nothing.
    const current = await stockImportStatus(payload, req, doc.id)
    if (current !== 'undoing') return { superseded: (current ?? 'failed') as ImportStatus }
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
      { status: 'undone', message: 'Undone: the dealership’s stock is as it was before this import.', undo: null },
      req,
    )
    return { ...reverted, before }
  })
  if (result === 'nothing') return refuse('This import changed nothing that can be undone.')
  if (result === 'later') return refuse('A later import of this dealership was applied: undo that one first.')
  if ('superseded' in result) return result.superseded ?? 'failed'
  await publishStockChange(payload, { dealershipId: dealership.id, ...result })
  return 'undone'
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
