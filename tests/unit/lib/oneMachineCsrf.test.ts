import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { oneMachineForeignOrigin, withoutStaffCookie } from '@/lib/staffOrigins'

// The proxy reads the site tables only for dealer hosts; these requests go to the platform host.
vi.mock('@/data/siteDomains', () => ({ isSiteDomain: async () => false, isKnownSiteKey: async () => true }))

/**
 * Issue 38.6: "the one-machine `npm start` has no CSRF origin list at all, so a cookie-authenticated write from any
 * Origin, a dealer's `{slug}.localhost` page included, renamed the platform admin (200)". The one-machine server
 * (LOCAL_ADMIN=1, no PUBLIC_SERVER_URL or ADMIN_HOSTS) now has `http://localhost:PORT` as its list, enforced in the
 * proxy: a staff cookie sent from any other origin does not reach Payload.
 */
const ONE_MACHINE = { NODE_ENV: 'production', LOCAL_ADMIN: '1', PORT: '3000' } as const
const headers = (values: Record<string, string>) => new Headers(values)

describe('the one-machine server has a CSRF origin list (http://localhost:PORT)', () => {
  it("a dealer host's page, another site or a cross-site request is a foreign origin; the admin's own is not", () => {
    expect(oneMachineForeignOrigin(headers({ origin: 'http://harbour-toyota.localhost:3000' }), ONE_MACHINE)).toBe(
      'http://harbour-toyota.localhost:3000',
    )
    expect(oneMachineForeignOrigin(headers({ origin: 'http://evil.example' }), ONE_MACHINE)).toBe('http://evil.example')
    expect(oneMachineForeignOrigin(headers({ 'sec-fetch-site': 'cross-site' }), ONE_MACHINE)).not.toBeNull()
    expect(oneMachineForeignOrigin(headers({ origin: 'http://localhost:3000' }), ONE_MACHINE)).toBeNull()
    expect(oneMachineForeignOrigin(headers({ origin: 'http://127.0.0.1:3000' }), ONE_MACHINE)).toBeNull()
    expect(oneMachineForeignOrigin(headers({ origin: 'http://localhost:4000' }), ONE_MACHINE)).toBe(
      'http://localhost:4000',
    )
    // Scripts and test clients send neither header: they keep their cookie, as with Payload's list off.
    expect(oneMachineForeignOrigin(headers({}), ONE_MACHINE)).toBeNull()
  })

  it("where Payload's own list is on (production with origins, development), the proxy leaves it to Payload", () => {
    const production = { NODE_ENV: 'production', PUBLIC_SERVER_URL: 'https://admin.example.com' } as const
    expect(oneMachineForeignOrigin(headers({ origin: 'http://evil.example' }), production)).toBeNull()
    expect(oneMachineForeignOrigin(headers({ origin: 'http://evil.example' }), { NODE_ENV: 'development' })).toBeNull()
  })

  it('only the staff cookie is dropped', () => {
    expect(withoutStaffCookie('a=1; payload-token=abc; shopper=2')).toBe('a=1; shopper=2')
    expect(withoutStaffCookie('payload-token=abc')).toBe('')
  })
})

describe('attack: a cookie-authenticated PATCH from a dealer host page on the one-machine server', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('reaches Payload without the staff cookie; the same request from the admin keeps it', async () => {
    for (const [name, value] of Object.entries(ONE_MACHINE)) vi.stubEnv(name, value)
    vi.stubEnv('PUBLIC_SERVER_URL', '')
    vi.stubEnv('ADMIN_HOSTS', '')
    const { proxy } = await import('@/proxy')
    const patch = (origin: string) =>
      proxy(
        new NextRequest('http://localhost:3000/api/users/1', {
          method: 'PATCH',
          headers: { host: 'localhost:3000', origin, cookie: 'payload-token=staff-session; other=1' },
        }),
      )
    const attack = await patch('http://harbour-toyota.localhost:3000')
    expect(attack.headers.get('x-middleware-request-cookie')).toBe('other=1')
    const own = await patch('http://localhost:3000')
    expect(own.headers.get('x-middleware-request-cookie')).toBeNull()
  })
})
