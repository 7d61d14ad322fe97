import { describe, expect, it } from 'vitest'
import {
  financeBox,
  needsDisclaimerFetch,
  numberOfRepayments,
  repayment,
  repaymentFigure,
  repaymentFrequency,
  weeklyFigure,
} from '@/domain/financeRepayment'

describe('repayment (standard amortisation; spec §9 term years default 5, balloon default 0, calculator rate default 10)', () => {
  it('monthly repayment of $30,000 at 10% over 5 years is $637.41', () => {
    expect(repayment({ price: 30000, interestRate: 10, termYears: 5, frequency: 'monthly' })).toBe(637.41)
  })

  it('weekly repayment of $30,000 at 10% over 5 years is $146.73', () => {
    expect(repayment({ price: 30000, interestRate: 10, termYears: 5, frequency: 'weekly' })).toBe(146.73)
  })

  it('term years default 5, balloon default 0 and interest rate default 10', () => {
    expect(repayment({ price: 30000, frequency: 'monthly' })).toBe(637.41)
  })

  it('a shorter term raises the repayment', () => {
    expect(repayment({ price: 30000, interestRate: 10, termYears: 3, frequency: 'monthly' })).toBe(968.02)
  })

  it('the deposit is taken off the price and the balloon is paid at the end', () => {
    expect(
      repayment({ price: 30000, deposit: 3000, balloon: 9000, interestRate: 8.5, termYears: 5, frequency: 'weekly' }),
    ).toBe(99.75)
  })

  it('at 0% the repayment is (price − deposit − balloon) / number of payments', () => {
    expect(
      repayment({ price: 30000, deposit: 4000, balloon: 2000, interestRate: 0, termYears: 5, frequency: 'monthly' }),
    ).toBe(400)
  })

  it('fortnightly: 26 repayments a year; $30,000 at 10% over 5 years is $293.68 a fortnight (issue 30.5)', () => {
    expect(repayment({ price: 30000, interestRate: 10, termYears: 5, frequency: 'fortnightly' })).toBe(293.68)
    expect(numberOfRepayments(5, 'fortnightly')).toBe(130)
    // Between the weekly and the monthly repayment, as half a month's worth of weeks.
    const weekly = repayment({ price: 30000, frequency: 'weekly' })
    const monthly = repayment({ price: 30000, frequency: 'monthly' })
    expect(293.68).toBeGreaterThan(weekly * 2 - 1)
    expect(293.68).toBeLessThan(monthly / 2)
  })

  it('fortnightly with a deposit and a balloon: $30,000 less $3,000 at 8.5% with a $9,000 balloon is $199.61', () => {
    expect(
      repayment({
        price: 30000,
        deposit: 3000,
        balloon: 9000,
        interestRate: 8.5,
        termYears: 5,
        frequency: 'fortnightly',
      }),
    ).toBe(199.61)
  })

  it('a balloon lowers the repayment by less than the balloon spread over the term (it accrues interest)', () => {
    const without = repayment({ price: 30000, frequency: 'monthly' })
    const withBalloon = repayment({ price: 30000, balloon: 10000, frequency: 'monthly' })
    expect(withBalloon).toBe(508.27)
    expect(without - withBalloon).toBeLessThan(10000 / 60)
  })

  it('at 0% fortnightly the repayment is (price − deposit − balloon) / 130', () => {
    expect(
      repayment({
        price: 30000,
        deposit: 4000,
        balloon: 2000,
        interestRate: 0,
        termYears: 5,
        frequency: 'fortnightly',
      }),
    ).toBe(184.62)
  })

  it('never goes below 0 and is 0 for a 0-year term', () => {
    expect(repayment({ price: 1000, deposit: 2000, frequency: 'monthly' })).toBe(0)
    expect(repayment({ price: 30000, termYears: 0, frequency: 'monthly' })).toBe(0)
  })
})

describe('financeBox (spec §9 Finance box: weekly price, interest rate, comparison rate, term years (default 5), deposit, balloon (default 0))', () => {
  it('takes the lender values', () => {
    expect(
      financeBox({
        paymentWeek: 163.02,
        interestRate: 8.38,
        comparisonRate: 9.5,
        termYears: 4,
        deposit: 3000,
        balloon: 1000,
      }),
    ).toEqual({
      weeklyPayment: 163.02,
      interestRate: 8.38,
      comparisonRate: 9.5,
      termYears: 4,
      deposit: 3000,
      balloon: 1000,
    })
  })

  it('term years default 5 and balloon default 0', () => {
    const box = financeBox({ paymentWeek: 100, interestRate: 8, comparisonRate: 9 })
    expect(box.termYears).toBe(5)
    expect(box.balloon).toBe(0)
    expect(box.deposit).toBe(0)
  })

  it('reads the term from termMonths when termYears is missing', () => {
    expect(financeBox({ termMonths: 60 }).termYears).toBe(5)
    expect(financeBox({ termMonths: 36 }).termYears).toBe(3)
  })
})

