import { type StaffSendAction, staffSendLimitMessage } from '@/leads/staffSendLimits'
import type { Payload } from 'payload'
import { takeSend } from './sendLimits'

/**
 * Takes one staff send (per user, then per site; 'test-email' and 'send-again' in src/domain/sendLimits.ts). Over
 * either → a 429 with a message and Retry-After; otherwise null.
 */
export async function staffSendLimitResponse(
  payload: Payload,
  action: StaffSendAction,
  userId: number | string,
  siteId: number | string,
): Promise<Response | null> {
  const result = await takeSend(payload, action, { sender: `user:${userId}`, site: siteId })
  if (result.ok) return null
  return Response.json(
    { error: staffSendLimitMessage(action, result.retryAfterSeconds) },
    { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
  )
}
