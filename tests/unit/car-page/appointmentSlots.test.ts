import { describe, expect, it } from 'vitest'
import { appointmentSlots } from '@/domain/appointmentSlots'
import type { OpeningHourEntry } from '@/domain/types'

const weekdays: OpeningHourEntry[] = [
  { weekday: '0', status: 'Closed' },
  ...[1, 2, 3, 4, 5].map((d) => ({ weekday: String(d), status: 'Open', open: '08:30', close: '17:30' })),
  { weekday: '6', status: 'Open', open: '08:30', close: '16:00' },
]

// Monday 2026-11-23 07:00 in Sydney (UTC+11).
const monday7am = new Date('2026-11-22T20:00:00Z')

describe('test-drive appointments offer slots inside the location’s opening hours (issue 5 point 5)', () => {
  it('offers 30-minute slots from opening to the last half hour before closing', () => {
    const [first] = appointmentSlots(weekdays, monday7am, { timeZone: 'Australia/Sydney', days: 1 })
    expect(first!.date).toBe('2026-11-23')
    expect(first!.times[0]).toBe('08:30')
    expect(first!.times.at(-1)).toBe('17:00')
    expect(first!.times).toHaveLength(18)
  })
  it('never offers a slot on a closed weekday', () => {
    const days = appointmentSlots(weekdays, monday7am, { timeZone: 'Australia/Sydney', days: 7 })
    expect(days.map((d) => d.date)).not.toContain('2026-11-29')
    expect(days).toHaveLength(6)
  })
  it('never offers a slot on a holiday closure (special hours win)', () => {
    const days = appointmentSlots(weekdays, monday7am, {
      timeZone: 'Australia/Sydney',
      days: 3,
      specialHours: [{ date: '2026-11-24', status: 'Closed' }],
    })
    expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-25'])
  })
  it('starts at least an hour from now', () => {
    const tenAm = new Date('2026-11-22T23:00:00Z')
    const [today] = appointmentSlots(weekdays, tenAm, { timeZone: 'Australia/Sydney', days: 1 })
    expect(today!.times[0]).toBe('11:00')
  })
  it('reads the hours in the location’s own time zone (Australia/Perth)', () => {
    const [first] = appointmentSlots(weekdays, monday7am, { timeZone: 'Australia/Perth', days: 1 })
    expect(first!.date).toBe('2026-11-23')
    expect(first!.times[0]).toBe('08:30')
  })
})
