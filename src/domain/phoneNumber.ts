import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js'
import type { Locale } from './types'

export type PhoneCountry = 'AU' | 'NZ' | 'US'

const COUNTRY_BY_LOCALE: Record<Locale, PhoneCountry> = { 'en-AU': 'AU', 'en-NZ': 'NZ', 'en-US': 'US' }

export function phoneCountryForLocale(locale: Locale): PhoneCountry {
  return COUNTRY_BY_LOCALE[locale]
}

export interface NormalisedPhone {
  /** '+61412345678' */
  e164: string
  /** '0412 345 678' */
  national: string
  country: string
  /** 'tel:+61412345678' ('tel:1300123456' for Australian 13, 1300 and 1800 numbers) */
  href: string
}

/**
 * A valid AU, NZ or US number in E.164 and national form; numbers without a country code are read in
 * `defaultCountry`. Null when the number is not valid.
 */
export function normalisePhone(
  raw: string | null | undefined,
  defaultCountry: PhoneCountry = 'AU',
): NormalisedPhone | null {
  if (!raw?.trim()) return null
  const parsed = parsePhoneNumberFromString(raw.trim(), defaultCountry as CountryCode)
  if (!parsed || !parsed.isValid()) return null
  const country = parsed.country ?? defaultCountry
  // Australian 13, 1300 and 1800 numbers cannot be dialled in international form.
  const localOnly = country === 'AU' && /^1[38]/.test(parsed.nationalNumber)
  return {
    e164: parsed.number,
    national: parsed.formatNational(),
    country,
    href: `tel:${localOnly ? parsed.nationalNumber : parsed.number}`,
  }
}

/** A tel: link for a dealer number; falls back to the digits (and a leading +) when the number does not parse. */
export function telHref(raw: string, defaultCountry: PhoneCountry = 'AU'): string {
  const phone = normalisePhone(raw, defaultCountry)
  if (phone) return phone.href
  return `tel:${raw.trim().replace(/(?!^\+)[^\d]/g, '')}`
}
