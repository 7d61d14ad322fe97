import { describe, expect, it } from 'vitest'
import {
  advertisedRate,
  COMPARISON_RATE_RANGE,
  comparisonRateFor,
  comparisonRateText,
  depositLabel,
  offersBalloon,
  repaymentFrequencies,
} from '@/domain/financeLocale'
import { readCalculator } from '@/domain/repaymentCalculator'

// Issue 39.6 "Rates as the law and the locale want them"; spec §9: "Finance box shows weekly price, interest rate,
// comparison rate, term years (default 5), deposit, balloon (default 0)" and "Sample disclaimer copy: comparison rates
// 8.38% to 19.42%".

describe('every advertised rate on AU and NZ sites shows its comparison rate figure beside it', () => {
  const lender = { interestRate: 8.5, comparisonRate: 9.12, balloon: 0 }

  it("the lender's own comparison rate goes beside the lender's interest rate", () => {
    expect(comparisonRateFor(8.5, lender)).toBe(9.12)
    expect(advertisedRate(8.5, 9.12, 'en-AU')).toBe('8.5% p.a. (comparison rate 9.12% p.a.)')
    expect(advertisedRate(8.5, 9.12, 'en-NZ')).toBe('8.5% p.a. (comparison rate 9.12% p.a.)')
  })

  it("an estimate at another rate (the site's calculator rate) shows the lenders' comparison rates from the lender data", () => {
    expect(COMPARISON_RATE_RANGE).toEqual({ lowest: 8.38, highest: 19.42 })
    expect(comparisonRateFor(10, lender)).toBeNull()
    expect(comparisonRateFor(8.5, { interestRate: 8.5, comparisonRate: null })).toBeNull()
    expect(comparisonRateFor(8.5, null)).toBeNull()
    expect(advertisedRate(8.5, null, 'en-AU')).toBe('8.5% p.a. (comparison rates 8.38% to 19.42% p.a.)')
    expect(comparisonRateText(null, 'en-NZ')).toBe('8.38% to 19.42% p.a.')
    expect(comparisonRateText(9.12, 'en-AU')).toBe('9.12% p.a.')
  })

  it('US sites quote an APR and no comparison rate', () => {
    expect(advertisedRate(8.5, 9.12, 'en-US')).toBe('8.5% APR')
    expect(advertisedRate(8.5, null, 'en-US')).toBe('8.5% APR')
    expect(comparisonRateText(9.12, 'en-US')).toBeNull()
  })
})

describe('US sites say "down payment", offer no fortnightly term and no balloon unless the lender has one', () => {
  it('"down payment" on en-US, "Deposit" elsewhere', () => {
    expect(depositLabel('en-US')).toBe('Down payment')
    expect(depositLabel('en-AU')).toBe('Deposit')
    expect(depositLabel('en-NZ')).toBe('Deposit')
  })

  it('no fortnightly repayments on en-US', () => {
    expect(repaymentFrequencies('en-US')).toEqual(['weekly', 'monthly'])
    expect(repaymentFrequencies('en-AU')).toEqual(['weekly', 'fortnightly', 'monthly'])
  })

  it("a balloon on en-US only when the car's lender has one; always offered in AU and NZ", () => {
    expect(offersBalloon('en-US', null)).toBe(false)
    expect(offersBalloon('en-US', 0)).toBe(false)
    expect(offersBalloon('en-US', 6000)).toBe(true)
    expect(offersBalloon('en-AU', null)).toBe(true)
    expect(offersBalloon('en-NZ', 0)).toBe(true)
  })

  it('the calculator refuses fortnightly on en-US and names the field in US words', () => {
    const values = { price: '30000', deposit: '40000', term: '5', rate: '8.5', balloon: '0', frequency: 'fortnightly' }
    const read = readCalculator(values, 'en-US')
    expect(read.errors.map((e) => [e.field, e.message])).toEqual([
      ['deposit', 'Down payment must be less than the price ($30,000).'],
      ['frequency', 'Repayments must be weekly or monthly.'],
    ])
  })

  it('where no balloon is offered, a balloon in the query is not worked into the repayment', () => {
    const values = { price: '30000', deposit: '0', term: '5', rate: '8.5', balloon: '9000', frequency: 'monthly' }
    expect(readCalculator(values, 'en-US', null, false).input).toMatchObject({ balloon: 0 })
    expect(readCalculator(values, 'en-US', null, true).input).toMatchObject({ balloon: 9000 })
  })
})
