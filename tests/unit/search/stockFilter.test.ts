import { describe, expect, it } from 'vitest'
import { validateStockFilter } from '../../../collections/hooks/validateStockFilter'
import { validateFilter } from '../../../src/search-service/filter'
import { siteSearchFilter, siteStockFilter } from '../../../src/search/siteSearchKey'

describe("a site's stock filter (Algolia filter syntax)", () => {
  it('accepts the filters the spec gives as examples', () => {
    for (const filter of [
      'car_type:used',
      'status:in_stock',
      'dealership_slug:harbour-toyota AND NOT make:Holden',
      'car_type:new OR car_type:demo',
    ]) {
      expect(validateStockFilter(filter)).toBe(true)
    }
  })

  it('rejects on save what the search service would reject, with the reason', () => {
    expect(validateStockFilter('make:Toyota OR price > 5')).toMatch(/^Invalid stock filter: /)
    expect(validateStockFilter('car_type:used AND (')).toMatch(/^Invalid stock filter: /)
  })

  it('search binding: a site with an empty filter sees only its own stock, under the listing rule', () => {
    expect(validateStockFilter('')).toBe(true)
    const now = new Date('2026-11-22T00:00:00Z')
    expect(siteSearchFilter({ id: 7, search: { stockFilter: '' } }, now)).toBe(
      'site_id:7 AND listed_until > 1795305600 AND show_on_dealer_website:true',
    )
    expect(siteSearchFilter({ id: 7, search: { stockFilter: 'car_type:used OR car_type:demo' } }, now)).toBe(
      'site_id:7 AND (car_type:used OR car_type:demo) AND listed_until > 1795305600 AND show_on_dealer_website:true',
    )
  })

  it('search binding: no content filter reaches another tenant (it is ANDed with site_id, never ORed)', () => {
    const now = new Date('2026-11-22T00:00:00Z')
    for (const hostile of ['dealership_slug:metro-essendon', 'site_id:2', 'site_id:2 OR site_id:1', 'NOT site_id:1']) {
      const combined = siteSearchFilter({ id: 1, search: { stockFilter: hostile } }, now)
      expect(combined.startsWith('site_id:1 AND ')).toBe(true)
      expect(validateFilter(combined)).toEqual({ ok: true })
    }
  })

  it('search binding: stock shared by a platform admin within a dealer group widens the binding to those sites only', () => {
    expect(siteStockFilter({ id: 1, search: { sharedStockSites: [2, { id: 3 } as never, 1] } })).toBe(
      '(site_id:1 OR site_id:2 OR site_id:3)',
    )
    expect(siteStockFilter({ id: 1, search: { sharedStockSites: [2], stockFilter: 'car_type:used' } })).toBe(
      '(site_id:1 OR site_id:2) AND car_type:used',
    )
    expect(
      validateFilter(
        siteSearchFilter(
          { id: 1, search: { sharedStockSites: [2], stockFilter: 'car_type:used OR car_type:demo' } },
          new Date(),
        ),
      ),
    ).toEqual({ ok: true })
  })

  it('a stock filter with AND still makes a filter the search service accepts', () => {
    const now = new Date('2026-11-22T00:00:00Z')
    const combined = siteSearchFilter(
      { id: 3, search: { stockFilter: 'dealership_slug:harbour-toyota AND NOT make:Holden' } },
      now,
    )
    expect(combined).toBe(
      'site_id:3 AND dealership_slug:harbour-toyota AND NOT make:Holden AND listed_until > 1795305600 AND show_on_dealer_website:true',
    )
    expect(validateFilter(combined)).toEqual({ ok: true })
  })
})
