import { TZDate } from '@date-fns/tz'
import type { OpeningHourEntry, SpecialHoursEntry } from './types'

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
export const CLOSED_TEXT = 'Closed'
export const BY_APPOINTMENT_TEXT = 'By appointment only'

/** Minutes after midnight of '08:30', '8:30', '17:00', '8:30am', '5 pm'; null when unreadable. '24:00' is 1440. */
export function parseTimeOfDay(value: string | null | undefined): number | null {
  if (!value) return null
  const match = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*([ap]\.?m\.?)?\s*$/i.exec(value)
  if (!match) return null
  let hours = Number(match[1])
  const minutes = match[2] === undefined ? 0 : Number(match[2])
  const meridiem = match[3]?.toLowerCase().replace(/\./g, '')
  if (minutes > 59) return null
  if (meridiem) {
    if (hours < 1 || hours > 12) return null
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0)
  } else if (match[2] === undefined) {
    return null
  }
  const total = hours * 60 + minutes
  return total > 24 * 60 ? null : total
}

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
}

/** Spec: Open shows the hours; Closed shows Closed, or 'By appointment only' on sites that set it. */
export function hoursText(entry: OpeningHourEntry | null | undefined, options: HoursTextOptions = {}): string {
  const closed = options.byAppointmentOnly ? BY_APPOINTMENT_TEXT : CLOSED_TEXT
  if (!entry || entry.status !== 'Open') return closed
  if (entry.formated_hours?.trim()) return entry.formated_hours.trim()
  if (entry.open && entry.close) return `${entry.open} – ${entry.close}`
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
