import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DiskCacheIndex,
  boundedFileSystemCache,
  folderBytes,
  isKeptEntry,
  pageCacheDiskBytes,
} from '@/cache/boundedDiskCache.mjs'
import { PageFrontCache, frontCacheMaxBytes } from '@/cache/pageFrontCache'

/**
 * Issue 38.1, "Every cache is bounded": Next's own file-system cache class, run against a temp folder with the
 * pages a crawler's distinct filter URLs make, stays within its byte limit; 404s and errors are never written.
 */
const require = createRequire(import.meta.url)
const FileSystemCache = (
  require('next/dist/server/lib/incremental-cache/file-system-cache.js') as { default: new (ctx: object) => object }
).default
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js') as { nodeFs: object }

type Cache = {
  set(key: string, data: object, ctx: object): Promise<void>
  get(key: string, ctx: object): Promise<{ value: { html: string } } | null>
}

function cacheIn(maxBytes: number): { dir: string; cache: () => Cache } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bounded-cache-'))
  const serverDistDir = path.join(dir, 'server')
  const Bounded = boundedFileSystemCache(FileSystemCache, maxBytes) as new (ctx: object) => Cache
  // Next makes a handler per request; no memory copy here, so every read goes to disk.
  const cache = () =>
    new Bounded({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 0 })
  return { dir: serverDistDir, cache }
}

const page = (html: string, status = 200) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  headers: { 'x-next-cache-tags': 'site:1:cars' },
  status,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from(`tree:${html}`)]]),
})
const pageCtx = { cacheControl: { revalidate: 60, expire: undefined }, isRoutePPREnabled: false, isFallback: false }
const getCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }

describe("Next's file-system page cache is bounded (issue 38.1)", () => {
  it('2,000 distinct filter URLs of 20 kB each stay within a 4 MB limit on disk; the newest pages are kept', async () => {
    const limit = 4 * 1024 * 1024
    const { dir, cache } = cacheIn(limit)
    const html = (i: number) => `<html>${'x'.repeat(20_000)} filter ${i}</html>`
    for (let i = 0; i < 2_000; i++)
      await cache().set(`/sites/~harbour-toyota.localhost/search/q-make-toyota-${i}`, page(html(i)), pageCtx)
    const bytes = folderBytes(dir)
    // Next's .meta files are counted at a flat 512 bytes each, so allow that much slack per kept page.
    expect(bytes).toBeLessThanOrEqual(limit * 1.1)
    expect(bytes).toBeGreaterThan(limit / 2)
    const newest = await cache().get('/sites/~harbour-toyota.localhost/search/q-make-toyota-1999', getCtx)
    expect(newest?.value.html).toBe(html(1999))
    expect(await cache().get('/sites/~harbour-toyota.localhost/search/q-make-toyota-0', getCtx)).toBeNull()
  })

  it('a page read recently outlives pages written after it (least recently used out first)', async () => {
    const { cache } = cacheIn(200_000)
    const html = (i: number) => `<html>${'y'.repeat(20_000)} ${i}</html>`
    await cache().set('/sites/~a.localhost/', page(html(0)), pageCtx)
    for (let i = 1; i < 30; i++) {
      await cache().set(`/sites/~a.localhost/search/q-${i}`, page(html(i)), pageCtx)
      expect((await cache().get('/sites/~a.localhost/', getCtx))?.value.html).toBe(html(0))
    }
    expect(await cache().get('/sites/~a.localhost/search/q-1', getCtx)).toBeNull()
  })

  it('a 404 or an error page is never written, for any number of invented URLs', async () => {
    const { dir, cache } = cacheIn(4 * 1024 * 1024)
    for (let i = 0; i < 200; i++)
      await cache().set(`/sites/~a.localhost/cars/no-such-car-${i}`, page('nf', 404), pageCtx)
    await cache().set('/sites/~a.localhost/broken', page('error', 500), pageCtx)
    expect(folderBytes(dir)).toBe(0)
    expect(isKeptEntry(page('ok'))).toBe(true)
    expect(isKeptEntry({ kind: 'FETCH', data: {} })).toBe(true)
    expect(isKeptEntry(page('nf', 404))).toBe(false)
  })
})

describe('the limits and their variables', () => {
  it('PAGE_CACHE_DISK_MB defaults to 256 MB; FRONT_CACHE_MAX_MB to 64 MB (with Next’s 48 MB: under 128 MB)', () => {
    expect(pageCacheDiskBytes({})).toBe(256 * 1024 * 1024)
    expect(pageCacheDiskBytes({ PAGE_CACHE_DISK_MB: '32' })).toBe(32 * 1024 * 1024)
    expect(pageCacheDiskBytes({ PAGE_CACHE_DISK_MB: 'lots' })).toBe(256 * 1024 * 1024)
    expect(frontCacheMaxBytes(undefined)).toBe(64 * 1024 * 1024)
    expect(frontCacheMaxBytes('16')).toBe(16 * 1024 * 1024)
    expect(frontCacheMaxBytes(undefined) + 48 * 1024 * 1024).toBeLessThanOrEqual(128 * 1024 * 1024)
  })

  it('the index evicts oldest first and never the entry just written', () => {
    const index = new DiskCacheIndex(100)
    expect(index.add('a', { files: ['a'], bytes: 60 })).toEqual([])
    expect(index.add('b', { files: ['b'], bytes: 60 }).map((e) => e.key)).toEqual(['a'])
    expect(index.add('huge', { files: ['h'], bytes: 500 }).map((e) => e.key)).toEqual(['b'])
    expect(index.size).toBe(1)
  })

  it('the front cache keeps within its byte budget', () => {
    const front = new PageFrontCache(Date.now, 1_000_000)
    const headers = { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=60' }
    for (let i = 0; i < 500; i++) front.set(`h /search?q=${i} br`, { status: 200, headers, body: Buffer.alloc(10_000) })
    expect(front.size).toBe(100)
    expect(front.get('h /search?q=499 br')).not.toBeNull()
    expect(front.get('h /search?q=0 br')).toBeNull()
  })
})
