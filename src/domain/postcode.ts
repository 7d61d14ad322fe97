/** Spec (content) §5 Postcode field: required, exactly 4 digits, no thousands separator, maximum length 4. */
export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
export const POSTCODE_MAX_LENGTH = 4
/** Spec §7/§8: geocoding with no results raises 'Invalid postcode'. */
export const GEOCODE_NO_RESULT_MESSAGE = 'Invalid postcode'
/** Exactly four digits (the lead forms' zod schema in src/leads/schemas.ts uses the same pattern). */
export const POSTCODE_PATTERN = /^\d{4}$/

export type PostcodeCheck = { ok: true; postcode: string } | { ok: false; message: string }

/** No zod here: the location selectors on every page use this, and zod belongs only to the form pages' bundles. */
export function checkPostcode(value: unknown): PostcodeCheck {
  const postcode = typeof value === 'string' ? value.trim() : ''
  return POSTCODE_PATTERN.test(postcode) ? { ok: true, postcode } : { ok: false, message: POSTCODE_MESSAGE }
}
