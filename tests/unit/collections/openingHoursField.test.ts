import type { Field, FieldHook } from 'payload'
import { describe, expect, it } from 'vitest'
import { openingHoursField, specialHoursField } from '../../../collections/fields/openingHours'

// Issue 26 §8: 'hours inputs that accept "8am" or show the format', with validation errors naming the field.

type TimeField = {
  name: string
  validate: (value: unknown, options: { siblingData: Record<string, unknown> }) => true | string
  hooks: { beforeValidate: FieldHook[] }
  admin: { placeholder: string }
}

const rowFields = (field: Field) =>
  ((field as { fields: { fields: Field[] }[] }).fields[0]!.fields as unknown as TimeField[]).filter((f) => f.validate)
const [opens, closes] = rowFields(openingHoursField)
const [startHour] = rowFields(specialHoursField)
const store = (field: TimeField, value: unknown) =>
  (field.hooks.beforeValidate[0] as unknown as (args: { value: unknown }) => unknown)({ value })

describe("hours inputs that accept '8am' or show the format", () => {
  it('take 8am, 8:30 am and 17:30 and store them as 24-hour times', () => {
    expect(store(opens!, '8am')).toBe('08:00')
    expect(store(opens!, '8:30 am')).toBe('08:30')
    expect(store(closes!, '17:30')).toBe('17:30')
    expect(store(closes!, '5.30pm')).toBe('17:30')
    expect(opens!.validate('8am', { siblingData: { weekday: '1', status: 'Open' } })).toBe(true)
  })

  it('show the format they take', () => {
    expect(opens!.admin.placeholder).toBe('8:30am')
    expect(closes!.admin.placeholder).toBe('5:30pm')
  })

  it('an unreadable or missing time is an error naming the day and the box', () => {
    expect(closes!.validate('lunchtime', { siblingData: { weekday: '6', status: 'Open' } })).toBe(
      'Saturday closes: enter a time like 8:30am, 5pm or 17:30.',
    )
    expect(opens!.validate('', { siblingData: { weekday: '1', status: 'Open' } })).toBe(
      'Monday opens: enter a time like 8:30am, 5pm or 17:30.',
    )
    expect(opens!.validate('', { siblingData: { weekday: '0', status: 'Closed' } })).toBe(true)
    expect(startHour!.validate('noonish', { siblingData: { label: 'Boxing Day', status: 'Open' } })).toBe(
      'Boxing Day opens: enter a time like 8:30am, 5pm or 17:30.',
    )
  })

  it('closing must come after opening, whatever way the times were written', () => {
    const validate = (openingHoursField as { validate: (rows: unknown) => true | string }).validate
    expect(validate([{ weekday: '1', status: 'Open', open: '9am', close: '17:00' }])).toBe(true)
    expect(validate([{ weekday: '1', status: 'Open', open: '5pm', close: '9:00' }])).toBe(
      'Monday closes: the closing time must be after the opening time.',
    )
  })
})

describe('one special-hours entry per date per location (issue 39.9)', () => {
  const validate = (
    specialHoursField as unknown as {
      validate: (rows: unknown, options: { data?: Record<string, unknown> }) => true | string
    }
  ).validate

  it('the field refuses a second entry for a date, naming the date', () => {
    const rows = [
      { date: '2026-12-26T00:00:00.000Z', label: 'Boxing Day', status: 'Open', startHour: '09:00', endHour: '13:00' },
      { date: '2026-12-26T00:00:00.000Z', label: 'Boxing Day', status: 'Closed' },
    ]
    expect(validate(rows, { data: { timeZone: 'Australia/Sydney' } })).toBe(
      'Special hours: 26 December 2026 (2026-12-26) is listed twice; keep one entry per date.',
    )
    expect(validate([rows[0], { ...rows[1], date: '2026-12-25T00:00:00.000Z' }], { data: {} })).toBe(true)
  })
})
