import { describe, expect, it } from 'vitest'
import { listingTitle, SEVEN_SEATER_PRESET } from '@/domain/listingTitle'

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

describe('SEVEN_SEATER_PRESET', () => {
  it("preset search page '7 Seater Cars for Sale' filters on seats=7", () => {
    expect(SEVEN_SEATER_PRESET).toEqual({ title: '7 Seater Cars for Sale', refinements: { seats: ['7'] } })
  })
})
