import { describe, expect, it } from 'vitest'
import { clientIp } from '../../../src/lib/requestGuards'
import { CLIENT_IP_HEADER, clientAddress, setClientAddress, trustedProxies } from '../../../src/server/clientAddress'

const none = trustedProxies(undefined)

describe('client address: X-Forwarded-For is believed only from TRUSTED_PROXIES', () => {
  it('with no trusted proxies (the default) the socket address is the client, whatever the header says', () => {
    expect(clientAddress('198.51.100.7', '1.2.3.4', none)).toBe('198.51.100.7')
    expect(clientAddress('198.51.100.7', '1.2.3.4, 5.6.7.8', none)).toBe('198.51.100.7')
    expect(clientAddress('127.0.0.1', '10.9.1.1', trustedProxies(''))).toBe('127.0.0.1')
  })

  it('from a trusted proxy, the right-most entry that is not a trusted proxy is the client; entries further left are never reached', () => {
    const trust = trustedProxies('10.0.0.0/8')
    expect(clientAddress('10.0.0.2', '203.0.113.9', trust)).toBe('203.0.113.9')
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.9', trust)).toBe('203.0.113.9')
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.9, 10.1.2.3', trust)).toBe('203.0.113.9')
  })

  it('a header from an untrusted socket is ignored even when a proxy list is configured', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.9', trustedProxies('10.0.0.0/8'))).toBe('198.51.100.7')
  })

  it('accepts proxy-addr names and comma lists with spaces', () => {
    const trust = trustedProxies('loopback, 192.0.2.10')
    expect(clientAddress('127.0.0.1', '203.0.113.9', trust)).toBe('203.0.113.9')
    expect(clientAddress('::1', '203.0.113.9', trust)).toBe('203.0.113.9')
    expect(clientAddress('192.0.2.10', '203.0.113.9', trust)).toBe('203.0.113.9')
  })

  it('an IPv4 client on a dual-stack socket is one key (::ffff: dropped)', () => {
    expect(clientAddress('::ffff:198.51.100.7', undefined, none)).toBe('198.51.100.7')
    expect(clientAddress('2001:db8::1', undefined, none)).toBe('2001:db8::1')
  })

  it('no socket address → unknown', () => {
    expect(clientAddress(undefined, '1.2.3.4', none)).toBe('unknown')
  })

  it('a TRUSTED_PROXIES entry that is not an address refuses to start', () => {
    expect(() => trustedProxies('proxy.example.com')).toThrow(/TRUSTED_PROXIES/)
  })
})

describe('client address: the server replaces every claimed address with its own header', () => {
  it('drops X-Forwarded-For, X-Real-IP, Forwarded and a client-sent x-client-ip, and the app reads only the result', () => {
    const headers: Record<string, string | string[] | undefined> = {
      host: 'a.localhost',
      'x-forwarded-for': '1.1.1.1',
      'x-real-ip': '2.2.2.2',
      forwarded: 'for=3.3.3.3',
      [CLIENT_IP_HEADER]: '4.4.4.4',
    }
    expect(setClientAddress(headers, '198.51.100.7', none)).toBe('198.51.100.7')
    expect(headers).toEqual({
      host: 'a.localhost',
      'x-forwarded-for': '198.51.100.7',
      [CLIENT_IP_HEADER]: '198.51.100.7',
    })
    expect(clientIp(new Headers(headers as Record<string, string>))).toBe('198.51.100.7')
  })

  it('clientIp reads x-client-ip only: a forwarded header alone is unknown', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.9' }))).toBe('unknown')
    expect(clientIp(new Headers({ 'x-real-ip': '203.0.113.9' }))).toBe('unknown')
    expect(clientIp(new Headers({ [CLIENT_IP_HEADER]: '203.0.113.9' }))).toBe('203.0.113.9')
  })
})

describe('client address: forwarded host and scheme', () => {
  it('X-Forwarded-Host and -Proto from a client are dropped; from a trusted proxy they stay', () => {
    const spoofed: Record<string, string> = {
      'x-forwarded-host': 'metro-used-cars.localhost',
      'x-forwarded-proto': 'https',
    }
    setClientAddress(spoofed, '203.0.113.9', trustedProxies(undefined))
    expect(spoofed['x-forwarded-host']).toBeUndefined()
    expect(spoofed['x-forwarded-proto']).toBeUndefined()
    const proxied: Record<string, string> = {
      'x-forwarded-host': 'harbour-toyota.example',
      'x-forwarded-for': '198.51.100.4',
    }
    setClientAddress(proxied, '10.0.0.2', trustedProxies('10.0.0.0/8'))
    expect(proxied['x-forwarded-host']).toBe('harbour-toyota.example')
    expect(proxied['x-client-ip']).toBe('198.51.100.4')
  })
})
