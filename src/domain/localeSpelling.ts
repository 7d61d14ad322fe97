import { formatNumber } from './numberFormat'
import type { Locale } from './types'

export const DEFAULT_LOCALE: Locale = 'en-AU'
const KM_PER_MILE = 1.609344

/** Word stems the US spells differently: colour → color, personalised → personalized, enquiry → inquiry, enquire → inquire. */
const US_SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/colour/gi, 'color'],
  [/personalis/gi, 'personaliz'],
  [/enquir/gi, 'inquir'],
]

function withCaseOf(source: string, replacement: string): string {
  if (source === source.toUpperCase()) return replacement.toUpperCase()
  if (source[0] === source[0]?.toUpperCase()) return replacement[0]?.toUpperCase() + replacement.slice(1)
  return replacement
}

/**
 * Spec locale: the US uses American spellings (colour to color, personalised to personalized, enquiry to
 * inquiry, enquire to inquire), keeping the case of the original; other locales keep the text. For display
 * text only: paths such as /personalised/finance stay as they are.
 */
export function localeSpelling(text: string, locale: Locale = DEFAULT_LOCALE): string {
  if (locale !== 'en-US') return text
  return US_SPELLINGS.reduce(
    (out, [pattern, american]) => out.replace(pattern, (match) => withCaseOf(match, american)),
    text,
  )
}

export type DistanceUnit = 'km' | 'mi'

/** The US uses miles; kilometres otherwise. */
export function distanceUnit(locale: Locale = DEFAULT_LOCALE): DistanceUnit {
  return locale === 'en-US' ? 'mi' : 'km'
}

/** A distance given in kilometres, in the locale's unit, rounded to whole units. */
export function distanceInLocaleUnit(
  km: number,
  locale: Locale = DEFAULT_LOCALE,
): { value: number; unit: DistanceUnit } {
  const unit = distanceUnit(locale)
  return { value: Math.round(unit === 'mi' ? km / KM_PER_MILE : km), unit }
}

/** '12,345 km' or, for en-US, '7,671 mi'. */
export function formatDistance(km: number, locale: Locale = DEFAULT_LOCALE): string {
  const { value, unit } = distanceInLocaleUnit(km, locale)
  return `${formatNumber(value)} ${unit}`
}
