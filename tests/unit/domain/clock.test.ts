import { describe, expect, it } from 'vitest'
import {
  formatAppointment,
  formatHoursRange,
  formatTime,
  formatTimeOfDay,
  normaliseTimeOfDay,
  parseTimeOfDay,
} from '@/domain/clock'

// Issue 26 §8: 'Staff and shoppers read times and dates as they write them. Opening hours in the site's clock
// ("8:30am–5:30pm" in AU, 12-hour in the US), hours inputs that accept "8am" or show the format.'

describe("Opening hours in the site's clock ('8:30am–5:30pm' in AU, 12-hour in the US)", () => {
  it('writes AU and NZ times as 8:30am, US times as 8:30 AM', () => {
    expect(formatTimeOfDay(510, 'en-AU')).toBe('8:30am')
    expect(formatTimeOfDay(1050, 'en-NZ')).toBe('5:30pm')
    expect(formatTimeOfDay(510, 'en-US')).toBe('8:30 AM')
    expect(formatTimeOfDay(1050, 'en-US')).toBe('5:30 PM')
  })

  it('midnight and noon are 12, never 0', () => {
    expect(formatTimeOfDay(0, 'en-AU')).toBe('12:00am')
    expect(formatTimeOfDay(720, 'en-AU')).toBe('12:00pm')
    expect(formatTimeOfDay(1440, 'en-US')).toBe('12:00 AM')
  })

  it("a day's hours: '8:30am–5:30pm' (AU), '8:30 AM–5:30 PM' (US)", () => {
    expect(formatHoursRange('08:30', '17:30', 'en-AU')).toBe('8:30am–5:30pm')
    expect(formatHoursRange('08:30', '17:30', 'en-US')).toBe('8:30 AM–5:30 PM')
  })

  it('a time it cannot read is shown as staff wrote it', () => {
    expect(formatTime('by arrangement', 'en-AU')).toBe('by arrangement')
    expect(formatHoursRange('late', '17:00', 'en-AU')).toBe('late – 5:00pm')
  })
})

describe("hours inputs that accept '8am' or show the format", () => {
  it.each([
    ['8am', '08:00'],
    ['8:30 am', '08:30'],
    ['8.30AM', '08:30'],
    ['5pm', '17:00'],
    ['5:30 p.m.', '17:30'],
    ['17:30', '17:30'],
    ['8:30', '08:30'],
    ['0830', '08:30'],
    [' 12pm ', '12:00'],
    ['12am', '00:00'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(normaliseTimeOfDay(typed)).toBe(stored)
  })

  it.each(['8', 'noonish', '25:00', '13pm', '08:75', '', '24:00'])('%s is not a time', (typed) => {
    expect(normaliseTimeOfDay(typed)).toBeNull()
  })

  it('parseTimeOfDay reads 24-hour and 12-hour times and rejects nonsense', () => {
    expect(parseTimeOfDay('08:30')).toBe(510)
    expect(parseTimeOfDay('5 pm')).toBe(1020)
    expect(parseTimeOfDay('8')).toBeNull()
  })
})

describe("The test-drive confirmation repeats the booked day and time in the site's locale and clock", () => {
  it("AU: 'Saturday 5 December at 10:30am'", () => {
    expect(formatAppointment('2026-12-05T10:30', 'en-AU')).toBe('Saturday 5 December at 10:30am')
  })

  it("US: 'Saturday, December 5 at 10:30 AM'", () => {
    expect(formatAppointment('2026-12-05T10:30', 'en-US')).toBe('Saturday, December 5 at 10:30 AM')
  })

  it('the wall-clock time chosen, whatever the time zone of whoever reads it', () => {
    expect(formatAppointment('2026-12-05T23:30', 'en-AU')).toBe('Saturday 5 December at 11:30pm')
  })

  it('nothing for a value that is not a date and time', () => {
    expect(formatAppointment('', 'en-AU')).toBeNull()
    expect(formatAppointment('2026-02-30T10:00', 'en-AU')).toBeNull()
    expect(formatAppointment('tomorrow', 'en-AU')).toBeNull()
  })
})
