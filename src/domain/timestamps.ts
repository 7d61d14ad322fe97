/** Epoch milliseconds of an ISO 8601 string, a Date or an epoch-milliseconds number; null when unreadable. */
export function toEpochMs(value: string | number | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value)
  return Number.isFinite(ms) ? ms : null
}

export const DAY_MS = 24 * 60 * 60 * 1000
export const DAY_SECONDS = 24 * 60 * 60
