import { describe, expect, it } from 'vitest'
import { itemNouns, listingItemType, listingTitle, SEVEN_SEATER_PRESET } from '@/domain/listingTitle'

describe('listingTitle (spec: search listing titles)', () => {
  it("'Pre-Owned Cars for Sale in {city} {state}' for used", () => {
    expect(listingTitle('used', { city: 'Perth', state: 'WA' })).toBe('Pre-Owned Cars for Sale in Perth WA')
  })

  it("'New, Pre-Owned and Demo Cars for Sale in {city} {state}' for all", () => {
    expect(listingTitle('all', { city: 'Perth', state: 'WA' })).toBe(
      'New, Pre-Owned and Demo Cars for Sale in Perth WA',
    )
  })

  it("uses the dealer's override_city instead of the city", () => {
    expect(listingTitle('used', { city: 'Osborne Park', state: 'WA', override_city: 'Perth' })).toBe(
      'Pre-Owned Cars for Sale in Perth WA',
    )
  })

  it('leaves out a missing place', () => {
    expect(listingTitle('used', {})).toBe('Pre-Owned Cars for Sale')
    expect(listingTitle('all', { state: 'WA' })).toBe('New, Pre-Owned and Demo Cars for Sale in WA')
  })
})

describe('headings and titles follow the filters', () => {
  const perth = { city: 'Perth', state: 'WA' }

  it('/search/toyota says Toyota; a model follows its make', () => {
    expect(listingTitle('all', perth, { makes: ['Toyota'] })).toBe(
      'New, Pre-Owned and Demo Toyota Cars for Sale in Perth WA',
    )
    expect(listingTitle('used', perth, { makes: ['Toyota'], models: ['RAV4'] })).toBe(
      'Pre-Owned Toyota RAV4 Cars for Sale in Perth WA',
    )
    expect(listingTitle('all', perth, { makes: ['Toyota', 'Mazda'] })).toBe(
      'New, Pre-Owned and Demo Toyota and Mazda Cars for Sale in Perth WA',
    )
    // Three or more makes would make a long title: the noun alone.
    expect(listingTitle('all', {}, { makes: ['Toyota', 'Mazda', 'Kia'] })).toBe('New, Pre-Owned and Demo Cars for Sale')
  })

  it('chosen car types name the stock (/search/new-cars says New Cars); all three read as the spec title', () => {
    expect(listingTitle('all', perth, { carTypes: ['new'] })).toBe('New Cars for Sale in Perth WA')
    expect(listingTitle('all', perth, { carTypes: ['demo', 'new'] })).toBe('New and Demo Cars for Sale in Perth WA')
    expect(listingTitle('used', perth, { carTypes: ['used'] })).toBe('Pre-Owned Cars for Sale in Perth WA')
    expect(listingTitle('all', perth, { carTypes: ['used', 'demo', 'new'] })).toBe(
      'New, Pre-Owned and Demo Cars for Sale in Perth WA',
    )
  })

  it('a chosen body names what is listed (/search/suv says SUVs)', () => {
    expect(listingTitle('all', perth, { bodies: ['SUV'] })).toBe('New, Pre-Owned and Demo SUVs for Sale in Perth WA')
    expect(listingTitle('used', {}, { makes: ['Toyota'], bodies: ['Hatch'] })).toBe('Pre-Owned Toyota Hatches for Sale')
  })

  it("a caravan site says caravans, from the item type, not 'Cars'", () => {
    expect(listingTitle('all', perth, { itemType: 'caravan' })).toBe(
      'New, Pre-Owned and Demo Caravans for Sale in Perth WA',
    )
    expect(listingTitle('used', {}, { itemType: 'motorcycle' })).toBe('Pre-Owned Motorcycles for Sale')
    expect(listingTitle('used', {}, { itemType: null })).toBe('Pre-Owned Cars for Sale')
  })

  it('the item type is the one chosen, otherwise the most common in the stock listed', () => {
    expect(listingItemType(['trailer'], { caravan: 40, trailer: 3 })).toBe('trailer')
    expect(listingItemType([], { car: 12, caravan: 40, trailer: 3 })).toBe('caravan')
    expect(listingItemType([], { car: 0 })).toBeNull()
    expect(listingItemType(['car', 'caravan'], { caravan: 40 })).toBeNull()
    expect(listingItemType()).toBeNull()
  })

  it('item nouns: singular and plural, cars when unknown', () => {
    expect(itemNouns('caravan')).toEqual(['caravan', 'caravans'])
    expect(itemNouns('Trailer')).toEqual(['trailer', 'trailers'])
    expect(itemNouns(undefined)).toEqual(['car', 'cars'])
    expect(itemNouns('bus')).toEqual(['bus', 'buses'])
  })
})

describe('SEVEN_SEATER_PRESET', () => {
  it("preset search page '7 Seater Cars for Sale' filters on seats=7", () => {
    expect(SEVEN_SEATER_PRESET).toEqual({ title: '7 Seater Cars for Sale', refinements: { seats: ['7'] } })
  })
})
