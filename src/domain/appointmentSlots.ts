import { TZDate } from '@date-fns/tz'
import { isOpenNow } from './openingHours'
import type { OpeningHourEntry, SpecialHoursEntry } from './types'

/** Test-drive appointments: 30-minute slots, the next 14 days, starting at least an hour from now. */
export const APPOINTMENT_SLOT_MINUTES = 30
export const APPOINTMENT_DAYS_AHEAD = 14
export const APPOINTMENT_LEAD_MINUTES = 60

export interface AppointmentDay {
  /** 'YYYY-MM-DD' in the location's time zone. */
  date: string
  /** 'HH:mm' slot starts. */
  times: string[]
}

export interface AppointmentSlotOptions {
  timeZone: string
  specialHours?: readonly SpecialHoursEntry[] | null
  days?: number
  slotMinutes?: number
  leadMinutes?: number
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Test-drive slots inside the location's opening hours: a slot is offered when the location is open (isOpenNow,
 * so special hours win and holiday closures and closed weekdays offer nothing) for its whole length. Days without
 * a slot are left out.
 */
export function appointmentSlots(
  hours: readonly OpeningHourEntry[] | null | undefined,
  now: Date,
  options: AppointmentSlotOptions,
): AppointmentDay[] {
  const {
    timeZone,
    specialHours,
    days = APPOINTMENT_DAYS_AHEAD,
    slotMinutes = APPOINTMENT_SLOT_MINUTES,
    leadMinutes = APPOINTMENT_LEAD_MINUTES,
  } = options
  const local = new TZDate(now.getTime(), timeZone)
  const earliest = now.getTime() + leadMinutes * 60_000
  const open = (at: number) => isOpenNow(hours, new Date(at), { timeZone, specialHours })
  const result: AppointmentDay[] = []
  for (let offset = 0; offset < days; offset++) {
    const day = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + offset, 0, 0, timeZone)
    const date = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
    const times: string[] = []
    for (let minute = 0; minute + slotMinutes <= 24 * 60; minute += slotMinutes) {
      const start = new TZDate(
        day.getFullYear(),
        day.getMonth(),
        day.getDate(),
        Math.floor(minute / 60),
        minute % 60,
        timeZone,
      ).getTime()
      if (start < earliest) continue
      if (open(start) && open(start + (slotMinutes - 1) * 60_000))
        times.push(`${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`)
    }
    if (times.length) result.push({ date, times })
  }
  return result
}
