/**
 * Issue 39.1: a reference a dealer can quote for each lead and each reservation, e.g. 'MET-7KQ4-2XPH'. The site's
 * prefix says whose it is; eight random Crockford base32 characters (40 bits) make it unguessable as a sequence
 * (a running number told a shopper how many leads a dealer gets, and let anyone name the next one).
 */

/** Crockford's base32: no I, L, O or U, so a reference read over the phone cannot be misheard as another. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** Random bytes of the reference; the caller hands in crypto's in production (the domain reads no randomness). */
export const REFERENCE_RANDOM_BYTES = 5

export const REFERENCE_PATTERN = /^[A-Z]{3}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/

/** A slug like 'acme-motors' → 'ACM': the first three letters of the slug, padded with X for a short one. */
export function referencePrefix(slug: string): string {
  const letters = slug.toUpperCase().replace(/[^A-Z]/g, '')
  return letters.slice(0, 3).padEnd(3, 'X')
}

/** The reference from a site slug and five random bytes (40 bits → eight base32 characters). */
export function referenceOf(slug: string, random: Uint8Array): string {
  if (random.length < REFERENCE_RANDOM_BYTES)
    throw new Error(`A reference needs ${REFERENCE_RANDOM_BYTES} random bytes`)
  // 40 bits fit a double exactly; read them big-endian, then write them out five bits at a time.
  let value = 0
  for (let i = 0; i < REFERENCE_RANDOM_BYTES; i++) value = value * 256 + random[i]!
  let code = ''
  for (let i = 0; i < 8; i++) {
    code = CROCKFORD_ALPHABET[value % 32]! + code
    value = Math.floor(value / 32)
  }
  return `${referencePrefix(slug)}-${code.slice(0, 4)}-${code.slice(4)}`
}

/** Whether a value is written as a reference (for a success page's query parameter, never trusted further). */
export function isReference(value: unknown): value is string {
  return typeof value === 'string' && REFERENCE_PATTERN.test(value)
}
