import { describe, expect, it } from 'vitest'
import { domainProblem, normaliseHost } from '@/lib/hostName'

describe('domains: one normalised form for the unique index and the lookup', () => {
  it('drops scheme, path, port, trailing dot and case', () => {
    for (const raw of [
      'Acme-Toyota.example',
      ' https://acme-toyota.example/ ',
      'acme-toyota.example:443',
      'acme-toyota.example.',
      'HTTP://ACME-TOYOTA.EXAMPLE/path?x=1',
    ]) {
      expect(normaliseHost(raw)).toBe('acme-toyota.example')
    }
  })

  it("refuses what is not another dealer's real domain: .localhost names, IPs, single labels, junk", () => {
    expect(domainProblem('acme-toyota.example')).toBeNull()
    expect(domainProblem('metro-used-cars.localhost')).toMatch(/reserved/)
    expect(domainProblem('localhost')).toMatch(/reserved/)
    expect(domainProblem('127.0.0.1')).toMatch(/IP address/)
    expect(domainProblem('harbour-toyota')).toMatch(/needs a dot/)
    expect(domainProblem('a b.example')).toMatch(/not a host name/)
    expect(domainProblem('-x.example')).toMatch(/not a host name/)
  })
})
