import { describe, expect, it } from 'vitest'
import { cachedSearchResult, cacheSearchResult, searchCacheKey, type SearchCache } from '@/domain/searchCache'

describe('search result cache (spec §4: Results are cached keyed by offset, query, sort and refinements; when full, the oldest entry is evicted)', () => {
  it('the key depends on offset, query, sort and refinements', () => {
    const base = { offset: 0, query: 'rav4', sort: 'latest', refinements: { fuel: ['Hybrid'] } }
    const key = searchCacheKey(base)
    expect(searchCacheKey({ ...base, offset: 21 })).not.toBe(key)
    expect(searchCacheKey({ ...base, query: 'camry' })).not.toBe(key)
    expect(searchCacheKey({ ...base, sort: 'price_asc' })).not.toBe(key)
    expect(searchCacheKey({ ...base, refinements: { fuel: ['Petrol'] } })).not.toBe(key)
  })

  it('the same search in another order gives the same key', () => {
    expect(searchCacheKey({ offset: 0, refinements: { fuel: ['B', 'A'], make: ['Toyota'] } })).toBe(
      searchCacheKey({ offset: 0, refinements: { make: ['Toyota'], fuel: ['A', 'B'], colour: [] } }),
    )
  })

  it('when full, the oldest entry is evicted (10 entries for the directory searches)', () => {
    let cache: SearchCache<number> = []
    for (let i = 0; i < 11; i++) cache = cacheSearchResult(cache, `k${i}`, i, 10)
    expect(cache).toHaveLength(10)
    expect(cachedSearchResult(cache, 'k0')).toBeUndefined()
    expect(cachedSearchResult(cache, 'k1')).toBe(1)
    expect(cachedSearchResult(cache, 'k10')).toBe(10)
  })

  it('storing a key again replaces it', () => {
    const cache = cacheSearchResult(cacheSearchResult([], 'a', 1, 10), 'a', 2, 10)
    expect(cache).toEqual([['a', 2]])
  })
})
