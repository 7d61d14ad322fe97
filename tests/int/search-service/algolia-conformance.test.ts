import algoliasearchHelper from 'algoliasearch-helper'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BENCH_NOW, generateCars } from '@/search-service/bench-data'
import type { JsonObject } from '@/search-service/engine/json'
import { parseFilters, type Conjunction } from '@/search-service/filter'
import { carsIndexSettings, replicaSettings } from '@/search/carIndexSettings'
import { listingRuleFilter } from '@/search/securedKey'
import { bruteFacetCounts, bruteStats, matchesFilters } from '../../unit/search-service/brute-force'
import { startConformanceTarget, type ConformanceTarget } from './conformance-target'

const CARS = generateCars(3000, 7)
const DECLARED = new Set(
  (carsIndexSettings.attributesForFaceting ?? []).map((entry) =>
    entry.replace(/^(searchable|filterOnly)\((.*)\)$/, '$2'),
  ),
)
const LISTING = listingRuleFilter(BENCH_NOW)

let target: ConformanceTarget
let admin: ReturnType<ConformanceTarget['client']>
/** This run's name for an index (prefixed on Algolia: `npm run test:algolia`). */
const ix = (name: string): string => target.index(name)

function expected(filters: Conjunction): JsonObject[] {
  return CARS.filter((car) => matchesFilters(car, filters, DECLARED))
}

/**
 * The same suite runs against the embedded service (npm run test:int, every write published late so it must wait for
 * its tasks) and against a real Algolia application (npm run test:algolia): both sides of the protocol the app speaks.
 */
beforeAll(async () => {
  target = await startConformanceTarget()
  admin = target.client(target.adminKey)
  const { taskID } = await admin.setSettings({
    indexName: ix('cars'),
    indexSettings: carsIndexSettings,
    forwardToReplicas: true,
  })
  await admin.waitForTask({ indexName: ix('cars'), taskID })
  for (const [indexName, indexSettings] of Object.entries(replicaSettings)) {
    const replica = await admin.setSettings({ indexName, indexSettings })
    await admin.waitForTask({ indexName, taskID: replica.taskID })
  }
  await admin.saveObjects({ indexName: ix('cars'), objects: CARS, batchSize: 1000, waitForTasks: true })
})

afterAll(async () => {
  await target?.stop()
})

