import { repayment } from './financeRepayment'
import { formatPrice } from './priceDisplay'

/** Spec §2: finance for cars that have a vehicle-identification code (NVIC), when the site's mode is on. */
export const PERSONALISED_FINANCE_PATH = '/personalised/finance'

/** Loan terms a shopper may choose, in years; the spec's default term is 5 years (§9). */
export const QUOTE_TERM_YEARS = [1, 2, 3, 4, 5, 6, 7] as const
/** Spec §9: one provider's disclaimer assumes a 10% deposit; the quote form starts there. */
export const QUOTE_DEFAULT_DEPOSIT_SHARE = 0.1
/** A balloon above half the price is not a product lenders offer on a car loan. */
export const MAX_BALLOON_SHARE = 0.5

export interface QuoteInput {
  price: number
  /** The car's lender interest rate, % p.a. */
  interestRate: number
  deposit: number
  termYears: number
  balloon: number
}

export interface Quote {
  amountFinanced: number
  weekly: number
  monthly: number
  interestRate: number
  termYears: number
}

export interface QuoteError {
  field: 'deposit' | 'term_years' | 'balloon'
  message: string
}

/** What is wrong with a quote request, by field (the same rules in the browser and on the server). */
export function quoteErrors(input: Pick<QuoteInput, 'price' | 'deposit' | 'termYears' | 'balloon'>): QuoteError[] {
  const errors: QuoteError[] = []
  if (!Number.isFinite(input.deposit) || input.deposit < 0 || input.deposit >= input.price) {
    errors.push({ field: 'deposit', message: `Enter a deposit below ${formatPrice(input.price)}.` })
  }
  if (!(QUOTE_TERM_YEARS as readonly number[]).includes(input.termYears)) {
    errors.push({
      field: 'term_years',
      message: `Choose a term of ${QUOTE_TERM_YEARS[0]} to ${QUOTE_TERM_YEARS.at(-1)} years.`,
    })
  }
  const maxBalloon = Math.floor(input.price * MAX_BALLOON_SHARE)
  if (
    !Number.isFinite(input.balloon) ||
    input.balloon < 0 ||
    input.balloon > maxBalloon ||
    input.balloon > input.price - input.deposit
  ) {
    errors.push({
      field: 'balloon',
      message: `Enter a balloon from $0 to ${formatPrice(Math.min(maxBalloon, Math.max(0, input.price - input.deposit)))}.`,
    })
  }
  return errors
}

/** Weekly and monthly repayments of a personalised quote at the car's own lender rate. */
export function financeQuote(input: QuoteInput): Quote {
  const { price, interestRate, deposit, termYears, balloon } = input
  const base = { price, interestRate, deposit, termYears, balloon }
  return {
    amountFinanced: Math.max(0, price - deposit),
    weekly: repayment({ ...base, frequency: 'weekly' }),
    monthly: repayment({ ...base, frequency: 'monthly' }),
    interestRate,
    termYears,
  }
}

export interface PersonalisedFinanceContext {
  /** The site's personalised finance mode. */
  personalised: boolean
  /** The car qualifies for finance with the site's provider (isFinanceEligible). */
  eligible: boolean
}

/** Spec §2/§4: the personalised page serves cars with an NVIC that qualify, on sites whose mode is on. */
export function offersPersonalisedFinance(
  car: { has_nvic?: boolean | null },
  context: PersonalisedFinanceContext,
): boolean {
  return context.personalised && context.eligible && car.has_nvic === true
}
