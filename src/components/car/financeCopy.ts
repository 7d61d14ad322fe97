import { FINANCE_OFFER_DEPOSIT_PERCENT, financeOfferValidUntil } from '@/domain/financeOffer'
import type { Locale } from '@/domain/types'

/** Spec §9 finance copy: the comparison rate is for a 5-year secured loan of $30,000; sample range and offer. */
export const COMPARISON_RATE_LOAN = 30_000
export const COMPARISON_RATE_TERM_YEARS = 5

/** The comparison rate's basis and its warning (credit advertising), word for word wherever a rate is shown. */
export const COMPARISON_RATE_BASIS = 'Comparison rate calculated on a secured loan of $30,000 over a term of 5 years.'
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.'

// The sample repayment is the lender's example, never this car's quote (credit advertising): it says so.
export const FINANCE_COMPARISON_DISCLAIMER = `${COMPARISON_RATE_BASIS} ${COMPARISON_RATE_WARNING} Comparison rates range from 8.38% to 19.42% p.a. and annual percentage rates from 5.86% to 16.69% p.a. Example only, not a quote for this vehicle: a sample loan repays $163.02 per week over 60 months.`

/**
 * The US has no comparison rate: the annual percentage rate (APR) is the rate shown, without the Australian warning;
 * US dealers quote monthly, so the sample is the same loan's monthly repayment (14.68% APR, 60 months).
 */
const APR_BASIS =
  'Annual percentage rate (APR) shown for a secured loan of $30,000 over a term of 5 years, subject to credit approval. Different terms, fees or loan amounts might result in a different APR.'
const FINANCE_APR_DISCLAIMER = `${APR_BASIS} APRs range from 5.86% to 16.69%. Example only, not a quote for this vehicle: a sample loan repays $708.67 per month over 60 months.`

/** The finance disclaimer of a site's locale: the Australian comparison-rate copy, or the APR copy for en-US. */
export const financeComparisonDisclaimer = (locale: Locale) =>
  locale === 'en-US' ? FINANCE_APR_DISCLAIMER : FINANCE_COMPARISON_DISCLAIMER

/**
 * Under the repayment calculator (issue 30.5): the spec's comparison-rate warning, word for word, on Australian and New
 * Zealand sites; the APR basis on en-US, where there is no comparison rate (as financeComparisonDisclaimer).
 */
export const calculatorRateCopy = (locale: Locale) =>
  locale === 'en-US' ? APR_BASIS : `${COMPARISON_RATE_BASIS} ${COMPARISON_RATE_WARNING}`

export const CALCULATOR_ESTIMATE_NOTE =
  'An estimate at the rate shown, not a quote or an offer of credit; it leaves out fees and charges. Subject to lender approval.'

export const FINANCE_ESTIMATE_NOTE =
  'Estimate only, based on the interest rate shown and no deposit. Subject to lender approval.'

/** Spec §9: the example assumes a 10% deposit and is valid one month ahead, dated in the site's locale and zone. */
export function financeOfferValidLine(now: Date, locale: string, timeZone: string): string {
  const until = new Date(`${financeOfferValidUntil(now, timeZone)}T12:00:00Z`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return `The example assumes a ${FINANCE_OFFER_DEPOSIT_PERCENT}% deposit; offer valid until ${until}.`
}

/** The locale's disclaimer (comparison rate, or APR on en-US) with its dated line. */
export function financeComparisonCopy(now: Date, locale: Locale, timeZone: string): string {
  return `${financeComparisonDisclaimer(locale)} ${financeOfferValidLine(now, locale, timeZone)}`
}
