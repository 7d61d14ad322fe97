import { describe, expect, it } from 'vitest'
import { SearchEngine } from '@/search-service/engine/engine'
import type { JsonObject } from '@/search-service/engine/json'
import { executeSearch } from '@/search-service/engine/search'

const AT = '2026-01-01T00:00:00.000Z'

function setup(): SearchEngine {
  const engine = new SearchEngine()
  engine.apply(
    engine.prepareSetSettings(
      'cars',
      { attributesForFaceting: ['make'], customRanking: ['desc(year)'], replicas: ['cars_price_asc'] },
      true,
      AT,
    ),
  )
  engine.apply(
    engine.prepareSetSettings(
      'cars_price_asc',
      { ranking: ['asc(price)', 'typo', 'words', 'proximity', 'attribute', 'exact', 'custom'] },
      false,
      AT,
    ),
  )
  const records: JsonObject[] = [
    { objectID: 'a', make: 'Kia', price: 30, year: 2020 },
    { objectID: 'b', make: 'Kia', price: 10, year: 2018 },
    { objectID: 'c', make: 'BMW', price: 20, year: 2022 },
    { objectID: 'd', make: 'BMW', year: 2021 },
  ]
  engine.apply(
    engine.prepareBatch(
      records.map((body) => ({ action: 'addObject', indexName: 'cars', body })),
      AT,
    ),
  )
  return engine
}

const order = (engine: SearchEngine, index: string): string[] =>
  executeSearch(engine.view(index), { query: '', filters: [] }).hits.map((h) => String(h.objectID))

describe('replicas', () => {
  it('share the primary records and sort by their own ranking (missing values last)', () => {
    const engine = setup()
    expect(order(engine, 'cars')).toEqual(['c', 'd', 'a', 'b'])
    expect(order(engine, 'cars_price_asc')).toEqual(['b', 'c', 'a', 'd'])
    engine.apply(
      engine.prepareBatch(
        [{ action: 'partialUpdateObject', indexName: 'cars', body: { objectID: 'a', price: 1 } }],
        AT,
      ),
    )
    expect(order(engine, 'cars_price_asc')[0]).toBe('a')
  })

  it('get forwarded settings but keep being replicas; writes to a replica are refused', () => {
    const engine = setup()
    expect(engine.entry('cars_price_asc')?.settings).toMatchObject({ primary: 'cars', attributesForFaceting: ['make'] })
    expect(() =>
      engine.prepareBatch([{ action: 'addObject', indexName: 'cars_price_asc', body: { objectID: 'x' } }], AT),
    ).toThrow(/replica/)
  })

  it('become ordinary indexes with their own copy when dropped from the replicas list', () => {
    const engine = setup()
    engine.apply(engine.prepareSetSettings('cars', { replicas: [] }, false, AT))
    engine.apply(engine.prepareBatch([{ action: 'deleteObject', indexName: 'cars', body: { objectID: 'a' } }], AT))
    expect(engine.view('cars_price_asc').store.size).toBe(4)
    expect(engine.view('cars').store.size).toBe(3)
  })
})

describe('copy and move (replaceAllObjects)', () => {
  it('copies settings only with scope, then a move keeps the destination replicas attached', () => {
    const engine = setup()
    engine.apply(engine.prepareOperation('cars', 'copy', 'cars_tmp', ['settings', 'rules', 'synonyms'], AT))
    expect(engine.view('cars_tmp').store.size).toBe(0)
    expect(engine.entry('cars_tmp')?.settings).toEqual({
      attributesForFaceting: ['make'],
      customRanking: ['desc(year)'],
    })
    engine.apply(
      engine.prepareBatch(
        [{ action: 'addObject', indexName: 'cars_tmp', body: { objectID: 'z', make: 'Audi', price: 5, year: 2000 } }],
        AT,
      ),
    )
    engine.apply(engine.prepareOperation('cars_tmp', 'move', 'cars', undefined, AT))
    expect(engine.has('cars_tmp')).toBe(false)
    expect(order(engine, 'cars')).toEqual(['z'])
    expect(order(engine, 'cars_price_asc')).toEqual(['z'])
    expect(engine.entry('cars')?.settings.replicas).toEqual(['cars_price_asc'])
  })

  it('copies records and settings without scope, independently of the source', () => {
    const engine = setup()
    engine.apply(engine.prepareOperation('cars', 'copy', 'backup', undefined, AT))
    engine.apply(engine.prepareClear('cars', AT))
    expect(engine.view('backup').store.size).toBe(4)
    expect(engine.entry('backup')?.settings.replicas).toBeUndefined()
  })

  it('refuses to copy over an index that has replicas', () => {
    const engine = setup()
    expect(() => engine.prepareOperation('other', 'copy', 'cars', undefined, AT)).toThrow(/has replicas/)
  })
})

