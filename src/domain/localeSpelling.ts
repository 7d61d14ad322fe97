import { formatNumber } from './numberFormat'
import type { Locale } from './types'

export const DEFAULT_LOCALE: Locale = 'en-AU'
const KM_PER_MILE = 1.609344

/**
 * Words and stems the US says differently: colour → color, personalised → personalized, enquiry → inquiry,
 * enquire → inquire, centre → center, favourite → favorite, organise → organize, authorised → authorized, tyre → tire,
 * licence → license; kilometres →
 * mileage, km → mi (US odometers are stored in miles: only the unit's name changes), postcode → ZIP code, rego →
 * license plate, mobile number → cell phone number, p.a. → APR. Phrases come before the words they contain.
 */
const US_SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/colour/gi, 'color'],
  [/personalis/gi, 'personaliz'],
  [/enquir/gi, 'inquir'],
  [/centre/gi, 'center'],
  [/favourite/gi, 'favorite'],
  [/organis/gi, 'organiz'],
  [/authoris/gi, 'authoriz'],
  [/\btyre/gi, 'tire'],
  [/licence/gi, 'license'],
  [/(?<=\d\s?)(?:kilomet(?:re|er)s?|kms)\b/gi, 'miles'],
  [/\b(?:kilomet(?:re|er)s?|kms)\b/gi, 'mileage'],
  [/\bkm\b/g, 'mi'],
  [/\bpost ?codes\b/gi, 'ZIP codes'],
  [/\bpost ?code\b/gi, 'ZIP code'],
  [/\brego expiry\b/gi, 'registration expiry'],
  [/\bregos\b/gi, 'license plates'],
  [/\brego\b/gi, 'license plate'],
  [/\bmobile (?:phone )?number\b/gi, 'cell phone number'],
  [/(?<![\w.])p\.a\./g, 'APR'],
]

function withCaseOf(source: string, replacement: string): string {
  if (source === source.toUpperCase()) return replacement.toUpperCase()
  if (source[0] === source[0]?.toUpperCase()) return replacement[0]?.toUpperCase() + replacement.slice(1)
  return replacement
}

/** The locale's words and spellings only (US_SPELLINGS), times left as written: for stored content such as the seed's. */
export function localeWords(text: string, locale: Locale = DEFAULT_LOCALE): string {
  if (locale !== 'en-US') return text
  return US_SPELLINGS.reduce(
    (out, [pattern, american]) => out.replace(pattern, (match) => withCaseOf(match, american)),
    text,
  )
}

/**
 * A time of day as '17:30' or '09:00' (not part of a longer number, ratio or date-time, and not one already on the
 * 12-hour clock: '2:00 PM' from src/domain/clock.ts stays as it is, never '2:00am PM').
 */
const TWENTY_FOUR_HOUR_TIME = /(?<![\d:.])([01]?\d|2[0-4]):([0-5]\d)(?![\d:])(?!\s?[aApP]\.?[mM]\b)/g

/** '17:30' → '5:30pm', '09:00' → '9:00am', '12:00' → '12:00pm', '00:00' and '24:00' → '12:00am'. */
export function twelveHourTime(hours: number, minutes: number): string {
  const h = hours % 24
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minutes).padStart(2, '0')}${h < 12 ? 'am' : 'pm'}`
}

/**
 * Spec locale: the US uses American spellings and words (colour to color, personalised to personalized, enquiry to
 * inquiry, enquire to inquire, and the rest of US_SPELLINGS), keeping the case of the original, and the 12-hour
 * clock (issue 26.4: '17:30' reads '5:30pm'); other locales keep the text. For display text only: paths such as
 * /personalised/finance stay as they are.
 */
export function localeSpelling(text: string, locale: Locale = DEFAULT_LOCALE): string {
  if (locale !== 'en-US') return text
  return localeWords(text, locale).replace(TWENTY_FOUR_HOUR_TIME, (_, h: string, m: string) =>
    Number(h) === 24 && m !== '00' ? `${h}:${m}` : twelveHourTime(Number(h), Number(m)),
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
