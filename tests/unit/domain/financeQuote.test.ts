import { describe, expect, it } from 'vitest'
import {
  financeQuote,
  MAX_BALLOON_SHARE,
  offersPersonalisedFinance,
  QUOTE_TERM_YEARS,
  quoteErrors,
} from '@/domain/financeQuote'
import { repayment } from '@/domain/financeRepayment'

describe('personalised finance quote (spec §2 /personalised/finance; §9 finance box: term years default 5, balloon default 0)', () => {
  it('weekly and monthly repayments at the lender rate, with deposit and balloon', () => {
    const quote = financeQuote({ price: 30_000, interestRate: 7.49, deposit: 3_000, termYears: 5, balloon: 0 })
    expect(quote.amountFinanced).toBe(27_000)
    // 27,000 over 60 months at 7.49% p.a.: the standard amortisation figure.
    expect(quote.monthly).toBeCloseTo(540.88, 1)
    expect(quote.weekly).toBe(
      repayment({ price: 30_000, interestRate: 7.49, deposit: 3_000, termYears: 5, balloon: 0, frequency: 'weekly' }),
    )
    expect(quote.weekly).toBeLessThan(quote.monthly / 4)
  })

  it('a balloon lowers the repayments; a longer term lowers them too', () => {
    const base = { price: 30_000, interestRate: 7.49, deposit: 0, termYears: 5, balloon: 0 }
    expect(financeQuote({ ...base, balloon: 9_000 }).monthly).toBeLessThan(financeQuote(base).monthly)
    expect(financeQuote({ ...base, termYears: 7 }).monthly).toBeLessThan(financeQuote(base).monthly)
  })

  it('deposit must be below the price, the term one of 1 to 7 years, and the balloon at most half the price', () => {
    const ok = { price: 20_000, deposit: 2_000, termYears: 5, balloon: 0 }
    expect(quoteErrors(ok)).toEqual([])
    expect(quoteErrors({ ...ok, deposit: 20_000 }).map((e) => e.field)).toEqual(['deposit'])
    expect(quoteErrors({ ...ok, deposit: -1 }).map((e) => e.field)).toEqual(['deposit'])
    expect(quoteErrors({ ...ok, termYears: 8 }).map((e) => e.field)).toEqual(['term_years'])
    expect(quoteErrors({ ...ok, balloon: 20_000 * MAX_BALLOON_SHARE + 1 }).map((e) => e.field)).toEqual(['balloon'])
    expect(quoteErrors({ ...ok, deposit: 15_000, balloon: 6_000 }).map((e) => e.field)).toEqual(['balloon'])
    expect(quoteErrors({ ...ok, balloon: Number.NaN })[0]!.message).toBe('Enter a balloon from $0 to $10,000.')
    expect(QUOTE_TERM_YEARS).toContain(5)
  })

  it('served only for cars with a vehicle-identification code that qualify, when the site mode is on', () => {
    expect(offersPersonalisedFinance({ has_nvic: true }, { personalised: true, eligible: true })).toBe(true)
    expect(offersPersonalisedFinance({ has_nvic: false }, { personalised: true, eligible: true })).toBe(false)
    expect(offersPersonalisedFinance({ has_nvic: true }, { personalised: false, eligible: true })).toBe(false)
    expect(offersPersonalisedFinance({ has_nvic: true }, { personalised: true, eligible: false })).toBe(false)
  })
})
