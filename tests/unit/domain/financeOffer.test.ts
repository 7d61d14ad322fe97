import { describe, expect, it } from 'vitest'
import { financeOfferValidUntil } from '@/domain/financeOffer'
import {
  FINANCE_COMPARISON_DISCLAIMER,
  financeComparisonCopy,
  financeOfferValidLine,
} from '@/components/car/financeCopy'

describe("spec §9: one provider's disclaimer assumes a 10% deposit, with the offer valid one month ahead", () => {
  it('valid until today plus one month, today taken in the site time zone', () => {
    expect(financeOfferValidUntil(new Date('2026-11-25T04:00:00Z'), 'Australia/Sydney')).toBe('2026-12-25')
    // 20:00 UTC on 30 November is already 1 December in Sydney.
    expect(financeOfferValidUntil(new Date('2026-11-30T20:00:00Z'), 'Australia/Sydney')).toBe('2027-01-01')
    expect(financeOfferValidUntil(new Date('2026-11-30T20:00:00Z'), 'America/Chicago')).toBe('2026-12-30')
  })

  it('a month-end date is kept inside the next month; December rolls into January', () => {
    expect(financeOfferValidUntil(new Date('2027-01-31T01:00:00Z'), 'UTC')).toBe('2027-02-28')
    expect(financeOfferValidUntil(new Date('2028-01-31T01:00:00Z'), 'UTC')).toBe('2028-02-29')
    expect(financeOfferValidUntil(new Date('2026-12-15T01:00:00Z'), 'UTC')).toBe('2027-01-15')
  })

  it("the dated line is written in the site's locale and follows the comparison copy", () => {
    const now = new Date('2026-11-25T04:00:00Z')
    expect(financeOfferValidLine(now, 'en-AU', 'Australia/Sydney')).toBe(
      'The example assumes a 10% deposit; offer valid until 25 December 2026.',
    )
    expect(financeOfferValidLine(now, 'en-US', 'America/Chicago')).toBe(
      'The example assumes a 10% deposit; offer valid until December 24, 2026.',
    )
    expect(financeComparisonCopy(now, 'en-AU', 'Australia/Sydney')).toBe(
      `${FINANCE_COMPARISON_DISCLAIMER} The example assumes a 10% deposit; offer valid until 25 December 2026.`,
    )
  })

  it("the sample '$163.02 per week' is labelled as an example, not this car's quote", () => {
    expect(FINANCE_COMPARISON_DISCLAIMER).toContain('Example only, not a quote for this vehicle')
    expect(FINANCE_COMPARISON_DISCLAIMER).not.toMatch(/Sample offer: \$163\.02/)
  })
})
