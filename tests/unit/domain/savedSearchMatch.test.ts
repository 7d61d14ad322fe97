import { describe, expect, it } from 'vitest'
import { compileSavedSearch, savedSearchName, searchSummary } from '@/domain/savedSearchMatch'
import type { SearchState } from '@/domain/searchUrl'
import { parseFilters, recordMatchesFilter } from '@/search-service/filter'
import { listingFilter, LISTED_FOREVER } from '@/domain/stockListing'

const savedSearchMatchesCar = (state: SearchState, car: Record<string, unknown>) => compileSavedSearch(state).test(car)

const corolla = {
  id: 1,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  name: '2021 Toyota Corolla Ascent Sport',
  car_type: 'used',
  body: 'Hatch',
  colour: 'White',
  price: 24_990,
  km: 41_000,
  year: 2021,
  filtered_features: ['Reversing Camera', 'Cruise Control'],
  site_id: 4,
  dealership_id: 9,
  listed_until: LISTED_FOREVER,
  show_on_dealer_website: true,
}

describe('issue 30.2 "a car is listed that matches a saved search"', () => {
  it('an empty saved search (all cars) matches any car', () => {
    expect(savedSearchMatchesCar({}, corolla)).toBe(true)
  })

  it('values of one filter are ORed, filters are ANDed, compared case-insensitively', () => {
    expect(savedSearchMatchesCar({ refinements: { make: ['Mazda', 'toyota'] } }, corolla)).toBe(true)
    expect(savedSearchMatchesCar({ refinements: { make: ['Toyota'], body: ['SUV'] } }, corolla)).toBe(false)
    expect(savedSearchMatchesCar({ refinements: { make: ['Toyota'], car_type: ['used'] } }, corolla)).toBe(true)
  })

  it('a list attribute matches when any of its values is chosen (features)', () => {
    expect(savedSearchMatchesCar({ refinements: { filtered_features: ['Cruise Control'] } }, corolla)).toBe(true)
    expect(savedSearchMatchesCar({ refinements: { filtered_features: ['Sunroof'] } }, corolla)).toBe(false)
  })

  it('numeric ranges are inclusive at both ends, open ends unbounded', () => {
    expect(savedSearchMatchesCar({ ranges: { price: { max: 24_990 } } }, corolla)).toBe(true)
    expect(savedSearchMatchesCar({ ranges: { price: { max: 24_989 } } }, corolla)).toBe(false)
    expect(savedSearchMatchesCar({ ranges: { year: { min: 2021, max: 2023 } } }, corolla)).toBe(true)
    expect(savedSearchMatchesCar({ ranges: { km: { min: 50_000 } } }, corolla)).toBe(false)
  })

  it('a range on a car without the number does not match (no price is not "under $30,000")', () => {
    expect(savedSearchMatchesCar({ ranges: { price: { max: 30_000 } } }, { ...corolla, price: null })).toBe(false)
  })

  it('every word of the query starts a word of the car (prefix match, as the search does)', () => {
    expect(savedSearchMatchesCar({ query: 'toyota cor' }, corolla)).toBe(true)
    expect(savedSearchMatchesCar({ query: 'white hatch' }, corolla)).toBe(true)
    expect(savedSearchMatchesCar({ query: 'corolla hybrid' }, corolla)).toBe(false)
  })

  it('sort order and page do not change which cars match', () => {
    expect(
      savedSearchMatchesCar({ sortBy: 'cars_price_asc', page: 3, refinements: { make: ['Toyota'] } }, corolla),
    ).toBe(true)
  })

  it('a compiled search names its makes, so callers test only those cars', () => {
    expect(compileSavedSearch({ refinements: { make: ['Toyota', 'Mazda'] } }).makes).toEqual(['toyota', 'mazda'])
    expect(compileSavedSearch({ query: 'corolla' }).makes).toBeNull()
  })
})

describe('issue 30.1 "only the site\'s own stock, through the same secured search binding"', () => {
  const now = new Date('2026-11-28T00:00:00Z')
  const siteFilter = parseFilters(`site_id:4 AND make:Toyota AND ${listingFilter(now)}`)

  it('a car of the site inside its stock filter and listing rule is visible', () => {
    expect(recordMatchesFilter(siteFilter, corolla)).toBe(true)
  })

  it("another site's car, a car outside the stock filter, a sold car past its days and a hidden car are not", () => {
    expect(recordMatchesFilter(siteFilter, { ...corolla, site_id: 5 })).toBe(false)
    expect(recordMatchesFilter(siteFilter, { ...corolla, make: 'Lexus' })).toBe(false)
    expect(recordMatchesFilter(siteFilter, { ...corolla, listed_until: now.getTime() / 1000 - 1 })).toBe(false)
    expect(recordMatchesFilter(siteFilter, { ...corolla, show_on_dealer_website: false })).toBe(false)
  })

  it('OR groups and NOT follow the engine (a shared dealer group, an excluded make)', () => {
    const group = parseFilters('(site_id:4 OR site_id:7) AND NOT make:Lexus AND price > 0')
    expect(recordMatchesFilter(group, { ...corolla, site_id: 7 })).toBe(true)
    expect(recordMatchesFilter(group, { ...corolla, make: 'Lexus' })).toBe(false)
    expect(recordMatchesFilter(group, { ...corolla, price: 0 })).toBe(false)
  })
})

describe('issue 30.1 "names it"', () => {
  it('a saved search is named by the shopper, or after its filters when they give no name', () => {
    expect(savedSearchName('  Family  SUV ', 'x')).toBe('Family SUV')
    expect(
      savedSearchName(
        undefined,
        searchSummary({ refinements: { make: ['Toyota'] }, ranges: { price: { max: 30000 } } }),
      ),
    ).toBe('Toyota, under $30,000')
    expect(savedSearchName('', searchSummary({}))).toBe('All cars')
  })

  it('a name longer than 80 characters or not text is refused', () => {
    expect(savedSearchName('x'.repeat(81), 'x')).toBeNull()
    expect(savedSearchName(42, 'x')).toBeNull()
  })
})
