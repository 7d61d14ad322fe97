import { describe, expect, it } from 'vitest'
import { parseTimeOfDay } from '@/domain/clock'
import { groupOpeningHours, hoursText, isOpenNow } from '@/domain/openingHours'
import type { OpeningHourEntry } from '@/domain/types'

const weekdays = (open: string, close: string): OpeningHourEntry[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday: String(weekday), status: 'Open', open, close }))
const week: OpeningHourEntry[] = [
  { weekday: '0', status: 'Closed' },
  ...weekdays('08:30', '17:30'),
  { weekday: '6', status: 'Open', open: '09:00', close: '13:00' },
]
const perth = { timeZone: 'Australia/Perth' }

describe('isOpenNow (spec: open state is computed from the weekday hours in the Australia/Perth timezone; weekday 0 is Sunday)', () => {
  it('open from the opening time on a Monday in Perth (Monday 2025-03-10 08:30 AWST)', () => {
    expect(isOpenNow(week, new Date('2025-03-10T00:30:00Z'), perth)).toBe(true)
    expect(isOpenNow(week, new Date('2025-03-10T00:29:00Z'), perth)).toBe(false)
  })

  it('closed from the closing time (17:30 AWST)', () => {
    expect(isOpenNow(week, new Date('2025-03-10T09:29:00Z'), perth)).toBe(true)
    expect(isOpenNow(week, new Date('2025-03-10T09:30:00Z'), perth)).toBe(false)
  })

  it("uses the dealer's time zone, not UTC: 07:00 in Perth is 10:00 in Sydney", () => {
    const instant = new Date('2025-03-09T23:00:00Z')
    expect(isOpenNow(week, instant, perth)).toBe(false)
    expect(isOpenNow(week, instant, { timeZone: 'Australia/Sydney' })).toBe(true)
  })

  it('takes the weekday in the time zone (Sunday 20:00 UTC is Monday 04:00 in Perth, still closed; Saturday hours apply on Saturday)', () => {
    expect(isOpenNow(week, new Date('2025-03-09T20:00:00Z'), perth)).toBe(false)
    expect(isOpenNow(week, new Date('2025-03-15T02:00:00Z'), perth)).toBe(true)
    expect(isOpenNow(week, new Date('2025-03-16T02:00:00Z'), perth)).toBe(false)
  })

  it('a Closed day, or a day with no entry, is closed', () => {
    expect(
      isOpenNow(
        [{ weekday: 1, status: 'Closed', open: '08:00', close: '17:00' }],
        new Date('2025-03-10T02:00:00Z'),
        perth,
      ),
    ).toBe(false)
    expect(isOpenNow([], new Date('2025-03-10T02:00:00Z'), perth)).toBe(false)
    expect(isOpenNow(null, new Date('2025-03-10T02:00:00Z'), perth)).toBe(false)
  })

  it('special hours for the date replace the weekday hours (Closed, By appointment only, or Open with start_hour and end_hour)', () => {
    const at10 = new Date('2025-03-10T02:00:00Z')
    expect(isOpenNow(week, at10, { ...perth, specialHours: [{ date: '2025-03-10', status: 'Closed' }] })).toBe(false)
    expect(
      isOpenNow(week, at10, { ...perth, specialHours: [{ date: '2025-03-10', status: 'By appointment only' }] }),
    ).toBe(false)
    const short = [{ date: '2025-03-10', status: 'Open', start_hour: '10:00', end_hour: '14:00' }]
    expect(isOpenNow(week, at10, { ...perth, specialHours: short })).toBe(true)
    expect(isOpenNow(week, new Date('2025-03-10T01:59:00Z'), { ...perth, specialHours: short })).toBe(false)
    expect(isOpenNow(week, at10, { ...perth, specialHours: [{ date: '2025-03-11', status: 'Closed' }] })).toBe(true)
  })

  it('a special-hours date stored as a date-time is read in the dealer time zone', () => {
    const midnightPerth = '2025-03-09T16:00:00.000Z'
    expect(
      isOpenNow(week, new Date('2025-03-10T02:00:00Z'), {
        ...perth,
        specialHours: [{ date: midnightPerth, status: 'Closed' }],
      }),
    ).toBe(false)
  })

  it('a special-hours date stored at midnight UTC (a day-only pick) is the date it names, even west of UTC', () => {
    const monday = [{ weekday: 1, status: 'Open', open: '09:00', close: '17:00' }]
    const mondayNoonLA = new Date('2025-03-10T19:00:00Z')
    const la = { timeZone: 'America/Los_Angeles' }
    expect(isOpenNow(monday, mondayNoonLA, la)).toBe(true)
    expect(
      isOpenNow(monday, mondayNoonLA, {
        ...la,
        specialHours: [{ date: '2025-03-10T00:00:00.000Z', status: 'Closed' }],
      }),
    ).toBe(false)
    expect(
      isOpenNow(monday, mondayNoonLA, {
        ...la,
        specialHours: [{ date: '2025-03-11T00:00:00.000Z', status: 'Closed' }],
      }),
    ).toBe(true)
  })

  it('accepts 12-hour times', () => {
    const hours = [{ weekday: 1, status: 'Open', open: '8:30am', close: '5:30 PM' }]
    expect(isOpenNow(hours, new Date('2025-03-10T09:00:00Z'), perth)).toBe(true)
    expect(isOpenNow(hours, new Date('2025-03-10T09:31:00Z'), perth)).toBe(false)
  })
})

