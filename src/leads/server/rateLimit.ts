import { consumePoint, type LimitResult } from '@/data/rateLimits'
import { sendLimits } from '@/domain/sendLimits'
import { environment, type Environment } from '@/config/env'

/**
 * The lead limits; counted in Postgres by src/data/rateLimits.ts, shared by every server. A lead is a message (to
 * the CRM and the dealer's staff), so its limits are the send table's ('lead', 'lead-follow-up' in
 * src/domain/sendLimits.ts); the rego lookup is not a send and has its own.
 */
export type RateLimitName = 'submit-ip' | 'submit-phone' | 'lookup-ip' | 'follow-up-ip'

const num = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback)

/** Points per window; LEAD_RATE_LIMIT_{IP,PHONE,LOOKUP}_POINTS override the defaults. */
export function rateLimitPolicy(
  env: Environment = environment(),
): Record<RateLimitName, { points: number; duration: number }> {
  const table = sendLimits(env)
  const window = (w: { points: number; seconds: number } | undefined) => ({
    points: w?.points ?? 0,
    duration: w?.seconds ?? 60,
  })
  return {
    'submit-ip': window(table.lead.perSender),
    'submit-phone': window(table.lead.perTargetCap),
    'lookup-ip': { points: num(env.LEAD_RATE_LIMIT_LOOKUP_POINTS, 30), duration: 10 * 60 },
    'follow-up-ip': window(table['lead-follow-up'].perSender),
  }
}

/**
 * Takes one point for `key`. Over the limit → the seconds to wait (for Retry-After). If the counter store
 * itself fails, the request goes through: a broken limiter must not lose a shopper's lead.
 */
export async function consumeRateLimit(name: RateLimitName, key: string): Promise<LimitResult> {
  return consumePoint({ prefix: `lead:${name}`, ...rateLimitPolicy()[name] }, key)
}
