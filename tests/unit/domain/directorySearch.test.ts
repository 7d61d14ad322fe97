import { describe, expect, it } from 'vitest'
import { dealershipSearchParams, directorySearchParams } from '@/domain/directorySearch'

describe('spec §2/§7 directory search for manufacturers and models', () => {
  it('page size: 21 hits per page for directory and dealership searches (spec §9)', () => {
    expect(directorySearchParams({}).hitsPerPage).toBe(21)
    expect(dealershipSearchParams({}).hitsPerPage).toBe(21)
  })

  it('filters manufacturer.name, model.name and model.body, each ANDed', () => {
    expect(
      directorySearchParams({ query: ' rav ', manufacturer: 'Toyota', model: 'RAV4', body: 'suv', page: 2 }),
    ).toEqual({
      query: 'rav',
      page: 1,
      hitsPerPage: 21,
      facetFilters: [['manufacturer.name:Toyota'], ['model.name:RAV4'], ['model.body:suv']],
      facets: ['manufacturer.name', 'model.body'],
    })
  })

  it('a value starting with "-" is escaped, so it cannot turn into a negation', () => {
    expect(directorySearchParams({ manufacturer: '-Toyota' }).facetFilters).toEqual([['manufacturer.name:\\-Toyota']])
    expect(directorySearchParams({ manufacturer: 'Land Rover' }).facetFilters).toEqual([
      ['manufacturer.name:Land Rover'],
    ])
  })
})

describe("spec §7 dealership search: a dealership's categories and price", () => {
  it('any of the categories, within the price range', () => {
    expect(
      dealershipSearchParams({ categories: ['SUV', 'Ute', ' '], priceMin: 5000, priceMax: 250000.4, page: 3 }),
    ).toEqual({
      query: '',
      page: 2,
      hitsPerPage: 21,
      facetFilters: [['categories:SUV', 'categories:Ute']],
      numericFilters: ['price>=5000', 'price<=250000'],
    })
  })

  it('no categories and no range search everything', () => {
    expect(dealershipSearchParams({})).toMatchObject({ facetFilters: [], numericFilters: [], page: 0 })
  })
})