describe('InstantSearch (algoliasearch-helper) against the service', () => {
  function helper(indexName = ix('cars')) {
    return algoliasearchHelper(target.client(target.searchKey), indexName, {
      disjunctiveFacets: ['make', 'body'],
      facets: ['car_type', 'price', 'year'],
      filters: LISTING,
      hitsPerPage: 21,
      maxValuesPerFacet: 100,
    })
  }

  it('computes disjunctive facet counts, conjunctive counts and numeric refinements exactly', async () => {
    const h = helper()
      .addDisjunctiveFacetRefinement('make', 'Toyota')
      .addDisjunctiveFacetRefinement('make', 'Mazda')
      .addDisjunctiveFacetRefinement('body', 'SUV')
      .addFacetRefinement('car_type', 'used')
      .addNumericRefinement('price', '>=', 20_000)
      .addNumericRefinement('price', '<=', 50_000)
    const { content } = await h.searchOnce({})
    const listing = parseFilters(LISTING)
    const make = parseFilters('make:Toyota OR make:Mazda')
    const body = parseFilters('body:SUV')
    const rest = [...listing, ...parseFilters('car_type:used AND price >= 20000 AND price <= 50000')]
    const hits = expected([...rest, ...make, ...body])
    expect(content.nbHits).toBe(hits.length)
    expect(content.nbHits).toBeGreaterThan(0)
    const disjunctive = (name: string) => content.disjunctiveFacets.find((f) => f.name === name)?.data
    expect(disjunctive('make')).toEqual(bruteFacetCounts(expected([...rest, ...body]), 'make'))
    expect(disjunctive('body')).toEqual(bruteFacetCounts(expected([...rest, ...make]), 'body'))
    expect(content.facets.find((f) => f.name === 'car_type')?.data).toEqual(bruteFacetCounts(hits, 'car_type'))
    expect(content.getFacetStats('price')).toEqual(bruteStats(hits, 'price'))
    expect(content.getFacetStats('year')).toEqual(bruteStats(hits, 'year'))
  })

  it('paginates 0-based in customRanking order (latest first)', async () => {
    const all = expected(parseFilters(LISTING))
    const { content } = await helper().searchOnce({ page: 2, hitsPerPage: 7 })
    const sorted = all.map((car) => Number(car.created_at_timestamp)).sort((a, b) => b - a)
    expect(content.page).toBe(2)
    expect(content.nbPages).toBe(Math.ceil(Math.min(all.length, 1000) / 7))
    expect(content.hits.map((hit) => hit.created_at_timestamp)).toEqual(sorted.slice(14, 21))
  })

  it('sorts with replicas; cars without a price sort last in both price sorts and stay in the count', async () => {
    // One make: fewer cars than a page holds, 7 of them without a price in the bench data.
    const filters = `${LISTING} AND make:Honda`
    const listed = expected(parseFilters(filters))
    const priced = listed.filter((car) => Number(car.price) > 10)
    expect(priced.length).toBeLessThan(listed.length)
    for (const [index, direction] of [
      [ix('cars_price_asc'), 1],
      [ix('cars_price_desc'), -1],
    ] as const) {
      const { content } = await helper(index).searchOnce({ filters, hitsPerPage: 1000 })
      expect(content.nbHits).toBe(listed.length)
      const prices = content.hits.map((hit) => Number(hit.price))
      expect(prices.slice(0, priced.length)).toEqual(
        priced.map((car) => Number(car.price)).sort((a, b) => direction * (a - b)),
      )
      expect(prices.slice(priced.length)).toEqual(listed.filter((car) => Number(car.price) <= 10).map(() => 0))
    }
    const desc = await helper(ix('cars_km_desc')).searchOnce({ hitsPerPage: 5 })
    const kms = expected(parseFilters(LISTING))
      .map((car) => Number(car.km))
      .sort((a, b) => b - a)
    expect(desc.content.hits.map((hit) => hit.km)).toEqual(kms.slice(0, 5))
  })

  it('searches facet values within the current refinements', async () => {
    const h = helper().addFacetRefinement('car_type', 'new').addDisjunctiveFacetRefinement('make', 'Kia')
    const result = await h.searchForFacetValues('make', 'to', 10)
    const pool = expected([...parseFilters(LISTING), ...parseFilters('car_type:new')])
    const count = pool.filter((car) => car.make === 'Toyota').length
    expect(result.facetHits).toEqual([
      expect.objectContaining({ value: 'Toyota', count, highlighted: '<em>To</em>yota', isRefined: false }),
    ])
  })

  it('returns _highlightResult with the InstantSearch tags', async () => {
    const { content } = await helper().searchOnce({
      query: 'toyota coro',
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
      // Exact words only, so the count is the brute-force one ("coro" with one typo also finds "Cross").
      typoTolerance: false,
    })
    expect(content.nbHits).toBe(
      expected(parseFilters(LISTING)).filter((car) => car.make === 'Toyota' && car.model === 'Corolla').length,
    )
    const hit = content.hits[0] as unknown as {
      _highlightResult: Record<string, { value: string; matchLevel: string }>
    }
    expect(hit._highlightResult.model).toEqual(
      expect.objectContaining({
        value: '__ais-highlight__Coro__/ais-highlight__lla',
        matchLevel: 'partial',
        matchedWords: ['coro'],
      }),
    )
    expect(hit._highlightResult.make.value).toBe('__ais-highlight__Toyota__/ais-highlight__')
    expect(content).not.toHaveProperty('_automaticInsights')
  })
})

