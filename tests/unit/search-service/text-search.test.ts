import { describe, expect, it } from 'vitest'
import { SearchEngine } from '@/search-service/engine/engine'
import { highlightText } from '@/search-service/engine/highlight'
import type { JsonObject } from '@/search-service/engine/json'
import { executeSearch, searchFacetValues } from '@/search-service/engine/search'
import { parseFilters } from '@/search-service/filter'

const AT = '2026-01-01T00:00:00.000Z'

function engineWith(records: JsonObject[], settings: JsonObject): SearchEngine {
  const engine = new SearchEngine()
  engine.apply(engine.prepareSetSettings('cars', settings, false, AT))
  engine.apply(
    engine.prepareBatch(
      records.map((body) => ({ action: 'addObject', indexName: 'cars', body })),
      AT,
    ),
  )
  return engine
}

const cars: JsonObject[] = [
  { objectID: '1', make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', price: 20_000 },
  { objectID: '2', make: 'Toyota', model: 'Camry', badge: 'SL', price: 35_000 },
  { objectID: '3', make: 'Škoda', model: 'Octavia', badge: 'RS', price: 30_000 },
  { objectID: '4', make: 'Holden', model: 'Commodore', badge: 'Toyota-free', price: 10_000 },
  {
    objectID: '5',
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Maxx Sport',
    price: 33_000,
    location: { name: 'Perth North' },
  },
]
const settings = {
  searchableAttributes: ['make', 'model', 'badge', 'location.name'],
  attributesForFaceting: ['searchable(make)', 'model', 'location.name'],
  customRanking: ['desc(price)'],
}

const ids = (engine: SearchEngine, query: string): string[] =>
  executeSearch(engine.view('cars'), { query, filters: [] }).hits.map((h) => String(h.objectID))

describe('text search', () => {
  const engine = engineWith(cars, settings)

  it('requires every word; only the last word matches as a prefix', () => {
    expect(ids(engine, 'toyota co')).toEqual(['1', '4'])
    expect(ids(engine, 'toyota cor')).toEqual(['1'])
    expect(ids(engine, 'toy corolla')).toEqual([])
    expect(ids(engine, 'corolla toy')).toEqual(['1'])
  })

  it('ignores case and diacritics', () => {
    expect(ids(engine, 'SKODA')).toEqual(['3'])
    expect(ids(engine, 'škod')).toEqual(['3'])
  })

  it('splits on punctuation and searches nested attributes', () => {
    expect(ids(engine, 'cx 5')).toEqual(['5'])
    expect(ids(engine, 'perth')).toEqual(['5'])
  })

  it('ranks a match in an earlier searchable attribute first, then by customRanking', () => {
    // "toyota" is the make of 1 and 2 but only inside the badge of 4.
    expect(ids(engine, 'toyota')).toEqual(['2', '1', '4'])
  })

  it('ranks exact words above prefix matches', () => {
    const e = engineWith(
      [
        { objectID: 'a', make: 'Sportage', price: 9 },
        { objectID: 'b', make: 'Sport', price: 1 },
      ],
      { searchableAttributes: ['make'], customRanking: ['desc(price)'] },
    )
    expect(ids(e, 'sport')).toEqual(['b', 'a'])
  })

  it('ranks closer words higher (proximity)', () => {
    const e = engineWith(
      [
        { objectID: 'far', name: 'red car with a very long list of sport extras', price: 9 },
        { objectID: 'near', name: 'red sport', price: 1 },
      ],
      { searchableAttributes: ['name'], customRanking: ['desc(price)'] },
    )
    expect(ids(e, 'red sport')).toEqual(['near', 'far'])
  })

  it('searches every attribute when searchableAttributes is not set', () => {
    const e = engineWith([{ objectID: 'x', nested: { deep: ['alpha beta'] } }], {})
    expect(ids(e, 'beta')).toEqual(['x'])
  })
})

describe('highlighting', () => {
  it('wraps whole words and the matched prefix of the last word', () => {
    expect(highlightText('Toyota Corolla', { words: ['toyota', 'co'], preTag: '<em>', postTag: '</em>' })).toEqual({
      value: '<em>Toyota</em> <em>Co</em>rolla',
      matchLevel: 'full',
      matchedWords: ['toyota', 'co'],
      fullyHighlighted: false,
    })
  })

  it('honours custom tags (InstantSearch sends __ais-highlight__)', () => {
    expect(
      highlightText('Škoda', { words: ['skoda'], preTag: '__ais-highlight__', postTag: '__/ais-highlight__' }).value,
    ).toBe('__ais-highlight__Škoda__/ais-highlight__')
  })

  it('reports none, partial and full match levels', () => {
    const tags = { preTag: '<b>', postTag: '</b>' }
    expect(highlightText('Camry', { words: ['toyota'], ...tags }).matchLevel).toBe('none')
    expect(highlightText('Toyota Camry', { words: ['toyota', 'corolla'], ...tags }).matchLevel).toBe('partial')
    expect(highlightText('Toyota', { words: ['toyota'], ...tags }).fullyHighlighted).toBe(true)
  })

  it('returns _highlightResult on hits, nested for dot paths, with the query tags', () => {
    const engine = engineWith(cars, settings)
    const [hit] = executeSearch(engine.view('cars'), {
      query: 'perth',
      filters: [],
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    }).hits
    expect(hit._highlightResult).toMatchObject({
      make: { value: 'Mazda', matchLevel: 'none', matchedWords: [] },
      location: {
        name: { value: '__ais-highlight__Perth__/ais-highlight__ North', matchLevel: 'full', matchedWords: ['perth'] },
      },
    })
  })

  it('omits _highlightResult when attributesToHighlight is empty and trims attributesToRetrieve', () => {
    const engine = engineWith(cars, settings)
    const [hit] = executeSearch(engine.view('cars'), {
      query: 'camry',
      filters: [],
      attributesToHighlight: [],
      attributesToRetrieve: ['model', 'location.name'],
    }).hits
    expect(hit).toEqual({ objectID: '2', model: 'Camry' })
  })
})

describe('facet value search', () => {
  const engine = engineWith(cars, settings)

  it('matches word prefixes, highlights them and counts within the query filters', () => {
    const all = searchFacetValues(engine.view('cars'), 'make', 'to', { query: '', filters: [] }, 10)
    expect(all.facetHits).toEqual([{ value: 'Toyota', highlighted: '<em>To</em>yota', count: 2 }])
    const filtered = searchFacetValues(
      engine.view('cars'),
      'make',
      'to',
      { query: '', filters: parseFilters('price < 25000') },
      10,
    )
    expect(filtered.facetHits).toEqual([{ value: 'Toyota', highlighted: '<em>To</em>yota', count: 1 }])
  })

  it('refuses facets not declared searchable()', () => {
    expect(() => searchFacetValues(engine.view('cars'), 'model', 'c', { query: '', filters: [] }, 10)).toThrow(
      /searchable\(model\)/,
    )
  })
})

describe('pagination', () => {
  const many = Array.from({ length: 45 }, (_, i) => ({ objectID: String(i), make: 'Kia', price: i }))
  const engine = engineWith(many, { customRanking: ['desc(price)'], paginationLimitedTo: 30 })

  it('is 0-based and caps nbPages by paginationLimitedTo', () => {
    const page1 = executeSearch(engine.view('cars'), { query: '', filters: [], page: 1, hitsPerPage: 10 })
    expect(page1.hits.map((h) => h.price)).toEqual([34, 33, 32, 31, 30, 29, 28, 27, 26, 25])
    expect(page1.nbHits).toBe(45)
    expect(page1.nbPages).toBe(3)
    expect(executeSearch(engine.view('cars'), { query: '', filters: [], page: 3, hitsPerPage: 10 }).hits).toEqual([])
  })

  it('supports offset/length', () => {
    const slice = executeSearch(engine.view('cars'), { query: '', filters: [], offset: 2, length: 3 })
    expect(slice.hits.map((h) => h.price)).toEqual([42, 41, 40])
    expect(slice.offset).toBe(2)
  })
})
