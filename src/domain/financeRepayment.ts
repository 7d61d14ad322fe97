import { usableLender } from './financeEligibility'
import { hasRealPrice } from './priceDisplay'
import type { Car, FinanceLender, Locale } from './types'

/** Spec §9: term years default 5, balloon default 0, calculator interest rate default 10. */
export const DEFAULT_TERM_YEARS = 5
export const DEFAULT_BALLOON = 0
export const DEFAULT_CALCULATOR_INTEREST_RATE = 10

export type RepaymentFrequency = 'weekly' | 'fortnightly' | 'monthly'

export const REPAYMENT_FREQUENCIES: readonly RepaymentFrequency[] = ['weekly', 'fortnightly', 'monthly']

const PERIODS_PER_YEAR: Record<RepaymentFrequency, number> = { weekly: 52, fortnightly: 26, monthly: 12 }

/** How many repayments a term of whole years makes at a frequency (5 years weekly: 260). */
export const numberOfRepayments = (termYears: number, frequency: RepaymentFrequency): number =>
  Math.round(termYears * PERIODS_PER_YEAR[frequency])

export interface RepaymentInput {
  price: number
  /** Annual interest rate in percent, e.g. 8.5. */
  interestRate?: number
  termYears?: number
  deposit?: number
  /** Balloon (residual) paid at the end of the term. */
  balloon?: number
  frequency: RepaymentFrequency
}

/**
 * Repayment per period by the standard amortisation formula, with a balloon paid at the end:
 * PMT = (P − B / (1 + r)^n) · r / (1 − (1 + r)^−n), P = price − deposit, r = rate / periods per year,
 * n = term years × periods per year; (P − B) / n when the rate is 0. Rounded to cents; never below 0.
 */
export function repayment(input: RepaymentInput): number {
  const {
    price,
    interestRate = DEFAULT_CALCULATOR_INTEREST_RATE,
    termYears = DEFAULT_TERM_YEARS,
    deposit = 0,
    balloon = DEFAULT_BALLOON,
    frequency,
  } = input
  const periodsPerYear = PERIODS_PER_YEAR[frequency]
  const n = numberOfRepayments(termYears, frequency)
  if (n <= 0) return 0
  const principal = price - deposit
  const r = interestRate / 100 / periodsPerYear
  const payment = r === 0 ? (principal - balloon) / n : ((principal - balloon / (1 + r) ** n) * r) / (1 - (1 + r) ** -n)
  return Math.max(0, Math.round(payment * 100) / 100)
}

/**
 * The repayment calculator as it opens for a car of a site (issue 30.5): the car's price, no deposit, the default term
 * and balloon, the site's calculator rate. The card's and the finance box's estimate is this input's repayment, so the
 * calculator, untouched, shows the same figure as the card.
 */
export function defaultCalculatorInput(
  price: number,
  settings: { calculatorInterestRate?: number | null; frequency: RepaymentFrequency },
): Required<RepaymentInput> {
  return {
    price,
    deposit: 0,
    termYears: DEFAULT_TERM_YEARS,
    balloon: DEFAULT_BALLOON,
    interestRate: settings.calculatorInterestRate ?? DEFAULT_CALCULATOR_INTEREST_RATE,
    frequency: settings.frequency,
  }
}

export interface FinanceBox {
  weeklyPayment: number | null
  interestRate: number | null
  comparisonRate: number | null
  termYears: number
  deposit: number
  balloon: number
}

/** Spec §9 Finance box: weekly price, interest rate, comparison rate, term years (default 5), deposit, balloon (default 0). */
export function financeBox(lender: FinanceLender): FinanceBox {
  const termYears =
    lender.termYears ??
    (typeof lender.termMonths === 'number' && lender.termMonths > 0 ? lender.termMonths / 12 : DEFAULT_TERM_YEARS)
  return {
    weeklyPayment: lender.paymentWeek ?? null,
    interestRate: lender.interestRate ?? null,
    comparisonRate: lender.comparisonRate ?? null,
    termYears,
    deposit: lender.deposit ?? 0,
    balloon: lender.balloon ?? DEFAULT_BALLOON,
  }
}

