/**
 * When a stock feed is refused as a whole (nothing changes) rather than read row by row. A dealer's feed is a full
 * snapshot: a file that could not be read at all, or lacks a required column, is not an empty snapshot, and reading
 * it as one would sell the whole yard. Pure: the import (src/stock/importPlan.ts) reads the file and the stock.
 */

/** A feed error as the parser reports it (src/stock/feedParser.ts FeedError): line 0 is the file itself. */
export type FeedRowError = { line: number; field: string; reason: string; stocknum?: string }

/** The columns without which no row can be read (the parser's "no … column in the header"). */
const REQUIRED_FIELDS = new Set(['stocknum', 'make', 'model'])

export const isMissingColumnError = (error: FeedRowError): boolean =>
  REQUIRED_FIELDS.has(error.field) && /column in the header/.test(error.reason)

/**
 * The refusal of the whole file, if any: an error on the file (line 0), or a missing required column when no row
 * could be read. Issue 39.8: every missing required column at once, in one refusal (`missing` are their rows, for
 * the report's table); `missingColumnsReason` words it by the labels staff see.
 */
export function feedRefusal<E extends FeedRowError>(
  errors: readonly E[],
  rowsRead: number,
  missingColumnsReason: (fields: string[]) => string,
): { refusal?: E | FeedRowError; missing: E[] } {
  const first = errors.find((e) => e.field === 'file' || (rowsRead === 0 && isMissingColumnError(e)))
  const missing = first && isMissingColumnError(first) ? errors.filter(isMissingColumnError) : []
  if (missing.length === 0) return { refusal: first, missing }
  return {
    refusal: { line: first!.line, field: 'columns', reason: missingColumnsReason(missing.map((e) => e.field)) },
    missing,
  }
}

/** The feed's car rows, read or rejected (a rejected row may have several errors): what the stock cap counts. */
export const feedRowCount = (rowsRead: number, errors: readonly FeedRowError[]): number =>
  rowsRead + new Set(errors.filter((e) => e.line > 0).map((e) => e.line)).size
