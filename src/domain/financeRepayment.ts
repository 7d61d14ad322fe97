import type { FinanceLender } from './types'

/** Spec §9: term years default 5, balloon default 0, calculator interest rate default 10. */
export const DEFAULT_TERM_YEARS = 5
export const DEFAULT_BALLOON = 0
export const DEFAULT_CALCULATOR_INTEREST_RATE = 10

export type RepaymentFrequency = 'weekly' | 'monthly'

const PERIODS_PER_YEAR: Record<RepaymentFrequency, number> = { weekly: 52, monthly: 12 }

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
  const n = Math.round(termYears * periodsPerYear)
  if (n <= 0) return 0
  const principal = price - deposit
  const r = interestRate / 100 / periodsPerYear
  const payment = r === 0 ? (principal - balloon) / n : ((principal - balloon / (1 + r) ** n) * r) / (1 - (1 + r) ** -n)
  return Math.max(0, Math.round(payment * 100) / 100)
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
