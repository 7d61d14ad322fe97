import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { payloadClient } from './payloadClient'
import { postgresPool } from './pool'

/**
 * The rate-limit counters of the lead and shopper limits. They live in Postgres (table created by the leads
 * migration), so every app server shares them; each limit has its own key prefix. The limits themselves (points,
 * windows) are policy: src/leads/server/rateLimit.ts and src/shopper/limits.ts.
 */
const RATE_LIMIT_TABLE = 'lead_rate_limits'

/** One limit's counter: its key prefix ('lead:submit-ip', 'shopper:sign-in-tries'), points and window (seconds). */
export interface Counter {
  prefix: string
  points: number
  duration: number
}

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

// Points can differ per site (reservations), so a limiter is kept per prefix, points and window.
const limiters = new Map<string, RateLimiterPostgres>()

function limiter(payload: Payload, { prefix, points, duration }: Counter): RateLimiterPostgres {
  const cacheKey = `${prefix}:${points}:${duration}`
  let found = limiters.get(cacheKey)
  if (!found) {
    found = new RateLimiterPostgres({
      storeClient: postgresPool(payload, 'Rate limits'),
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      keyPrefix: prefix,
      points,
      duration,
    })
    limiters.set(cacheKey, found)
  }
  return found
}

/**
 * Takes one point for `key` atomically (parallel requests each take their own). Over the limit → the seconds to
 * wait (for Retry-After). If the counter store itself fails, the request goes through: a broken limiter must not
 * lose a shopper's lead.
 */
export async function consumePoint(counter: Counter, key: string): Promise<LimitResult> {
  const payload = await payloadClient()
  try {
    await limiter(payload, counter).consume(key)
    return { ok: true }
  } catch (error) {
    if (error instanceof RateLimiterRes)
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
    payload.logger.error({ err: error }, `rate limiter ${counter.prefix} unavailable; letting the request through`)
    return { ok: true }
  }
}

/** Gives back a point taken for something that did not happen (a hold that failed, a right code). */
export async function refundPoint(counter: Counter, key: string): Promise<void> {
  const payload = await payloadClient()
  try {
    await limiter(payload, counter).reward(key, 1)
  } catch (error) {
    payload.logger.error({ err: error }, `rate limiter ${counter.prefix} unavailable; point not given back`)
  }
}

/** Points taken so far in the current window (0 when none, or when the store cannot be read). */
export async function consumedPoints(counter: Counter, key: string): Promise<number> {
  const payload = await payloadClient()
  try {
    return (await limiter(payload, counter).get(key))?.consumedPoints ?? 0
  } catch {
    return 0
  }
}
