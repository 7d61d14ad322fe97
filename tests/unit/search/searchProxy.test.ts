import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forwardToSearchService } from '../../../src/search/searchProxy'

let server: http.Server
let seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = []
const saved = { ...process.env }

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body })
      res
        .writeHead(req.url?.startsWith('/1/indexes/missing') ? 404 : 200, { 'content-type': 'application/json' })
        .end('{"results":[]}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  Object.assign(process.env, {
    SEARCH_ADMIN_KEY: 'a',
    SEARCH_SEARCH_KEY: 's',
    SEARCH_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  })
  delete process.env.ALGOLIA_APP_ID
})

afterAll(async () => {
  process.env = saved
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`http://harbour-toyota.localhost/search-api/${path}?x-algolia-agent=test`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  })

describe('/search-api forwards to the search service configured at run time', () => {
  it('passes path, query, body and the Algolia headers; never cookies', async () => {
    seen = []
    const res = await forwardToSearchService(
      post('1/indexes/*/queries', '{"requests":[]}', { 'x-algolia-api-key': 'k', cookie: 'dealer_session=secret' }),
      ['1', 'indexes', '*', 'queries'],
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ results: [] })
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/1/indexes/*/queries?x-algolia-agent=test',
      body: '{"requests":[]}',
    })
    expect(seen[0]!.headers['x-algolia-api-key']).toBe('k')
    expect(seen[0]!.headers.cookie).toBeUndefined()
  })

  it("keeps the service's own status, refuses oversized bodies, and answers 503 when the service is down", async () => {
    expect(
      (await forwardToSearchService(post('1/indexes/missing/query', '{}'), ['1', 'indexes', 'missing', 'query']))
        .status,
    ).toBe(404)
    expect(
      (
        await forwardToSearchService(post('1/indexes/*/queries', 'x'.repeat(300 * 1024)), [
          '1',
          'indexes',
          '*',
          'queries',
        ])
      ).status,
    ).toBe(413)
    const url = process.env.SEARCH_URL
    process.env.SEARCH_URL = 'http://127.0.0.1:9'
    expect(
      (await forwardToSearchService(post('1/indexes/*/queries', '{}'), ['1', 'indexes', '*', 'queries'])).status,
    ).toBe(503)
    process.env.SEARCH_URL = url
  })

  it('with Algolia, browsers talk to Algolia and there is nothing to forward', async () => {
    Object.assign(process.env, { ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_KEY: 'a', ALGOLIA_SEARCH_KEY: 's' })
    expect(
      (await forwardToSearchService(post('1/indexes/*/queries', '{}'), ['1', 'indexes', '*', 'queries'])).status,
    ).toBe(404)
    delete process.env.ALGOLIA_APP_ID
  })
})

describe('the search proxy forwards only the routes a browser needs (issue 27.6)', () => {
  const TRAVERSALS: string[][] = [
    ['1', 'indexes', 'cars', '..', '..', 'indexes'],
    ['1', 'indexes', 'cars', '%2e%2e', '%2e%2e', 'indexes'],
    ['1', 'indexes', 'cars', '%252e%252e', '%252e%252e', 'indexes'],
    ['1', 'indexes', 'cars', '..%2f..%2findexes'],
    ['1', 'indexes', 'cars', '..%5c..%5cindexes'],
    ['1', 'indexes', '%2e%2e', 'query'],
    ['1', 'indexes', '.', 'query'],
    ['1', 'indexes', 'cars%2f..%2f..%2fkeys', 'query'],
    ['1', 'indexes', 'cars', 'facets', '..', 'query'],
  ]

  it('/search-api/1/indexes/cars/%2e%2e/%2e%2e/indexes and encoded variants answer 404 and never reach the service', async () => {
    for (const path of TRAVERSALS) {
      seen = []
      const res = await forwardToSearchService(post(path.join('/'), '{}'), path)
      expect(res.status, path.join('/')).toBe(404)
      expect(seen, path.join('/')).toEqual([])
    }
  })

  it("the service's other routes (index list, settings, objects, keys, writes, browse) answer 404", async () => {
    for (const path of [
      '1/indexes',
      '1/indexes/cars',
      '1/indexes/cars/settings',
      '1/indexes/cars/browse',
      '1/indexes/cars/batch',
      '1/indexes/*/objects',
      '1/indexes/cars/123',
      '1/keys',
      '1/indexes/cars/clear',
      '1/isalive',
    ]) {
      seen = []
      const segments = path.split('/')
      expect((await forwardToSearchService(post(path, '{}'), segments)).status, path).toBe(404)
      const get = new Request(`http://harbour-toyota.localhost/search-api/${path}`)
      expect((await forwardToSearchService(get, segments)).status, `GET ${path}`).toBe(404)
      expect(seen).toEqual([])
    }
  })

  it('multi-query, single-index query and facet search are forwarded to the rebuilt path', async () => {
    for (const path of ['1/indexes/*/queries', '1/indexes/cars_price_asc/query', '1/indexes/cars/facets/make/query']) {
      seen = []
      const res = await forwardToSearchService(post(path, '{}'), path.split('/'))
      expect(res.status, path).toBe(200)
      expect(seen[0]?.url).toBe(`/${path}?x-algolia-agent=test`)
    }
  })
})
