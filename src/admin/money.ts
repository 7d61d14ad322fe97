import { currencyCode } from '@/domain/currency'

/** The site's currency code from its locale (en-AU → AUD). */
export const siteCurrency = (locale: string | null | undefined): string => currencyCode(locale)

/** An amount stored in cents, written in dollars in the site's currency: 20000 → "$200.00 AUD". */
export function centsInDollars(cents: number, locale: string | null | undefined): string {
  const currency = siteCurrency(locale)
  const amount = new Intl.NumberFormat(locale ?? 'en-AU', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100)
  return `${amount} ${currency}`
}
