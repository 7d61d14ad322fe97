import { describe, expect, it } from 'vitest'
import { decodeSecuredKey } from '@/search-service/http/auth'
import { parseFacetDeclaration } from '@/search-service/engine/settings'
import { validateFilter } from '@/search-service/filter'
import {
  CARS_INDEX,
  carsIndexSettings,
  FILTER_ATTRIBUTES,
  indexForSort,
  replicaSettings,
  SORT_REPLICAS,
} from '@/search/carIndexSettings'
import { listingRuleFilter, securedKeyForSite } from '@/search/securedKey'

describe('cars index settings', () => {
  const declared = new Map(
    (carsIndexSettings.attributesForFaceting ?? []).map((entry) => {
      const d = parseFacetDeclaration(entry)
      return [d.attribute, d]
    }),
  )

  it('declares every spec §3 filter attribute as a visible facet', () => {
    for (const attribute of FILTER_ATTRIBUTES) expect(declared.get(attribute)?.filterOnly, attribute).toBe(false)
  })

  it('declares the tenancy and listing attributes filter-only', () => {
    for (const attribute of [
      'dealership_slug',
      'dealership_id',
      'site_id',
      'show_on_dealer_website',
      'listed_until',
      'created_at_timestamp',
    ]) {
      expect(declared.get(attribute)?.filterOnly, attribute).toBe(true)
    }
  })

  it('has one virtual replica per sort option, each sorting by its attribute first (issue 40.3)', () => {
    expect(SORT_REPLICAS.relevant).toBe(CARS_INDEX)
    expect(carsIndexSettings.replicas).toEqual([
      'virtual(cars_latest)',
      'virtual(cars_price_desc)',
      'virtual(cars_price_asc)',
      'virtual(cars_km_desc)',
      'virtual(cars_km_asc)',
    ])
    expect(replicaSettings.cars_price_asc.customRanking?.slice(0, 2)).toEqual(['desc(has_price)', 'asc(price)'])
    expect(replicaSettings.cars_latest.customRanking).toEqual(['desc(created_at_timestamp)'])
    expect(indexForSort('km_desc')).toBe('cars_km_desc')
    expect(indexForSort('nonsense')).toBe('cars')
  })

  it('sort replicas set only what a virtual replica may: customRanking, and relevancyStrictness 0 (every car stays)', () => {
    for (const settings of Object.values(replicaSettings)) {
      expect(Object.keys(settings).sort()).toEqual(['customRanking', 'relevancyStrictness'])
      expect(settings.relevancyStrictness).toBe(0)
      expect(settings.customRanking?.at(-1)).toBe('desc(created_at_timestamp)')
    }
  })

  it('cars without a price sort last in both price sorts (issue 39.7): has_price ranks before the price', () => {
    expect(replicaSettings.cars_price_desc.customRanking?.slice(0, 2)).toEqual(['desc(has_price)', 'desc(price)'])
    expect(replicaSettings.cars_km_asc.customRanking?.[0]).toBe('asc(km)')
  })
})

describe('secured key for a site', () => {
  it('is the listing rule as one numeric test plus the boolean flag', () => {
    expect(listingRuleFilter(1_767_225_600.7)).toBe('listed_until > 1767225600 AND show_on_dealer_website:true')
    expect(validateFilter(listingRuleFilter(1))).toEqual({ ok: true })
  })

  it('embeds the site filter AND the listing rule, an expiry and the cars indices', () => {
    const key = securedKeyForSite({
      searchKey: 'search-key',
      siteFilter: 'car_type:used AND NOT make:BMW',
      nowSeconds: 1000,
      validForSeconds: 3600,
    })
    const decoded = decodeSecuredKey(key, ['search-key'])
    expect(decoded?.restrictions.validUntil).toBe(4600)
    expect(decoded?.restrictions.restrictIndices).toEqual(['cars*'])
    const filters = String(decoded?.restrictions.searchParams.filters)
    expect(filters).toBe('car_type:used AND NOT make:BMW AND listed_until > 1000 AND show_on_dealer_website:true')
    expect(validateFilter(filters)).toEqual({ ok: true })
  })

  it('keeps an OR site filter grouped so it cannot widen the listing rule', () => {
    const key = securedKeyForSite({
      searchKey: 's',
      siteFilter: 'dealership_id:1 OR dealership_id:2',
      nowSeconds: 5,
      validForSeconds: 60,
    })
    expect(decodeSecuredKey(key, ['s'])?.restrictions.searchParams.filters).toBe(
      '(dealership_id:1 OR dealership_id:2) AND listed_until > 5 AND show_on_dealer_website:true',
    )
  })

  it('refuses an invalid site filter instead of signing it', () => {
    expect(() =>
      securedKeyForSite({ searchKey: 's', siteFilter: 'a:1 OR price > 3', nowSeconds: 5, validForSeconds: 60 }),
    ).toThrow(/cannot mix/)
  })
})
