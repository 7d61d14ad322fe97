import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { postgresPool } from '@/data/pool'
import { RATE_LIMIT_TABLE } from '@/leads/server/rateLimit'

/**
 * Shopper limits that are not lead limits (issue 16): wrong sign-in codes per number and client, sign-in codes per
 * number in total, and reservations per client a day. Counted in the same Postgres table as the lead limits, so every
 * app server shares them; each has its own key prefix. Points can differ per site (reservations), so a limiter is
 * kept per name, points and window.
 */
export type ShopperLimitName = 'sign-in-tries' | 'sign-in-phone-total' | 'reserve-ip'

const limiters = new Map<string, RateLimiterPostgres>()

function limiter(payload: Payload, name: ShopperLimitName, points: number, duration: number): RateLimiterPostgres {
  const cacheKey = `${name}:${points}:${duration}`
  let found = limiters.get(cacheKey)
  if (!found) {
    found = new RateLimiterPostgres({
      storeClient: postgresPool(payload, 'Rate limits'),
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      keyPrefix: `shopper:${name}`,
      points,
      duration,
    })
    limiters.set(cacheKey, found)
  }
  return found
}

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export interface Limit {
  name: ShopperLimitName
  points: number
  /** Seconds. */
  duration: number
}

/**
 * Takes one point atomically (parallel requests each take their own). Over the limit → the seconds to wait. If the
 * counter store fails the request goes through, as with the lead limits; the per-code try count in the codes table
 * still bounds guessing then.
 */
export async function consumeLimit(payload: Payload, limit: Limit, key: string): Promise<LimitResult> {
  if (limit.points <= 0) return { ok: false, retryAfterSeconds: limit.duration }
  try {
    await limiter(payload, limit.name, limit.points, limit.duration).consume(key)
    return { ok: true }
  } catch (error) {
    if (error instanceof RateLimiterRes)
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
    payload.logger.error({ err: error }, `rate limiter ${limit.name} unavailable; letting the request through`)
    return { ok: true }
  }
}

/** Gives back a point taken for something that did not happen (a hold that failed, a right code). */
export async function refundLimit(payload: Payload, limit: Limit, key: string): Promise<void> {
  try {
    await limiter(payload, limit.name, limit.points, limit.duration).reward(key, 1)
  } catch (error) {
    payload.logger.error({ err: error }, `rate limiter ${limit.name} unavailable; point not given back`)
  }
}

/** Points taken so far in the current window (0 when none, or when the store cannot be read). */
export async function usedPoints(payload: Payload, limit: Limit, key: string): Promise<number> {
  try {
    return (await limiter(payload, limit.name, limit.points, limit.duration).get(key))?.consumedPoints ?? 0
  } catch {
    return 0
  }
}
