import { describe, expect, it } from 'vitest'
import {
  carSearchPlan,
  facetLimit,
  facetValues,
  mergeCarSearch,
  sortOf,
  type CarSearchResponse,
} from '@/components/search/carSearchRequests'

const sortIndices = { relevant: 'cars', latest: 'cars_latest', price_asc: 'cars_price_asc' }
const now = new Date('2026-01-01T00:00:00Z')
const options = {
  sortIndices,
  hitsPerPage: 21,
  facets: ['make', 'model', 'body', 'price', 'km', 'status', 'car_type'],
  now,
}

describe('carSearchPlan', () => {
  it('cars without a price stay in the count: sort by price ascending uses its replica and filters nothing out', () => {
    const { requests } = carSearchPlan({ sortBy: 'price_asc' }, options)
    expect(requests[0]?.indexName).toBe('cars_price_asc')
    expect(requests[0]?.filters).toBe(carSearchPlan({}, options).requests[0]?.filters)
    expect(requests[0]?.filters ?? '').not.toContain('price')
  })

  it('an unknown sortBy falls back to the site’s first sort option', () => {
    expect(sortOf({ sortBy: 'price_desc' }, sortIndices)).toBe('relevant')
    expect(carSearchPlan({ sortBy: 'nope' }, options).requests[0]?.indexName).toBe('cars')
  })

  it('the URL page is 1-based and the search page 0-based', () => {
    expect(carSearchPlan({ page: 3 }, options).requests[0]?.page).toBe(2)
    expect(carSearchPlan({}, options).requests[0]?.page).toBe(0)
  })

  it('values of one attribute are ORed, attributes ANDed, ranges become numeric filters', () => {
    const { requests } = carSearchPlan(
      {
        refinements: { make: ['Toyota', 'Mazda'], body: ['SUV'] },
        ranges: { price: { min: 5000, max: 20000 }, km: { max: 50000 } },
      },
      options,
    )
    expect(requests[0]?.facetFilters).toEqual([['make:Toyota', 'make:Mazda'], ['body:SUV']])
    expect(requests[0]?.numericFilters).toEqual(['price>=5000', 'price<=20000', 'km<=50000'])
  })

  it('each refined attribute gets a facet-only query without its own refinement (disjunctive counts)', () => {
    const plan = carSearchPlan({ refinements: { make: ['Toyota'], body: ['SUV'] } }, options)
    expect(plan.roles).toEqual(['make', 'body', '*stats'])
    expect(plan.requests[1]).toMatchObject({ hitsPerPage: 0, facets: ['make'], facetFilters: [['body:SUV']] })
    expect(plan.requests[2]).toMatchObject({ hitsPerPage: 0, facets: ['body'], facetFilters: [['make:Toyota']] })
  })

  it('slider bounds come from a query without the range filters', () => {
    const plan = carSearchPlan({ ranges: { price: { min: 5000 } } }, options)
    const stats = plan.requests[plan.roles.indexOf('*stats') + 1]
    expect(stats?.numericFilters).toBeUndefined()
    expect(stats?.facets).toEqual(['price', 'km'])
  })
})

describe('mergeCarSearch', () => {
  it('takes hits from the main query and facet counts of refined attributes from their own query', () => {
    const plan = carSearchPlan({ refinements: { make: ['Toyota'] } }, options)
    const main: CarSearchResponse = {
      hits: [{ objectID: '1' }],
      nbHits: 1,
      nbPages: 1,
      page: 0,
      facets: { make: { Toyota: 1 }, body: { SUV: 1 } },
      facets_stats: {},
    }
    const make: CarSearchResponse = {
      hits: [],
      nbHits: 5,
      nbPages: 0,
      page: 0,
      facets: { make: { Toyota: 1, Mazda: 4 } },
    }
    const stats: CarSearchResponse = {
      hits: [],
      nbHits: 5,
      nbPages: 0,
      page: 0,
      facets_stats: { price: { min: 1000, max: 9000 } },
    }
    const merged = mergeCarSearch(plan, [main, make, stats])
    expect(merged.facets.make).toEqual({ Toyota: 1, Mazda: 4 })
    expect(merged.facets.body).toEqual({ SUV: 1 })
    expect(merged.stats.price).toEqual({ min: 1000, max: 9000 })
    expect(merged.hits).toHaveLength(1)
  })

  it('range filters keep their slider bounds but not their value counts, which nothing shows', () => {
    const plan = carSearchPlan({}, options)
    const main: CarSearchResponse = {
      hits: [],
      nbHits: 2,
      nbPages: 1,
      page: 0,
      facets: { make: { Toyota: 2 }, price: { '19990': 1, '28990': 1 }, km: { '5': 2 } },
    }
    const stats: CarSearchResponse = {
      hits: [],
      nbHits: 2,
      nbPages: 0,
      page: 0,
      facets: { price: { '19990': 1 } },
      facets_stats: { price: { min: 19990, max: 28990 }, km: { min: 5, max: 5 } },
    }
    const merged = mergeCarSearch(plan, [main, stats])
    expect(merged.facets).toEqual({ make: { Toyota: 2 } })
    expect(merged.stats).toEqual({ price: { min: 19990, max: 28990 }, km: { min: 5, max: 5 } })
  })
})

describe('facet limits', () => {
  it('spec §9: city 20, location_name 40, model list 30', () => {
    expect(facetLimit('city')).toBe(20)
    expect(facetLimit('location_name')).toBe(40)
    expect(facetLimit('model')).toBe(30)
    const many = { model: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`M${i}`, 40 - i])) }
    expect(facetValues(many, 'model')).toHaveLength(30)
  })

  it('a selected value stays listed even beyond the limit', () => {
    const many = { city: Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`C${i}`, 25 - i])) }
    const values = facetValues(many, 'city', ['C24'])
    expect(values.map((v) => v.value)).toContain('C24')
  })

  it('makes sort by name unless the site sorts them by volume', () => {
    const facets = { make: { Toyota: 9, Audi: 1, Kia: 5 } }
    expect(facetValues(facets, 'make', [], true).map((v) => v.value)).toEqual(['Audi', 'Kia', 'Toyota'])
    expect(facetValues(facets, 'make').map((v) => v.value)).toEqual(['Toyota', 'Kia', 'Audi'])
  })
})

describe('listing title scope', () => {
  it("used only: 'Pre-Owned Cars for Sale' when the search or the site's stock is used only", async () => {
    const { usedOnly } = await import('@/components/search/carSearchRequests')
    expect(usedOnly(['used'], null)).toBe(true)
    expect(usedOnly(['used', 'new'], null)).toBe(false)
    expect(usedOnly([], { facets: { car_type: { used: 12 } } })).toBe(true)
    expect(usedOnly([], { facets: { car_type: { used: 12, new: 3 } } })).toBe(false)
  })
})
