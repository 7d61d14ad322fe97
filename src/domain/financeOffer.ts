/**
 * Spec §9: one provider's disclaimer assumes a 10% deposit, with the offer valid one month ahead.
 * The date the offer is valid until: today in the site's time zone plus one calendar month (31 January → the last
 * day of February), as an ISO date (YYYY-MM-DD).
 */
export const FINANCE_OFFER_DEPOSIT_PERCENT = 10

export function financeOfferValidUntil(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, number>>(
      (acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }),
      {},
    )
  const year = parts.year! + (parts.month === 12 ? 1 : 0)
  const month = parts.month === 12 ? 1 : parts.month! + 1
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const day = Math.min(parts.day!, lastDay)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
