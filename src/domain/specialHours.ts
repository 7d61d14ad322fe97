import { TZDate } from '@date-fns/tz'
import { formatHoursRange } from './clock'
import { BY_APPOINTMENT_TEXT, CLOSED_TEXT } from './openingHours'
import type { Locale, SpecialHoursEntry } from './types'

export interface HolidayHoursRow {
  /** 'YYYY-MM-DD' in the dealer's time zone. */
  date: string
  label: string | null
  text: string
  /** The number to call on a 'By appointment only' day (content spec §9 'a by-appointment phone line'). */
  phone: string | null
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The calendar date ('YYYY-MM-DD') of a special-hours entry in the dealer's time zone; null when unreadable. */
export function specialHoursDate(date: string, timeZone: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date
  const ms = Date.parse(date)
  if (!Number.isFinite(ms)) return null
  // Dates picked as 'day only' are stored at midnight UTC: read those as the calendar date they name.
  if (/T00:00:00(\.000)?Z$/.test(date)) return date.slice(0, 10)
  const local = new TZDate(ms, timeZone)
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`
}

/**
 * Spec "Special hours entry" (status, date, start_hour, end_hour): Open shows its hours, in the site's clock; Closed,
 * or 'By appointment only'.
 */
export function specialHoursText(
  entry: Pick<SpecialHoursEntry, 'status' | 'start_hour' | 'end_hour'>,
  locale: Locale = 'en-AU',
): string {
  if (entry.status === 'Open')
    return entry.start_hour && entry.end_hour ? formatHoursRange(entry.start_hour, entry.end_hour, locale) : 'Open'
  if (entry.status === BY_APPOINTMENT_TEXT) return BY_APPOINTMENT_TEXT
  return CLOSED_TEXT
}

/**
 * The holiday opening hours dialog: special hours from today on (in the dealer's time zone), earliest first.
 * Past dates are left out; an empty list means the dialog is not offered.
 */
export function upcomingHolidayHours(
  entries: readonly (SpecialHoursEntry & { label?: string | null })[] | null | undefined,
  now: Date,
  timeZone: string,
  locale: Locale = 'en-AU',
): HolidayHoursRow[] {
  const local = new TZDate(now.getTime(), timeZone)
  const today = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`
  return (entries ?? [])
    .flatMap((entry) => {
      const date = specialHoursDate(entry.date, timeZone)
      if (!date || date < today) return []
      const phone = entry.status === BY_APPOINTMENT_TEXT ? entry.appointment_phone?.trim() || null : null
      return [{ date, label: entry.label?.trim() || null, text: specialHoursText(entry, locale), phone }]
    })
    .sort((a, b) => a.date.localeCompare(b.date))
}

/** How many days a holiday's hours are shown before it: its week, the 7 days up to and including the holiday. */
export const HOLIDAY_WEEK_DAYS = 7

/** 'YYYY-MM-DD' plus `days` calendar days (date arithmetic only, no time zone involved). */
function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`)
  at.setUTCDate(at.getUTCDate() + days)
  return at.toISOString().slice(0, 10)
}

/**
 * Issue 39.9: the location card shows a holiday's hours during its week, the 7 days up to and including the holiday
 * (dates in the dealer's time zone), so a shopper sees 'Boxing Day 9:00am–1:00pm' from 20 to 26 December.
 */
export function holidayHoursThisWeek(
  entries: readonly (SpecialHoursEntry & { label?: string | null })[] | null | undefined,
  now: Date,
  timeZone: string,
  locale: Locale = 'en-AU',
): HolidayHoursRow[] {
  const local = new TZDate(now.getTime(), timeZone)
  const today = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`
  const lastDay = addDays(today, HOLIDAY_WEEK_DAYS - 1)
  return upcomingHolidayHours(entries, now, timeZone, locale).filter((row) => row.date <= lastDay)
}

/** A stored special-hours date as the admin hands it over: an ISO string, a Date, or nothing yet. */
type EntryDate = string | Date | null | undefined

/**
 * Issue 39.9: one special-hours entry per date per location. The calendar date listed more than once ('YYYY-MM-DD',
 * read as specialHoursDate reads it), or null when every date is listed once.
 */
export function repeatedSpecialHoursDate(
  entries: readonly { date?: EntryDate }[] | null | undefined,
  timeZone = 'UTC',
): string | null {
  const seen = new Set<string>()
  for (const entry of entries ?? []) {
    const raw = entry.date instanceof Date ? entry.date.toISOString() : entry.date
    const date = raw ? specialHoursDate(raw, timeZone) : null
    if (!date) continue
    if (seen.has(date)) return date
    seen.add(date)
  }
  return null
}

/** The refusal of a second entry for a date, naming it: '26 December 2026 is listed twice: keep one entry per date.' */
export function repeatedSpecialHoursMessage(date: string): string {
  const readable = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return `Special hours: ${readable} (${date}) is listed twice; keep one entry per date.`
}
