import { describe, expect, it } from 'vitest'
import { CURRENCIES, currencyCode, currencySymbol } from '@/domain/currency'

describe('issue 41.4: one currency table', () => {
  it("gives each site locale its own money's code", () => {
    expect(currencyCode('en-AU')).toBe('AUD')
    expect(currencyCode('en-NZ')).toBe('NZD')
    expect(currencyCode('en-US')).toBe('USD')
  })

  it('falls back to AUD for a missing or unknown locale, never to an inherited property', () => {
    for (const locale of [null, undefined, '', 'fr-FR', 'toString', '__proto__']) {
      expect(currencyCode(locale), String(locale)).toBe('AUD')
      expect(currencySymbol(locale), String(locale)).toBe('$')
    }
  })

  it('writes the symbol Intl writes for each code', () => {
    for (const [locale, { code, symbol }] of Object.entries(CURRENCIES)) {
      const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: code }).formatToParts(1)
      expect(parts.find((p) => p.type === 'currency')?.value, locale).toBe(symbol)
    }
  })
})
