import { describe, expect, it } from 'vitest'
import { askBeforeLookUp, askedHost, platformTlsHosts, takeToken, tokenBucket } from '@/lib/tlsAsk'

// Issue 40.2: the front proxy gets a certificate only for a host that is a site's domain or an admin host.
describe('TLS ask: which host a certificate may be issued for', () => {
  const platform = platformTlsHosts({
    PLATFORM_HOST: 'platform.example',
    ADMIN_HOSTS: 'admin.example, Staff.Example ',
    PUBLIC_SERVER_URL: 'https://console.example:8443/admin',
  })

  it("reads the platform's hosts from PLATFORM_HOST, ADMIN_HOSTS and PUBLIC_SERVER_URL", () => {
    expect([...platform].sort()).toEqual(['admin.example', 'console.example', 'platform.example', 'staff.example'])
    expect(platformTlsHosts({})).toEqual(new Set())
    expect(platformTlsHosts({ PUBLIC_SERVER_URL: 'not a url', ADMIN_HOSTS: ',,' })).toEqual(new Set())
  })

  it('allows the platform and admin hosts without a look-up', () => {
    expect(askBeforeLookUp('platform.example', platform)).toBe('allow')
    expect(askBeforeLookUp('admin.example', platform)).toBe('allow')
    expect(askBeforeLookUp('console.example', platform)).toBe('allow')
  })

  it('looks up any name a site could have as its domain, apex and www. alike', () => {
    expect(askBeforeLookUp('harbourtoyota.com.au', platform)).toBe('look-up')
    expect(askBeforeLookUp('www.harbourtoyota.com.au', platform)).toBe('look-up')
    // A sub-domain of an admin host is not the admin host.
    expect(askBeforeLookUp('x.admin.example', platform)).toBe('look-up')
  })

  it('refuses, without a look-up, names no site can have as its domain', () => {
    for (const host of ['localhost', 'acme.localhost', '10.0.0.1', 'intranet'])
      expect(askBeforeLookUp(host, platform), host).toBe('refuse')
  })

  it('reads the asked domain as an SNI name: lower case, no trailing dot', () => {
    expect(askedHost('WWW.HarbourToyota.com.au.')).toEqual({ host: 'www.harbourtoyota.com.au' })
    expect(askedHost(' dealer.example ')).toEqual({ host: 'dealer.example' })
  })

  it('names the domain parameter when it is missing or not a host name (a 400, never a look-up)', () => {
    for (const domain of [null, '', '   '])
      expect(askedHost(domain)).toEqual({ problem: expect.stringMatching(/^domain is required/) })
    for (const domain of [
      'https://dealer.example/',
      'dealer.example:443',
      'dealer.example/path',
      '[::1]',
      'under_score.example',
      '-dash.example',
      'a..b',
      '\u0000.example',
      `${'a'.repeat(63)}.`.repeat(5) + 'example',
      'é.example',
    ])
      expect(askedHost(domain), domain).toEqual({ problem: expect.stringMatching(/^domain is not a host name/) })
  })
})

describe('TLS ask: the look-ups are rate-limited in bounded memory', () => {
  it('allows a burst, then refuses until tokens come back at the refill rate', () => {
    const bucket = tokenBucket(3, 2, 1_000)
    expect([1, 2, 3, 4].map(() => takeToken(bucket, 1_000))).toEqual([true, true, true, false])
    // Half a second at 2 per second: one more.
    expect(takeToken(bucket, 1_500)).toBe(true)
    expect(takeToken(bucket, 1_500)).toBe(false)
    // A long pause refills to the capacity, never above it.
    expect([1, 2, 3, 4].map(() => takeToken(bucket, 60_000))).toEqual([true, true, true, false])
  })

  it('a clock that goes back gives no tokens', () => {
    const bucket = tokenBucket(1, 1, 10_000)
    expect(takeToken(bucket, 10_000)).toBe(true)
    expect(takeToken(bucket, 5_000)).toBe(false)
    expect(takeToken(bucket, 10_500)).toBe(false)
    expect(takeToken(bucket, 11_000)).toBe(true)
  })

  it('one bucket for every host: its state is the same few numbers however many names are asked', () => {
    const bucket = tokenBucket(5, 1, 0)
    for (let i = 0; i < 100_000; i++) takeToken(bucket, 0)
    expect(Object.keys(bucket).sort()).toEqual(['at', 'capacity', 'perSecond', 'tokens'])
  })
})
