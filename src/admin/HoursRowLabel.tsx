'use client'

import { useRowLabel } from '@payloadcms/ui'
import { formatHoursRange } from '@/domain/clock'
import { WEEKDAY_NAMES } from '@/domain/openingHours'
import { useSiteLocale } from './useSiteLocale'

type HoursRow = { weekday?: string | null; status?: string | null; open?: string | null; close?: string | null }
type SpecialRow = {
  date?: string | null
  label?: string | null
  status?: string | null
  startHour?: string | null
  endHour?: string | null
}

/** 'Monday: 8:30am–5:30pm', 'Sunday: Closed': an opening-hours row named by its weekday, in the site's clock. */
export function OpeningHoursRowLabel() {
  const { data, rowNumber } = useRowLabel<HoursRow>()
  const locale = useSiteLocale()
  const day = WEEKDAY_NAMES[Number(data?.weekday)] ?? `Day ${(rowNumber ?? 0) + 1}`
  const hours =
    data?.status === 'Open' && data.open && data.close
      ? formatHoursRange(data.open, data.close, locale)
      : (data?.status ?? null)
  return <span data-testid="hours-row-label">{hours ? `${day}: ${hours}` : day}</span>
}

/** 'Boxing Day, Sat 26 Dec 2026: 9:00am–1:00pm': a special-hours row named by its label and date. */
export function SpecialHoursRowLabel() {
  const { data, rowNumber } = useRowLabel<SpecialRow>()
  const locale = useSiteLocale()
  const date = data?.date ? new Date(data.date) : null
  const dateText =
    date && Number.isFinite(date.getTime())
      ? date.toLocaleDateString(locale, {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          // Day-only picks are stored at midnight UTC.
          timeZone: 'UTC',
        })
      : null
  const name = [data?.label?.trim(), dateText].filter(Boolean).join(', ') || `Special day ${(rowNumber ?? 0) + 1}`
  const hours =
    data?.status === 'Open' && data.startHour && data.endHour
      ? formatHoursRange(data.startHour, data.endHour, locale)
      : (data?.status ?? null)
  return <span data-testid="hours-row-label">{hours ? `${name}: ${hours}` : name}</span>
}