/** Spec §4: the finance-info modal loads the lender disclaimer from the server only when the car does not carry it. */
export function needsDisclaimerFetch(lender: FinanceLender | null | undefined): boolean {
  return !lender?.disclaimer?.trim()
}

export interface WeeklyFigureSettings {
  /** The site's finance provider (site.finance.provider). */
  provider: string | null | undefined
  /** The site's calculator interest rate (default 10). */
  calculatorInterestRate?: number | null
}

export type WeeklyFigure = { weekly: number; source: 'lender' | 'estimate' }

/**
 * Issue 19.7 "One price everywhere": the one weekly figure of a car, shown the same on its search card and on its car
 * page. The weekly payment of the site's provider's lender (spec §9 Finance box "weekly price") when that lender has
 * usable rates and a weekly payment; otherwise the calculator estimate over the default term (5 years, balloon 0) at
 * the site's calculator interest rate (default 10); null when the car has no real price.
 */
export function weeklyFigure(
  car: Pick<Car, 'price' | 'finance_lenders'>,
  settings: WeeklyFigureSettings,
): WeeklyFigure | null {
  const lender = settings.provider ? usableLender(car, settings.provider) : null
  const lenderWeekly = lender?.paymentWeek
  if (typeof lenderWeekly === 'number' && lenderWeekly > 0) return { weekly: lenderWeekly, source: 'lender' }
  if (!hasRealPrice(car.price)) return null
  return {
    weekly: repayment(defaultCalculatorInput(car.price, { ...settings, frequency: 'weekly' })),
    source: 'estimate',
  }
}

/**
 * Issue 26.4: repayments follow the site: US dealers quote monthly; Australian and New Zealand dealers weekly. The
 * calculator opens at this frequency too (issue 30.5); fortnightly is the shopper's choice there, never a default.
 */
export function repaymentFrequency(locale: Locale | null | undefined): RepaymentFrequency {
  return locale === 'en-US' ? 'monthly' : 'weekly'
}

export type RepaymentFigure = { amount: number; frequency: RepaymentFrequency; source: 'lender' | 'estimate' }

/**
 * The one repayment figure of a car in the site's frequency, shown the same on its search card and its car page
 * (issue 19.7): weekly it is weeklyFigure; monthly it is the provider's lender's monthly payment when it quotes one;
 * otherwise (and always fortnightly: lenders quote no fortnightly payment) the calculator's opening estimate.
 */
export function repaymentFigure(
  car: Pick<Car, 'price' | 'finance_lenders'>,
  settings: WeeklyFigureSettings & { frequency: RepaymentFrequency },
): RepaymentFigure | null {
  const { frequency } = settings
  if (frequency === 'weekly') {
    const weekly = weeklyFigure(car, settings)
    return weekly && { amount: weekly.weekly, frequency, source: weekly.source }
  }
  const lender = frequency === 'monthly' && settings.provider ? usableLender(car, settings.provider) : null
  const lenderMonthly = lender?.paymentMonth
  if (typeof lenderMonthly === 'number' && lenderMonthly > 0)
    return { amount: lenderMonthly, frequency, source: 'lender' }
  if (!hasRealPrice(car.price)) return null
  return { amount: repayment(defaultCalculatorInput(car.price, settings)), frequency, source: 'estimate' }
}

/** The period a repayment is quoted for: 'per week', '/wk'; 'per fortnight', '/fn'; 'per month', '/mo'. */
export const REPAYMENT_PERIOD: Record<RepaymentFrequency, { per: string; short: string; label: string }> = {
  weekly: { per: 'per week', short: '/wk', label: 'Weekly' },
  fortnightly: { per: 'per fortnight', short: '/fn', label: 'Fortnightly' },
  monthly: { per: 'per month', short: '/mo', label: 'Monthly' },
}
