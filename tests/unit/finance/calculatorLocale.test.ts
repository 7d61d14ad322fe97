import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RepaymentCalculator } from '@/components/finance/RepaymentCalculator'
import { calculatorDefaults } from '@/domain/repaymentCalculator'
import type { Locale } from '@/domain/types'

// Issue 39.6 "Rates as the law and the locale want them", in the repayment calculator (car page and finance page).

const render = (
  locale: Locale,
  lender: { interestRate: number; comparisonRate: number; balloon: number } | null = null,
  rate = 8.5,
) =>
  renderToStaticMarkup(
    createElement(RepaymentCalculator, {
      action: '/cars/2021-toyota-corolla-7',
      locale,
      fixedPrice: 25990,
      lender,
      initial: calculatorDefaults(25990, {
        calculatorInterestRate: rate,
        frequency: locale === 'en-US' ? 'monthly' : 'weekly',
      }),
    }),
  )

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')

describe('every advertised rate on AU and NZ sites shows its comparison rate figure beside it: the calculator', () => {
  it("the answer's rate and the rate box carry the comparison rate (the lenders' range for an estimate)", () => {
    const html = text(render('en-AU'))
    expect(html).toContain('at 8.5% p.a. (comparison rates 8.38% to 19.42% p.a.) on $25,990 financed')
    expect(html).toContain('Comparison rate 8.38% to 19.42% p.a.')
    expect(text(render('en-NZ'))).toContain('(comparison rates 8.38% to 19.42% p.a.)')
  })

  it("at the car's lender's rate, the lender's own comparison rate", () => {
    const html = text(render('en-AU', { interestRate: 8.5, comparisonRate: 9.1, balloon: 0 }))
    expect(html).toContain('at 8.5% p.a. (comparison rate 9.1% p.a.)')
  })
})

describe('US sites say "down payment", offer no fortnightly term and no balloon unless the lender has one', () => {
  it('en-US: Down payment, weekly or monthly, no balloon box, an APR with no comparison rate', () => {
    const html = render('en-US')
    expect(text(html)).toContain('Down payment')
    expect(text(html)).not.toMatch(/Deposit|Fortnightly|Balloon|comparison rate/i)
    expect(html).not.toContain('name="balloon"')
    expect(text(html)).toContain('at 8.5% APR')
  })

  it('en-US with a lender that has a balloon: the balloon box is offered', () => {
    expect(render('en-US', { interestRate: 8.5, comparisonRate: 9.1, balloon: 5000 })).toContain('name="balloon"')
  })

  it('en-AU keeps Deposit, Fortnightly and the balloon', () => {
    const html = render('en-AU')
    expect(text(html)).toMatch(/Deposit.*Balloon.*Fortnightly/)
  })
})
