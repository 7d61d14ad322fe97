import { type StaffSendAction, staffSendLimitMessage } from '@/leads/staffSendLimits'
import type { Payload } from 'payload'
import { refundSend, takeSend } from './sendLimits'

/**
 * Takes one staff send (per user, then per site; 'test-email' and 'send-again' in src/domain/sendLimits.ts). Over
 * either → a 429 with a message and Retry-After; otherwise null. A send the site's allowance refuses gives the user's
 * point back: the site's other staff using it up must not also use up what this user may send for other sites.
 */
export async function staffSendLimitResponse(
  payload: Payload,
  action: StaffSendAction,
  userId: number | string,
  siteId: number | string,
): Promise<Response | null> {
  const sender = `user:${userId}`
  const result = await takeSend(payload, action, { sender, site: siteId })
  if (result.ok) return null
  if (result.scope === 'site') await refundSend(payload, action, { sender })
  return Response.json(
    { error: staffSendLimitMessage(action, result.retryAfterSeconds) },
    { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
  )
}
