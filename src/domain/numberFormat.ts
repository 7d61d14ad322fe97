export interface NumberFormatOptions {
  minimumFractionDigits?: number
  maximumFractionDigits?: number
}

const GROUPS_OF_THREE = /\B(?=(\d{3})+(?!\d))/g

/** Rounds a plain decimal string ('1234.5678') to at most `max` fraction digits, half away from zero. */
function roundDecimal(plain: string, max: number): { whole: string; fraction: string } {
  const [whole = '0', fraction = ''] = plain.split('.')
  if (fraction.length <= max) return { whole, fraction }
  const kept = whole + fraction.slice(0, max)
  if (Number(fraction[max]) < 5) return { whole, fraction: fraction.slice(0, max) }
  // Add one in the last kept place, carrying leftwards ('0.999' at 2 digits → '1.00').
  const digits = kept.split('').map(Number)
  let i = digits.length - 1
  while (i >= 0 && digits[i] === 9) digits[i--] = 0
  if (i >= 0) digits[i]! += 1
  else digits.unshift(1)
  const all = digits.join('')
  return { whole: all.slice(0, all.length - max) || '0', fraction: all.slice(all.length - max) }
}

/**
 * A number as `toLocaleString('en-AU', options)` writes it (en-NZ and en-US write it the same: commas between
 * groups of three, a point before the fraction, at most 3 fraction digits unless told), without Intl. Why not
 * Intl: a page's first Intl call loads the ICU locale data, 14 to 25 ms of main thread in Chromium (measured,
 * docs/performance.md), and the browser formats prices and kilometres while it hydrates every search and home page.
 */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  const min = options.minimumFractionDigits ?? 0
  const max = Math.max(min, options.maximumFractionDigits ?? Math.max(min, 3))
  const plain = String(Math.abs(value))
  // Infinity, NaN and exponent notation (beyond 1e21 or below 1e-6) are rare enough to leave to Intl.
  if (!/^\d+(\.\d+)?$/.test(plain)) return value.toLocaleString('en-AU', options)
  const rounded = roundDecimal(plain, max)
  const fraction = rounded.fraction.replace(/0+$/, '').padEnd(min, '0')
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  return `${sign}${rounded.whole.replace(GROUPS_OF_THREE, ',')}${fraction ? `.${fraction}` : ''}`
}
