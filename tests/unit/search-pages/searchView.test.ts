import { describe, expect, it } from 'vitest'
import {
  activeFilterChips,
  countText,
  currentUrl,
  describeSearch,
  emptyResultsText,
  filtersSet,
  searchItemNouns,
  searchListingTitle,
  firstPage,
  paginationPages,
  resultKey,
  withoutChip,
} from '@/components/search/searchView'
import type { CarSearchSettings } from '@/components/search/carSearchSettings'
import { searchStateFromUrl } from '@/domain/searchUrl'

const settings = {
  sortOptions: [
    { key: 'relevant', label: 'Most relevant', indexName: 'cars' },
    { key: 'price_asc', label: 'Lowest price', indexName: 'cars_price_asc' },
  ],
  hitsPerPage: 21,
} as unknown as CarSearchSettings

describe('search page view rules', () => {
  it('the result cache key holds the offset, query, sort and filters, whatever their order', () => {
    const a = resultKey(
      { page: 2, query: 'hybrid', refinements: { body: ['SUV', 'Hatch'], make: ['Toyota'] } },
      settings,
    )
    const b = resultKey(
      { page: 2, query: 'hybrid', refinements: { make: ['Toyota'], body: ['Hatch', 'SUV'] } },
      settings,
    )
    expect(a).toBe(b)
    expect(resultKey({ page: 1 }, settings)).not.toBe(resultKey({ page: 2 }, settings))
    expect(resultKey({ sortBy: 'price_asc' }, settings)).not.toBe(resultKey({}, settings))
    expect(resultKey({ ranges: { price: { min: 5000 } } }, settings)).toContain('5000:')
  })

  it('the browser URL keeps commas between values and drops the site prefix', () => {
    expect(currentUrl('/sites/harbour/search', '?body=SUV,Hatch&query=a%20b', '/sites/harbour')).toBe(
      '/search?body=SUV,Hatch&query=a%20b',
    )
    expect(currentUrl('/search', '', '')).toBe('/search')
  })

  it('a comma inside a value stays part of it: the price bracket $0 - $10,000 is one value, not two', () => {
    const url = currentUrl('/search', '?price_range=%240%20-%20%2410%2C000,%2410%2C000%20-%20%2420%2C000', '')
    expect(searchStateFromUrl(url).refinements?.price_range).toEqual(['$0 - $10,000', '$10,000 - $20,000'])
  })

  it('a recent search is labelled by its query, values and ranges, or All cars', () => {
    expect(describeSearch({})).toBe('All cars')
    expect(describeSearch({ query: 'hybrid', refinements: { make: ['Toyota'] }, ranges: { km: { max: 80000 } } })).toBe(
      'hybrid, Toyota, Kilometres :80000',
    )
  })

  it('every refinement value and every range is a chip, and removing one keeps the rest on page 1', () => {
    const state = { page: 3, refinements: { body: ['SUV', 'Hatch'] }, ranges: { price: { min: 1000, max: 2000 } } }
    const chips = activeFilterChips(state)
    expect(chips.map((c) => c.label)).toEqual(['SUV', 'Hatch', 'Price 1000:2000'])
    expect(withoutChip(state, chips[0]!)).toEqual({
      refinements: { body: ['Hatch'] },
      ranges: { price: { min: 1000, max: 2000 } },
    })
    expect(withoutChip(state, chips[2]!)).toEqual({ refinements: { body: ['SUV', 'Hatch'] }, ranges: {} })
  })

  it('pagination links the first, the last and two pages either side of the current one', () => {
    expect(paginationPages(1, 1)).toEqual([1])
    expect(paginationPages(5, 20)).toEqual([1, 3, 4, 5, 6, 7, 20])
    expect(paginationPages(1, 4)).toEqual([1, 2, 3, 4])
  })

  it('a new query, sort or filter starts on page 1', () => {
    expect(firstPage({ page: 4, query: 'x' })).toEqual({ query: 'x' })
  })

  it('the count says car for one and cars otherwise, with thousand separators', () => {
    expect(countText(1)).toBe('1 car found')
    expect(countText(0)).toBe('0 cars found')
    expect(countText(1204)).toBe('1,204 cars found')
  })

  it('the empty state offers to clear filters only when some are set', () => {
    // Beyond the page's own path: /search with nothing chosen, a preset page with only its preset.
    expect(filtersSet({}, {})).toBe(false)
    expect(filtersSet({ page: 2, sortBy: 'price_asc' }, {})).toBe(false)
    expect(filtersSet({ refinements: { seats: ['7'] } }, { refinements: { seats: ['7'] } })).toBe(false)
    expect(filtersSet({ refinements: { seats: ['7'], body: ['SUV'] } }, { refinements: { seats: ['7'] } })).toBe(true)
    expect(filtersSet({ refinements: { car_type: ['new'] } }, {})).toBe(true)
    expect(filtersSet({ query: 'hilux' }, {})).toBe(true)
    expect(filtersSet({ ranges: { year: { min: 2020 } } }, {})).toBe(true)
    expect(emptyResultsText(true).title).toBe('No cars match your search')
    expect(emptyResultsText(false).title).toBe('No cars for sale right now')
    expect(emptyResultsText(false, ['caravan', 'caravans']).title).toBe('No caravans for sale right now')
  })

  it('headings and titles follow the filters: /search/toyota says Toyota, a caravan site says caravans', () => {
    const place = { city: 'Brisbane', state: 'QLD' }
    const caravans = { facets: { item_type: { caravan: 30, trailer: 5, car: 9 } } }
    expect(searchListingTitle({ refinements: { make: ['Toyota'] } }, null, place)).toBe(
      'New, Pre-Owned and Demo Toyota Cars for Sale in Brisbane QLD',
    )
    expect(searchListingTitle({ refinements: { car_type: ['used'], body: ['SUV'] } }, null, place)).toBe(
      'Pre-Owned SUVs for Sale in Brisbane QLD',
    )
    expect(searchListingTitle({}, caravans, place)).toBe('New, Pre-Owned and Demo Caravans for Sale in Brisbane QLD')
    // No results now: the item type of the earlier results.
    expect(searchListingTitle({}, { facets: {} }, place, caravans)).toBe(
      'New, Pre-Owned and Demo Caravans for Sale in Brisbane QLD',
    )
    expect(searchItemNouns({ refinements: { item_type: ['trailer'] } }, caravans)).toEqual(['trailer', 'trailers'])
    expect(countText(2, searchItemNouns({}, caravans))).toBe('2 caravans found')
  })
})
