import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatNumber } from '@/domain/numberFormat'

describe('formatNumber writes numbers as en-AU does, without Intl', () => {
  it('thousand separators, at most 3 fraction digits, rounding half away from zero', () => {
    expect(formatNumber(25990)).toBe('25,990')
    expect(formatNumber(1234567.891)).toBe('1,234,567.891')
    expect(formatNumber(0.9996)).toBe('1')
    expect(formatNumber(999.9999)).toBe('1,000')
    expect(formatNumber(-1234.5)).toBe('-1,234.5')
    expect(formatNumber(123.45, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('123.45')
    expect(formatNumber(7, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('7.00')
  })

  it('matches toLocaleString("en-AU") for 10,000 integers, decimals and fraction-digit settings', () => {
    const digits = fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined })
    const value = fc.oneof(
      fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
      fc.double({ min: -1e15, max: 1e15, noNaN: true }),
      fc.double({ min: -10, max: 10, noNaN: true }),
      fc.constantFrom(0, -0, 0.5, 1.005, 2.675, 1e21, 1e-7, Infinity, -Infinity, NaN),
    )
    fc.assert(
      fc.property(value, digits, digits, (n, a, b) => {
        const options =
          a === undefined && b === undefined
            ? {}
            : { minimumFractionDigits: Math.min(a ?? 0, b ?? 6), maximumFractionDigits: Math.max(a ?? 0, b ?? 0) }
        expect(formatNumber(n, options)).toBe(n.toLocaleString('en-AU', options))
      }),
      { numRuns: 10_000 },
    )
  })
})
