import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SearchEngine } from '@/search-service/engine/engine'
import type { JsonObject } from '@/search-service/engine/json'
import { executeSearch } from '@/search-service/engine/search'
import type { Conjunction, FilterTest } from '@/search-service/filter'
import { bruteFacetCounts, bruteStats, matchesFilters, numbersAt } from './brute-force'

const AT = '2026-01-01T00:00:00.000Z'
const FACETS = ['make', 'features', 'price', 'flag', 'location.name', 'year']
const SETTINGS = {
  attributesForFaceting: ['searchable(make)', 'features', 'price', 'flag', 'location.name', 'year', 'filterOnly(site)'],
  searchableAttributes: ['make', 'features'],
  customRanking: ['desc(price)'],
}
const DECLARED = new Set([...FACETS, 'site'])

const makeArb = fc.constantFrom('Toyota', 'toyota', 'Mazda', 'Škoda', 'Land Rover', 'BMW')
const recordArb = fc.record(
  {
    make: makeArb,
    features: fc.array(fc.constantFrom('Bluetooth', 'Sunroof', 'Tow Bar', 'Camera'), { maxLength: 3 }),
    price: fc.oneof(
      fc.integer({ min: 0, max: 20 }).map((n) => n * 1000),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 2 }),
      fc.constant(null),
    ),
    flag: fc.boolean(),
    location: fc.record({ name: fc.constantFrom('Sydney Sales', 'Perth North', 'Hobart') }),
    year: fc.integer({ min: 2015, max: 2024 }),
    site: fc.constantFrom('a', 'b', 'c'),
    _tags: fc.array(fc.constantFrom('hot', 'Hot', 'new'), { maxLength: 2 }),
  },
  { requiredKeys: ['make', 'site', 'year'] },
)

const facetTestArb: fc.Arbitrary<FilterTest> = fc.oneof(
  fc.record({
    kind: fc.constant('facet' as const),
    attribute: fc.constant('make'),
    value: makeArb,
    negated: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('facet' as const),
    attribute: fc.constant('features'),
    value: fc.constantFrom('Bluetooth', 'sunroof'),
    negated: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('facet' as const),
    attribute: fc.constant('flag'),
    value: fc.constantFrom('true', 'false'),
    negated: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('facet' as const),
    attribute: fc.constantFrom('site', 'location.name', 'undeclared'),
    value: fc.constantFrom('a', 'b', 'Hobart'),
    negated: fc.boolean(),
  }),
)
const numericTestArb: fc.Arbitrary<FilterTest> = fc.oneof(
  fc.record({
    kind: fc.constant('numeric' as const),
    attribute: fc.constantFrom('price', 'year', 'flag'),
    operator: fc.constantFrom('<' as const, '<=' as const, '=' as const, '!=' as const, '>=' as const, '>' as const),
    value: fc.oneof(
      fc.integer({ min: 0, max: 20 }).map((n) => n * 1000),
      fc.integer({ min: 0, max: 10 }),
      fc.integer({ min: 2014, max: 2025 }),
    ),
    negated: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('range' as const),
    attribute: fc.constantFrom('price', 'year'),
    lower: fc.integer({ min: 0, max: 2020 }),
    upper: fc.integer({ min: 0, max: 20_000 }),
    negated: fc.boolean(),
  }),
)
const tagTestArb: fc.Arbitrary<FilterTest> = fc.record({
  kind: fc.constant('tag' as const),
  value: fc.constantFrom('hot', 'Hot', 'new'),
  negated: fc.boolean(),
})
const groupArb = fc.oneof(
  fc.array(facetTestArb, { minLength: 1, maxLength: 3 }),
  fc.array(numericTestArb, { minLength: 1, maxLength: 3 }),
  fc.array(tagTestArb, { minLength: 1, maxLength: 2 }),
)
const conjunctionArb: fc.Arbitrary<Conjunction> = fc.array(groupArb, { maxLength: 3 })

type Write = { kind: 'put'; index: number; record: JsonObject } | { kind: 'delete'; index: number }
const writeArb: fc.Arbitrary<Write> = fc.oneof(
  fc.record({
    kind: fc.constant('put' as const),
    index: fc.integer({ min: 0, max: 399 }),
    record: recordArb as fc.Arbitrary<JsonObject>,
  }),
  fc.record({ kind: fc.constant('delete' as const), index: fc.integer({ min: 0, max: 399 }) }),
)

