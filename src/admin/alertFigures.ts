const DAY_MS = 24 * 60 * 60 * 1000
const WEEK_MS = 7 * DAY_MS

/** The Monday (UTC) that starts the week of `date`, as YYYY-MM-DD: Postgres's date_trunc('week') agrees. */
export function weekStart(date: Date): string {
  const day = (date.getUTCDay() + 6) % 7
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - day * DAY_MS)
  return monday.toISOString().slice(0, 10)
}

/** The `count` weeks up to this one, oldest first. */
export function lastWeeks(now: Date, count = 12): string[] {
  return Array.from({ length: count }, (_, i) => weekStart(new Date(now.getTime() - (count - 1 - i) * WEEK_MS)))
}

export interface WeekRow {
  week: string
  /** Leads by form this week. */
  leads: Record<string, number>
  alerts: number
}

/**
 * Issue 30.4 "a chart of leads by form and alerts by week over the last 12 weeks": one row per week (empty weeks
 * included, so the chart's axis is even), the forms in the order of their totals.
 */
export function weeklyLeadsAndAlerts(
  now: Date,
  leads: ReadonlyArray<{ createdAt: string; form: string }>,
  alerts: ReadonlyArray<{ week: string; count: number }>,
): { weeks: WeekRow[]; forms: string[] } {
  const weeks = lastWeeks(now).map((week): WeekRow => ({ week, leads: {}, alerts: 0 }))
  const byWeek = new Map(weeks.map((row) => [row.week, row]))
  const totals = new Map<string, number>()
  for (const lead of leads) {
    const row = byWeek.get(weekStart(new Date(lead.createdAt)))
    if (!row) continue
    row.leads[lead.form] = (row.leads[lead.form] ?? 0) + 1
    totals.set(lead.form, (totals.get(lead.form) ?? 0) + 1)
  }
  for (const { week, count } of alerts) {
    const row = byWeek.get(week)
    if (row) row.alerts += count
  }
  const forms = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([f]) => f)
  return { weeks, forms }
}
