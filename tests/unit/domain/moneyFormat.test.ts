import { describe, expect, it } from 'vitest'
import { formatMoney } from '@/domain/moneyFormat'
import type { Locale } from '@/domain/types'
import { feedCurrency } from '@/domain/vehicleFeed'

describe("formatMoney writes the site's money as its locale does (en-AU, en-NZ, en-US)", () => {
  const amounts = [0, 7, 146.73, 293.675, 1234.5, 25990, 1_000_000.004, -12.5]

  for (const locale of ['en-AU', 'en-NZ', 'en-US'] as Locale[]) {
    it(`${locale}: as Intl writes ${feedCurrency(locale)}, with and without cents`, () => {
      const intl = (digits: number) =>
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: feedCurrency(locale),
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        })
      for (const amount of amounts) {
        expect(formatMoney(amount, locale, { cents: true })).toBe(intl(2).format(Math.round(amount * 100) / 100))
        expect(formatMoney(amount, locale)).toBe(intl(0).format(Math.round(amount)))
      }
    })
  }

  it('cents: $146.73, $7.00; whole dollars: $25,990', () => {
    expect(formatMoney(146.73, 'en-AU', { cents: true })).toBe('$146.73')
    expect(formatMoney(7, 'en-US', { cents: true })).toBe('$7.00')
    expect(formatMoney(25990, 'en-NZ')).toBe('$25,990')
  })
})
