import { describe, expect, it } from 'vitest'
import { andFilters, sortOptions, stockSearchFilter } from '@/domain/searchFilters'

const now = new Date('2025-03-10T00:00:00Z')
const listed = `listed_until > ${now.getTime() / 1000} AND show_on_dealer_website:true`

describe('sortOptions (spec: defaults for sort options: most relevant, latest, highest price, lowest price; some sites add highest and lowest kms)', () => {
  it('has the four default sort options', () => {
    expect(sortOptions().map((o) => o.label)).toEqual(['Most Relevant', 'Latest', 'Highest Price', 'Lowest Price'])
  })

  it('adds highest and lowest kms on sites that want them', () => {
    expect(sortOptions({ kms: true }).map((o) => o.key)).toEqual([
      'relevant',
      'latest',
      'price_desc',
      'price_asc',
      'km_desc',
      'km_asc',
    ])
  })
})

describe('stockSearchFilter (issue 39.7: cars without a price sort last and stay in the count)', () => {
  it('combines the site stock filter with the listing rule', () => {
    expect(stockSearchFilter({ siteFilter: 'car_type:used', now })).toBe(`car_type:used AND ${listed}`)
  })

  it('no sort filters cars without a price out (the price replicas rank them last instead)', () => {
    expect(stockSearchFilter({ siteFilter: 'car_type:used', now })).not.toContain('price')
  })

  it('wraps a site filter with a top-level OR in parentheses', () => {
    expect(stockSearchFilter({ siteFilter: 'car_type:used OR car_type:demo', now })).toBe(
      `(car_type:used OR car_type:demo) AND ${listed}`,
    )
    expect(andFilters('make:Toyota AND (car_type:new OR car_type:demo)', 'price > 0')).toBe(
      'make:Toyota AND (car_type:new OR car_type:demo) AND price > 0',
    )
    expect(andFilters('make:"A OR B"', '', null)).toBe('make:"A OR B"')
  })
})
