import { formatNumber } from './numberFormat'
import type { Locale } from './types'

/**
 * How each locale writes its own dollar (AUD, NZD, USD: vehicleFeed.feedCurrency): all three write '$' before the
 * amount (Intl agrees: tests/unit/domain/moneyFormat.test.ts).
 */
const SYMBOL: Record<Locale, string> = { 'en-AU': '$', 'en-NZ': '$', 'en-US': '$' }

/**
 * An amount of the site's money as its locale writes it: '$1,234.56' (cents: true) or '$1,235'. The three locales
 * group by commas with a point before the cents; formatNumber writes that without Intl, which costs a hydrating page
 * its ICU data load (docs/performance.md).
 */
export function formatMoney(amount: number, locale: Locale, options: { cents?: boolean } = {}): string {
  const digits = options.cents ? 2 : 0
  const rounded = options.cents ? Math.round(amount * 100) / 100 : Math.round(amount)
  const sign = rounded < 0 ? '-' : ''
  const number = formatNumber(Math.abs(rounded), { minimumFractionDigits: digits, maximumFractionDigits: digits })
  return `${sign}${SYMBOL[locale] ?? '$'}${number}`
}
