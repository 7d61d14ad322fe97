import { describe, expect, it } from 'vitest'
import { apiSiteKey, bodySiteOf, namesOtherSite } from '@/lib/siteHost'

const h = (entries: Record<string, string>) => new Headers(entries)

describe("an API call's site: a dealer host names it; the body's site only on the platform host", () => {
  it('on a dealer host the host names the site, whatever the body says', () => {
    expect(apiSiteKey(h({ host: 'harbour-toyota.localhost:3000' }), undefined)).toEqual({
      from: 'host',
      key: 'harbour-toyota.localhost',
    })
    expect(apiSiteKey(h({ host: 'Acme-Toyota.example' }), 'metro-used-cars')).toEqual({
      from: 'host',
      key: 'acme-toyota.example',
    })
  })

  it('a forwarded host (kept by the server only from a trusted proxy) wins over the Host, first entry only', () => {
    expect(apiSiteKey(h({ host: 'app:3000', 'x-forwarded-host': 'acme.example, proxy.internal' }), undefined)).toEqual({
      from: 'host',
      key: 'acme.example',
    })
    expect(apiSiteKey(h({ host: 'acme.example', 'x-forwarded-host': 'localhost:3000' }), 'metro-used-cars')).toEqual({
      from: 'body',
      key: 'metro-used-cars',
    })
  })

  it("on the platform host the body's site names the site, and without one no site is named", () => {
    expect(apiSiteKey(h({ host: 'localhost:3000' }), 'metro-used-cars')).toEqual({
      from: 'body',
      key: 'metro-used-cars',
    })
    expect(apiSiteKey(h({ host: '127.0.0.1:3000' }), undefined)).toEqual({ from: 'none' })
    expect(apiSiteKey(h({ host: 'localhost:3000' }), '')).toEqual({ from: 'none' })
    expect(apiSiteKey(h({}), undefined)).toEqual({ from: 'none' })
  })

  it('a malformed key is passed on as named (the lookup finds no site: 404), never rewritten', () => {
    expect(apiSiteKey(h({ host: 'localhost' }), 'a\u0000b')).toEqual({ from: 'body', key: 'a\u0000b' })
  })

  it("only a string is a body's site", () => {
    expect(bodySiteOf({ site: 'metro-used-cars' })).toBe('metro-used-cars')
    for (const named of [{ site: 42 }, { site: ['x'] }, { site: null }, {}, null, undefined])
      expect(bodySiteOf(named)).toBeUndefined()
  })

  it("on a dealer host the body may repeat the host's site (slug or {slug}.localhost, any case) but not name another", () => {
    expect(namesOtherSite(undefined, 'harbour-toyota')).toBe(false)
    expect(namesOtherSite('', 'harbour-toyota')).toBe(false)
    expect(namesOtherSite('Harbour-Toyota', 'harbour-toyota')).toBe(false)
    expect(namesOtherSite('harbour-toyota.localhost', 'harbour-toyota')).toBe(false)
    expect(namesOtherSite('metro-used-cars', 'harbour-toyota')).toBe(true)
  })
})
