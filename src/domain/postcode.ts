import { z } from 'zod'

/** Spec (content) §5 Postcode field: required, exactly 4 digits, no thousands separator, maximum length 4. */
export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
export const POSTCODE_MAX_LENGTH = 4
/** Spec §7/§8: geocoding with no results raises 'Invalid postcode'. */
export const GEOCODE_NO_RESULT_MESSAGE = 'Invalid postcode'

export const postcodeSchema = z
  .string({ error: POSTCODE_MESSAGE })
  .trim()
  .regex(/^\d{4}$/, { error: POSTCODE_MESSAGE })

export type PostcodeCheck = { ok: true; postcode: string } | { ok: false; message: string }

export function checkPostcode(value: unknown): PostcodeCheck {
  const result = postcodeSchema.safeParse(value)
  return result.success ? { ok: true, postcode: result.data } : { ok: false, message: POSTCODE_MESSAGE }
}
