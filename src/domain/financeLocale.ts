import { REPAYMENT_FREQUENCIES, type RepaymentFrequency } from './financeRepayment'
import type { FinanceLender, Locale } from './types'

/**
 * Issue 39.6 "Rates as the law and the locale want them". In Australia and New Zealand an advertised interest rate
 * goes with its comparison rate (spec §9: "Finance box shows weekly price, interest rate, comparison rate"; "Finance
 * estimates use a 5-year secured loan of $30,000 for the comparison rate"); the US quotes an APR, says "down
 * payment", and has no fortnightly repayments or balloon unless the lender offers one.
 */

/**
 * Spec §9 sample disclaimer copy: "comparison rates 8.38% to 19.42%". The lenders' range, shown beside a rate that is
 * an estimate (the site's calculator rate), which no single lender's comparison rate belongs to.
 */
export const COMPARISON_RATE_RANGE = { lowest: 8.38, highest: 19.42 } as const

const usesComparisonRate = (locale: Locale) => locale !== 'en-US'

/**
 * The comparison rate that goes with a rate: the lender's own when the rate shown is that lender's interest rate (its
 * lender data), else null (the lenders' range is shown instead).
 */
export function comparisonRateFor(
  rate: number,
  lender: Pick<FinanceLender, 'interestRate' | 'comparisonRate'> | null | undefined,
): number | null {
  const comparison = lender?.comparisonRate
  return lender?.interestRate === rate && typeof comparison === 'number' && comparison > 0 ? comparison : null
}

/**
 * An advertised rate as the locale writes it: en-AU and en-NZ always with the comparison rate beside it
 * ('8.5% p.a. (comparison rate 9.12% p.a.)', or the lenders' range when the rate is an estimate); en-US as an APR.
 */
export function advertisedRate(rate: number, comparisonRate: number | null, locale: Locale): string {
  if (!usesComparisonRate(locale)) return `${rate}% APR`
  const comparison =
    comparisonRate !== null
      ? `comparison rate ${comparisonRate}% p.a.`
      : `comparison rates ${COMPARISON_RATE_RANGE.lowest}% to ${COMPARISON_RATE_RANGE.highest}% p.a.`
  return `${rate}% p.a. (${comparison})`
}

/** The comparison rate on its own, as a box row or a calculator line shows it; null on en-US (no comparison rate). */
export function comparisonRateText(comparisonRate: number | null, locale: Locale): string | null {
  if (!usesComparisonRate(locale)) return null
  return comparisonRate !== null
    ? `${comparisonRate}% p.a.`
    : `${COMPARISON_RATE_RANGE.lowest}% to ${COMPARISON_RATE_RANGE.highest}% p.a.`
}

/** The money paid up front: 'Deposit' in Australia and New Zealand, 'Down payment' in the US. */
export const depositLabel = (locale: Locale): string => (locale === 'en-US' ? 'Down payment' : 'Deposit')

/** The repayment frequencies a locale offers: US lenders have no fortnightly repayments. */
export function repaymentFrequencies(locale: Locale): readonly RepaymentFrequency[] {
  return locale === 'en-US' ? REPAYMENT_FREQUENCIES.filter((f) => f !== 'fortnightly') : REPAYMENT_FREQUENCIES
}

/**
 * Whether a balloon is offered: always in Australia and New Zealand (balloon default 0, spec §9); in the US only when
 * the car's lender has one.
 */
export function offersBalloon(locale: Locale, lenderBalloon: number | null | undefined): boolean {
  return locale !== 'en-US' || (typeof lenderBalloon === 'number' && lenderBalloon > 0)
}
