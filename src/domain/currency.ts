import type { Locale } from './types'

/**
 * Each site locale's money: its ISO 4217 code (feeds, ADF leads, JSON-LD, Stripe amounts in the admin) and the symbol
 * its pages write before an amount (all three write '$'; Intl agrees: tests/unit/domain/moneyFormat.test.ts). The one
 * currency table (issue 41.4: the vehicle feed, the ADF lead and the money format each had a copy).
 */
export const CURRENCIES: Record<Locale, { code: string; symbol: string }> = {
  'en-AU': { code: 'AUD', symbol: '$' },
  'en-NZ': { code: 'NZD', symbol: '$' },
  'en-US': { code: 'USD', symbol: '$' },
}

/** The default site's money, for a missing or unknown locale. */
const FALLBACK = CURRENCIES['en-AU']

const currencyOf = (locale: string | null | undefined) =>
  (locale && Object.hasOwn(CURRENCIES, locale) ? CURRENCIES[locale as Locale] : undefined) ?? FALLBACK

/** The currency code of a site's locale: en-NZ → 'NZD'; AUD for a missing or unknown locale. */
export function currencyCode(locale: string | null | undefined): string {
  return currencyOf(locale).code
}

/** The symbol a site's locale writes before an amount ('$'). */
export function currencySymbol(locale: string | null | undefined): string {
  return currencyOf(locale).symbol
}
