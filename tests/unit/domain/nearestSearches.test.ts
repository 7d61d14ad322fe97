import { describe, expect, it } from 'vitest'
import { rankNearestSearches } from '@/domain/nearestSearches'
import { searchesOneStepAway } from '@/components/search/searchView'

describe('an empty result offers the nearest searches that do have cars (issue 39.7)', () => {
  const near = (dropped: string, count: number) => ({ dropped, state: { dropped }, count })

  it('drops the searches without cars and offers the most cars first, at most three', () => {
    const ranked = rankNearestSearches([
      near('Used', 0),
      near('Toyota', 12),
      near('Price up to $5,000', 40),
      near('SUV', 12),
      near('“hybrid”', 3),
    ])
    expect(ranked.map((s) => s.dropped)).toEqual(['Price up to $5,000', 'Toyota', 'SUV'])
    expect(rankNearestSearches([near('Used', 0)])).toEqual([])
    expect(rankNearestSearches([near('A', 1), near('B', 2)], 1).map((s) => s.dropped)).toEqual(['B'])
  })

  it('each nearby search drops one chip or the typed words, back on page 1', () => {
    const steps = searchesOneStepAway({
      query: 'hybrid',
      page: 3,
      refinements: { car_type: ['used'], make: ['Toyota', 'Kia'] },
      ranges: { price: { max: 5000 } },
    })
    expect(steps.map((s) => s.state)).toEqual([
      { query: 'hybrid', refinements: { make: ['Toyota', 'Kia'] }, ranges: { price: { max: 5000 } } },
      { query: 'hybrid', refinements: { car_type: ['used'], make: ['Kia'] }, ranges: { price: { max: 5000 } } },
      { query: 'hybrid', refinements: { car_type: ['used'], make: ['Toyota'] }, ranges: { price: { max: 5000 } } },
      { query: 'hybrid', refinements: { car_type: ['used'], make: ['Toyota', 'Kia'] }, ranges: {} },
      { refinements: { car_type: ['used'], make: ['Toyota', 'Kia'] }, ranges: { price: { max: 5000 } } },
    ])
    expect(steps.at(-1)?.dropped).toBe('“hybrid”')
    expect(searchesOneStepAway({})).toEqual([])
  })
})
