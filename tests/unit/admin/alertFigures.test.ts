import { describe, expect, it } from 'vitest'
import { lastWeeks, weekStart, weeklyLeadsAndAlerts } from '@/admin/alertFigures'

describe('issue 30.4 "a chart of leads by form and alerts by week over the last 12 weeks"', () => {
  const now = new Date('2026-11-28T10:00:00Z') // a Saturday

  it('weeks start on Monday (as Postgres date_trunc week) and the last 12 end with this one', () => {
    expect(weekStart(now)).toBe('2026-11-23')
    const weeks = lastWeeks(now)
    expect(weeks).toHaveLength(12)
    expect(weeks.at(-1)).toBe('2026-11-23')
    expect(weeks[0]).toBe('2026-09-07')
  })

  it('counts leads by form and alerts per week, empty weeks included, forms by their totals', () => {
    const chart = weeklyLeadsAndAlerts(
      now,
      [
        { createdAt: '2026-11-24T01:00:00Z', form: 'car' },
        { createdAt: '2026-11-25T01:00:00Z', form: 'car' },
        { createdAt: '2026-11-25T01:00:00Z', form: 'test-drive' },
        { createdAt: '2026-11-17T01:00:00Z', form: 'test-drive' },
        { createdAt: '2026-11-18T01:00:00Z', form: 'test-drive' },
        { createdAt: '2025-01-01T01:00:00Z', form: 'finance' },
      ],
      [{ week: '2026-11-23', count: 4 }],
    )
    expect(chart.forms).toEqual(['test-drive', 'car'])
    expect(chart.weeks).toHaveLength(12)
    expect(chart.weeks.at(-1)).toEqual({ week: '2026-11-23', leads: { car: 2, 'test-drive': 1 }, alerts: 4 })
    expect(chart.weeks.at(-2)).toEqual({ week: '2026-11-16', leads: { 'test-drive': 2 }, alerts: 0 })
    expect(chart.weeks[0]).toEqual({ week: '2026-09-07', leads: {}, alerts: 0 })
  })
})
