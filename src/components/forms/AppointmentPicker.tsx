'use client'

import { useState } from 'react'
import type { AppointmentDay } from '@/domain/appointmentSlots'
import { localeSpelling } from '@/domain/localeSpelling'
import type { Locale } from '@/domain/types'
import { useAppointmentSlots } from '../data/hooks'
import styles from './AppointmentPicker.module.css'

type Props = {
  id: string
  name: string
  label: string
  required: boolean
  slotsUrl: string
  value: string
  onChange: (value: string) => void
  /** The site's locale: days in its date format and times on its clock (en-US: 'Mon, Dec 1', '9:00am'). */
  locale?: Locale
}

const dayLabel = (date: string, locale: Locale) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })

/** Test-drive date and time, chosen from the slots the appointments endpoint offers ('YYYY-MM-DDTHH:mm'). */
export function AppointmentPicker({ id, name, label, required, slotsUrl, value, onChange, locale = 'en-AU' }: Props) {
  const { data, error } = useAppointmentSlots(slotsUrl)
  const days: AppointmentDay[] | null = data?.days ?? null
  const failed = error !== undefined && days === null
  const [date, setDate] = useState(value.slice(0, 10))
  if (failed || (days !== null && days.length === 0)) {
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <input
          id={id}
          name={name}
          type="datetime-local"
          required={required}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    )
  }
  const times = days?.find((d) => d.date === date)?.times ?? []
  return (
    <fieldset className={styles.fieldset} data-testid="appointment-picker">
      <legend className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {days === null ? (
        <p role="status" className={styles.help}>
          Loading available times…
        </p>
      ) : (
        <div className={styles.pair}>
          <label className={styles.field}>
            <span className={styles.help}>Date</span>
            <select
              id={id}
              value={date}
              required={required}
              onChange={(e) => {
                setDate(e.target.value)
                onChange('')
              }}
            >
              <option value="">Choose a day</option>
              {days.map((d) => (
                <option key={d.date} value={d.date}>
                  {dayLabel(d.date, locale)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span className={styles.help}>Time</span>
            <select
              value={value.slice(11)}
              required={required}
              disabled={!date}
              onChange={(e) => onChange(e.target.value ? `${date}T${e.target.value}` : '')}
            >
              <option value="">Choose a time</option>
              {times.map((t) => (
                <option key={t} value={t}>
                  {localeSpelling(t, locale)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </fieldset>
  )
}
