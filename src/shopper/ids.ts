import { z } from 'zod'

/** The largest id a Postgres `integer` column holds; one more was a 500 (issue 16). */
export const MAX_ID = 2_147_483_647

/**
 * A record id from a shopper's request: an integer 1..2147483647, sent as a JSON number or as a string of digits
 * only. Everything else is refused rather than coerced: `true` (Number(true) reserved car 1), `"0x10"`, `"1e3"`,
 * `" 7"`, `[1]`, `1.5`, `-1`, `0`, 2147483648.
 */
export const positiveId = z
  .union([
    z.number().int(),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(1).max(MAX_ID))

/** The id, or null when `value` is not one (the caller answers 400 naming the field). */
export function parsePositiveId(value: unknown): number | null {
  const parsed = positiveId.safeParse(value)
  return parsed.success ? parsed.data : null
}
