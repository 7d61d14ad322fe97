import type { Field, FieldHook } from 'payload'
import { normaliseTimeOfDay, parseTimeOfDay, TIME_INPUT_HINT } from '../../src/domain/clock'
import { repeatedSpecialHoursDate, repeatedSpecialHoursMessage } from '../../src/domain/specialHours'

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** Staff write '8am', '8:30 am' or '17:30'; the row stores '08:30' / '17:30', what the open-now rule reads. */
const storeAs24Hour: FieldHook = ({ value }) =>
  typeof value === 'string' ? (normaliseTimeOfDay(value) ?? value.trim()) : value

/** 'Monday opens', 'Boxing Day opens': the message names the row as well as the box. */
const rowName = (sibling: Record<string, unknown> | undefined, fallback: string) => {
  const weekday = WEEKDAYS[Number(sibling?.weekday)]
  const label = typeof sibling?.label === 'string' && sibling.label.trim() ? sibling.label.trim() : null
  return sibling?.weekday !== undefined && weekday ? weekday : (label ?? fallback)
}

/**
 * An hours box: any readable time is taken and stored as 24-hour 'HH:mm'; anything else is an error that names the
 * day and the box ('Monday opens: enter a time like 8:30am, 5pm or 17:30.').
 */
const timeField = (
  name: string,
  label: string,
  options: { required: (sibling: Record<string, unknown>) => boolean; width: string; row: string },
): Field => ({
  name,
  label,
  type: 'text',
  admin: {
    placeholder: name === 'open' || name === 'startHour' ? '8:30am' : '5:30pm',
    width: options.width,
    condition: (_, sibling) => sibling?.status === 'Open',
  },
  hooks: { beforeValidate: [storeAs24Hour] },
  validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
    const where = `${rowName(siblingData, options.row)} ${label.toLowerCase()}`
    const empty = typeof value !== 'string' || value.trim() === ''
    if (empty) return options.required(siblingData) ? `${where}: enter ${TIME_INPUT_HINT}.` : true
    return normaliseTimeOfDay(value as string) !== null ? true : `${where}: enter ${TIME_INPUT_HINT}.`
  },
})

const openRow = (sibling: Record<string, unknown>) => sibling?.status === 'Open'

/** Spec "Opening hour entry": weekday (0 Sunday to 6 Saturday), status (Open or Closed), open, close. */
export const openingHoursField: Field = {
  name: 'openingHours',
  type: 'array',
  labels: { singular: 'Day', plural: 'Opening hours' },
  // Rows are named by their weekday ('Monday: 8:30am–5:30pm'), not 'Day 01'.
  admin: { initCollapsed: false, components: { RowLabel: '/src/admin/HoursRowLabel#OpeningHoursRowLabel' } },
  validate: (rows: unknown) => {
    if (!Array.isArray(rows)) return true
    const days = rows.map((r) => (r as { weekday?: string }).weekday)
    const repeated = days.find((d, i) => d !== undefined && days.indexOf(d) !== i)
    if (repeated !== undefined) return `${WEEKDAYS[Number(repeated)]} is listed twice.`
    for (const row of rows as { status?: string; open?: string; close?: string; weekday?: string }[]) {
      const open = parseTimeOfDay(normaliseTimeOfDay(row.open))
      const close = parseTimeOfDay(normaliseTimeOfDay(row.close))
      if (row.status === 'Open' && open !== null && close !== null && open >= close)
        return `${WEEKDAYS[Number(row.weekday)]} closes: the closing time must be after the opening time.`
    }
    return true
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'weekday',
          type: 'select',
          required: true,
          admin: { width: '25%' },
          options: WEEKDAYS.map((label, i) => ({ label, value: String(i) })),
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'Open',
          admin: { width: '25%' },
          options: ['Open', 'Closed'],
        },
        timeField('open', 'Opens', { required: openRow, width: '25%', row: 'This day' }),
        timeField('close', 'Closes', { required: openRow, width: '25%', row: 'This day' }),
      ],
    },
  ],
}

/** Spec "Special hours entry": status, date, start_hour, end_hour (public holidays and the like). */
export const specialHoursField: Field = {
  name: 'specialHours',
  type: 'array',
  labels: { singular: 'Special day', plural: 'Special and holiday hours' },
  admin: { components: { RowLabel: '/src/admin/HoursRowLabel#SpecialHoursRowLabel' } },
  // Issue 39.9: one entry per date, or the site lists 'Boxing Day 9:00am–1:00pm' and 'Boxing Day Closed' side by side.
  validate: (rows: unknown, { data }: { data?: Record<string, unknown> }) => {
    if (!Array.isArray(rows)) return true
    const timeZone = typeof data?.timeZone === 'string' && data.timeZone ? data.timeZone : 'UTC'
    const repeated = repeatedSpecialHoursDate(rows as { date?: string | Date | null }[], timeZone)
    return repeated ? repeatedSpecialHoursMessage(repeated) : true
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'date', type: 'date', required: true, admin: { width: '25%', date: { pickerAppearance: 'dayOnly' } } },
        { name: 'label', type: 'text', admin: { width: '25%', placeholder: 'Good Friday' } },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'Closed',
          options: ['Open', 'Closed', 'By appointment only'],
          admin: { width: '20%' },
        },
        timeField('startHour', 'Opens', { required: () => false, width: '15%', row: 'This special day' }),
        timeField('endHour', 'Closes', { required: () => false, width: '15%', row: 'This special day' }),
      ],
    },
    {
      name: 'appointmentPhone',
      type: 'text',
      label: 'By-appointment phone line',
      admin: {
        description: "The number shoppers call on a 'By appointment only' day.",
        condition: (_, sibling) => sibling?.status === 'By appointment only',
      },
    },
  ],
}
