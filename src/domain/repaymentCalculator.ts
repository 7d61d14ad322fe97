import { MAX_BALLOON_SHARE } from './financeQuote'
import { depositLabel, repaymentFrequencies } from './financeLocale'
import {
  defaultCalculatorInput,
  numberOfRepayments,
  repayment,
  type RepaymentFrequency,
  type RepaymentInput,
} from './financeRepayment'
import { formatMoney } from './moneyFormat'
import type { Locale } from './types'

/**
 * Issue 30.5: the repayment calculator of the car page and the finance page. What the shopper typed travels as the
 * query of a plain GET form (it answers without scripts), so each field is a query key and every value a string.
 */
export const CALCULATOR_FIELDS = ['price', 'deposit', 'term', 'rate', 'balloon', 'frequency'] as const
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number]
export type CalculatorValues = Record<CalculatorField, string>

/** Loan terms in whole years; spec §9's default term is 5 years. */
export const CALCULATOR_TERM_YEARS = [1, 2, 3, 4, 5, 6, 7] as const
/** Spec §9: finance needs a price above 500. */
export const MIN_FINANCED_PRICE = 500
export const MAX_CALCULATOR_PRICE = 5_000_000
/** The highest calculator rate a site may set (collections/Sites.ts finance.calculatorInterestRate). */
export const MAX_CALCULATOR_RATE = 40

export const CALCULATOR_LABELS: Record<CalculatorField, string> = {
  price: 'Price',
  deposit: 'Deposit',
  term: 'Term',
  rate: 'Interest rate',
  balloon: 'Balloon',
  frequency: 'Repayments',
}

/** The labels in the locale's words (issue 39.6: the US says 'Down payment'). */
export const calculatorLabels = (locale: Locale): Record<CalculatorField, string> => ({
  ...CALCULATOR_LABELS,
  deposit: depositLabel(locale),
})

export type CalculatorError = { field: CalculatorField; message: string }

export type CalculatorAnswer = {
  repayment: number
  frequency: RepaymentFrequency
  payments: number
  amountFinanced: number
  termYears: number
  interestRate: number
  balloon: number
  /** Every repayment and the balloon. */
  totalRepaid: number
}

/** The calculator as it opens: repaymentFigure's estimate inputs (defaultCalculatorInput), so it agrees with the card. */
export function calculatorDefaults(
  price: number | null,
  settings: { calculatorInterestRate?: number | null; frequency: RepaymentFrequency },
): CalculatorValues {
  const input = defaultCalculatorInput(price ?? 0, settings)
  return {
    price: price === null ? '' : String(price),
    deposit: String(input.deposit),
    term: String(input.termYears),
    rate: String(input.interestRate),
    balloon: String(input.balloon),
    frequency: input.frequency,
  }
}

/** The calculator's values from a page's query: each field the query carries, the default for the rest. */
export function calculatorValues(
  query: Record<string, string | string[] | undefined>,
  defaults: CalculatorValues,
): CalculatorValues {
  const values = { ...defaults }
  for (const field of CALCULATOR_FIELDS) {
    const value = query[field]
    const given = Array.isArray(value) ? value[0] : value
    if (typeof given === 'string') values[field] = given.slice(0, 40)
  }
  return values
}

/** True when a page's query asks the calculator something (the car page then renders per request). */
export const asksCalculator = (keys: Iterable<string>): boolean =>
  [...keys].some((key) => (CALCULATOR_FIELDS as readonly string[]).includes(key))

/** '25,990', '$25990.50', ' 3000 ' → a number; '' → the blank value; anything else → NaN. */
function amount(text: string, blank: number): number {
  const cleaned = text.replace(/[$,\s]/g, '')
  if (cleaned === '') return blank
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN
}

/**
 * Reads the shopper's values: the loan to work out, or what is wrong, each message naming its field. A blank deposit
 * or balloon is none; the car page fixes the price to the car's (`fixedPrice`), so no query can change it there.
 * Where no balloon is offered (`balloonOffered` false: a US car whose lender has none) the balloon is none, whatever
 * the query says; the frequencies are the locale's (no fortnightly in the US).
 */
