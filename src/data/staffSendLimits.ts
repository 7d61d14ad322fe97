import { STAFF_SEND_LIMITS, type StaffSendAction, staffSendLimitMessage } from '@/leads/staffSendLimits'
import type { Payload } from 'payload'
import { consumePointWith } from './rateLimitStore'

/**
 * Takes one point of the staff send limits (per user, then per site; src/leads/staffSendLimits.ts). Over either →
 * a 429 with a message and Retry-After; otherwise null.
 */
export async function staffSendLimitResponse(
  payload: Payload,
  action: StaffSendAction,
  userId: number | string,
  siteId: number | string,
): Promise<Response | null> {
  const { perSite, perUser, duration } = STAFF_SEND_LIMITS[action]
  for (const [scope, points, key] of [
    ['user', perUser, String(userId)],
    ['site', perSite, String(siteId)],
  ] as const) {
    const result = await consumePointWith(payload, { prefix: `staff:${action}-${scope}`, points, duration }, key)
    if (!result.ok)
      return Response.json(
        { error: staffSendLimitMessage(action, result.retryAfterSeconds) },
        { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
      )
  }
  return null
}
