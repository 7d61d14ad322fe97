import type { Locale } from './types'

/** Spec (content) §5 Postcode field: required, exactly 4 digits, no thousands separator, maximum length 4. */
export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
export const POSTCODE_MAX_LENGTH = 4
/** Spec §7/§8: geocoding with no results raises 'Invalid postcode'. */
export const GEOCODE_NO_RESULT_MESSAGE = 'Invalid postcode'
/** Exactly four digits (the lead forms' zod schema in src/leads/schemas.ts uses the same pattern). */
export const POSTCODE_PATTERN = /^\d{4}$/

/** en-US: a ZIP code of exactly five digits. */
export const ZIP_CODE_MESSAGE = 'Invalid ZIP code. Please enter a 5-digit number.'
export const ZIP_CODE_PATTERN = /^\d{5}$/
export const ZIP_CODE_MAX_LENGTH = 5

export type PostcodeCheck = { ok: true; postcode: string } | { ok: false; message: string }

/**
 * No zod here: the location selectors on every page use this, and zod belongs only to the form pages' bundles. An
 * en-US site asks for a five-digit ZIP code.
 */
export function checkPostcode(value: unknown, locale?: Locale): PostcodeCheck {
  const postcode = typeof value === 'string' ? value.trim() : ''
  if (locale === 'en-US')
    return ZIP_CODE_PATTERN.test(postcode) ? { ok: true, postcode } : { ok: false, message: ZIP_CODE_MESSAGE }
  return POSTCODE_PATTERN.test(postcode) ? { ok: true, postcode } : { ok: false, message: POSTCODE_MESSAGE }
}
