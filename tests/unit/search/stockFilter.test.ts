import { describe, expect, it } from 'vitest'
import { validateStockFilter } from '../../../collections/hooks/validateStockFilter'
import { validateFilter } from '../../../src/search-service/filter'
import { siteSearchFilter } from '../../../src/search/siteSearchKey'

describe("a site's stock filter (Algolia filter syntax)", () => {
  it('accepts the filters the spec gives as examples', () => {
    for (const filter of ['car_type:used', 'status:in_stock', 'dealership_slug:harbour-toyota AND NOT make:Holden', 'car_type:new OR car_type:demo']) {
      expect(validateStockFilter(filter)).toBe(true)
    }
  })

  it('rejects on save what the search service would reject, with the reason', () => {
    expect(validateStockFilter('make:Toyota OR price > 5')).toMatch(/^Invalid stock filter: /)
    expect(validateStockFilter('car_type:used AND (')).toMatch(/^Invalid stock filter: /)
  })

  it('an empty filter means all of the index, under the listing rule', () => {
    expect(validateStockFilter('')).toBe(true)
    const now = new Date('2026-11-22T00:00:00Z')
    expect(siteSearchFilter({ search: { stockFilter: '' } }, now)).toBe('listed_until > 1795305600 AND show_on_dealer_website:true')
    expect(siteSearchFilter({ search: { stockFilter: 'car_type:used OR car_type:demo' } }, now)).toBe('(car_type:used OR car_type:demo) AND listed_until > 1795305600 AND show_on_dealer_website:true')
  })

  it('a stock filter with AND still makes a filter the search service accepts', () => {
    const now = new Date('2026-11-22T00:00:00Z')
    const combined = siteSearchFilter({ search: { stockFilter: 'dealership_slug:harbour-toyota AND NOT make:Holden' } }, now)
    expect(combined).toBe('dealership_slug:harbour-toyota AND NOT make:Holden AND listed_until > 1795305600 AND show_on_dealer_website:true')
    expect(validateFilter(combined)).toEqual({ ok: true })
  })
})
