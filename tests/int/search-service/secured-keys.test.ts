import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { JsonObject } from '@/search-service/engine/json'
import { carsIndexSettings, replicaSettings } from '@/search/carIndexSettings'
import { securedKeyForSite } from '@/search/securedKey'
import { ADMIN_KEY, rawRequest, SEARCH_KEY, startFixture, type ServiceFixture } from './service-fixture'

const NOW = Math.floor(Date.now() / 1000)
const DAY = 86_400

/** Two sites' stock in one index: site A sells dealership 1, site B dealership 2. */
function stock(): JsonObject[] {
  const cars: JsonObject[] = []
  for (let i = 0; i < 120; i++) {
    const dealership = i % 2 === 0 ? 1 : 2
    const sold = i % 10 === 0
    cars.push({
      objectID: `car-${i}`,
      make: ['Toyota', 'Mazda', 'Kia'][i % 3],
      model: ['Corolla', 'CX-5', 'Sportage'][i % 3],
      dealership_id: dealership,
      dealership_name: dealership === 1 ? 'Alpha Motors' : 'Beta Cars',
      site_ids: [dealership],
      price: 10_000 + i * 100,
      car_type: i % 4 === 0 ? 'new' : 'used',
      show_on_dealer_website: i % 7 !== 0,
      listed_until: sold ? NOW - DAY : NOW + 365 * DAY,
      _tags: [dealership === 1 ? 'alpha' : 'beta'],
    })
  }
  return cars
}

const CARS = stock()
const SITE_A_VISIBLE = CARS.filter(
  (c) => c.dealership_id === 1 && c.show_on_dealer_website === true && Number(c.listed_until) > NOW,
)

let fixture: ServiceFixture
let siteAKey: string

beforeAll(async () => {
  fixture = await startFixture()
  const admin = fixture.client(ADMIN_KEY)
  const settings = {
    ...carsIndexSettings,
    attributesForFaceting: [...(carsIndexSettings.attributesForFaceting ?? []), 'searchable(dealership_name)'],
  }
  await admin.setSettings({ indexName: 'cars', indexSettings: settings, forwardToReplicas: true })
  for (const [indexName, indexSettings] of Object.entries(replicaSettings))
    await admin.setSettings({ indexName, indexSettings })
  await admin.saveObjects({ indexName: 'cars', objects: CARS, waitForTasks: true })
  await admin.saveObjects({
    indexName: 'other_index',
    objects: [{ objectID: 'x', dealership_id: 2 }],
    waitForTasks: true,
  })
  siteAKey = securedKeyForSite({
    searchKey: SEARCH_KEY,
    siteFilter: 'dealership_id:1',
    nowSeconds: NOW,
    validForSeconds: 600,
  })
})

afterAll(async () => {
  await fixture?.stop()
})

type SearchAnswer = {
  hits: JsonObject[]
  nbHits: number
  facets?: Record<string, Record<string, number>>
  facetHits?: Array<{ value: string }>
}

async function queries(body: unknown, key = siteAKey): Promise<{ status: number; results: SearchAnswer[] }> {
  const response = await rawRequest(fixture, 'POST', '/1/indexes/*/queries', {
    body: JSON.stringify(body),
    apiKey: key,
  })
  return {
    status: response.status,
    results: response.status === 200 ? (response.json as { results: SearchAnswer[] }).results : [],
  }
}

function assertOnlySiteA(answer: SearchAnswer): void {
  for (const hit of answer.hits) {
    expect(hit.dealership_id).toBe(1)
    expect(hit.show_on_dealer_website).toBe(true)
    expect(Number(hit.listed_until)).toBeGreaterThan(NOW)
  }
  for (const counts of Object.values(answer.facets ?? {})) expect(Object.keys(counts)).not.toContain('Beta Cars')
  for (const facetHit of answer.facetHits ?? []) expect(facetHit.value).not.toBe('Beta Cars')
}

