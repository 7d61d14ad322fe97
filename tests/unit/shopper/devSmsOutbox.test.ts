import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { devSmsOutboxEnabled } from '../../../src/shopper/devOutbox'

// A platform admin is signed in and the local outbox has a live code: the worst case for a production server.
vi.mock('next/headers', () => ({ headers: async () => new Headers() }))
vi.mock('@/data/staff', () => ({ signedInUser: async () => ({ id: 1, roles: ['platform-admin'] }) }))
vi.mock('@/lib/siteRequest', () => ({ siteForApiRequest: vi.fn() }))
vi.mock('@/shopper/sms', () => ({
  outboxMessages: () => [{ to: '+61400000000', body: 'Your code is 123456', at: '2026-01-01T00:00:00.000Z' }],
}))

const { GET } = await import('../../../src/app/(site)/api/dev/sms-outbox/route')

describe('the dev SMS outbox never answers in production', () => {
  beforeEach(() => vi.unstubAllEnvs())
  afterEach(() => vi.unstubAllEnvs())

  it('NODE_ENV=production without Twilio: 404 even for a platform admin, and no code in the answer', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    const response = await GET()
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('123456')
  })

  it('in development a platform admin still reads the local outbox', async () => {
    vi.stubEnv('NODE_ENV', 'development')
    const response = await GET()
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('123456')
  })

  it('the rule: enabled only when NODE_ENV is not production', () => {
    expect(devSmsOutboxEnabled({ NODE_ENV: 'production' })).toBe(false)
    expect(devSmsOutboxEnabled({ NODE_ENV: 'production', TWILIO_ACCOUNT_SID: '' })).toBe(false)
    expect(devSmsOutboxEnabled({ NODE_ENV: 'development' })).toBe(true)
    expect(devSmsOutboxEnabled({ NODE_ENV: 'test' })).toBe(true)
  })
})