function checkAgainstBruteForce(engine: SearchEngine, records: Map<string, JsonObject>, filters: Conjunction): void {
  const result = executeSearch(engine.view('cars'), {
    query: '',
    filters,
    facets: ['*'],
    maxValuesPerFacet: 1000,
    hitsPerPage: 1000,
  })
  const expected = [...records.values()].filter((r) => matchesFilters(r, filters, DECLARED))
  expect(result.nbHits).toBe(expected.length)
  expect(new Set(result.hits.map((h) => h.objectID))).toEqual(new Set(expected.map((r) => r.objectID)))
  for (const attribute of FACETS) {
    expect(result.facets?.[attribute] ?? {}).toEqual(bruteFacetCounts(expected, attribute))
    const stats = bruteStats(expected, attribute)
    if (stats === undefined) expect(result.facetsStats?.[attribute]).toBeUndefined()
    else {
      const actual = result.facetsStats?.[attribute]
      expect(actual?.min).toBe(stats.min)
      expect(actual?.max).toBe(stats.max)
      expect(actual?.sum).toBe(stats.sum)
      expect(actual?.avg).toBeCloseTo(stats.avg, 9)
    }
  }
  // customRanking desc(price): the best price of each hit never increases; records without one come last.
  const keys = result.hits.map((h) => {
    const prices = numbersAt(h, 'price')
    return prices.length === 0 ? -Infinity : Math.max(...prices)
  })
  for (let i = 1; i < keys.length; i++) expect(keys[i]).toBeLessThanOrEqual(keys[i - 1])
}

