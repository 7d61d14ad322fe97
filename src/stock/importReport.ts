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
  if (name.endsWith('.csv')) return 'csv'
  if (name.endsWith('.json')) return 'json'
  const type = (mimeType ?? '').toLowerCase()
  if (type.includes('json')) return 'json'
  if (type.includes('csv')) return 'csv'
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

/** A failed import's message for staff: the error's own words, never a stack. */
export const failureMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'The import stopped with an unknown error.'
