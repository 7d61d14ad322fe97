import type { Locale } from './types'

/** A holiday's special hours as a new location starts with them ('YYYY-MM-DD' dates, 24-hour times). */
export type HolidayHours = {
  date: string
  label: string
  status: 'Open' | 'Closed'
  startHour?: string
  endHour?: string
}

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/** The US Thanksgiving: the fourth Thursday of November. */
export function thanksgiving(year: number): string {
  const firstWeekday = new Date(Date.UTC(year, 10, 1)).getUTCDay()
  const firstThursday = 1 + ((4 - firstWeekday + 7) % 7)
  return iso(year, 11, firstThursday + 21)
}

/**
 * Issue 39.6: a dealer's end-of-year holiday hours in its own country. Australia and New Zealand close on Christmas
 * Day and open a short Boxing Day; the US has no Boxing Day: it closes on Thanksgiving and Christmas Day and opens a
 * short Christmas Eve.
 */
export function dealerHolidays(locale: Locale, year: number): HolidayHours[] {
  if (locale === 'en-US')
    return [
      { date: thanksgiving(year), label: 'Thanksgiving Day', status: 'Closed' },
      { date: iso(year, 12, 24), label: 'Christmas Eve', status: 'Open', startHour: '09:00', endHour: '13:00' },
      { date: iso(year, 12, 25), label: 'Christmas Day', status: 'Closed' },
    ]
  return [
    { date: iso(year, 12, 25), label: 'Christmas Day', status: 'Closed' },
    { date: iso(year, 12, 26), label: 'Boxing Day', status: 'Open', startHour: '09:00', endHour: '13:00' },
  ]
}