describe('engine facet counts, stats and filters match a brute-force scan', () => {
  it('after random writes, every count and stat is exact for random filters', () => {
    fc.assert(
      fc.property(
        fc.array(writeArb, { minLength: 50, maxLength: 700 }),
        fc.array(conjunctionArb, { minLength: 1, maxLength: 4 }),
        (writes, filterSets) => {
          const engine = new SearchEngine()
          engine.apply(engine.prepareSetSettings('cars', SETTINGS, false, AT))
          const records = new Map<string, JsonObject>()
          writes.forEach((write, step) => {
            const objectID = `r${write.index}`
            if (write.kind === 'put') {
              const record = { ...write.record, objectID }
              engine.apply(engine.prepareBatch([{ action: 'updateObject', indexName: 'cars', body: record }], AT))
              records.set(objectID, record)
            } else {
              engine.apply(engine.prepareBatch([{ action: 'deleteObject', indexName: 'cars', body: { objectID } }], AT))
              records.delete(objectID)
            }
            // Search midway too, so later writes hit already-built (sorted, cached) structures.
            if (step === Math.floor(writes.length / 2)) checkAgainstBruteForce(engine, records, filterSets[0])
          })
          for (const filters of filterSets) checkAgainstBruteForce(engine, records, filters)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('keeps counts exact while the value column widens from 1 to 2 to 4 bytes per record', () => {
    const engine = new SearchEngine()
    engine.apply(
      engine.prepareSetSettings(
        'cars',
        { attributesForFaceting: ['code', 'tags'], searchableAttributes: ['code'] },
        false,
        AT,
      ),
    )
    const records: JsonObject[] = []
    // Facet indexes exist before the writes, so widening happens incrementally mid-stream.
    engine.apply(
      engine.prepareBatch(
        [{ action: 'addObject', indexName: 'cars', body: { objectID: 'seed', code: 'x', tags: ['a', 'b'] } }],
        AT,
      ),
    )
    records.push({ objectID: 'seed', code: 'x', tags: ['a', 'b'] })
    executeSearch(engine.view('cars'), { query: '', filters: [], facets: ['*'] })
    for (let i = 0; i < 70_000; i++) {
      const record: JsonObject = {
        objectID: String(i),
        ...(i % 5 === 0 ? {} : { code: `c${i % 66_000}` }),
        tags: i % 3 === 0 ? ['a', 'b'] : [`t${i % 300}`],
      }
      records.push(record)
    }
    for (let i = 0; i < records.length - 1; i += 5000) {
      engine.apply(
        engine.prepareBatch(
          records.slice(i + 1, i + 5001).map((body) => ({ action: 'addObject', indexName: 'cars', body })),
          AT,
        ),
      )
    }
    const filters: Conjunction = [[{ kind: 'facet', attribute: 'tags', value: 'a', negated: true }]]
    const result = executeSearch(engine.view('cars'), {
      query: '',
      filters,
      facets: ['code', 'tags'],
      maxValuesPerFacet: 1000,
      sortFacetValuesBy: 'alpha',
    })
    const expected = records.filter((r) => matchesFilters(r, filters, new Set(['code', 'tags'])))
    expect(result.nbHits).toBe(expected.length)
    const bruteCode = Object.entries(bruteFacetCounts(expected, 'code'))
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .slice(0, 1000)
    expect(Object.entries(result.facets?.code ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))).toEqual(bruteCode)
    expect(result.facets?.tags).toEqual(
      Object.fromEntries(Object.entries(bruteFacetCounts(expected, 'tags')).sort(([a], [b]) => (a < b ? -1 : 1))),
    )
  }, 30_000)

  it('computes facets and facets_stats over every match even with hitsPerPage 0', () => {
    const engine = new SearchEngine()
    engine.apply(engine.prepareSetSettings('cars', SETTINGS, false, AT))
    const records = Array.from({ length: 50 }, (_, i) => ({
      objectID: String(i),
      make: i % 2 ? 'Toyota' : 'Mazda',
      price: i * 100,
      site: 'a',
      year: 2020,
    }))
    engine.apply(
      engine.prepareBatch(
        records.map((body) => ({ action: 'addObject', indexName: 'cars', body })),
        AT,
      ),
    )
    const result = executeSearch(engine.view('cars'), {
      query: '',
      filters: [],
      facets: ['make', 'price'],
      hitsPerPage: 0,
    })
    expect(result.hits).toEqual([])
    expect(result.nbHits).toBe(50)
    expect(result.nbPages).toBe(0)
    expect(result.facets?.make).toEqual({ Mazda: 25, Toyota: 25 })
    expect(result.facetsStats?.price).toEqual({ min: 0, max: 4900, avg: 2450, sum: 122_500 })
  })

  it('sorts facet values by count then value and honours maxValuesPerFacet', () => {
    const engine = new SearchEngine()
    engine.apply(engine.prepareSetSettings('cars', SETTINGS, false, AT))
    const makes = ['BMW', 'Audi', 'Audi', 'Kia', 'Kia', 'Kia', 'Ford', 'Ford', 'Ford']
    engine.apply(
      engine.prepareBatch(
        makes.map((make, i) => ({
          action: 'addObject',
          indexName: 'cars',
          body: { objectID: String(i), make, site: 'a', year: 1 },
        })),
        AT,
      ),
    )
    const top = executeSearch(engine.view('cars'), { query: '', filters: [], facets: ['make'], maxValuesPerFacet: 3 })
    expect(Object.entries(top.facets?.make ?? {})).toEqual([
      ['Ford', 3],
      ['Kia', 3],
      ['Audi', 2],
    ])
    const alpha = executeSearch(engine.view('cars'), {
      query: '',
      filters: [],
      facets: ['make'],
      sortFacetValuesBy: 'alpha',
    })
    expect(Object.keys(alpha.facets?.make ?? {})).toEqual(['Audi', 'BMW', 'Ford', 'Kia'])
  })

  it('does not return filterOnly or undeclared attributes as facets', () => {
    const engine = new SearchEngine()
    engine.apply(engine.prepareSetSettings('cars', SETTINGS, false, AT))
    engine.apply(
      engine.prepareBatch(
        [
          {
            action: 'addObject',
            indexName: 'cars',
            body: { objectID: '1', make: 'Kia', site: 'a', colour: 'Red', year: 1 },
          },
        ],
        AT,
      ),
    )
    const result = executeSearch(engine.view('cars'), { query: '', filters: [], facets: ['site', 'colour', 'make'] })
    expect(Object.keys(result.facets ?? {})).toEqual(['make'])
  })
})
