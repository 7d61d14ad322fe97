import { describe, expect, it } from 'vitest'
import { siteKeyFromHost, slugCandidate } from '@/lib/siteHost'

describe('site resolution from the request host', () => {
  it('a dealer domain is its own site key, without the port', () => {
    expect(siteKeyFromHost('Acme-Toyota.example:443')).toBe('acme-toyota.example')
  })

  it('locally a site answers on {slug}.localhost:3000', () => {
    expect(siteKeyFromHost('harbour-toyota.localhost:3000')).toBe('harbour-toyota.localhost')
    expect(slugCandidate('harbour-toyota.localhost')).toBe('harbour-toyota')
  })

  it("the platform's own host is no site", () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'localhost', '', null, undefined])
      expect(siteKeyFromHost(host)).toBeNull()
  })

  it('a bare slug from the /sites/{slug} fallback stays a slug', () => {
    expect(slugCandidate('metro-used-cars')).toBe('metro-used-cars')
  })
})
