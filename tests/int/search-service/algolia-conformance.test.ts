import { gzipSync } from 'node:zlib'
import algoliasearchHelper from 'algoliasearch-helper'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BENCH_NOW, generateCars } from '@/search-service/bench-data'
import type { JsonObject } from '@/search-service/engine/json'
import { parseFilters, type Conjunction } from '@/search-service/filter'
import { carsIndexSettings, replicaSettings } from '@/search/carIndexSettings'
import { listingRuleFilter } from '@/search/securedKey'
import { bruteFacetCounts, bruteStats, matchesFilters } from '../../unit/search-service/brute-force'
import { ADMIN_KEY, rawRequest, SEARCH_KEY, startFixture, type ServiceFixture } from './service-fixture'

const CARS = generateCars(3000, 7)
const DECLARED = new Set(
  (carsIndexSettings.attributesForFaceting ?? []).map((entry) =>
    entry.replace(/^(searchable|filterOnly)\((.*)\)$/, '$2'),
  ),
)
const LISTING = listingRuleFilter(BENCH_NOW)

let fixture: ServiceFixture
let admin: ReturnType<ServiceFixture['client']>

function expected(filters: Conjunction): JsonObject[] {
  return CARS.filter((car) => matchesFilters(car, filters, DECLARED))
}

beforeAll(async () => {
  fixture = await startFixture()
  admin = fixture.client(ADMIN_KEY)
  const { taskID } = await admin.setSettings({
    indexName: 'cars',
    indexSettings: carsIndexSettings,
    forwardToReplicas: true,
  })
  await admin.waitForTask({ indexName: 'cars', taskID })
  for (const [indexName, indexSettings] of Object.entries(replicaSettings))
    await admin.setSettings({ indexName, indexSettings })
  await admin.saveObjects({ indexName: 'cars', objects: CARS, batchSize: 1000, waitForTasks: true })
})

afterAll(async () => {
  await fixture?.stop()
})

