import { describe, expect, it } from 'vitest'
import { holidayHoursThisWeek, repeatedSpecialHoursDate, repeatedSpecialHoursMessage } from '@/domain/specialHours'

// Issue 39.9 "Holiday hours": one entry per date per location; the card shows the holiday hours during their week.

const boxingDay = {
  date: '2026-12-26T00:00:00.000Z',
  label: 'Boxing Day',
  status: 'Open',
  start_hour: '09:00',
  end_hour: '13:00',
}
const christmas = { date: '2026-12-25T00:00:00.000Z', label: 'Christmas Day', status: 'Closed' }
const newYear = { date: '2027-01-01T00:00:00.000Z', label: "New Year's Day", status: 'Closed' }

describe('the location card shows the holiday hours during their week (issue 39.9)', () => {
  const week = (now: string, timeZone = 'Australia/Sydney') =>
    holidayHoursThisWeek([newYear, boxingDay, christmas], new Date(now), timeZone).map((r) => r.label)

  it('the 7 days up to and including the holiday show it; the day before that week does not', () => {
    // 20 December 2026 in Sydney: Boxing Day is 6 days off (in its week), Christmas 5.
    expect(week('2026-12-19T14:00:00Z')).toEqual(['Christmas Day', 'Boxing Day'])
    // 19 December in Sydney: Christmas is 6 days off, Boxing Day 7 (not yet).
    expect(week('2026-12-18T14:00:00Z')).toEqual(['Christmas Day'])
    expect(week('2026-12-17T14:00:00Z')).toEqual([])
  })

  it('on the holiday itself it still shows; the day after it is gone', () => {
    // 26 December 09:00 in Sydney: Boxing Day is today, New Year's Day 6 days off.
    expect(week('2026-12-25T22:00:00Z')).toEqual(['Boxing Day', "New Year's Day"])
    expect(week('2026-12-26T14:00:00Z')).toEqual(["New Year's Day"])
  })

  it("the week is counted in the site's time zone, not the server's", () => {
    const now = '2026-12-18T20:00:00Z' // 19 Dec 07:00 in Sydney, 18 Dec 12:00 in Los Angeles
    expect(week(now, 'Australia/Sydney')).toEqual(['Christmas Day'])
    expect(week(now, 'America/Los_Angeles')).toEqual([])
  })

  it('keeps the hours as the dialog writes them', () => {
    expect(holidayHoursThisWeek([boxingDay], new Date('2026-12-24T00:00:00Z'), 'Australia/Sydney')).toEqual([
      { date: '2026-12-26', label: 'Boxing Day', text: '9:00am–1:00pm', phone: null },
    ])
  })
})

describe('one special-hours entry per date per location (issue 39.9)', () => {
  it('a second entry for the same date is found, however the date was stored', () => {
    expect(repeatedSpecialHoursDate([boxingDay, christmas, { ...boxingDay, status: 'Closed' }])).toBe('2026-12-26')
    expect(repeatedSpecialHoursDate([{ date: '2026-12-26' }, { date: new Date('2026-12-26T00:00:00Z') }])).toBe(
      '2026-12-26',
    )
  })

  it('different dates, empty rows and no rows are fine', () => {
    expect(repeatedSpecialHoursDate([boxingDay, christmas, newYear])).toBeNull()
    expect(repeatedSpecialHoursDate([{ date: null }, { date: undefined }, boxingDay])).toBeNull()
    expect(repeatedSpecialHoursDate(null)).toBeNull()
  })

  it('the refusal names the date', () => {
    expect(repeatedSpecialHoursMessage('2026-12-26')).toBe(
      'Special hours: 26 December 2026 (2026-12-26) is listed twice; keep one entry per date.',
    )
  })
})
