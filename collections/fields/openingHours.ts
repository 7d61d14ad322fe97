import type { Field } from 'payload'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const timeField = (name: string, label: string): Field => ({
  name,
  label,
  type: 'text',
  admin: { placeholder: '08:30', width: '25%', condition: (_, sibling) => sibling?.status === 'Open' },
  validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
    if (siblingData?.status !== 'Open') return true
    return typeof value === 'string' && TIME.test(value) ? true : `${label} must be a 24-hour time like 08:30.`
  },
})

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** Spec "Opening hour entry": weekday (0 Sunday to 6 Saturday), status (Open or Closed), open, close. */
export const openingHoursField: Field = {
  name: 'openingHours',
  type: 'array',
  labels: { singular: 'Day', plural: 'Opening hours' },
  admin: { initCollapsed: false },
  validate: (rows: unknown) => {
    if (!Array.isArray(rows)) return true
    const days = rows.map((r) => (r as { weekday?: string }).weekday)
    const repeated = days.find((d, i) => d !== undefined && days.indexOf(d) !== i)
    if (repeated !== undefined) return `${WEEKDAYS[Number(repeated)]} is listed twice.`
    for (const row of rows as { status?: string; open?: string; close?: string; weekday?: string }[]) {
      if (row.status === 'Open' && row.open && row.close && row.open >= row.close)
        return `${WEEKDAYS[Number(row.weekday)]}: closing time must be after opening time.`
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
        timeField('open', 'Opens'),
        timeField('close', 'Closes'),
      ],
    },
  ],
}

/** Spec "Special hours entry": status, date, start_hour, end_hour (public holidays and the like). */
export const specialHoursField: Field = {
  name: 'specialHours',
  type: 'array',
  labels: { singular: 'Special day', plural: 'Special and holiday hours' },
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
        { name: 'startHour', type: 'text', admin: { width: '15%', placeholder: '09:00' } },
        { name: 'endHour', type: 'text', admin: { width: '15%', placeholder: '13:00' } },
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
