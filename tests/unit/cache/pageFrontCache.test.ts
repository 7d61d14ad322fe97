import { describe, expect, it } from 'vitest'
import {
  FRONT_CACHE_SECONDS,
  PageFrontCache,
  clearFrontCache,
  frontCacheKey,
  isStorable,
  processFrontCache,
} from '@/cache/pageFrontCache'

const page = (body = '<html>cars</html>') => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  body: Buffer.from(body),
})
const cachedPageHeaders = { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=60, stale-while-revalidate=31535940' }

describe('the page front cache keeps only pages every shopper gets alike', () => {
  it('a plain GET of a page has a key per host, URL and encoding', () => {
    const key = frontCacheKey('GET', '/search', {
      host: 'Harbour-Toyota.localhost:3000',
      'accept-encoding': 'gzip, deflate, br',
    })
    expect(key).toBe('harbour-toyota.localhost:3000 /search br')
    expect(frontCacheKey('GET', '/search', { host: 'a.localhost', 'accept-encoding': 'gzip, deflate' })).toBe(
      'a.localhost /search gzip',
    )
    expect(frontCacheKey('GET', '/search', { host: 'harbour-toyota.localhost:3000' })).toBe(
      'harbour-toyota.localhost:3000 /search identity',
    )
  })

  it('writes, APIs, the admin, client navigations and staff previews always reach Next', () => {
    const host = { host: 'a.localhost' }
    expect(frontCacheKey('POST', '/search', host)).toBeNull()
    expect(frontCacheKey('HEAD', '/search', host)).toBeNull()
    for (const url of [
      '/api/leads/submit',
      '/admin',
      '/admin/collections/cars',
      '/_next/static/x.js',
      '/search-api/1/indexes',
    ])
      expect(frontCacheKey('GET', url, host)).toBeNull()
    expect(frontCacheKey('GET', '/search', { ...host, rsc: '1' })).toBeNull()
    expect(frontCacheKey('GET', '/search', { ...host, 'next-router-prefetch': '1' })).toBeNull()
    expect(frontCacheKey('GET', '/', { ...host, cookie: 'theme=x; __prerender_bypass=abc' })).toBeNull()
    expect(frontCacheKey('GET', '/', { ...host, cookie: 'payload-token=jwt' })).toBeNull()
    // A shopper's own session does not change a cached page (those pages read no cookies).
    expect(frontCacheKey('GET', '/', { ...host, cookie: 'dp_shopper=token' })).not.toBeNull()
  })

  it("only answers Next served from its page cache are kept: 200, a shared max-age, no cookie, the key's encoding", () => {
    const key = 'a.localhost / identity'
    expect(isStorable(key, 200, cachedPageHeaders)).toBe(true)
    expect(isStorable(key, 200, { ...cachedPageHeaders, 'x-nextjs-cache': 'MISS' })).toBe(true)
    // An expired copy Next answers while it renders the page again is not kept.
    expect(isStorable(key, 200, { ...cachedPageHeaders, 'x-nextjs-cache': 'STALE' })).toBe(false)
    expect(isStorable(key, 404, cachedPageHeaders)).toBe(false)
    expect(isStorable(key, 200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })).toBe(
      false,
    )
    expect(isStorable(key, 200, { ...cachedPageHeaders, 'set-cookie': ['a=b'] })).toBe(false)
    expect(isStorable(key, 200, { ...cachedPageHeaders, 'content-encoding': 'gzip' })).toBe(false)
    expect(isStorable('a.localhost / gzip', 200, { ...cachedPageHeaders, 'content-encoding': 'gzip' })).toBe(true)
    expect(isStorable('a.localhost / br', 200, { ...cachedPageHeaders, 'content-encoding': 'br' })).toBe(true)
    expect(isStorable('a.localhost / br', 200, { ...cachedPageHeaders, 'content-encoding': 'gzip' })).toBe(false)
  })
})

describe(`stored pages live ${FRONT_CACHE_SECONDS} seconds at most and go at once when content changes`, () => {
  it('a page is answered until its seconds run out', () => {
    let now = 1_000
    const cache = new PageFrontCache(() => now)
    cache.set('k', page())
    expect(cache.get('k')?.body.toString()).toBe('<html>cars</html>')
    now += FRONT_CACHE_SECONDS * 1000 - 1
    expect(cache.get('k')).not.toBeNull()
    now += 1
    expect(cache.get('k')).toBeNull()
  })

  it('a page Next keeps for less (a render during an outage: s-maxage=2) is kept no longer', () => {
    let now = 0
    const cache = new PageFrontCache(() => now)
    cache.set('k', { ...page(), headers: { 'cache-control': 's-maxage=2, stale-while-revalidate=31535998' } })
    now = 1_999
    expect(cache.get('k')).not.toBeNull()
    now = 2_000
    expect(cache.get('k')).toBeNull()
  })

  it("clearFrontCache empties the process's cache (called whenever a cache tag is expired)", () => {
    processFrontCache().set('k', page())
    expect(processFrontCache().size).toBe(1)
    clearFrontCache()
    expect(processFrontCache().get('k')).toBeNull()
  })

  it('a replaced page counts once, and the oldest pages go first when the cache is full', () => {
    const cache = new PageFrontCache()
    cache.set('k', page('a'))
    cache.set('k', page('b'))
    expect(cache.size).toBe(1)
    for (let i = 0; i < 2_001; i++) cache.set(`p${i}`, page())
    expect(cache.size).toBe(2_000)
    expect(cache.get('k')).toBeNull()
    expect(cache.get('p2000')).not.toBeNull()
  })
})

describe('a page Next answered across a change is not kept (the change reached this server mid-request)', () => {
  it('set keeps the answer only when no clear came since the request reached Next', () => {
    const cache = new PageFrontCache()
    const askedAt = cache.generation
    cache.clear() // the other server's edit expired its tags while Next was reading the old copy
    cache.set('k', page('old offer'), askedAt)
    expect(cache.get('k')).toBeNull()
    cache.set('k', page('new offer'), cache.generation)
    expect(cache.get('k')?.body.toString()).toBe('new offer')
  })

  it('through the request handler: the old page is answered once, then Next is asked again', async () => {
    const { createServer } = await import('node:http')
    const { withFrontCache } = await import('@/cache/frontCachedHandler')
    const cache = new PageFrontCache()
    let rendered = 0
    const server = createServer(
      withFrontCache(cache, (_req, res) => {
        rendered += 1
        const body = rendered === 1 ? 'old offer' : 'renamed offer'
        // The first answer is slow; the edit's expiry arrives while it is on its way.
        if (rendered === 1) cache.clear()
        res.writeHead(200, { 'content-type': 'text/html', ...cachedPageHeaders })
        res.end(body)
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as { port: number }).port
    // Plain http.get: no Accept-Encoding, so the identity answer is the one the key names.
    const { get: httpGet } = await import('node:http')
    const get = () =>
      new Promise<string>((resolve, reject) =>
        httpGet(`http://127.0.0.1:${port}/special-offers`, (res) => {
          let body = ''
          res.on('data', (chunk) => (body += String(chunk)))
          res.on('end', () => resolve(body))
        }).on('error', reject),
      )
    try {
      expect(await get()).toBe('old offer')
      expect(await get()).toBe('renamed offer')
      expect(await get()).toBe('renamed offer')
      expect(rendered).toBe(2)
    } finally {
      server.close()
    }
  })
})
