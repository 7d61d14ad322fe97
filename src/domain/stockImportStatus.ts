/**
 * The stock import's status machine (the `stock-imports` document's `status`; the job in src/stock/stockImportJob.ts
 * runs it). Every state and transition is named here, so "what may an import do from here" is read in one place
 * instead of in a 130-line function. Pure: the job does the reading and writing.
 *
 *   queued ─plan─▶ planning ─▶ refused | confirm | preview | applying ─▶ done | done-rejected
 *   preview | confirm ─apply─▶ applying ─▶ done | done-rejected | undone (not the latest any more)
 *   done | done-rejected ─undo─▶ undoing ─▶ undone, or back to done | done-rejected (undo refused)
 *   any run ─error─▶ failed
 */

export type StockImportStatus =
  | 'queued'
  | 'planning'
  | 'preview'
  | 'confirm'
  | 'applying'
  | 'done'
  | 'done-rejected'
  | 'refused'
  | 'failed'
  | 'undoing'
  | 'undone'

/** What a job does with an import: read and plan it (and apply it when safe and asked to), apply it, or undo it. */
export type StockImportAction = 'plan' | 'apply' | 'undo'

/**
 * Per action, the statuses a run may start from and the one it holds while it works. A job runs once, but a queued
 * action may find the import already past it (applied by another click, undone): it then leaves it alone. `plan`
 * starts from `applying` too, so a run killed mid-write is resumed by the job lease and re-planned.
 */
export const STOCK_IMPORT_RUNS: Record<
  StockImportAction,
  { from: readonly StockImportStatus[]; running: StockImportStatus }
> = {
  plan: { from: ['queued', 'planning', 'applying'], running: 'planning' },
  apply: { from: ['applying', 'preview', 'confirm'], running: 'applying' },
  undo: { from: ['undoing'], running: 'undoing' },
}

/** Whether a run of `action` may start on an import in `status`. */
export const canStart = (action: StockImportAction, status: StockImportStatus | null | undefined): boolean =>
  status != null && STOCK_IMPORT_RUNS[action].from.includes(status)

/** How a run of the plan or apply action ends (what the job found under the dealership's lock). */
export type StockImportEnd =
  /** The file cannot be imported at all (not a feed, a column missing, over the stock cap): nothing changes. */
  | 'refused'
  /** The plan changes enough stock that a person confirms it first. */
  | 'confirm'
  /** Planned only (not asked to apply when safe): staff look at the preview and apply it. */
  | 'preview'
  /** Applied; with `rejected`, some rows were left out. */
  | 'applied'
  | 'applied-rejected'
  /** An undone import applied again after a later import was applied: it stays undone. */
  | 'not-latest'
  /** Undone: the stock is as it was before the import. */
  | 'undone'
  /** An error: the import says why, the transaction left the stock as it was. */
  | 'failed'

/** The status each end leaves on the import, and the status the job reports. */
export const STATUS_AFTER: Record<StockImportEnd, StockImportStatus> = {
  refused: 'refused',
  confirm: 'confirm',
  preview: 'preview',
  applied: 'done',
  'applied-rejected': 'done-rejected',
  'not-latest': 'undone',
  undone: 'undone',
  failed: 'failed',
}

/**
 * What a read plan leads to: a person confirms a plan that would change too much (unless one already did); a
 * plan run stops at the preview unless staff asked to apply when safe or an earlier run already began applying.
 */
export function afterPlan({
  action,
  startedAs,
  mustWait,
  confirmed,
  applyWhenSafe,
}: {
  action: StockImportAction
  /** The status the import had when this job picked it up. */
  startedAs: StockImportStatus
  /** importDecision: the plan sells or changes more than the site's threshold. */
  mustWait: boolean
  confirmed: boolean
  applyWhenSafe: boolean
}): 'confirm' | 'preview' | 'apply' {
  if (mustWait && !confirmed) return 'confirm'
  if (action === 'plan' && !applyWhenSafe && startedAs !== 'applying') return 'preview'
  return 'apply'
}

/**
 * A refused undo (nothing to undo, or a later import was applied) puts the import back where it was: applied
 * (with or without rejected rows), or failed when it never was applied.
 */
export const statusAfterRefusedUndo = ({ applied, rejected }: { applied: boolean; rejected: boolean }) =>
  (applied ? (rejected ? 'done-rejected' : 'done') : 'failed') satisfies StockImportStatus
