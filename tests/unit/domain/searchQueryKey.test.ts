import { describe, expect, it } from 'vitest'
import {
  MAX_SEARCH_QUERY_KEY,
  searchKeyOfSegment,
  searchKeySegment,
  searchPageSeconds,
  searchQueryKey,
} from '@/domain/searchQueryKey'
import { searchStateFromUrl } from '@/domain/searchUrl'

describe('a search query has one key per search state (issue 29.4: filtered search pages cached by query)', () => {
  it('the same filters in another order, repeated, or with unknown parameters have the same key', () => {
    const key = searchQueryKey('make=Toyota&body=SUV&price=10000:30000')
    expect(key).toBe('make=Toyota&body=SUV&price=10000:30000')
    expect(searchQueryKey('price=10000:30000&body=SUV&make=Toyota')).toBe(key)
    expect(searchQueryKey('body=SUV&foo=1&make=Toyota&price=$10,000:30000')).toBe(key)
    expect(searchQueryKey('make=Toyota,Mazda')).toBe(searchQueryKey('make=Toyota&make=Mazda'))
  })

  it('a query that holds no search state has the empty key (the unfiltered page)', () => {
    expect(searchQueryKey('')).toBe('')
    expect(searchQueryKey('utm_source=google&sort=price_asc&page=1')).toBe('')
  })

  it('different searches have different keys', () => {
    const keys = ['make=Toyota', 'make=Mazda', 'make=Toyota&page=2', 'make=Toyota&sortBy=price_asc', 'query=corolla']
    expect(new Set(keys.map(searchQueryKey)).size).toBe(keys.length)
  })

  it('a key reads back as the search state it stands for, escaped commas and spaces included', () => {
    for (const query of ['make=Land%20Rover,Toyota', 'colour=Red%2CBlue', 'query=hi+lux', 'km=:50000&year=2019:']) {
      const key = searchQueryKey(query)!
      expect(searchStateFromUrl(`/search?${key}`)).toEqual(searchStateFromUrl(`/search?${query}`))
    }
  })

  it('a key too long for a path segment is none: that page renders per request', () => {
    expect(searchQueryKey(`query=${'a'.repeat(MAX_SEARCH_QUERY_KEY)}`)).toBeNull()
  })

  it('a state the key could not read back (a range and a value for one attribute) has none', () => {
    expect(searchQueryKey('price=abc&price=1000:2000')).toBeNull()
  })
})

describe('the key travels as one URL-safe path segment', () => {
  it('reads back the key it was written from', () => {
    const key = searchQueryKey('make=Toyota&colour=Red%2CBlue&query=a/b?c')!
    const segment = searchKeySegment(key)
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(searchKeyOfSegment(segment)).toBe(key)
  })

  it('a segment that is not the key of a search is none', () => {
    expect(searchKeyOfSegment('')).toBeNull()
    expect(searchKeyOfSegment('not base64!')).toBeNull()
    // Valid base64 of a query that is not a key (unknown parameter, unordered, no state).
    expect(searchKeyOfSegment(searchKeySegment('foo=1'))).toBeNull()
    expect(searchKeyOfSegment(searchKeySegment('body=SUV&make=Toyota'))).toBeNull()
    expect(searchKeyOfSegment(searchKeySegment(''))).toBeNull()
  })
})

describe('filtered search pages rendered together expire apart', () => {
  it('a key keeps its copy 60 to 119 s, the same every time, and keys spread over that minute', () => {
    const keys = filteredKeys()
    const seconds = keys.map(searchPageSeconds)
    expect(seconds.every((s) => Number.isInteger(s) && s >= 60 && s < 120)).toBe(true)
    expect(keys.map(searchPageSeconds)).toEqual(seconds)
    expect(new Set(seconds).size).toBeGreaterThan(20)
  })
})

function filteredKeys(): string[] {
  const makes = ['Toyota', 'Mazda', 'Hyundai', 'Ford', 'Kia', 'Mitsubishi', 'Nissan', 'Honda']
  return makes.flatMap((make) => ['', '&price=0:20000', '&price=20000:40000', '&page=2'].map((q) => `make=${make}${q}`))
}
