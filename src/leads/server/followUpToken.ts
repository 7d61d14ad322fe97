import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from '@/config/env'

/**
 * Lead ids are sequential, so a follow-up (offer accepted) must carry proof that the caller got this lead_id
 * from its own submission: an HMAC of the id under the platform secret, answered with the lead_id.
 */
export function followUpToken(leadId: number, secret: string | undefined = env('PAYLOAD_SECRET')): string {
  if (!secret) throw new Error('PAYLOAD_SECRET is required for lead follow-up tokens.')
  return createHmac('sha256', secret).update(`lead-follow-up:${leadId}`).digest('base64url')
}

export function isFollowUpToken(leadId: number, token: string, secret?: string): boolean {
  const expected = Buffer.from(followUpToken(leadId, secret))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