describe('parseTimeOfDay', () => {
  it('reads 24-hour and 12-hour times and rejects nonsense', () => {
    expect(parseTimeOfDay('08:30')).toBe(510)
    expect(parseTimeOfDay('17:00')).toBe(1020)
    expect(parseTimeOfDay('12:00am')).toBe(0)
    expect(parseTimeOfDay('12:15pm')).toBe(735)
    expect(parseTimeOfDay('5 pm')).toBe(1020)
    expect(parseTimeOfDay('8')).toBeNull()
    expect(parseTimeOfDay('25:00')).toBeNull()
    expect(parseTimeOfDay('08:75')).toBeNull()
    expect(parseTimeOfDay('')).toBeNull()
  })
})

describe('hoursText (spec: Open shows the hours; Closed shows Closed; on sites that set it, a closed day shows By appointment only)', () => {
  it("Open shows the hours in the site's clock (issue 26: '8:30am–5:30pm' in AU, 12-hour in the US), preferring formated_hours", () => {
    expect(hoursText({ weekday: 1, status: 'Open', open: '08:30', close: '17:30' })).toBe('8:30am–5:30pm')
    expect(hoursText({ weekday: 1, status: 'Open', open: '08:30', close: '17:30' }, { locale: 'en-US' })).toBe(
      '8:30 AM–5:30 PM',
    )
    expect(
      hoursText({ weekday: 1, status: 'Open', open: '08:30', close: '17:30', formated_hours: '8:30am - 5:30pm' }),
    ).toBe('8:30am - 5:30pm')
  })

  it("Closed shows Closed, or 'By appointment only' on sites that set it", () => {
    expect(hoursText({ weekday: 0, status: 'Closed' })).toBe('Closed')
    expect(hoursText({ weekday: 0, status: 'Closed' }, { byAppointmentOnly: true })).toBe('By appointment only')
    expect(hoursText(undefined)).toBe('Closed')
  })
})

describe('groupOpeningHours (spec: Monday to Friday hours are grouped; Saturday and Sunday are handled separately)', () => {
  it('groups Monday to Friday when they share their hours, then Saturday and Sunday', () => {
    expect(groupOpeningHours(week)).toEqual([
      { label: 'Monday - Friday', text: '8:30am–5:30pm' },
      { label: 'Saturday', text: '9:00am–1:00pm' },
      { label: 'Sunday', text: 'Closed' },
    ])
  })

  it('lists each weekday when Monday to Friday differ', () => {
    const hours = week.map((row) => (row.weekday === '5' ? { ...row, close: '16:00' } : row))
    const rows = groupOpeningHours(hours)
    expect(rows.map((row) => row.label)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    expect(rows[4]).toEqual({ label: 'Friday', text: '8:30am–4:00pm' })
  })

  it("shows 'By appointment only' for closed days on sites that set it", () => {
    expect(groupOpeningHours(week, { byAppointmentOnly: true })[2]).toEqual({
      label: 'Sunday',
      text: 'By appointment only',
    })
  })
})
