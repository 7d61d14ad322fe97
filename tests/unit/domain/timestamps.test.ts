import { describe, expect, it } from 'vitest'
import { toEpochMs } from '@/domain/timestamps'

describe('toEpochMs', () => {
  it('reads ISO strings, dates and epoch milliseconds', () => {
    expect(toEpochMs('2025-01-01T00:00:00Z')).toBe(Date.UTC(2025, 0, 1))
    expect(toEpochMs(new Date(5))).toBe(5)
    expect(toEpochMs(1735689600000)).toBe(1735689600000)
  })

  it('gives null for missing or unreadable values', () => {
    expect(toEpochMs(null)).toBeNull()
    expect(toEpochMs('')).toBeNull()
    expect(toEpochMs('not a date')).toBeNull()
  })
})
