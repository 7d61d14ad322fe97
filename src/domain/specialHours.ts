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
