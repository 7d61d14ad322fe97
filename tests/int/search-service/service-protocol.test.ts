import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateCars } from '@/search-service/bench-data'
import { carsIndexSettings } from '@/search/carIndexSettings'
import { ADMIN_KEY, rawRequest, SEARCH_KEY, startFixture, type ServiceFixture } from './service-fixture'

/**
 * The embedded service's own protocol edges, over raw HTTP (bodies the client never sends, its error texts, keys in the
 * query string, gzip, CORS): what the conformance suite cannot ask of Algolia as well (it runs on both; these were part
 * of it before issue 40.3 made it run against Algolia too).
 */
let fixture: ServiceFixture

beforeAll(async () => {
  fixture = await startFixture()
  const admin = fixture.client(ADMIN_KEY)
  const { taskID } = await admin.setSettings({ indexName: 'cars', indexSettings: carsIndexSettings })
  await admin.waitForTask({ indexName: 'cars', taskID })
  await admin.saveObjects({ indexName: 'cars', objects: generateCars(200, 7), waitForTasks: true })
})

afterAll(async () => {
  await fixture?.stop()
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
})
