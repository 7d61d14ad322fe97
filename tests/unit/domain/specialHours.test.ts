import { describe, expect, it } from 'vitest'
import { specialHoursDate, specialHoursText, upcomingHolidayHours } from '@/domain/specialHours'

describe('holiday opening hours dialog from special hours (content spec §2, §3 "Special hours entry")', () => {
  const entries = [
    { date: '2026-12-26T00:00:00.000Z', label: 'Boxing Day', status: 'Open', start_hour: '09:00', end_hour: '13:00' },
    { date: '2026-12-25T00:00:00.000Z', label: 'Christmas Day', status: 'Closed' },
    { date: '2026-04-03', label: 'Good Friday', status: 'By appointment only' },
  ]

  it('Open shows its hours; Closed shows Closed; by appointment shows By appointment only', () => {
    expect(specialHoursText({ status: 'Open', start_hour: '09:00', end_hour: '13:00' })).toBe('9:00am–1:00pm')
    expect(specialHoursText({ status: 'Open', start_hour: '09:00', end_hour: '13:00' }, 'en-US')).toBe(
      '9:00 AM–1:00 PM',
    )
    expect(specialHoursText({ status: 'Closed' })).toBe('Closed')
    expect(specialHoursText({ status: 'By appointment only' })).toBe('By appointment only')
  })

  it('lists the days from today on, earliest first, and leaves past days out', () => {
    const rows = upcomingHolidayHours(entries, new Date('2026-06-01T00:00:00Z'), 'Australia/Sydney')
    expect(rows).toEqual([
      { date: '2026-12-25', label: 'Christmas Day', text: 'Closed', phone: null },
      { date: '2026-12-26', label: 'Boxing Day', text: '9:00am–1:00pm', phone: null },
    ])
  })

  it("a 'By appointment only' day gives its by-appointment phone line (content spec §9)", () => {
    const rows = upcomingHolidayHours(
      [
        {
          date: '2027-04-02',
          label: 'Good Friday',
          status: 'By appointment only',
          appointment_phone: ' 02 9000 1234 ',
        },
        { date: '2027-04-05', label: 'Easter Monday', status: 'Closed', appointment_phone: '02 9000 1234' },
      ],
      new Date('2027-03-01T00:00:00Z'),
      'Australia/Sydney',
    )
    expect(rows.map((r) => [r.text, r.phone])).toEqual([
      ['By appointment only', '02 9000 1234'],
      ['Closed', null],
    ])
  })

  it("today counts in the dealer's time zone", () => {
    // 2026-12-24 14:00 UTC is already Christmas Day in Sydney.
    const rows = upcomingHolidayHours(entries, new Date('2026-12-25T14:00:00Z'), 'Australia/Sydney')
    expect(rows.map((r) => r.date)).toEqual(['2026-12-26'])
  })

  it('a day picked in the admin (midnight UTC) is the calendar day it names', () => {
    expect(specialHoursDate('2026-12-25T00:00:00.000Z', 'America/Chicago')).toBe('2026-12-25')
    expect(specialHoursDate('2026-12-25', 'Australia/Perth')).toBe('2026-12-25')
    expect(specialHoursDate('not a date', 'Australia/Perth')).toBeNull()
  })
})
