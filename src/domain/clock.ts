import type { Locale } from './types'

/**
 * Times of day as the site's shoppers and staff write them. Hours are stored as 24-hour 'HH:mm' (what the open-now
 * and appointment rules read); every site shows a 12-hour clock: '8:30am' in Australia and New Zealand, '8:30 AM' in
 * the US (issue 26).
 */

const pad = (n: number) => String(n).padStart(2, '0')

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

/** '8:30am' (en-AU, en-NZ) or '8:30 AM' (en-US) for minutes after midnight; 1440 (a close of '24:00') is midnight. */
export function formatTimeOfDay(minutes: number, locale: Locale): string {
  const total = ((Math.round(minutes) % 1440) + 1440) % 1440
  const hours = Math.floor(total / 60)
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  const time = `${hour12}:${pad(total % 60)}`
  const pm = hours >= 12
  return locale === 'en-US' ? `${time} ${pm ? 'PM' : 'AM'}` : `${time}${pm ? 'pm' : 'am'}`
}

/** A stored or typed time ('08:30', '8:30 am', '5pm') in the site's clock; the text as written when unreadable. */
export function formatTime(value: string, locale: Locale): string {
  const minutes = parseTimeOfDay(value)
  return minutes === null ? value.trim() : formatTimeOfDay(minutes, locale)
}

/** Opening hours of one day: '8:30am–5:30pm' (AU), '8:30 AM–5:30 PM' (US). */
export function formatHoursRange(open: string, close: string, locale: Locale): string {
  const from = parseTimeOfDay(open)
  const to = parseTimeOfDay(close)
  // An unreadable time is shown as staff wrote it, spaced so it still reads as a range.
  if (from === null || to === null) return `${formatTime(open, locale)} – ${formatTime(close, locale)}`
  return `${formatTimeOfDay(from, locale)}–${formatTimeOfDay(to, locale)}`
}

/**
 * What staff type in an hours box ('8am', '8:30 am', '5.30pm', '17:30', '0830') as the stored 'HH:mm'; null when it
 * is not a time. Four bare digits ('0830') are read as 24-hour, as a timetable writes them.
 */
export function normaliseTimeOfDay(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  const digits = /^(\d{2})(\d{2})$/.exec(text)
  const minutes = digits ? parseTimeOfDay(`${digits[1]}:${digits[2]}`) : parseTimeOfDay(text)
  if (minutes === null || minutes >= 1440) return null
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

/** The format the hours boxes take, for their placeholders and error messages. */
export const TIME_INPUT_HINT = 'a time like 8:30am, 5pm or 17:30'

/**
 * A booked appointment ('YYYY-MM-DDTHH:mm', the location's wall-clock time) as a sentence part: 'Saturday 5 December
 * at 10:30am' (AU), 'Saturday, December 5 at 10:30 AM' (US). Null when the value is not such a date and time.
 */
export function formatAppointment(value: string | null | undefined, locale: Locale): string | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value.trim()) : null
  if (!match) return null
  const [, year, month, day, hours, minutes] = match.map(Number) as [number, number, number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day, 12))
  if (date.getUTCMonth() !== month - 1 || hours > 23 || minutes > 59) return null
  const dayText = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(date)
  return `${dayText} at ${formatTimeOfDay(hours * 60 + minutes, locale)}`
}