describe('InstantSearch (algoliasearch-helper) against the service', () => {
  function helper(indexName = 'cars') {
    return algoliasearchHelper(fixture.client(SEARCH_KEY), indexName, {
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
      ['cars_price_asc', 1],
      ['cars_price_desc', -1],
    ] as const) {
      const { content } = await helper(index).searchOnce({ filters, hitsPerPage: 1000 })
      expect(content.nbHits).toBe(listed.length)
      const prices = content.hits.map((hit) => Number(hit.price))
      expect(prices.slice(0, priced.length)).toEqual(
        priced.map((car) => Number(car.price)).sort((a, b) => direction * (a - b)),
      )
      expect(prices.slice(priced.length)).toEqual(listed.filter((car) => Number(car.price) <= 10).map(() => 0))
    }
    const desc = await helper('cars_km_desc').searchOnce({ hitsPerPage: 5 })
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
    const search = fixture.client(SEARCH_KEY)
    const single = await search.searchSingleIndex({
      indexName: 'cars',
      searchParams: { query: 'corolla', hitsPerPage: 0, facets: ['make'] },
    })
    expect(single.nbHits).toBe(CARS.filter((c) => c.model === 'Corolla').length)
    expect(single.facets).toEqual({ make: { Toyota: single.nbHits } })
    expect(single).toMatchObject({
      hits: [],
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      page: 0,
      index: 'cars',
    })
    const multi = await search.search({
      requests: [
        { indexName: 'cars', params: 'query=kia&hitsPerPage=2&facets=%5B%22make%22%5D' } as unknown as {
          indexName: string
        },
        { indexName: 'cars', type: 'facet', facet: 'model', facetQuery: 'cx' },
      ],
    })
    expect(multi.results[0]).toMatchObject({ hitsPerPage: 2, query: 'kia' })
    expect((multi.results[1] as { facetHits: unknown[] }).facetHits.length).toBeGreaterThan(0)
    const facets = await search.searchForFacetValues({
      indexName: 'cars',
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
      indexName: 'scratch',
      objects: [
        { objectID: '1', name: 'one', n: 1 },
        { objectID: '2', name: 'two', n: 2 },
      ],
      waitForTasks: true,
    })
    await admin.partialUpdateObjects({ indexName: 'scratch', objects: [{ objectID: '1', n: 10 }], waitForTasks: true })
    expect(await admin.getObject({ indexName: 'scratch', objectID: '1' })).toEqual({
      objectID: '1',
      name: 'one',
      n: 10,
    })
    expect(await admin.getObject({ indexName: 'scratch', objectID: '1', attributesToRetrieve: ['n'] })).toEqual({
      objectID: '1',
      n: 10,
    })
    const batch = await admin.batch({
      indexName: 'scratch',
      batchWriteParams: {
        requests: [
          { action: 'addObject', body: { name: 'three' } },
          { action: 'deleteObject', body: { objectID: '2' } },
        ],
      },
    })
    await admin.waitForTask({ indexName: 'scratch', taskID: batch.taskID })
    expect(batch.objectIDs).toHaveLength(2)
    await admin.deleteObjects({ indexName: 'scratch', objectIDs: ['1'], waitForTasks: true })
    const browsed: unknown[] = []
    await admin.browseObjects({
      indexName: 'scratch',
      browseParams: { hitsPerPage: 1 },
      aggregator: (response) => void browsed.push(...response.hits),
    })
    expect(browsed).toEqual([expect.objectContaining({ name: 'three' })])
    await expect(admin.getObject({ indexName: 'scratch', objectID: '1' })).rejects.toMatchObject({
      status: 404,
      message: 'ObjectID does not exist',
    })
    await admin.clearObjects({ indexName: 'scratch' })
    expect((await admin.searchSingleIndex({ indexName: 'scratch' })).nbHits).toBe(0)
    await admin.deleteIndex({ indexName: 'scratch' })
    expect(await admin.indexExists({ indexName: 'scratch' })).toBe(false)
  })

  it('browses every record of the big index with a cursor', async () => {
    let total = 0
    await admin.browseObjects({
      indexName: 'cars',
      browseParams: { filters: 'car_type:demo' },
      aggregator: (response) => void (total += response.hits.length),
    })
    expect(total).toBe(CARS.filter((c) => c.car_type === 'demo').length)
  })

  it('reads settings with replicas, lists indexes and deletes by query', async () => {
    const settings = await admin.getSettings({ indexName: 'cars_price_asc' })
    expect(settings).toMatchObject({
      primary: 'cars',
      ranking: [
        'desc(has_price)',
        'asc(price)',
        'typo',
        'geo',
        'words',
        'filters',
        'proximity',
        'attribute',
        'exact',
        'custom',
      ],
    })
    const list = await admin.listIndices()
    expect(list.items.map((i) => i.name)).toEqual(expect.arrayContaining(['cars', 'cars_price_asc', 'cars_latest']))
    await admin.saveObjects({
      indexName: 'dq',
      objects: [
        { objectID: 'a', kind: 'x' },
        { objectID: 'b', kind: 'y' },
      ],
      waitForTasks: true,
    })
    await admin.setSettings({ indexName: 'dq', indexSettings: { attributesForFaceting: ['kind'] } })
    const deleted = await admin.deleteBy({ indexName: 'dq', deleteByParams: { filters: 'kind:x' } })
    await admin.waitForTask({ indexName: 'dq', taskID: deleted.taskID })
    expect((await admin.searchSingleIndex({ indexName: 'dq' })).hits.map((h) => h.objectID)).toEqual(['b'])
  })

  it('replaceAllObjects swaps the records atomically and keeps the replicas attached', async () => {
    await admin.setSettings({
      indexName: 'stock',
      indexSettings: { attributesForFaceting: ['make'], replicas: ['stock_price_asc'] },
      forwardToReplicas: true,
    })
    await admin.setSettings({ indexName: 'stock_price_asc', indexSettings: { ranking: ['asc(price)'] } })
    await admin.saveObjects({
      indexName: 'stock',
      objects: [{ objectID: 'old', make: 'Kia', price: 1 }],
      waitForTasks: true,
    })
    await admin.replaceAllObjects({
      indexName: 'stock',
      objects: [
        { objectID: 'n1', make: 'BMW', price: 9 },
        { objectID: 'n2', make: 'BMW', price: 3 },
      ],
      batchSize: 1,
    })
    const replica = await admin.searchSingleIndex({ indexName: 'stock_price_asc', searchParams: { facets: ['make'] } })
    expect(replica.hits.map((h) => h.objectID)).toEqual(['n2', 'n1'])
    expect(replica.facets).toEqual({ make: { BMW: 2 } })
    expect((await admin.listIndices()).items.some((i) => i.name.startsWith('stock_tmp'))).toBe(false)
    await admin.operationIndex({
      indexName: 'stock',
      operationIndexParams: { operation: 'copy', destination: 'stock_copy' },
    })
    expect((await admin.searchSingleIndex({ indexName: 'stock_copy' })).nbHits).toBe(2)
  })
})

