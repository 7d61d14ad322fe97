import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'
import { env } from '@/config/env'

/**
 * A short-lived copy of the pages Next serves from its page cache, kept in front of Next in the same process.
 *
 * Why not Next alone: a page from Next's cache still passes the proxy, the router and the compressor on every
 * request, which bench:pages measured at 2 to 3 times the cost of a static file of the same size. This cache answers
 * those requests with the stored bytes (compressed once), and never decides what is cacheable itself: it keeps only
 * answers Next marked as cached pages (x-nextjs-cache and a shared max-age), for a few seconds, and drops everything
 * whenever a change expires a cache tag (clearFrontCache below, called by src/cache/revalidateContent.ts), on
 * every server when there are several (REDIS_URL: src/cache/frontCacheBus.mjs).
 * No library fits: HTTP caches (Varnish, nginx) are other processes, and in-process ones cannot be cleared by tag.
 */

export const FRONT_CACHE_SECONDS = 5
const MAX_ENTRIES = 2_000
/** FRONT_CACHE_MAX_MB: with Next's own memory copy (48 MB, next.config.ts) a server's page caches stay under 128 MB. */
export const DEFAULT_FRONT_CACHE_MAX_MB = 64

/** The front cache's budget in bytes from FRONT_CACHE_MAX_MB (a whole number of MB; anything else: the default). */
export function frontCacheMaxBytes(value: string | undefined): number {
  const mb = Number(value ?? DEFAULT_FRONT_CACHE_MAX_MB)
  return (Number.isInteger(mb) && mb > 0 ? mb : DEFAULT_FRONT_CACHE_MAX_MB) * 1024 * 1024
}

export type StoredPage = {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
  storedAt: number
  keepMs: number
}

/** Cookies that change what Next answers for a cached page: draft mode (staff preview) and a staff session. */
const BYPASS_COOKIE = /(?:^|;\s*)(__prerender_bypass|__next_preview_data|payload-token)=/

/** Headers that ask Next for something other than the page's HTML (client navigation, prefetch, server actions). */
const NEXT_REQUEST_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
]

/** Paths that are never pages: APIs, the admin, Next's own files, the search service. */
const NOT_PAGES = /^\/(api|admin|_next|search-api|search-key|media)(\/|$|\?)/

/** The cache key of a request, or null when the request must reach Next. */
export function frontCacheKey(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): string | null {
  if (method !== 'GET' || !url || NOT_PAGES.test(url)) return null
  if (NEXT_REQUEST_HEADERS.some((name) => headers[name] !== undefined)) return null
  if (BYPASS_COOKIE.test(headers.cookie ?? '')) return null
  return `${String(headers.host ?? '').toLowerCase()} ${url} ${expectedEncoding(headers['accept-encoding'])}`
}

/**
 * The encoding the compressor (scripts/serve.ts) picks for this Accept-Encoding: brotli, else gzip, else none. Only a
 * key's expected encoding is ever stored under it (isStorable), so a guess that differs is a miss, never a wrong copy.
 */
function expectedEncoding(accept: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const value = String(accept ?? '')
  if (/\bbr\b/.test(value)) return 'br'
  return /\bgzip\b/.test(value) ? 'gzip' : 'identity'
}

/** True when Next's answer is a current cached page that every shopper gets alike (and in the encoding the key names). */
export function isStorable(key: string, status: number, headers: OutgoingHttpHeaders): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false
  // STALE: Next answered an expired copy and is rendering the page again; keep the new one, not this.
  if (
    !['HIT', 'MISS'].includes(String(headers['x-nextjs-cache'])) ||
    !/s-maxage=\d+/.test(String(headers['cache-control'] ?? ''))
  )
    return false
  return key.endsWith(` ${String(headers['content-encoding'] ?? 'identity')}`)
}

export class PageFrontCache {
  private readonly pages = new Map<string, StoredPage>()
  private bytes = 0
  /** Counts clears: a page Next answered before the latest clear may hold what that change replaced. */
  private clears = 0

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxBytes: number = frontCacheMaxBytes(undefined),
  ) {}

  get(key: string): StoredPage | null {
    const page = this.pages.get(key)
    if (!page) return null
    if (this.now() - page.storedAt >= page.keepMs) {
      this.delete(key)
      return null
    }
    return page
  }

  /** Taken when a request reaches Next; `set` keeps its answer only if no change cleared the cache meanwhile. */
  get generation(): number {
    return this.clears
  }

  /**
   * Keeps a page Next answered. `askedAt` (the generation when the request reached Next): a change that expired tags
   * while Next was answering may have come after Next read its cached copy, and that copy must not be kept for seconds
   * after the change (two servers: the edit's expiry reaches the other server mid-request).
   */
  set(key: string, page: Omit<StoredPage, 'storedAt' | 'keepMs'>, askedAt = this.clears): void {
    if (askedAt !== this.clears) return
    this.delete(key)
    // Never longer than Next itself keeps the page (a degraded render asks for seconds: src/cache/pageCache.ts).
    const maxAge = Number(
      /s-maxage=(\d+)/.exec(String(page.headers['cache-control'] ?? ''))?.[1] ?? FRONT_CACHE_SECONDS,
    )
    this.pages.set(key, { ...page, storedAt: this.now(), keepMs: Math.min(FRONT_CACHE_SECONDS, maxAge) * 1000 })
    this.bytes += page.body.length
    // Oldest first: a Map iterates in insertion order.
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= MAX_ENTRIES && this.bytes <= this.maxBytes) break
      this.delete(oldest)
    }
  }

  clear(): void {
    this.clears += 1
    this.pages.clear()
    this.bytes = 0
  }

  get size(): number {
    return this.pages.size
  }

  private delete(key: string): void {
    const page = this.pages.get(key)
    if (!page) return
    this.bytes -= page.body.length
    this.pages.delete(key)
  }
}

const REGISTRY = Symbol.for('dealer-platform.page-front-cache')

/** The process's front cache; the server (scripts/serve.ts) and Next's server code share it through globalThis. */
export function processFrontCache(): PageFrontCache {
  const registry = globalThis as typeof globalThis & Record<symbol, PageFrontCache | undefined>
  return (registry[REGISTRY] ??= new PageFrontCache(Date.now, frontCacheMaxBytes(env('FRONT_CACHE_MAX_MB'))))
}

/** Set by scripts/serve.ts when REDIS_URL is set (src/cache/frontCacheBus.mjs): tells every server. */
const BUS = Symbol.for('dealer-platform.front-cache-bus')

/**
 * Drops every stored page: called whenever a change expires a cache tag, so the next request reaches Next. With
 * several servers (REDIS_URL), every other server drops its copy too, through a Redis channel; publishing never
 * throws and never waits.
 */
export function clearFrontCache(): void {
  const registry = globalThis as typeof globalThis & Record<symbol, PageFrontCache | undefined>
  registry[REGISTRY]?.clear()
  const bus = (globalThis as typeof globalThis & Record<symbol, { publish(): void } | undefined>)[BUS]
  try {
    bus?.publish()
  } catch {
    // The bus logs its own outages; a change must go through whatever happens to Redis.
  }
}
