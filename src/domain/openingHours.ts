import { TZDate } from '@date-fns/tz'
import { formatHoursRange, parseTimeOfDay } from './clock'
import type { Locale, OpeningHourEntry, SpecialHoursEntry } from './types'

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
export const CLOSED_TEXT = 'Closed'
export const BY_APPOINTMENT_TEXT = 'By appointment only'

function withinHours(minuteOfDay: number, open: string | null | undefined, close: string | null | undefined): boolean {
  const from = parseTimeOfDay(open)
  let to = parseTimeOfDay(close)
  if (from === null || to === null) return false
  if (to === 0) to = 24 * 60
  return from < to && minuteOfDay >= from && minuteOfDay < to
}

function localDateKey(date: TZDate): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * The calendar date ('YYYY-MM-DD') a special-hours entry is for: a plain date as it is, a date stored at midnight UTC
 * (a day-only pick) as the date it names, any other date-time read in the dealer's time zone.
 */
function specialDateKey(date: string, timeZone: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date
  const ms = Date.parse(date)
  if (!Number.isFinite(ms)) return null
  if (/T00:00:00(\.0+)?Z$/.test(date)) return date.slice(0, 10)
  return localDateKey(new TZDate(ms, timeZone))
}

export interface OpenNowOptions {
  /** The dealer's IANA time zone, e.g. Australia/Perth. */
  timeZone: string
  /** Holiday hours; an entry for today's date replaces the weekday hours. */
  specialHours?: readonly SpecialHoursEntry[] | null
}

/**
 * Whether the dealership is open at `now`, from the weekday hours in the dealer's time zone (spec: Call Now is
 * shown only while the dealership is open). Weekday 0 is Sunday. Open from `open` (inclusive) to `close`
 * (exclusive). A special-hours entry for today wins: Open uses its start_hour and end_hour, anything else is closed.
 */
export function isOpenNow(
  hours: readonly OpeningHourEntry[] | null | undefined,
  now: Date,
  options: OpenNowOptions,
): boolean {
  const local = new TZDate(now.getTime(), options.timeZone)
  const minuteOfDay = local.getHours() * 60 + local.getMinutes()
  const today = localDateKey(local)
  const special = options.specialHours?.find((entry) => specialDateKey(entry.date, options.timeZone) === today)
  if (special) {
    return special.status === 'Open' && withinHours(minuteOfDay, special.start_hour, special.end_hour)
  }
  const entry = hours?.find((row) => Number(row.weekday) === local.getDay())
  if (!entry || entry.status !== 'Open') return false
  return withinHours(minuteOfDay, entry.open, entry.close)
}

export interface HoursTextOptions {
  /** The site shows 'By appointment only' on closed days for this location type. */
  byAppointmentOnly?: boolean
  /** The site's locale, for its clock ('8:30am–5:30pm' in AU, '8:30 AM–5:30 PM' in the US); en-AU when left out. */
  locale?: Locale
}

/**
 * Spec: Open shows the hours; Closed shows Closed, or 'By appointment only' on sites that set it. The hours are in the
 * site's clock; formated_hours is shown as given (spec: 'spelling as given').
 */
export function hoursText(entry: OpeningHourEntry | null | undefined, options: HoursTextOptions = {}): string {
  const closed = options.byAppointmentOnly ? BY_APPOINTMENT_TEXT : CLOSED_TEXT
  if (!entry || entry.status !== 'Open') return closed
  if (entry.formated_hours?.trim()) return entry.formated_hours.trim()
  if (entry.open && entry.close) return formatHoursRange(entry.open, entry.close, options.locale ?? 'en-AU')
  return closed
}

export interface HoursRow {
  label: string
  text: string
}

/**
 * Spec: Monday to Friday hours are grouped; Saturday and Sunday are handled separately. When the five weekdays
 * do not share one text, each weekday gets its own row.
 */
export function groupOpeningHours(
  hours: readonly OpeningHourEntry[] | null | undefined,
  options: HoursTextOptions = {},
): HoursRow[] {
  const textFor = (weekday: number) =>
    hoursText(
      hours?.find((row) => Number(row.weekday) === weekday),
      options,
    )
  const weekdays = WEEKDAY_NAMES.slice(1, 6).map((label, i) => ({ label, text: textFor(i + 1) }))
  const first = weekdays[0]
  const rows: HoursRow[] =
    first && weekdays.every((row) => row.text === first.text)
      ? [{ label: 'Monday - Friday', text: first.text }]
      : weekdays
  return [...rows, { label: 'Saturday', text: textFor(6) }, { label: 'Sunday', text: textFor(0) }]
}
