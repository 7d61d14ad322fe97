import { algoliasearch } from 'algoliasearch'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { searchConnection as connectionFor, searchHostFromUrl } from '@/search/connection'

/** An environment of just these variables (NodeJS.ProcessEnv insists on NODE_ENV). */
const searchConnection = (vars: Record<string, string>) => connectionFor(vars as NodeJS.ProcessEnv)

const keys = { SEARCH_ADMIN_KEY: 'admin', SEARCH_SEARCH_KEY: 'search' }

describe('searchConnection', () => {
  it('uses the embedded service on loopback by default', () => {
    expect(searchConnection({ ...keys }).serverHosts).toEqual([
      { url: '127.0.0.1:7700', accept: 'readWrite', protocol: 'http' },
    ])
    expect(searchConnection({ ...keys, SEARCH_HOST: 'search', SEARCH_PORT: '7800' }).serverHosts?.[0]?.url).toBe(
      'search:7800',
    )
  })

  it('talks to the one running service at SEARCH_URL, port and path inside url (algoliasearch adds no port)', () => {
    const connection = searchConnection({
      ...keys,
      SEARCH_URL: 'http://search:7700',
      SEARCH_HOST: 'ignored',
      SEARCH_PORT: '1',
    })
    expect(connection.serverHosts).toEqual([{ url: 'search:7700', accept: 'readWrite', protocol: 'http' }])
    expect(connection.proxiedForBrowsers).toBe(true)
    expect(connection.adminKey).toBe('admin')
    expect(searchHostFromUrl('https://search.internal.example/')).toEqual({
      url: 'search.internal.example',
      accept: 'readWrite',
      protocol: 'https',
    })
    expect(searchHostFromUrl('https://proxy.example:8443/search/')).toEqual({
      url: 'proxy.example:8443/search',
      accept: 'readWrite',
      protocol: 'https',
    })
    expect(searchHostFromUrl('http://[::1]:7700')).toEqual({ url: '[::1]:7700', accept: 'readWrite', protocol: 'http' })
  })

  it('refuses a SEARCH_URL it cannot use, and SEARCH_URL without the keys', () => {
    expect(() => searchHostFromUrl('search:7700')).toThrow(/http/)
    expect(() => searchHostFromUrl('not a url')).toThrow(/SEARCH_URL is not a URL/)
    expect(() => searchHostFromUrl('ftp://search:7700')).toThrow(/http:\/\/ or https:\/\//)
    expect(() => searchHostFromUrl('http://user:pw@search:7700')).toThrow(/credentials/)
    expect(() => searchConnection({ SEARCH_URL: 'http://search:7700' })).toThrow(/required with SEARCH_URL/)
  })

  it('Algolia wins over SEARCH_URL', () => {
    const connection = searchConnection({
      ...keys,
      SEARCH_URL: 'http://search:7700',
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_ADMIN_KEY: 'a',
      ALGOLIA_SEARCH_KEY: 's',
    })
    expect(connection.serverHosts).toBeUndefined()
    expect(connection.proxiedForBrowsers).toBe(false)
  })

  it('the real algoliasearch client reaches the service at SEARCH_URL (with a path prefix)', async () => {
    const seen: string[] = []
    const server = http.createServer((req, res) => {
      seen.push(req.url ?? '')
      res.setHeader('content-type', 'application/json')
      res.end(
        JSON.stringify({
          hits: [],
          nbHits: 0,
          page: 0,
          nbPages: 0,
          hitsPerPage: 0,
          processingTimeMS: 1,
          query: '',
          params: '',
        }),
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const connection = searchConnection({ ...keys, SEARCH_URL: `http://127.0.0.1:${port}/prefix` })
      const client = algoliasearch(connection.appId, connection.adminKey, { hosts: connection.serverHosts })
      await client.searchSingleIndex({ indexName: 'cars', searchParams: { hitsPerPage: 0 } })
      expect(seen).toHaveLength(1)
      expect(seen[0]).toMatch(/^\/prefix\/1\/indexes\/cars\/query/)
    } finally {
      server.close()
    }
  })
})