export function readCalculator(
  values: CalculatorValues,
  locale: Locale,
  fixedPrice: number | null = null,
  balloonOffered = true,
): { input: Required<RepaymentInput>; errors: [] } | { input: null; errors: CalculatorError[] } {
  const money = (value: number) => formatMoney(value, locale)
  const errors: CalculatorError[] = []
  const price = fixedPrice ?? amount(values.price, Number.NaN)
  const deposit = amount(values.deposit, 0)
  const termYears = amount(values.term, Number.NaN)
  const interestRate = amount(values.rate.replace(/%/g, ''), Number.NaN)
  const balloon = balloonOffered ? amount(values.balloon, 0) : 0
  const frequencies = repaymentFrequencies(locale)
  const frequency = frequencies.find((f) => f === values.frequency)
  const deposited = depositLabel(locale)

  const priceOk = Number.isFinite(price) && price > MIN_FINANCED_PRICE && price <= MAX_CALCULATOR_PRICE
  if (Number.isNaN(price)) errors.push({ field: 'price', message: 'Price must be an amount in dollars, like 25990.' })
  else if (price <= MIN_FINANCED_PRICE)
    errors.push({ field: 'price', message: `Price must be more than ${money(MIN_FINANCED_PRICE)}.` })
  else if (price > MAX_CALCULATOR_PRICE)
    errors.push({ field: 'price', message: `Price must be at most ${money(MAX_CALCULATOR_PRICE)}.` })

  if (Number.isNaN(deposit)) errors.push({ field: 'deposit', message: `${deposited} must be an amount in dollars.` })
  else if (deposit < 0) errors.push({ field: 'deposit', message: `${deposited} cannot be negative.` })
  else if (priceOk && deposit >= price)
    errors.push({ field: 'deposit', message: `${deposited} must be less than the price (${money(price)}).` })

  const [shortest, longest] = [CALCULATOR_TERM_YEARS[0], CALCULATOR_TERM_YEARS.at(-1)]
  if (!(CALCULATOR_TERM_YEARS as readonly number[]).includes(termYears))
    errors.push({ field: 'term', message: `Term must be a whole number of years from ${shortest} to ${longest}.` })

  if (Number.isNaN(interestRate) || interestRate < 0 || interestRate > MAX_CALCULATOR_RATE)
    errors.push({ field: 'rate', message: `Interest rate must be from 0% to ${MAX_CALCULATOR_RATE}%.` })

  if (Number.isNaN(balloon)) errors.push({ field: 'balloon', message: 'Balloon must be an amount in dollars.' })
  else if (balloon < 0) errors.push({ field: 'balloon', message: 'Balloon cannot be negative.' })
  else if (priceOk && Number.isFinite(deposit)) {
    // Lenders offer a balloon of at most half the price, and never more than is borrowed.
    const most = Math.max(0, Math.min(Math.floor(price * MAX_BALLOON_SHARE), price - deposit))
    if (balloon > most) errors.push({ field: 'balloon', message: `Balloon must be at most ${money(most)}.` })
  }

  if (!frequency) {
    const names = [...frequencies]
    const last = names.pop()
    errors.push({ field: 'frequency', message: `Repayments must be ${names.join(', ')} or ${last}.` })
  }

  if (errors.length > 0 || !frequency) return { input: null, errors }
  return { input: { price, deposit, termYears, interestRate, balloon, frequency }, errors: [] }
}

/** The repayment of a valid loan (the card's own function, financeRepayment.repayment) and what it adds up to. */
export function calculatorAnswer(input: Required<RepaymentInput>): CalculatorAnswer {
  const each = repayment(input)
  const payments = numberOfRepayments(input.termYears, input.frequency)
  return {
    repayment: each,
    frequency: input.frequency,
    payments,
    amountFinanced: input.price - input.deposit,
    termYears: input.termYears,
    interestRate: input.interestRate,
    balloon: input.balloon,
    totalRepaid: Math.round((each * payments + input.balloon) * 100) / 100,
  }
}
