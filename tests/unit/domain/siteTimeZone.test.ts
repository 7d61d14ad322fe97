import { describe, expect, it } from 'vitest'
import { DEFAULT_TIME_ZONE, siteTimeZone } from '@/domain/siteTimeZone'

describe("issue 41.4: one siteTimeZone, the site's time zone or the default", () => {
  it('takes the closest zone given: the location, then the site', () => {
    expect(siteTimeZone('Australia/Perth', 'Australia/Sydney')).toBe('Australia/Perth')
    expect(siteTimeZone(null, 'Australia/Melbourne')).toBe('Australia/Melbourne')
    expect(siteTimeZone(undefined, undefined, 'Pacific/Auckland')).toBe('Pacific/Auckland')
  })

  it('falls back to Sydney when no zone is set, and treats a blank zone as unset', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Australia/Sydney')
    expect(siteTimeZone()).toBe('Australia/Sydney')
    expect(siteTimeZone(null, undefined)).toBe('Australia/Sydney')
    expect(siteTimeZone('', '  ', 'Australia/Brisbane')).toBe('Australia/Brisbane')
    expect(siteTimeZone('')).toBe('Australia/Sydney')
  })

  it('answers a zone Intl accepts', () => {
    for (const zone of [siteTimeZone(), siteTimeZone(' Australia/Adelaide ')]) {
      expect(() => new Intl.DateTimeFormat('en-AU', { timeZone: zone })).not.toThrow()
    }
  })
})
