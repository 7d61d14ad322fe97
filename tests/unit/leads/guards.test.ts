import { describe, expect, it } from 'vitest'
import { overallDeliveryStatus } from '../../../src/leads/delivery/status'
import { clientIp, isSameOrigin } from '../../../src/lib/requestGuards'
import { followUpToken, isFollowUpToken } from '../../../src/leads/server/followUpToken'

const h = (entries: Record<string, string>) => new Headers(entries)

describe('same-origin check', () => {
  it('accepts the Origin of this host (port included), and a forwarded host', () => {
    expect(
      isSameOrigin(h({ host: 'harbour-toyota.localhost:3000', origin: 'http://harbour-toyota.localhost:3000' })),
    ).toBe(true)
    expect(
      isSameOrigin(h({ host: 'app:3000', 'x-forwarded-host': 'acme.example', origin: 'https://acme.example' })),
    ).toBe(true)
  })

  it('refuses other origins, null origins and requests with no evidence', () => {
    expect(isSameOrigin(h({ host: 'a.localhost:3000', origin: 'http://b.localhost:3000' }))).toBe(false)
    expect(isSameOrigin(h({ host: 'a.localhost:3000', origin: 'null', 'sec-fetch-site': 'cross-site' }))).toBe(false)
    expect(isSameOrigin(h({ host: 'a.localhost:3000' }))).toBe(false)
    expect(isSameOrigin(h({ host: 'a.localhost:3000', 'sec-fetch-site': 'same-origin' }))).toBe(true)
    expect(isSameOrigin(h({ host: 'a.localhost:3000', referer: 'http://a.localhost:3000/enquire' }))).toBe(true)
  })
})

describe('client address for rate limits', () => {
  it("uses only the x-client-ip the server set (X-Forwarded-For and X-Real-IP are the client's claims)", () => {
    expect(clientIp(h({ 'x-client-ip': '203.0.113.9', 'x-forwarded-for': '1.1.1.1' }))).toBe('203.0.113.9')
    expect(clientIp(h({ 'x-forwarded-for': '1.1.1.1, 203.0.113.9' }))).toBe('unknown')
    expect(clientIp(h({ 'x-real-ip': '203.0.113.7' }))).toBe('unknown')
    expect(clientIp(h({}))).toBe('unknown')
  })
})

describe('follow-up tokens', () => {
  it('prove the caller got this lead_id', () => {
    const token = followUpToken(12, 'secret')
    expect(isFollowUpToken(12, token, 'secret')).toBe(true)
    expect(isFollowUpToken(13, token, 'secret')).toBe(false)
    expect(isFollowUpToken(12, token, 'other')).toBe(false)
    expect(isFollowUpToken(12, 'short', 'secret')).toBe(false)
  })
})

describe('overall delivery status', () => {
  it.each([
    [['delivered', 'not-configured'], 'delivered'],
    [['not-configured', 'not-configured'], 'not-configured'],
    [['retrying', 'delivered'], 'retrying'],
    [['failed', 'retrying'], 'failed'],
    [['pending', 'delivered'], 'pending'],
  ] as const)('%o → %s', (channels, expected) => {
    expect(overallDeliveryStatus([...channels])).toBe(expected)
  })
})
