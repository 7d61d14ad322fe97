import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** Issue 7: a 6-digit code, valid 10 minutes, single use, bound to the number; 5 wrong tries end it (issue 16: see signInLimits). */
export const SIGN_IN_CODE = { digits: 6, ttlMs: 10 * 60 * 1000, maxAttempts: 5 } as const
/**
 * Issue 16: wrong codes are counted per code AND per client (number + client address), so a stranger guessing at a
 * number can burn the code they guess at, and lock themselves out of that number, but never the owner:
 *  - a code dies after `maxAttempts` wrong tries in total, from anyone (brute force stays bounded per code);
 *  - a client that made `maxAttempts` tries on a number within `triesWindowSeconds` gets no more tries on it, on any
 *    code, and a resend by that client carries its own tries over to the new code (asking again buys no guesses);
 *  - a resend by another client (the owner) starts a code with no tries used.
 * Codes sent are limited by the send table ('sign-in-code' in src/domain/sendLimits.ts): per client, per number and
 * client, per site, and per number as a growing delay (issue 27.2: a hard total let two addresses lock the owner out
 * for an hour). The delay bounds guessing too: about 30 codes x 5 tries a number a day, whatever the addresses.
 * The per-site ceiling keeps a reserve for known shoppers and delays new clients past a threshold instead of refusing
 * them (issue 38.4: src/domain/signInSiteCeiling.ts).
 */
export function signInLimits() {
  return {
    tries: { name: 'sign-in-tries', points: SIGN_IN_CODE.maxAttempts, duration: 60 * 60 },
  } as const
}

/** Key of the per-number-and-client counters. */
export const phoneClientKey = (phone: string, ip: string) => `${phone}|${ip}`

/**
 * The wrong tries a new code starts with: a resend keeps the tries the requesting client spent on the live code it
 * replaces (never more than that code had), so asking again buys that client nothing; another client's tries stay
 * with the old code.
 */
export function carriedAttempts(
  previous: Pick<StoredCode, 'attempts' | 'usedAt' | 'expiresAt'> | null,
  clientTries: number,
  now: Date,
): number {
  if (!previous || previous.usedAt || previous.expiresAt.getTime() <= now.getTime()) return 0
  return Math.max(0, Math.min(previous.attempts, clientTries))
}

/** How long a signed-in session lasts. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

/** A code from the operating system's secure random source. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE.digits)).padStart(SIGN_IN_CODE.digits, '0')
}

/** Codes are stored only as an HMAC bound to the phone number, so a code for one number never works for another. */
export function hashCode(code: string, phone: string, secret: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex')
}

export interface StoredCode {
  codeHash: string
  expiresAt: Date
  attempts: number
  usedAt: Date | null
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'used' | 'locked' | 'missing'

/** Whether `input` signs the shopper in with the latest code sent to their number (pure: the caller records the outcome). */
export function checkCode(
  stored: StoredCode | null,
  input: string,
  phone: string,
  secret: string,
  now: Date,
): CodeCheck {
  if (!stored) return 'missing'
  if (stored.usedAt) return 'used'
  if (stored.attempts >= SIGN_IN_CODE.maxAttempts) return 'locked'
  if (now.getTime() >= stored.expiresAt.getTime()) return 'expired'
  if (!/^\d{6}$/.test(input.trim())) return 'wrong'
  const given = Buffer.from(hashCode(input.trim(), phone, secret), 'hex')
  const expected = Buffer.from(stored.codeHash, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'wrong'
}

/** An opaque session token for the cookie; only its SHA-256 is stored. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashSessionToken(token) }
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** One reply for every number, known or not, so the answer never tells whether a number has an account. */
export const CODE_SENT_MESSAGE =
  'If this number can receive SMS, a 6-digit code is on its way. It is valid for 10 minutes.'
export const CODE_REJECTED_MESSAGE = 'That code is not right or has expired. Request a new code and try again.'
