import { afterEach, describe, expect, it, vi } from 'vitest'
import { assertStaffOriginsConfigured, staffCookieSecure, staffCsrfOrigins } from '../../../src/lib/staffOrigins'

describe('staff sessions: Secure cookies in production and a CSRF origin list', () => {
  it('production: the origins of PUBLIC_SERVER_URL and ADMIN_HOSTS, https only; no localhost', () => {
    expect(
      staffCsrfOrigins({
        NODE_ENV: 'production',
        PUBLIC_SERVER_URL: 'https://admin.dealer-platform.example/',
        ADMIN_HOSTS: 'admin.dealer-platform.example, Staff.Example.com',
      }),
    ).toEqual(['https://admin.dealer-platform.example', 'https://staff.example.com'])
    expect(staffCsrfOrigins({ NODE_ENV: 'production', ADMIN_HOSTS: 'admin.example.com' })).toEqual([
      'https://admin.example.com',
    ])
    expect(staffCsrfOrigins({ NODE_ENV: 'production', PUBLIC_SERVER_URL: 'http://admin.example.com:8080/x' })).toEqual([
      'http://admin.example.com:8080',
    ])
    expect(staffCsrfOrigins({ NODE_ENV: 'production', PUBLIC_SERVER_URL: 'https://a.example' })).not.toContain(
      'http://evil.example',
    )
  })

  it('production with INSECURE_COOKIES=1 (plain-HTTP test setups) also lists http:// for ADMIN_HOSTS', () => {
    expect(staffCsrfOrigins({ NODE_ENV: 'production', INSECURE_COOKIES: '1', ADMIN_HOSTS: 'admin.test' })).toEqual([
      'https://admin.test',
      'http://admin.test',
    ])
  })

  it('development: localhost origins on PORT, plus the configured ones', () => {
    expect(staffCsrfOrigins({ NODE_ENV: 'development' })).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000'])
    expect(staffCsrfOrigins({ NODE_ENV: 'development', PORT: '3100', ADMIN_HOSTS: 'admin.localtest.me' })).toEqual([
      'https://admin.localtest.me',
      'http://admin.localtest.me',
      'http://admin.localtest.me:3100',
      'http://localhost:3100',
      'http://127.0.0.1:3100',
    ])
  })

  it('production without PUBLIC_SERVER_URL or ADMIN_HOSTS refuses to start, naming the variables', () => {
    expect(() => assertStaffOriginsConfigured({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_SERVER_URL or ADMIN_HOSTS is required in production/,
    )
    expect(() => assertStaffOriginsConfigured({ NODE_ENV: 'production', ADMIN_HOSTS: ' , ' })).toThrow(/ADMIN_HOSTS/)
    expect(() =>
      assertStaffOriginsConfigured({ NODE_ENV: 'production', ADMIN_HOSTS: 'admin.example.com' }),
    ).not.toThrow()
    // The one-machine start (npm start without DATABASE_URL, the cluster test) serves the admin on localhost.
    expect(() => assertStaffOriginsConfigured({ NODE_ENV: 'production', LOCAL_ADMIN: '1' })).not.toThrow()
    expect(() => assertStaffOriginsConfigured({ NODE_ENV: 'development' })).not.toThrow()
  })

  it('production without the variables: an empty list (Payload checks no origin), for the one-machine start only', () => {
    // The list itself never throws for a missing variable (tests, `next build`).
    expect(staffCsrfOrigins({ NODE_ENV: 'production', PORT: '3260' })).toEqual([])
    expect(() => staffCsrfOrigins({ PUBLIC_SERVER_URL: 'not a url' })).toThrow(/PUBLIC_SERVER_URL is not a URL/)
  })

  it('a loopback admin host is also listed on PORT over http (the security suite: ADMIN_HOSTS=localhost)', () => {
    expect(
      staffCsrfOrigins({ NODE_ENV: 'production', PORT: '3260', ADMIN_HOSTS: 'localhost,admin.example.com' }),
    ).toEqual(['https://localhost', 'http://localhost:3260', 'https://admin.example.com'])
  })

  it('the staff cookie is Secure in production unless INSECURE_COOKIES=1', () => {
    expect(staffCookieSecure({ NODE_ENV: 'production' })).toBe(true)
    expect(staffCookieSecure({ NODE_ENV: 'production', INSECURE_COOKIES: '1' })).toBe(false)
    expect(staffCookieSecure({ NODE_ENV: 'development' })).toBe(false)
  })
})

describe('the Users collection', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('sets the payload-token cookie Secure in production', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.resetModules()
    const { Users } = await import('../../../collections/Users')
    expect(typeof Users.auth === 'object' && Users.auth.cookies?.secure).toBe(true)
  })
})
