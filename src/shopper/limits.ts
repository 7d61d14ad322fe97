import { consumedPoints, consumePoint, type Counter, type LimitResult, refundPoint } from '@/data/rateLimits'

/**
 * Shopper limits that are not sends (issue 16): wrong sign-in codes per number and client, and reservations per
 * client a day. Codes sent are in the send table (src/domain/sendLimits.ts). Counted with the lead limits (src/data/rateLimits.ts), so
 * every app server shares them; each has its own key prefix.
 */
export type ShopperLimitName = 'sign-in-tries' | 'reserve-ip'

export interface Limit {
  name: ShopperLimitName
  points: number
  /** Seconds. */
  duration: number
}

const counter = ({ name, points, duration }: Limit): Counter => ({ prefix: `shopper:${name}`, points, duration })

/**
 * Takes one point atomically; a limit of no points refuses every request. If the counter store fails the request
 * goes through, as with the lead limits; the per-code try count in the codes table still bounds guessing then.
 */
export async function consumeLimit(limit: Limit, key: string): Promise<LimitResult> {
  if (limit.points <= 0) return { ok: false, retryAfterSeconds: limit.duration }
  return consumePoint(counter(limit), key)
}

/** Gives back a point taken for something that did not happen (a hold that failed, a right code). */
export const refundLimit = (limit: Limit, key: string): Promise<void> => refundPoint(counter(limit), key)

/** Points taken so far in the current window (0 when none, or when the store cannot be read). */
export const usedPoints = (limit: Limit, key: string): Promise<number> => consumedPoints(counter(limit), key)
