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