describe('writes', () => {
  it('applies partial update operations and skips missing records for NoCreate', () => {
    const engine = setup()
    engine.apply(
      engine.prepareBatch(
        [
          {
            action: 'partialUpdateObject',
            indexName: 'cars',
            body: {
              objectID: 'a',
              price: { _operation: 'Increment', value: 5 },
              tags: { _operation: 'AddUnique', value: 'x' },
            },
          },
          { action: 'partialUpdateObjectNoCreate', indexName: 'cars', body: { objectID: 'nope', make: 'X' } },
        ],
        AT,
      ),
    )
    expect(engine.getObject('cars', 'a')).toMatchObject({ price: 35, tags: ['x'] })
    expect(() => engine.getObject('cars', 'nope')).toThrow(/ObjectID does not exist/)
  })

  it('generates objectIDs for addObject and validates actions before applying anything', () => {
    const engine = setup()
    const mutation = engine.prepareBatch([{ action: 'addObject', indexName: 'cars', body: { make: 'Kia' } }], AT)
    expect(mutation.type === 'batch' && typeof mutation.operations[0].body.objectID).toBe('string')
    expect(() =>
      engine.prepareBatch(
        [
          { action: 'addObject', indexName: 'cars', body: {} },
          { action: 'explode', indexName: 'cars', body: {} },
        ],
        AT,
      ),
    ).toThrow(/unknown action 'explode'/)
    expect(() => engine.prepareBatch([{ action: 'updateObject', indexName: 'cars', body: { make: 'x' } }], AT)).toThrow(
      /objectID/,
    )
  })

  it('merges settings and resets keys set to null', () => {
    const engine = setup()
    engine.apply(engine.prepareSetSettings('cars', { hitsPerPage: 5, customRanking: null }, false, AT))
    expect(engine.entry('cars')?.settings).toMatchObject({ hitsPerPage: 5, attributesForFaceting: ['make'] })
    expect(engine.entry('cars')?.settings.customRanking).toBeUndefined()
    expect(() => engine.prepareSetSettings('cars', { ranking: ['nonsense'] }, false, AT)).toThrow(/unknown criterion/)
    expect(() => engine.prepareSetSettings('cars', { hitsPerPage: 'x' }, false, AT)).toThrow(/hitsPerPage/)
  })

  it('renumbers records densely after many deletions without losing any', () => {
    const engine = new SearchEngine()
    engine.apply(engine.prepareSetSettings('big', { attributesForFaceting: ['n'] }, false, AT))
    engine.apply(
      engine.prepareBatch(
        Array.from({ length: 12_000 }, (_, i) => ({
          action: 'addObject',
          indexName: 'big',
          body: { objectID: String(i), n: i % 7 },
        })),
        AT,
      ),
    )
    const epoch = engine.view('big').store.epoch
    engine.apply(
      engine.prepareBatch(
        Array.from({ length: 10_000 }, (_, i) => ({
          action: 'deleteObject',
          indexName: 'big',
          body: { objectID: String(i) },
        })),
        AT,
      ),
    )
    expect(engine.view('big').store.epoch).not.toBe(epoch)
    const result = executeSearch(engine.view('big'), { query: '', filters: [], facets: ['n'] })
    expect(result.nbHits).toBe(2000)
    expect(Object.values(result.facets?.n ?? {}).reduce((a, b) => a + b, 0)).toBe(2000)
  })
})

