import { describe, expect, it } from 'vitest'
import { dealerHolidays, thanksgiving } from '@/domain/dealerHolidays'

// Issue 39.6: "US sites … list no Australian holidays".

describe('US sites list no Australian holidays', () => {
  it('the US closes on Thanksgiving and Christmas Day, with a short Christmas Eve, and has no Boxing Day', () => {
    expect(dealerHolidays('en-US', 2026)).toEqual([
      { date: '2026-11-26', label: 'Thanksgiving Day', status: 'Closed' },
      { date: '2026-12-24', label: 'Christmas Eve', status: 'Open', startHour: '09:00', endHour: '13:00' },
      { date: '2026-12-25', label: 'Christmas Day', status: 'Closed' },
    ])
    expect(
      dealerHolidays('en-US', 2026)
        .map((h) => h.label)
        .join(),
    ).not.toMatch(/Boxing|Anzac|Australia Day|King/i)
  })

  it('Australia and New Zealand keep Christmas Day and a short Boxing Day', () => {
    for (const locale of ['en-AU', 'en-NZ'] as const)
      expect(dealerHolidays(locale, 2026)).toEqual([
        { date: '2026-12-25', label: 'Christmas Day', status: 'Closed' },
        { date: '2026-12-26', label: 'Boxing Day', status: 'Open', startHour: '09:00', endHour: '13:00' },
      ])
  })

  it('Thanksgiving is the fourth Thursday of November', () => {
    expect(thanksgiving(2025)).toBe('2025-11-27')
    expect(thanksgiving(2026)).toBe('2026-11-26')
    expect(thanksgiving(2027)).toBe('2027-11-25')
    expect(thanksgiving(2029)).toBe('2029-11-22')
  })
})
