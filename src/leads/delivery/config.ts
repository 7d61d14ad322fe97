import { environment, type Environment } from '@/config/env'

/**
 * Retry policy of lead delivery: by default 10 retries with exponential backoff from 30 s
 * (30 s, 1 min, 2 min … about 8.5 hours in all) before a lead is marked failed for staff.
 */
export const deliveryRetries = (env: Environment = environment()) => ({
  attempts: Math.max(0, Number(env.LEAD_DELIVERY_RETRIES ?? 10)),
  backoff: { type: 'exponential' as const, delay: Math.max(0, Number(env.LEAD_DELIVERY_BACKOFF_MS ?? 30_000)) },
})

/** Sender of lead e-mails; the site's first domain is used when unset. */
export const leadMailFrom = (siteDomain: string | null | undefined, env: Environment = environment()) =>
  env.LEAD_EMAIL_FROM ??
  `leads@${siteDomain && /^[a-z0-9.-]+$/i.test(siteDomain) ? siteDomain : 'dealer-platform.local'}`
