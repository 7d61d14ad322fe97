import { describe, expect, it } from 'vitest'
import { locationSlug } from '@/domain/locationSlug'
import { slugify } from '@/domain/slugify'

describe('issue 41.4: one slugify', () => {
  it('joins lower-case words by single hyphens and trims them at both ends', () => {
    expect(slugify('Acme Toyota Perth')).toBe('acme-toyota-perth')
    expect(slugify('  --Harbour   Toyota!!  ')).toBe('harbour-toyota')
    expect(slugify('RAV4 2.5L Hybrid')).toBe('rav4-2-5l-hybrid')
  })

  it("reads '&' as 'and' and drops accents rather than the letters they sit on", () => {
    expect(slugify('Coastal Toyota & Sons')).toBe('coastal-toyota-and-sons')
    expect(slugify('Škoda Citroën')).toBe('skoda-citroen')
  })

  it('answers an empty slug for text with no letters or digits', () => {
    expect(slugify('')).toBe('')
    expect(slugify('!!! — ???')).toBe('')
  })

  it('is the rule the location slug is built on', () => {
    expect(locationSlug('Škoda Parramatta Service')).toBe(slugify('Škoda Parramatta'))
  })
})
