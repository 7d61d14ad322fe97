/**
 * Dates a test sends as shopper input, computed from the clock (issue 37): a fixed '2026-11-28T10:30' passed the
 * day after it was written and turned CI red. Pure rules get their `now` injected instead; this is for the inputs
 * that go through a real server, which reads the real clock.
 */

const DAY_MS = 86_400_000

/** The calendar day `daysAhead` days from `now` as 'YYYY-MM-DD' (UTC; a day of slack either side is allowed). */
export function dayAhead(daysAhead: number, now: Date = new Date()): string {
  return new Date(now.getTime() + daysAhead * DAY_MS).toISOString().slice(0, 10)
}

/** A datetime-local value ('YYYY-MM-DDTHH:mm') `daysAhead` days from `now`, at the given wall-clock time. */
export function bookableDateTime(daysAhead: number, time = '10:30', now: Date = new Date()): string {
  return `${dayAhead(daysAhead, now)}T${time}`
}

/** 'Saturday 28 November 2026' for a 'YYYY-MM-DD' day, as an Australian reads it (weekday, day, month, year). */
export function longAustralianDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`)
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', ...options }).format(date)
  return `${part({ weekday: 'long' })} ${part({ day: 'numeric' })} ${part({ month: 'long' })} ${part({ year: 'numeric' })}`
}
