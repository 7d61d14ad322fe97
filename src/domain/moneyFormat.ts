import { formatNumber } from './numberFormat'
import type { Locale } from './types'
import { currencySymbol } from './currency'

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
  return `${sign}${currencySymbol(locale)}${number}`
}