describe('needsDisclaimerFetch (spec §4)', () => {
  it('loads the lender disclaimer from the server only when the car does not already carry it', () => {
    expect(needsDisclaimerFetch({ disclaimer: 'Comparison rates 8.38% to 19.42%' })).toBe(false)
    expect(needsDisclaimerFetch({ disclaimer: '' })).toBe(true)
    expect(needsDisclaimerFetch(null)).toBe(true)
  })
})

describe('weeklyFigure (issue 19.7 "One price everywhere": one calculation, shown the same everywhere)', () => {
  const car = {
    price: 25990,
    finance_lenders: {
      provider_a: { interestRate: 8.5, comparisonRate: 9.1, paymentWeek: 156 },
      provider_b: { interestRate: 6.5, comparisonRate: 7.1, paymentWeek: 103 },
    },
  }

  it("the site's provider's lender weekly payment, not the lowest of all lenders", () => {
    expect(weeklyFigure(car, { provider: 'provider_a' })).toEqual({ weekly: 156, source: 'lender' })
    expect(weeklyFigure(car, { provider: 'provider_b' })).toEqual({ weekly: 103, source: 'lender' })
  })

  it('without a usable lender of that provider, the calculator estimate at the site rate (default 10) over 5 years', () => {
    expect(weeklyFigure({ price: 30000 }, { provider: 'provider_a' })).toEqual({ weekly: 146.73, source: 'estimate' })
    expect(
      weeklyFigure(
        { price: 30000, finance_lenders: { provider_a: { interestRate: null } } },
        { provider: 'provider_a' },
      ),
    ).toEqual({ weekly: 146.73, source: 'estimate' })
    expect(weeklyFigure({ price: 30000 }, { provider: null, calculatorInterestRate: 0 })?.weekly).toBe(
      repayment({ price: 30000, interestRate: 0, frequency: 'weekly' }),
    )
  })

  it('no figure for a car without a real price', () => {
    expect(weeklyFigure({ price: 0 }, { provider: null })).toBeNull()
  })
})

describe('Repayments follow the site (issue 26.4: monthly on en-US; US dealers quote monthly)', () => {
  const car = {
    price: 25990,
    finance_lenders: { provider_a: { interestRate: 8.5, comparisonRate: 9.1, paymentWeek: 156, paymentMonth: 676 } },
  }

  it('en-US quotes monthly, en-AU and en-NZ weekly', () => {
    expect(repaymentFrequency('en-US')).toBe('monthly')
    expect(repaymentFrequency('en-AU')).toBe('weekly')
    expect(repaymentFrequency('en-NZ')).toBe('weekly')
  })

  it("monthly: the provider's lender's monthly payment, else the calculator's monthly estimate at the site rate", () => {
    expect(repaymentFigure(car, { provider: 'provider_a', frequency: 'monthly' })).toEqual({
      amount: 676,
      frequency: 'monthly',
      source: 'lender',
    })
    expect(repaymentFigure({ price: 30000 }, { provider: 'provider_a', frequency: 'monthly' })).toEqual({
      amount: repayment({ price: 30000, frequency: 'monthly' }),
      frequency: 'monthly',
      source: 'estimate',
    })
    expect(repaymentFigure({ price: 5 }, { provider: null, frequency: 'monthly' })).toBeNull()
  })

  it('fortnightly is always the calculator estimate (lenders quote no fortnightly payment)', () => {
    expect(repaymentFigure(car, { provider: 'provider_a', frequency: 'fortnightly' })).toEqual({
      amount: repayment({ price: 25990, frequency: 'fortnightly' }),
      frequency: 'fortnightly',
      source: 'estimate',
    })
  })

  it('weekly is the weekly figure, unchanged', () => {
    expect(repaymentFigure(car, { provider: 'provider_a', frequency: 'weekly' })).toEqual({
      amount: 156,
      frequency: 'weekly',
      source: 'lender',
    })
  })
})
