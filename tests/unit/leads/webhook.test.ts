import { describe, expect, it } from 'vitest'
import {
  checkWebhookUrl,
  PermanentDeliveryError,
  postLeadWebhook,
  signWebhook,
  verifyWebhook,
  webhookSigningSecret,
} from '../../../src/leads/delivery/webhook'

describe('webhook signing', () => {
  it('signs "{timestamp}.{body}" with HMAC-SHA256 and verifies within five minutes', () => {
    const signature = signWebhook('{"a":1}', 'secret', 1_700_000_000)
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(verifyWebhook('{"a":1}', 'secret', '1700000000', signature, 1_700_000_100_000)).toBe(true)
    expect(verifyWebhook('{"a":2}', 'secret', '1700000000', signature, 1_700_000_100_000)).toBe(false)
    expect(verifyWebhook('{"a":1}', 'secret', '1700000000', signature, 1_700_001_000_000)).toBe(false)
  })

  it('gives each site its own secret', () => {
    expect(webhookSigningSecret(1, 'base')).not.toBe(webhookSigningSecret(2, 'base'))
    expect(webhookSigningSecret(1, 'base')).toBe(webhookSigningSecret(1, 'base'))
  })

  it('only sends to https (http, and private addresses, only for hosts in OUTBOUND_ALLOWED_HOSTS)', () => {
    expect(checkWebhookUrl('https://crm.example/leads', {}).hostname).toBe('crm.example')
    expect(checkWebhookUrl('http://127.0.0.1:9000/x', { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1,localhost' }).port).toBe(
      '9000',
    )
    expect(() => checkWebhookUrl('http://127.0.0.1:9000/x', { NODE_ENV: 'test' })).toThrow(PermanentDeliveryError)
    expect(() => checkWebhookUrl('http://crm.example/x', {})).toThrow('https')
    expect(() => checkWebhookUrl('not a url', {})).toThrow(PermanentDeliveryError)
  })

  it('posts signed JSON with an idempotency key; non-2xx is an error to retry', async () => {
    const calls: { url: string; init: RequestInit }[] = []
    const fake = (status: number) =>
      (async (url: URL | RequestInfo, init?: RequestInit) => {
        calls.push({ url: String(url), init: init! })
        return new Response('{}', { status })
      }) as typeof fetch
    await postLeadWebhook({
      url: 'https://crm.example/leads',
      body: '{"lead_id":5}',
      secret: 's',
      leadId: 5,
      event: 'lead.created',
      round: 1,
      fetchImpl: fake(202),
      now: () => 1_700_000_000_000,
    })
    const headers = calls[0]!.init.headers as Record<string, string>
    expect(headers['Idempotency-Key']).toBe('lead-5-round-1')
    expect(headers['X-Lead-Signature']).toBe(signWebhook('{"lead_id":5}', 's', 1_700_000_000))
    expect(headers['Content-Type']).toBe('application/json')
    await expect(
      postLeadWebhook({
        url: 'https://crm.example/leads',
        body: '{}',
        secret: 's',
        leadId: 5,
        event: 'lead.created',
        round: 1,
        fetchImpl: fake(500),
      }),
    ).rejects.toThrow('HTTP 500')
  })
})