describe('protocol details', () => {
  it('answers 404 Index does not exist for an unknown index', async () => {
    await expect(fixture.client(SEARCH_KEY).searchSingleIndex({ indexName: 'nope' })).rejects.toMatchObject({
      status: 404,
      message: 'Index does not exist',
    })
    await expect(
      fixture.client(SEARCH_KEY).search({ requests: [{ indexName: 'cars' }, { indexName: 'nope' }] }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('answers 400 naming what was wrong, never 500', async () => {
    const bad = [
      { body: '{not json', message: /Invalid JSON/ },
      { body: '[1,2]', message: /expected an object/ },
      { body: JSON.stringify({ requests: 'x' }), message: /requests must be an array/ },
      {
        body: JSON.stringify({ requests: [{ indexName: 'cars', params: { filters: 'make:Kia OR price > 3' } }] }),
        message: /filters: .*cannot mix/,
      },
      { body: JSON.stringify({ requests: [{ indexName: 'cars', hitsPerPage: -1 }] }), message: /hitsPerPage/ },
      {
        body: JSON.stringify({ requests: [{ indexName: 'cars', unknownThing: 1 }] }),
        message: /Unknown parameter: unknownThing/,
      },
      { body: JSON.stringify({ requests: [{ params: 'query=x' }] }), message: /indexName is required/ },
      {
        body: JSON.stringify({ requests: [{ indexName: 'cars', type: 'facet', facet: 'colour' }] }),
        message: /searchable\(colour\)/,
      },
    ]
    for (const { body, message } of bad) {
      const response = await rawRequest(fixture, 'POST', '/1/indexes/*/queries', { body, apiKey: SEARCH_KEY })
      expect(response.status, body).toBe(400)
      expect(response.json).toEqual({ message: expect.stringMatching(message), status: 400 })
    }
    const batch = await rawRequest(fixture, 'POST', '/1/indexes/cars/batch', {
      body: JSON.stringify({ requests: [{ action: 'frobnicate', body: {} }] }),
    })
    expect(batch).toMatchObject({
      status: 400,
      json: { message: expect.stringMatching(/unknown action 'frobnicate'/), status: 400 },
    })
    const settings = await rawRequest(fixture, 'PUT', '/1/indexes/cars/settings', {
      body: JSON.stringify({ customRanking: ['price'] }),
    })
    expect(settings.status).toBe(400)
  })

  it('answers 403 with {message, status} for wrong keys and for writes with the search key', async () => {
    expect(await rawRequest(fixture, 'POST', '/1/indexes/cars/query', { body: '{}', apiKey: 'wrong' })).toMatchObject({
      status: 403,
      json: { message: 'Invalid Application-ID or API key', status: 403 },
    })
    expect((await rawRequest(fixture, 'POST', '/1/indexes/cars/query', { body: '{}', apiKey: null })).status).toBe(403)
    expect(
      (await rawRequest(fixture, 'POST', '/1/indexes/cars/batch', { body: '{"requests":[]}', apiKey: SEARCH_KEY }))
        .status,
    ).toBe(403)
    expect((await rawRequest(fixture, 'GET', '/1/indexes/cars/settings', { apiKey: SEARCH_KEY })).status).toBe(403)
    await expect(fixture.client('wrong').searchSingleIndex({ indexName: 'cars' })).rejects.toMatchObject({
      status: 403,
    })
  })

  it('accepts credentials in the query string and text/plain or gzip bodies, and answers CORS preflights', async () => {
    const viaQuery = await rawRequest(
      fixture,
      'POST',
      `/1/indexes/cars/query?x-algolia-api-key=${SEARCH_KEY}&x-algolia-application-id=test-app`,
      {
        body: JSON.stringify({ hitsPerPage: 1 }),
        headers: { 'content-type': 'text/plain' },
        apiKey: null,
      },
    )
    expect(viaQuery.status).toBe(200)
    expect(viaQuery.headers.get('access-control-allow-origin')).toBe('*')
    const gzip = await fetch(`${fixture.service.url}/1/indexes/cars/query`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': 'test-app', 'x-algolia-api-key': SEARCH_KEY, 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ hitsPerPage: 3 })),
    })
    expect(((await gzip.json()) as { hits: unknown[] }).hits).toHaveLength(3)
    const preflight = await fetch(`${fixture.service.url}/1/indexes/*/queries`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://acme.localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-algolia-api-key,content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-algolia-api-key,content-type')
  })

  it('answers a task status as published', async () => {
    const { taskID } = await admin.setSettings({ indexName: 'cars', indexSettings: { hitsPerPage: 21 } })
    expect(await admin.getTask({ indexName: 'cars', taskID })).toMatchObject({ status: 'published' })
  })
})
