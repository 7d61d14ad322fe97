import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCarSearchClient } from '@/search/client/carSearchClient'
import { searchServiceHost } from '@/search/connection'

/** Issue 40.6: SEARCH_URL (https and a path prefix included) is the one address every server-side search uses. */

const emptyResult = {
  hits: [],
  nbHits: 0,
  page: 0,
  nbPages: 0,
  hitsPerPage: 0,
  processingTimeMS: 1,
  query: '',
  params: '',
}

afterEach(() => vi.unstubAllEnvs())

describe('SEARCH_URL is the one address of server-side searches', () => {
  it('an https SEARCH_URL with a path prefix wins over SEARCH_HOST/SEARCH_PORT', () => {
    const env = { SEARCH_URL: 'https://search.example:8443/algolia/', SEARCH_HOST: 'old', SEARCH_PORT: '1' }
    expect(searchServiceHost(env)).toEqual({
      url: 'search.example:8443/algolia',
      accept: 'readWrite',
      protocol: 'https',
    })
  })

  it('without SEARCH_URL the embedded service on loopback (SEARCH_HOST:SEARCH_PORT, as npm start sets them)', () => {
    expect(searchServiceHost({})).toEqual({ url: '127.0.0.1:7700', accept: 'readWrite', protocol: 'http' })
    expect(searchServiceHost({ SEARCH_PORT: '7801' }).url).toBe('127.0.0.1:7801')
  })

  it("a shopper page's server-side search goes to SEARCH_URL with its path prefix, not to SEARCH_HOST/SEARCH_PORT", async () => {
    const seen: string[] = []
    const server = http.createServer((req, res) => {
      seen.push(req.url ?? '')
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ results: [emptyResult] }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      vi.stubEnv('SEARCH_URL', `http://127.0.0.1:${port}/behind/a/proxy`)
      // A dead address: a search sent there fails the test.
      vi.stubEnv('SEARCH_HOST', '127.0.0.1')
      vi.stubEnv('SEARCH_PORT', '1')
      const client = createCarSearchClient({ appId: 'local', apiKey: 'site-key', proxied: true })
      const answer = await client.search({ requests: [{ indexName: 'cars', query: 'hilux' }] })
      expect(answer.results).toHaveLength(1)
      expect(seen).toHaveLength(1)
      expect(seen[0]).toMatch(/^\/behind\/a\/proxy\/1\/indexes\/\*\/queries/)
    } finally {
      server.close()
    }
  })
})
