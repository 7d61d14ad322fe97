import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { postgresPool } from '@/data/pool'

/** Counters live in Postgres (table created by the leads migration), so every app instance shares them. */
export const RATE_LIMIT_TABLE = 'lead_rate_limits'

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

const limiters = new Map<string, RateLimiterPostgres>()

function limiter(payload: Payload, name: RateLimitName): RateLimiterPostgres {
  const policy = rateLimitPolicy()[name]
  const cacheKey = `${name}:${policy.points}:${policy.duration}`
  let found = limiters.get(cacheKey)
  if (!found) {
    found = new RateLimiterPostgres({
      storeClient: postgresPool(payload, 'Rate limits'),
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      keyPrefix: `lead:${name}`,
      ...policy,
    })
    limiters.set(cacheKey, found)
  }
  return found
}

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

/**
 * Takes one point for `key`. Over the limit → the seconds to wait (for Retry-After). If the counter store
 * itself fails, the request goes through: a broken limiter must not lose a shopper's lead.
 */
export async function consumeRateLimit(payload: Payload, name: RateLimitName, key: string): Promise<RateLimitResult> {
  try {
    await limiter(payload, name).consume(key)
    return { ok: true }
  } catch (error) {
    if (error instanceof RateLimiterRes)
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
    payload.logger.error({ err: error }, `rate limiter ${name} unavailable; letting the request through`)
    return { ok: true }
  }
}
