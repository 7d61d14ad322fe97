import { describe, expect, it } from 'vitest'
import { repayment, repaymentFrequency } from '@/domain/financeRepayment'
import {
  asksCalculator,
  calculatorAnswer,
  calculatorDefaults,
  calculatorValues,
  readCalculator,
  type CalculatorValues,
} from '@/domain/repaymentCalculator'

const values = (over: Partial<CalculatorValues> = {}): CalculatorValues => ({
  price: '30000',
  deposit: '0',
  term: '5',
  rate: '10',
  balloon: '0',
  frequency: 'weekly',
  ...over,
})

const errorsOf = (v: CalculatorValues, fixedPrice: number | null = null) =>
  readCalculator(v, 'en-AU', fixedPrice).errors.map((e) => [e.field, e.message])

describe('repayment calculator defaults (issue 30.5; spec §9)', () => {
  it('"Default calculator interest rate 10 (8.5 for one dealer group)": the site\'s rate, else 10', () => {
    expect(calculatorDefaults(25990, { frequency: 'weekly' }).rate).toBe('10')
    expect(calculatorDefaults(25990, { calculatorInterestRate: null, frequency: 'weekly' }).rate).toBe('10')
    expect(calculatorDefaults(25990, { calculatorInterestRate: 8.5, frequency: 'weekly' }).rate).toBe('8.5')
  })

  it('"term years (default 5)", "balloon (default 0)", no deposit, the car\'s price', () => {
    expect(calculatorDefaults(25990, { frequency: 'weekly' })).toEqual({
      price: '25990',
      deposit: '0',
      term: '5',
      rate: '10',
      balloon: '0',
      frequency: 'weekly',
    })
  })

  it('repayments are monthly on en-US and weekly on en-AU and en-NZ by default', () => {
    for (const [locale, frequency] of [
      ['en-US', 'monthly'],
      ['en-AU', 'weekly'],
      ['en-NZ', 'weekly'],
    ] as const) {
      expect(calculatorDefaults(25990, { frequency: repaymentFrequency(locale) }).frequency).toBe(frequency)
    }
  })

  it('the query overrides each field it carries; the rest keep their defaults', () => {
    const defaults = calculatorDefaults(25990, { frequency: 'weekly' })
    expect(calculatorValues({ deposit: '5000', term: ['3', '4'], utm_source: 'x' }, defaults)).toEqual({
      ...defaults,
      deposit: '5000',
      term: '3',
    })
  })

  it('a query asks the calculator only with one of its fields (tracking parameters do not)', () => {
    expect(asksCalculator(['deposit'])).toBe(true)
    expect(asksCalculator(['frequency', 'utm_source'])).toBe(true)
    expect(asksCalculator(['utm_source', 'gclid'])).toBe(false)
    expect(asksCalculator([])).toBe(false)
  })
})

describe('repayment calculator answers (issue 30.5: deposit, term, rate, balloon; weekly, fortnightly or monthly)', () => {
  it("untouched, it answers the repayment of its defaults: the card's estimate", () => {
    const read = readCalculator(calculatorDefaults(30000, { frequency: 'weekly' }), 'en-AU')
    expect(read.errors).toEqual([])
    expect(calculatorAnswer(read.input!).repayment).toBe(146.73)
  })

  it('deposit, term, balloon and frequency each change the answer, by the one repayment function', () => {
    const read = readCalculator(
      values({ deposit: '$3,000', term: '4', rate: '8.5', balloon: '9000', frequency: 'fortnightly' }),
      'en-AU',
    )
    const answer = calculatorAnswer(read.input!)
    expect(answer.repayment).toBe(
      repayment({
        price: 30000,
        deposit: 3000,
        termYears: 4,
        interestRate: 8.5,
        balloon: 9000,
        frequency: 'fortnightly',
      }),
    )
    expect(answer).toMatchObject({ frequency: 'fortnightly', payments: 104, amountFinanced: 27000, balloon: 9000 })
    expect(answer.totalRepaid).toBeCloseTo(answer.repayment * 104 + 9000, 2)
  })

  it('at 0% the total repaid is exactly the amount financed', () => {
    const answer = calculatorAnswer(readCalculator(values({ rate: '0', frequency: 'monthly' }), 'en-AU').input!)
    expect(answer.repayment).toBe(500)
    expect(answer.totalRepaid).toBe(30000)
  })

  it('a blank deposit or balloon is none; "%" after the rate is fine', () => {
    const read = readCalculator(values({ deposit: '', balloon: ' ', rate: '10%' }), 'en-AU')
    expect(read.errors).toEqual([])
    expect(read.input).toMatchObject({ deposit: 0, balloon: 0, interestRate: 10 })
  })

  it("on a car page the price is the car's, whatever the query says", () => {
    const read = readCalculator(values({ price: '1' }), 'en-AU', 25990)
    expect(read.input?.price).toBe(25990)
  })
})

describe('repayment calculator validation (a clear message naming the field)', () => {
  it('a deposit at or above the price', () => {
    expect(errorsOf(values({ deposit: '30000' }))).toEqual([
      ['deposit', 'Deposit must be less than the price ($30,000).'],
    ])
    expect(errorsOf(values({ deposit: '40000' }), 25990)).toEqual([
      ['deposit', 'Deposit must be less than the price ($25,990).'],
    ])
  })

  it('negative numbers', () => {
    expect(errorsOf(values({ deposit: '-100' }))).toEqual([['deposit', 'Deposit cannot be negative.']])
    expect(errorsOf(values({ balloon: '-1' }))).toEqual([['balloon', 'Balloon cannot be negative.']])
    expect(errorsOf(values({ rate: '-2' }))).toEqual([['rate', 'Interest rate must be from 0% to 40%.']])
    expect(errorsOf(values({ price: '-30000' }))).toEqual([['price', 'Price must be more than $500.']])
  })

  it('a term out of range, or not whole years', () => {
    for (const term of ['0', '8', '2.5', '', 'five'])
      expect(errorsOf(values({ term }))).toEqual([['term', 'Term must be a whole number of years from 1 to 7.']])
  })

  it('"finance needs price above 500"; not a number; a balloon over half the price or the amount borrowed', () => {
    expect(errorsOf(values({ price: '500' }))).toEqual([['price', 'Price must be more than $500.']])
    expect(errorsOf(values({ price: 'abc' }))).toEqual([['price', 'Price must be an amount in dollars, like 25990.']])
    expect(errorsOf(values({ deposit: '1e4' }))).toEqual([['deposit', 'Deposit must be an amount in dollars.']])
    expect(errorsOf(values({ balloon: '15001' }))).toEqual([['balloon', 'Balloon must be at most $15,000.']])
    expect(errorsOf(values({ deposit: '20000', balloon: '12000' }))).toEqual([
      ['balloon', 'Balloon must be at most $10,000.'],
    ])
    expect(errorsOf(values({ rate: '41' }))).toEqual([['rate', 'Interest rate must be from 0% to 40%.']])
    expect(errorsOf(values({ frequency: 'daily' }))).toEqual([
      ['frequency', 'Repayments must be weekly, fortnightly or monthly.'],
    ])
  })

  it('every wrong field is named at once, and there is no answer', () => {
    const read = readCalculator(values({ deposit: '-1', term: '9', rate: 'x' }), 'en-AU')
    expect(read.input).toBeNull()
    expect(read.errors.map((e) => e.field)).toEqual(['deposit', 'term', 'rate'])
  })
})
