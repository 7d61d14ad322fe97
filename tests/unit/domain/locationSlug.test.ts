import { describe, expect, it } from 'vitest'
import { locationSlug } from '@/domain/locationSlug'
import { slugify } from '@/domain/slugify'

describe('locationSlug (spec: the slug is derived from the location name with a trailing Sales, Service or Parts removed)', () => {
  it('removes a trailing Sales, Service or Parts', () => {
    expect(locationSlug('Acme Toyota Perth Sales')).toBe('acme-toyota-perth')
    expect(locationSlug('Acme Toyota Perth Service')).toBe('acme-toyota-perth')
    expect(locationSlug('Acme Toyota Perth parts')).toBe('acme-toyota-perth')
  })

  it('keeps Sales, Service or Parts when not trailing, and a name that is only the word', () => {
    expect(locationSlug('Sales Centre Osborne Park')).toBe('sales-centre-osborne-park')
    expect(locationSlug('Partsville Motors')).toBe('partsville-motors')
    expect(locationSlug('Service')).toBe('service')
  })
})

describe('slugify', () => {
  it('lower-cases, drops accents and joins words with hyphens', () => {
    expect(slugify('  Citroën & Peugeot  Perth! ')).toBe('citroen-and-peugeot-perth')
    expect(slugify('Mercedes-Benz')).toBe('mercedes-benz')
  })
})
