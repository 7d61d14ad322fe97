import { describe, expect, it } from 'vitest'
import { groupTag, sharedTag, siteGroupsTag, siteIdOf, siteKeys, siteKeyTag, siteTag } from '@/cache/cacheTags'

describe('cache tags: reads are tagged per site and collection; a change revalidates exactly those tags', () => {
  it('names the site and the collection', () => {
    expect(siteTag(7, 'offers')).toBe('site:7:offers')
    expect(siteTag(7, 'locations')).not.toBe(siteTag(8, 'locations'))
    expect(sharedTag('complaint-authorities')).toBe('shared:complaint-authorities')
  })

  it("a site's keys are its slug, {slug}.localhost and its domains", () => {
    expect(siteKeys({ slug: 'harbour-toyota', domains: [{ domain: 'Harbour-Toyota.example' }] })).toEqual([
      'harbour-toyota',
      'harbour-toyota.localhost',
      'harbour-toyota.example',
    ])
    expect(siteKeyTag('Harbour-Toyota.example')).toBe('site-key:harbour-toyota.example')
    expect(siteKeys(null)).toEqual([])
  })

  it('reads the site of a document whether populated or not', () => {
    expect(siteIdOf({ site: 3 })).toBe(3)
    expect(siteIdOf({ site: { id: 4 } })).toBe(4)
    expect(siteIdOf({ site: null })).toBeNull()
  })

  it("a group's layer has one tag per group and collection, apart from any member site's own", () => {
    expect(groupTag(4, 'offers')).toBe('group:4:offers')
    expect(groupTag(4, 'offers')).not.toBe(siteTag(4, 'offers'))
    expect(groupTag(4, 'promo-tiles')).not.toBe(groupTag(5, 'promo-tiles'))
    expect(siteGroupsTag(7)).toBe('site:7:groups')
  })
})
