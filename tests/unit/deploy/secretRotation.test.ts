import { createHash } from 'node:crypto'
import { jwtSign } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { isStaffSessionToken } from '@/lib/staffSessionToken'
import { followUpToken, isFollowUpToken } from '@/leads/server/followUpToken'
import { webhookSigningSecret } from '@/leads/delivery/webhook'
import { checkCode, hashCode } from '@/shopper/otp'

/**
 * docs/deployment.md, runbook "Rotate a secret": what a new PAYLOAD_SECRET does to what was made under the old one,
 * so the runbook says it truthfully. Staff sessions end (everyone signs in again), follow-up links of leads sent
 * before stop working, SMS codes in flight fail, and each site's CRM webhook secret changes unless
 * LEAD_WEBHOOK_SECRET is set (then it stays).
 */
const OLD = 'old-payload-secret-0123456789'
const NEW = 'new-payload-secret-9876543210'

/** A staff session as Payload signs it: HS256 under sha256(PAYLOAD_SECRET) cut to 32 hex characters. */
async function staffToken(payloadSecret: string): Promise<string> {
  const secret = createHash('sha256').update(payloadSecret).digest('hex').slice(0, 32)
  const { token } = await jwtSign({
    fieldsToSign: { id: 1, collection: 'users', email: 'ops@example.com' },
    secret,
    tokenExpiration: 7200,
  })
  return token
}

describe('rotating PAYLOAD_SECRET', () => {
  it('ends every staff session signed under the old secret', async () => {
    const token = await staffToken(OLD)
    expect(isStaffSessionToken(token, OLD)).toBe(true)
    expect(isStaffSessionToken(token, NEW)).toBe(false)
    expect(isStaffSessionToken(await staffToken(NEW), NEW)).toBe(true)
  })

  it("voids lead follow-up links and SMS sign-in codes made before; shoppers' sessions are not signed with it", () => {
    expect(isFollowUpToken(42, followUpToken(42, OLD), OLD)).toBe(true)
    expect(isFollowUpToken(42, followUpToken(42, OLD), NEW)).toBe(false)
    const stored = {
      codeHash: hashCode('123456', '+61400000000', OLD),
      expiresAt: new Date(Date.now() + 60_000),
      attempts: 0,
      usedAt: null,
    }
    expect(checkCode(stored, '123456', '+61400000000', OLD, new Date())).toBe('ok')
    expect(checkCode(stored, '123456', '+61400000000', NEW, new Date())).toBe('wrong')
  })

  it("changes each site's CRM webhook secret unless LEAD_WEBHOOK_SECRET is set", () => {
    const siteSecretWith = (payloadSecret: string, leadWebhookSecret: string | undefined) => {
      vi.stubEnv('PAYLOAD_SECRET', payloadSecret)
      vi.stubEnv('LEAD_WEBHOOK_SECRET', leadWebhookSecret)
      return webhookSigningSecret(7)
    }
    try {
      expect(siteSecretWith(OLD, undefined)).not.toBe(siteSecretWith(NEW, undefined))
      expect(siteSecretWith(OLD, 'lead-webhook-secret')).toBe(siteSecretWith(NEW, 'lead-webhook-secret'))
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
