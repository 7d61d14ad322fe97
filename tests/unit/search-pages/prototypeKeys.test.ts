import { describe, expect, it } from 'vitest'
import {
  carSearchPlan,
  facetLimit,
  facetValues,
  mergeCarSearch,
  sortOf,
  type CarSearchResponse,
} from '@/components/search/carSearchRequests'
import { routeSearchState } from '@/components/search/carSearchUrl'
import { australianState } from '@/domain/complaintAuthorities'
import { searchStateFromUrl } from '@/domain/searchUrl'
import { ownValue } from '@/lib/ownValue'

/**
 * Issue 16: `/search?body=toString` and `?body=__proto__` answered 500. A query value was looked up in a plain object
 * with `in`, which finds Object.prototype's members: the value was left out of the facet list and the page crashed.
 */
const PROTOTYPE_NAMES = [
  'toString',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
]
const FACETS = ['make', 'model', 'body', 'car_type', 'state', 'city', 'fuel', 'price', 'km']
const now = new Date('2026-01-01T00:00:00Z')
const sortIndices = { relevant: 'cars', latest: 'cars_latest' }

const answer = (facets: Record<string, Record<string, number>>): CarSearchResponse =>
  ({ hits: [], nbHits: 0, nbPages: 0, page: 0, facets, facets_stats: {} }) as unknown as CarSearchResponse

describe('search inputs named like Object.prototype members', () => {
  for (const name of PROTOTYPE_NAMES) {
    it(`?body=${name}, ?make=${name} and ?car_type=${name} are plain values, listed with count 0`, () => {
      const state = searchStateFromUrl(
        `/search?body=${name}&make=${name}&car_type=${name}&city=${name}&${name}=1&sortBy=${name}`,
      )
      expect(state.refinements?.body).toEqual([name])
      expect(state.refinements?.make).toEqual([name])
      expect(Object.hasOwn(state.refinements ?? {}, name)).toBe(false)
      expect(sortOf(state, sortIndices)).toBe('relevant')
      const plan = carSearchPlan(state, { sortIndices, hitsPerPage: 21, facets: FACETS, now })
      expect(plan.requests[0]?.indexName).toBe('cars')
      // The search engine answers with facets that do not hold the value (or no facets at all).
      const result = mergeCarSearch(
        plan,
        plan.requests.map(() => answer({ body: { SUV: 3 }, make: { Toyota: 2 } })),
      )
      for (const attribute of ['body', 'make', 'car_type', 'city'] as const) {
        const values = facetValues(result.facets, attribute, state.refinements?.[attribute] ?? [])
        expect(
          values.every((v) => v && typeof v.value === 'string' && typeof v.count === 'number'),
          attribute,
        ).toBe(true)
        expect(values.find((v) => v.value === name)).toEqual({ value: name, count: 0 })
      }
    })

    it(`/search/${name} as a path segment and facetValues on a facet named ${name}`, () => {
      const state = routeSearchState(`/search/${name}`, { path: '/search' }, { makes: ['Toyota'], bodies: ['SUV'] })
      expect(state.refinements?.make?.length).toBe(1)
      expect(facetValues({}, name, [])).toEqual([])
      expect(facetLimit(name)).toBe(100)
    })
  }

  it('ownValue reads own properties only', () => {
    const table: Record<string, string> = { new: 'New' }
    expect(ownValue(table, 'new')).toBe('New')
    for (const name of PROTOTYPE_NAMES) expect(ownValue(table, name)).toBeUndefined()
    expect(ownValue(undefined, 'new')).toBeUndefined()
  })

  it('a state name that is an Object.prototype member is no state', () => {
    for (const name of PROTOTYPE_NAMES) expect(australianState(name)).toBeNull()
    expect(australianState('victoria')).toBe('VIC')
  })
})