describe('virtual replicas (issue 40.3: sort replicas that are views, not copies)', () => {
  function virtualSetup(): SearchEngine {
    const engine = new SearchEngine()
    engine.apply(
      engine.prepareSetSettings(
        'cars',
        {
          searchableAttributes: ['make'],
          attributesForFaceting: ['make'],
          customRanking: ['desc(year)'],
          replicas: ['virtual(cars_price_asc)'],
        },
        true,
        AT,
      ),
    )
    engine.apply(
      engine.prepareSetSettings('cars_price_asc', { customRanking: ['asc(price)'], relevancyStrictness: 0 }, false, AT),
    )
    const records: JsonObject[] = [
      { objectID: 'a', make: 'Kia', price: 30, year: 2020 },
      { objectID: 'b', make: 'Kia', price: 10, year: 2018 },
      { objectID: 'c', make: 'BMW', price: 20, year: 2022 },
      { objectID: 'd', make: 'BMW', year: 2021 },
    ]
    engine.apply(
      engine.prepareBatch(
        records.map((body) => ({ action: 'addObject', indexName: 'cars', body })),
        AT,
      ),
    )
    return engine
  }

  it('keep no records of their own and sort at query time by their customRanking', () => {
    const engine = virtualSetup()
    expect(engine.view('cars_price_asc').store).toBe(engine.view('cars').store)
    expect(order(engine, 'cars')).toEqual(['c', 'd', 'a', 'b'])
    expect(order(engine, 'cars_price_asc')).toEqual(['b', 'c', 'a', 'd'])
    engine.apply(
      engine.prepareBatch(
        [{ action: 'partialUpdateObject', indexName: 'cars', body: { objectID: 'a', price: 1 } }],
        AT,
      ),
    )
    expect(order(engine, 'cars_price_asc')[0]).toBe('a')
    // A query keeps every matching record in the answer, sorted (relevancyStrictness 0).
    const kia = executeSearch(engine.view('cars_price_asc'), { query: 'kia', filters: [] })
    expect(kia.hits.map((h) => String(h.objectID))).toEqual(['a', 'b'])
  })

  it("search with their primary's settings, which they follow without forwarding", () => {
    const engine = virtualSetup()
    expect(engine.view('cars_price_asc').settings.facets.has('make')).toBe(true)
    engine.apply(engine.prepareSetSettings('cars', { attributesForFaceting: ['make', 'price'] }, false, AT))
    expect(engine.view('cars_price_asc').settings.facets.has('price')).toBe(true)
  })

  it('refuse ranking and indexing settings of their own, naming them', () => {
    const engine = virtualSetup()
    expect(() =>
      engine.prepareSetSettings('cars_price_asc', { ranking: ['asc(price)', 'typo', 'custom'] }, false, AT),
    ).toThrow(/virtual replica of cars: it cannot set ranking/)
    expect(() => engine.prepareSetSettings('cars_price_asc', { searchableAttributes: ['model'] }, false, AT)).toThrow(
      /cannot set searchableAttributes/,
    )
    // The primary's settings forwarded to them are fine: they keep what a virtual replica may have.
    engine.apply(
      engine.prepareSetSettings('cars', { searchableAttributes: ['make', 'model'], hitsPerPage: 5 }, true, AT),
    )
    expect(engine.entry('cars_price_asc')?.settings).toMatchObject({ hitsPerPage: 5 })
    expect(engine.entry('cars_price_asc')?.settings.searchableAttributes).toBeUndefined()
    expect(order(engine, 'cars_price_asc')).toEqual(['b', 'c', 'a', 'd'])
  })

  it('become ordinary indexes with their own copy and the settings they searched with when dropped', () => {
    const engine = virtualSetup()
    engine.apply(engine.prepareSetSettings('cars', { replicas: [] }, false, AT))
    engine.apply(engine.prepareBatch([{ action: 'deleteObject', indexName: 'cars', body: { objectID: 'a' } }], AT))
    expect(engine.view('cars_price_asc').store.size).toBe(4)
    expect(order(engine, 'cars_price_asc')).toEqual(['b', 'c', 'a', 'd'])
    expect(engine.entry('cars_price_asc')?.settings.primary).toBeUndefined()
  })
})
