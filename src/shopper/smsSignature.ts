import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Environment } from '@/config/env'

/**
 * Twilio's webhook signature (X-Twilio-Signature): HMAC-SHA1 with the account's auth token over the URL Twilio
 * called, followed by every POST parameter as name and value, sorted by name; base64. Twilio's SDK (10+ MB with its
 * REST client) would be installed for this one function, as the payment adapter's Stripe SDK is not: the scheme is
 * documented and pinned by Twilio's own worked example in tests/unit/shopper/smsInbound.test.ts.
 */
export function twilioSignature(secret: string, url: string, params: Iterable<[string, string]>): string {
  const signed = [...params]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .reduce((text, [name, value]) => text + name + value, url)
  return createHmac('sha1', secret).update(signed, 'utf8').digest('base64')
}

export function validTwilioSignature(
  secret: string,
  signature: string | null,
  url: string,
  params: Iterable<[string, string]>,
): boolean {
  if (!signature) return false
  const expected = Buffer.from(twilioSignature(secret, url, params))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * The key replies are signed with: Twilio's auth token when texts go through Twilio; otherwise (the local outbox) a
 * key derived from PAYLOAD_SECRET, so developers and tests can send a signed reply the same way Twilio would, and
 * nobody without the server's secret can.
 */
export function inboundSmsSecret(env: Environment): string | null {
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM) return env.TWILIO_AUTH_TOKEN
  if (!env.PAYLOAD_SECRET) return null
  return createHmac('sha256', env.PAYLOAD_SECRET).update('dealer-platform inbound sms').digest('hex')
}
