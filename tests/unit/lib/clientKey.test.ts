import { describe, expect, it } from 'vitest'
import { clientKey } from '../../../src/lib/clientKey'
import { clientIp } from '../../../src/lib/requestGuards'

describe('IPv6 clients are limited by their /64 (issue 27.6)', () => {
  it('keeps an IPv4 address whole', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9')
    expect(clientKey('203.0.113.10')).toBe('203.0.113.10')
  })

  it('cuts an IPv6 address to its /64: every address in one /64 is one client', () => {
    const keys = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:0db8:0001:0002:abcd::9'].map(clientKey)
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']))
  })

  it('two /64s are two clients', () => {
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'))
  })

  it('an IPv4-mapped IPv6 address is the IPv4 client it names', () => {
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(clientKey('::ffff:c633:6407')).toBe('198.51.100.7')
  })

  it('brackets and zone ids do not make another key', () => {
    expect(clientKey('[2001:db8:1:2::5]')).toBe('2001:db8:1:2::/64')
    expect(clientKey('fe80::1%eth0')).toBe('fe80::/64')
  })

  it('what is not an address stays as it is', () => {
    expect(clientKey('unknown')).toBe('unknown')
  })

  it('clientIp, which every per-client limit keys on, gives the /64', () => {
    expect(clientIp(new Headers({ 'x-client-ip': '2001:db8:1:2::77' }))).toBe('2001:db8:1:2::/64')
    expect(clientIp(new Headers({ 'x-client-ip': '198.51.100.7' }))).toBe('198.51.100.7')
    expect(clientIp(new Headers())).toBe('unknown')
  })
})
