/** What a stock import reports, for the command line and the admin's import screen alike. Pure: no I/O. */

export type FeedFormat = 'csv' | 'json'

export type SummaryCounts = { created: number; updated: number; sold: number; unchanged: number; rejected: number }

export type RejectedRow = { line: number; field: string; message: string }

/** The import screen shows at most this many rejected rows; the count in the summary is always the full one. */
export const MAX_REPORTED_ROWS = 1000

/** The one-line summary the command line prints and the import screen shows. */
export const summaryLine = (s: SummaryCounts): string =>
  `created ${s.created}, updated ${s.updated}, sold ${s.sold}, unchanged ${s.unchanged}, rejected ${s.rejected}`

/** The feed's format from its file name, then its type; null when it is neither CSV nor JSON. */
export function feedFormatOf(filename: string | null | undefined, mimeType?: string | null): FeedFormat | null {
  const name = (filename ?? '').toLowerCase()
  if (name.endsWith('.csv') || name.endsWith('.tsv') || name.endsWith('.txt')) return 'csv'
  if (name.endsWith('.json')) return 'json'
  const type = (mimeType ?? '').toLowerCase()
  if (type.includes('json')) return 'json'
  if (type.includes('csv') || type.includes('tab-separated')) return 'csv'
  return null
}

/** The rejected rows, by line then field, as the import screen lists them. */
export function rejectedRows(errors: readonly { line: number; field: string; reason: string }[]): RejectedRow[] {
  return [...errors]
    .sort((a, b) => a.line - b.line || a.field.localeCompare(b.field))
    .slice(0, MAX_REPORTED_ROWS)
    .map(({ line, field, reason }) => ({ line, field, message: reason }))
}

/**
 * Whether to write progress now: at the start, at the end, and otherwise at most once per interval, so a
 * feed of thousands of cars does not double its writes.
 */
export function progressGate(intervalMs: number, clock: () => number = Date.now) {
  let last = -Infinity
  return (done: number, total: number): boolean => {
    const now = clock()
    if (done === 0 || done >= total || now - last >= intervalMs) {
      last = now
      return true
    }
    return false
  }
}

/** A refused file's message: the reason on its line (the header's, for a missing column), and that nothing changed. */
export const refusalMessage = ({ line, reason }: { line: number; reason: string }): string =>
  `Refused${line > 0 ? ` (line ${line})` : ''}: ${reason.charAt(0).toUpperCase()}${reason.slice(1)}. No car was changed.`

/** Errors whose words are written for staff; anything else (a database or framework error) is not shown to them. */
const OWN_WORDS = /^(The dealership|The import has no feed file|The feed)/

/**
 * A failed import's message for staff: our own words when the failure is one we describe, else a plain sentence with
 * a reference for the operator's log, never a framework's error text. Nothing was changed: the writes roll back.
 */
export const importFailureMessage = (error: unknown, importId: number | string): string =>
  error instanceof Error && OWN_WORDS.test(error.message)
    ? `${error.message} No car was changed.`
    : `The import stopped on an unexpected error, and no car was changed. Try again; if it fails again, give the operator the reference stock-import-${importId}.`

/** What each status says to staff. */
export const IMPORT_STATUS_TEXT: Record<string, string> = {
  queued: 'Waiting to start',
  planning: 'Reading the feed',
  preview: 'Ready to apply',
  confirm: 'Waiting for confirmation',
  applying: 'Applying',
  done: 'Done',
  'done-rejected': 'Done, with rejected rows',
  refused: 'Refused',
  failed: 'Failed',
  undoing: 'Undoing',
  undone: 'Undone',
}

/** Whether an applied import can still be undone (for seven days after it was applied, src/stock/importDecision.ts). */
export const canUndo = (doc: { status?: string | null; undoUntil?: string | null }, now: Date = new Date()): boolean =>
  (doc.status === 'done' || doc.status === 'done-rejected') &&
  Boolean(doc.undoUntil) &&
  Date.parse(doc.undoUntil!) > now.getTime()
