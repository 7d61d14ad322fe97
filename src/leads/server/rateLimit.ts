import { consumePoint, type LimitResult } from '@/data/rateLimits'

/** The lead limits (and sign-in codes sent); counted in Postgres by src/data/rateLimits.ts, shared by every server. */
export type RateLimitName = 'submit-ip' | 'submit-phone' | 'lookup-ip' | 'follow-up-ip' | 'sign-in-ip' | 'sign-in-phone'

const num = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback)

/** Points per window; LEAD_RATE_LIMIT_{IP,PHONE,LOOKUP}_POINTS override the defaults. */
export function rateLimitPolicy(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Record<RateLimitName, { points: number; duration: number }> {
  return {
    'submit-ip': { points: num(env.LEAD_RATE_LIMIT_IP_POINTS, 30), duration: 10 * 60 },
    'submit-phone': { points: num(env.LEAD_RATE_LIMIT_PHONE_POINTS, 5), duration: 60 * 60 },
    'lookup-ip': { points: num(env.LEAD_RATE_LIMIT_LOOKUP_POINTS, 30), duration: 10 * 60 },
    'follow-up-ip': { points: num(env.LEAD_RATE_LIMIT_IP_POINTS, 30), duration: 10 * 60 },
    // Sign-in codes sent (issue 7): per number and per IP, counted in Postgres, so a resend cannot reset them.
    'sign-in-phone': { points: num(env.SIGN_IN_CODES_PER_PHONE, 5), duration: 60 * 60 },
    'sign-in-ip': { points: num(env.SIGN_IN_CODES_PER_IP, 20), duration: 60 * 60 },
  }
}

/**
 * Takes one point for `key`. Over the limit → the seconds to wait (for Retry-After). If the counter store
 * itself fails, the request goes through: a broken limiter must not lose a shopper's lead.
 */
export async function consumeRateLimit(name: RateLimitName, key: string): Promise<LimitResult> {
  return consumePoint({ prefix: `lead:${name}`, ...rateLimitPolicy()[name] }, key)
}
