import { expect, test } from '@playwright/test'
import { send, SITE_A } from './http'

/**
 * Issue 27.6: "the search proxy forwards only the routes a browser needs". On main,
 * /search-api/1/indexes/cars/%2e%2e/%2e%2e/indexes reached the search service's index list (an admin route); only
 * the key's permissions stopped it. Now anything but multi-query, query and facet search answers the proxy's own
 * 404 without reaching the service (whose 404s say "Not found: GET /…", and whose refusals are 403).
 */

const PROXY_NOT_FOUND = { message: 'Not found', status: 404 }
const headers = {
  'content-type': 'application/json',
  'x-algolia-api-key': 'not-a-key',
  'x-algolia-application-id': 'x',
}

const TRAVERSALS = [
  '/search-api/1/indexes/cars/%2e%2e/%2e%2e/indexes',
  '/search-api/1/indexes/cars/%2E%2E/%2E%2E/indexes',
  '/search-api/1/indexes/cars/.%2e/%2e./indexes',
  '/search-api/1/indexes/cars/%252e%252e/%252e%252e/indexes',
  '/search-api/1/indexes/cars/..%2f..%2findexes',
  '/search-api/1/indexes/cars/..%5c..%5cindexes',
  '/search-api/1/indexes/*/queries/%2e%2e/%2e%2e/%2e%2e/keys',
  '/search-api/1/indexes/%2e%2e/keys/query',
  '/search-api/1/indexes/cars%2f..%2f..%2fkeys/query',
  '/search-api/1/indexes/cars/%2e%2e/cars_price_asc/settings',
]

const ADMIN_ROUTES = [
  '/search-api/1/indexes',
  '/search-api/1/indexes/cars',
  '/search-api/1/indexes/cars/settings',
  '/search-api/1/indexes/cars/browse',
  '/search-api/1/indexes/cars/batch',
  '/search-api/1/indexes/*/objects',
  '/search-api/1/keys',
  '/search-api/1/indexes/cars/clear',
]

test('search proxy: /search-api/1/indexes/cars/%2e%2e/%2e%2e/indexes and its encoded variants answer 404 here, never reaching the service', async () => {
  for (const pathname of TRAVERSALS)
    for (const method of ['GET', 'POST']) {
      const answer = await send(pathname, { site: SITE_A, method, headers, raw: method === 'POST' ? '{}' : undefined })
      expect(answer.status, `${method} ${pathname}: ${answer.text}`).toBe(404)
      expect(answer.json(), `${method} ${pathname}`).toEqual(PROXY_NOT_FOUND)
    }
})

test("search proxy: the service's admin and write routes answer 404 through the proxy", async () => {
  for (const pathname of ADMIN_ROUTES)
    for (const method of ['GET', 'POST']) {
      const answer = await send(pathname, { site: SITE_A, method, headers, raw: method === 'POST' ? '{}' : undefined })
      expect(answer.status, `${method} ${pathname}: ${answer.text}`).toBe(404)
      expect(answer.json(), `${method} ${pathname}`).toEqual(PROXY_NOT_FOUND)
    }
})

test("search proxy: the browser's routes still reach the service (a bad key gets the service's own refusal)", async () => {
  for (const pathname of [
    '/search-api/1/indexes/*/queries',
    '/search-api/1/indexes/cars/query',
    '/search-api/1/indexes/cars/facets/make/query',
  ]) {
    const answer = await send(pathname, { site: SITE_A, method: 'POST', headers, raw: '{"requests":[]}' })
    expect(answer.status, `${pathname}: ${answer.text}`).toBeLessThan(500)
    expect(answer.json(), pathname).not.toEqual(PROXY_NOT_FOUND)
  }
})
