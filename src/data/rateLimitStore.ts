import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
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

export function limiter(payload: Payload, { prefix, points, duration }: Counter): RateLimiterPostgres {
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
 * Takes one point for `key` with the given Payload (for callers inside a Payload request, which cannot import the
 * Payload client without an import cycle). Over the limit → the seconds to wait; a failing store lets it through.
 */
export async function consumePointWith(payload: Payload, counter: Counter, key: string): Promise<LimitResult> {
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
