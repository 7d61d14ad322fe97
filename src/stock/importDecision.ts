/**
 * Whether an import may change the stock at once or waits for a person (issue 25.3). Pure: no I/O.
 *
 * A dealer's feed is a full snapshot, so a partial export (300 of 1,500 cars) reads as "1,200 sold". A rejected row
 * never sells its car (feedPlan's `retain`), but a feed rejecting many rows is likely the wrong file or a changed DMS
 * export, so it waits too.
 */

export type PlannedCounts = { created: number; updated: number; sold: number; unchanged: number; rejected: number }

/** Default share of a dealership's listed stock one import may mark sold without a person confirming it. */
export const DEFAULT_SELL_THRESHOLD_PERCENT = 20

/** Share of a feed's rows that may be rejected without a person confirming the import. */
export const MAX_REJECTED_PERCENT = 10

export type ImportDecision = { wait: false } | { wait: true; reason: string }

const count = (n: number): string => n.toLocaleString('en-AU')

export function importDecision({
  counts,
  listed,
  rows,
  sellThresholdPercent = DEFAULT_SELL_THRESHOLD_PERCENT,
}: {
  counts: PlannedCounts
  /** Cars of the dealership that are listed now (not sold). */
  listed: number
  /** The feed's car rows, read or rejected. */
  rows: number
  sellThresholdPercent?: number | null
}): ImportDecision {
  const reasons: string[] = []
  const threshold = sellThresholdPercent ?? DEFAULT_SELL_THRESHOLD_PERCENT
  if (counts.sold > 0 && counts.sold * 100 > listed * threshold)
    reasons.push(
      `This file would mark ${count(counts.sold)} of ${count(listed)} cars sold (more than ${threshold}% of the listed stock).`,
    )
  if (counts.rejected * 100 > rows * MAX_REJECTED_PERCENT)
    reasons.push(
      `This file rejects ${count(counts.rejected)} of ${count(rows)} rows (more than ${MAX_REJECTED_PERCENT}%).`,
    )
  return reasons.length ? { wait: true, reason: reasons.join(' ') } : { wait: false }
}

/** The seven days an applied import can be undone. */
export const UNDO_DAYS = 7

export const undoDeadline = (appliedAt: Date): Date => new Date(appliedAt.getTime() + UNDO_DAYS * 24 * 3600 * 1000)