describe('a secured key for site A never returns site B stock', () => {
  it('sees exactly site A listed cars without any filter', async () => {
    const { status, results } = await queries({ requests: [{ indexName: 'cars', hitsPerPage: 1000, facets: ['*'] }] })
    expect(status).toBe(200)
    expect(results[0].nbHits).toBe(SITE_A_VISIBLE.length)
    expect(new Set(results[0].hits.map((h) => h.objectID))).toEqual(new Set(SITE_A_VISIBLE.map((c) => c.objectID)))
    expect(results[0].facets?.dealership_name).toEqual({ 'Alpha Motors': SITE_A_VISIBLE.length })
  })

  it('ignores attempts to widen or replace the filter through any filter parameter', async () => {
    const attempts: JsonObject[] = [
      { filters: 'dealership_id:2' },
      { filters: 'dealership_id:1 OR dealership_id:2' },
      { filters: 'NOT dealership_id:1' },
      { filters: 'listed_until > 0' },
      { filters: 'show_on_dealer_website:false' },
      { facetFilters: ['dealership_id:2'] },
      { facetFilters: [['dealership_id:1', 'dealership_id:2']] },
      { facetFilters: ['dealership_id:-1'] },
      { numericFilters: ['dealership_id=2'] },
      { numericFilters: ['listed_until<0'] },
      { tagFilters: ['beta'] },
      { tagFilters: [['alpha', 'beta']] },
      { optionalFilters: ['dealership_id:2'], sumOrFiltersScores: true },
      { params: 'filters=dealership_id%3A2&hitsPerPage=1000' },
      { params: 'facetFilters=%5B%22dealership_id%3A2%22%5D' },
      { query: 'beta' },
      { query: 'cars', restrictSearchableAttributes: ['dealership_name'] },
      { facets: ['dealership_name', 'dealership_id', 'site_ids'], maxValuesPerFacet: 1000 },
      { page: 1, hitsPerPage: 5 },
      { offset: 0, length: 1000 },
      {
        attributesToRetrieve: ['*'],
        getRankingInfo: true,
        analytics: false,
        clickAnalytics: true,
        userToken: 'attacker',
      },
    ]
    for (const attempt of attempts) {
      for (const indexName of ['cars', 'cars_price_asc', 'cars_km_desc', 'cars_latest']) {
        const { status, results } = await queries({ requests: [{ indexName, hitsPerPage: 1000, ...attempt }] })
        expect(status, JSON.stringify(attempt)).toBe(200)
        assertOnlySiteA(results[0])
      }
    }
  })

  it('keeps facet value search within site A', async () => {
    const { results } = await queries({
      requests: [
        { indexName: 'cars', type: 'facet', facet: 'dealership_name', facetQuery: '', filters: 'dealership_id:2' },
      ],
    })
    expect(results[0].facetHits).toEqual([])
    const direct = await rawRequest(fixture, 'POST', '/1/indexes/cars/facets/dealership_name/query', {
      body: JSON.stringify({ facetQuery: 'be' }),
      apiKey: siteAKey,
    })
    expect(direct.json).toMatchObject({ facetHits: [] })
    const single = await rawRequest(fixture, 'POST', '/1/indexes/cars/query', {
      body: JSON.stringify({ filters: 'dealership_id:2', hitsPerPage: 1000 }),
      apiKey: siteAKey,
    })
    assertOnlySiteA(single.json as SearchAnswer)
  })

  it('cannot read a site B car by objectID', async () => {
    const siteBCar = CARS.find((c) => c.dealership_id === 2)?.objectID
    expect((await rawRequest(fixture, 'GET', `/1/indexes/cars/${siteBCar}`, { apiKey: siteAKey })).status).toBe(404)
    expect(
      (await rawRequest(fixture, 'GET', `/1/indexes/cars/${SITE_A_VISIBLE[0].objectID}`, { apiKey: siteAKey })).status,
    ).toBe(200)
    const many = await rawRequest(fixture, 'POST', '/1/indexes/*/objects', {
      body: JSON.stringify({
        requests: [
          { indexName: 'cars', objectID: siteBCar },
          { indexName: 'cars', objectID: SITE_A_VISIBLE[0].objectID },
        ],
      }),
      apiKey: siteAKey,
    })
    expect(many.json).toEqual({ results: [null, expect.objectContaining({ objectID: SITE_A_VISIBLE[0].objectID })] })
  })

  it('cannot query other indexes, browse or write', async () => {
    expect((await queries({ requests: [{ indexName: 'other_index' }] })).status).toBe(403)
    expect((await queries({ requests: [{ indexName: 'cars' }, { indexName: 'other_index' }] })).status).toBe(403)
    expect((await rawRequest(fixture, 'POST', '/1/indexes/cars/browse', { body: '{}', apiKey: siteAKey })).status).toBe(
      403,
    )
    expect(
      (await rawRequest(fixture, 'POST', '/1/indexes/cars/batch', { body: '{"requests":[]}', apiKey: siteAKey }))
        .status,
    ).toBe(403)
    expect(
      (await rawRequest(fixture, 'PUT', '/1/indexes/cars/settings', { body: '{}', apiKey: siteAKey })).status,
    ).toBe(403)
    expect(
      (
        await rawRequest(fixture, 'POST', '/1/indexes/cars/deleteByQuery', {
          body: '{"filters":"dealership_id:1"}',
          apiKey: siteAKey,
        })
      ).status,
    ).toBe(403)
  })

  it('works with the real client and with the key in the query string', async () => {
    const client = fixture.client(siteAKey)
    const result = await client.searchSingleIndex({ indexName: 'cars_price_asc', searchParams: { hitsPerPage: 1000 } })
    assertOnlySiteA(result as unknown as SearchAnswer)
    expect(result.nbHits).toBe(SITE_A_VISIBLE.length)
    // The request's filter is ANDed with the key's, so asking for site B finds nothing.
    expect(
      (await client.searchSingleIndex({ indexName: 'cars', searchParams: { filters: 'dealership_id:2' } })).nbHits,
    ).toBe(0)
    const viaQuery = await rawRequest(
      fixture,
      'POST',
      `/1/indexes/cars/query?x-algolia-api-key=${encodeURIComponent(siteAKey)}&x-algolia-application-id=test-app`,
      {
        body: '{"hitsPerPage":1000}',
        apiKey: null,
      },
    )
    assertOnlySiteA(viaQuery.json as SearchAnswer)
  })

  it('rejects expired, tampered and foreign keys with 403', async () => {
    const expired = securedKeyForSite({
      searchKey: SEARCH_KEY,
      siteFilter: 'dealership_id:1',
      nowSeconds: NOW - 1000,
      validForSeconds: 10,
    })
    expect((await queries({ requests: [{ indexName: 'cars' }] }, expired)).status).toBe(403)
    const decoded = Buffer.from(siteAKey, 'base64').toString()
    const widened = Buffer.from(decoded.replace('dealership_id%3A1', 'dealership_id%3A2')).toString('base64')
    expect((await queries({ requests: [{ indexName: 'cars' }] }, widened)).status).toBe(403)
    const foreign = securedKeyForSite({
      searchKey: 'not-our-key',
      siteFilter: 'dealership_id:2',
      nowSeconds: NOW,
      validForSeconds: 600,
    })
    expect((await queries({ requests: [{ indexName: 'cars' }] }, foreign)).status).toBe(403)
    expect((await queries({ requests: [{ indexName: 'cars' }] }, 'wrong-key')).status).toBe(403)
  })

  it('still lets the plain search key see every site', async () => {
    const { results } = await queries(
      { requests: [{ indexName: 'cars', hitsPerPage: 0, facets: ['dealership_name'] }] },
      SEARCH_KEY,
    )
    expect(Object.keys(results[0].facets?.dealership_name ?? {}).sort()).toEqual(['Alpha Motors', 'Beta Cars'])
  })
})