describe('algoliasearch v5 client methods', () => {
  it('searchSingleIndex, search (multi, with a URL-encoded params string) and searchForFacetValues', async () => {
    const search = target.client(target.searchKey)
    const single = await search.searchSingleIndex({
      indexName: ix('cars'),
      searchParams: { query: 'corolla', hitsPerPage: 0, facets: ['make'] },
    })
    expect(single.nbHits).toBe(CARS.filter((c) => c.model === 'Corolla').length)
    expect(single.facets).toEqual({ make: { Toyota: single.nbHits } })
    expect(single).toMatchObject({
      hits: [],
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      page: 0,
      index: ix('cars'),
    })
    const multi = await search.search({
      requests: [
        { indexName: ix('cars'), params: 'query=kia&hitsPerPage=2&facets=%5B%22make%22%5D' } as unknown as {
          indexName: string
        },
        { indexName: ix('cars'), type: 'facet', facet: 'model', facetQuery: 'cx' },
      ],
    })
    expect(multi.results[0]).toMatchObject({ hitsPerPage: 2, query: 'kia' })
    expect((multi.results[1] as { facetHits: unknown[] }).facetHits.length).toBeGreaterThan(0)
    const facets = await search.searchForFacetValues({
      indexName: ix('cars'),
      facetName: 'make',
      searchForFacetValuesRequest: { facetQuery: 'sko', params: 'filters=car_type%3Aused' },
    })
    expect(facets.facetHits).toEqual([
      {
        value: 'Škoda',
        highlighted: '<em>Ško</em>da',
        count: CARS.filter((c) => c.make === 'Škoda' && c.car_type === 'used').length,
      },
    ])
  })

  it('writes, reads and deletes objects', async () => {
    await admin.saveObjects({
      indexName: ix('scratch'),
      objects: [
        { objectID: '1', name: 'one', n: 1 },
        { objectID: '2', name: 'two', n: 2 },
      ],
      waitForTasks: true,
    })
    await admin.partialUpdateObjects({
      indexName: ix('scratch'),
      objects: [{ objectID: '1', n: 10 }],
      waitForTasks: true,
    })
    expect(await admin.getObject({ indexName: ix('scratch'), objectID: '1' })).toEqual({
      objectID: '1',
      name: 'one',
      n: 10,
    })
    expect(await admin.getObject({ indexName: ix('scratch'), objectID: '1', attributesToRetrieve: ['n'] })).toEqual({
      objectID: '1',
      n: 10,
    })
    const batch = await admin.batch({
      indexName: ix('scratch'),
      batchWriteParams: {
        requests: [
          { action: 'addObject', body: { name: 'three' } },
          { action: 'deleteObject', body: { objectID: '2' } },
        ],
      },
    })
    await admin.waitForTask({ indexName: ix('scratch'), taskID: batch.taskID })
    expect(batch.objectIDs).toHaveLength(2)
    await admin.deleteObjects({ indexName: ix('scratch'), objectIDs: ['1'], waitForTasks: true })
    const browsed: unknown[] = []
    await admin.browseObjects({
      indexName: ix('scratch'),
      browseParams: { hitsPerPage: 1 },
      aggregator: (response) => void browsed.push(...response.hits),
    })
    expect(browsed).toEqual([expect.objectContaining({ name: 'three' })])
    await expect(admin.getObject({ indexName: ix('scratch'), objectID: '1' })).rejects.toMatchObject({
      status: 404,
      message: 'ObjectID does not exist',
    })
    const cleared = await admin.clearObjects({ indexName: ix('scratch') })
    await admin.waitForTask({ indexName: ix('scratch'), taskID: cleared.taskID })
    expect((await admin.searchSingleIndex({ indexName: ix('scratch') })).nbHits).toBe(0)
    const deleted = await admin.deleteIndex({ indexName: ix('scratch') })
    await admin.waitForTask({ indexName: ix('scratch'), taskID: deleted.taskID })
    expect(await admin.indexExists({ indexName: ix('scratch') })).toBe(false)
  })

  it('browses every record of the big index with a cursor', async () => {
    let total = 0
    await admin.browseObjects({
      indexName: ix('cars'),
      browseParams: { filters: 'car_type:demo' },
      aggregator: (response) => void (total += response.hits.length),
    })
    expect(total).toBe(CARS.filter((c) => c.car_type === 'demo').length)
  })

  it('reads settings with replicas, lists indexes and deletes by query', async () => {
    // Virtual replicas (issue 40.3): the primary lists them as virtual(name); each sets only its customRanking.
    const primary = await admin.getSettings({ indexName: ix('cars') })
    expect(primary.replicas).toEqual(expect.arrayContaining([`virtual(${ix('cars_price_asc')})`]))
    const settings = await admin.getSettings({ indexName: ix('cars_price_asc') })
    expect(settings).toMatchObject({
      primary: ix('cars'),
      customRanking: ['desc(has_price)', 'asc(price)', 'desc(created_at_timestamp)'],
      relevancyStrictness: 0,
    })
    const list = await admin.listIndices()
    expect(list.items.map((i) => i.name)).toEqual(
      expect.arrayContaining([ix('cars'), ix('cars_price_asc'), ix('cars_latest')]),
    )
    await admin.saveObjects({
      indexName: ix('dq'),
      objects: [
        { objectID: 'a', kind: 'x' },
        { objectID: 'b', kind: 'y' },
      ],
      waitForTasks: true,
    })
    const dqSettings = await admin.setSettings({
      indexName: ix('dq'),
      indexSettings: { attributesForFaceting: ['kind'] },
    })
    await admin.waitForTask({ indexName: ix('dq'), taskID: dqSettings.taskID })
    const deleted = await admin.deleteBy({ indexName: ix('dq'), deleteByParams: { filters: 'kind:x' } })
    await admin.waitForTask({ indexName: ix('dq'), taskID: deleted.taskID })
    expect((await admin.searchSingleIndex({ indexName: ix('dq') })).hits.map((h) => h.objectID)).toEqual(['b'])
  })

  it('replaceAllObjects swaps the records atomically and keeps the replicas attached', async () => {
    const stock = await admin.setSettings({
      indexName: ix('stock'),
      indexSettings: { attributesForFaceting: ['make'], replicas: [ix('stock_price_asc')] },
      forwardToReplicas: true,
    })
    await admin.waitForTask({ indexName: ix('stock'), taskID: stock.taskID })
    // A standard replica may set its own ranking (a virtual one may not: see the service's unit tests).
    const sortSettings = await admin.setSettings({
      indexName: ix('stock_price_asc'),
      indexSettings: { ranking: ['asc(price)'] },
    })
    await admin.waitForTask({ indexName: ix('stock_price_asc'), taskID: sortSettings.taskID })
    await admin.saveObjects({
      indexName: ix('stock'),
      objects: [{ objectID: 'old', make: 'Kia', price: 1 }],
      waitForTasks: true,
    })
    await admin.replaceAllObjects({
      indexName: ix('stock'),
      objects: [
        { objectID: 'n1', make: 'BMW', price: 9 },
        { objectID: 'n2', make: 'BMW', price: 3 },
      ],
      batchSize: 1,
    })
    const replica = await admin.searchSingleIndex({
      indexName: ix('stock_price_asc'),
      searchParams: { facets: ['make'] },
    })
    expect(replica.hits.map((h) => h.objectID)).toEqual(['n2', 'n1'])
    expect(replica.facets).toEqual({ make: { BMW: 2 } })
    expect((await admin.listIndices()).items.some((i) => i.name.startsWith(ix('stock_tmp')))).toBe(false)
    const copied = await admin.operationIndex({
      indexName: ix('stock'),
      operationIndexParams: { operation: 'copy', destination: ix('stock_copy') },
    })
    await admin.waitForTask({ indexName: ix('stock'), taskID: copied.taskID })
    expect((await admin.searchSingleIndex({ indexName: ix('stock_copy') })).nbHits).toBe(2)
  })

  it('publishes a write once its task is published: waitForTask, as Algolia defines it', async () => {
    const { taskID } = await admin.setSettings({ indexName: ix('cars'), indexSettings: { hitsPerPage: 21 } })
    await admin.waitForTask({ indexName: ix('cars'), taskID })
    expect(await admin.getTask({ indexName: ix('cars'), taskID })).toMatchObject({ status: 'published' })
  })
})
