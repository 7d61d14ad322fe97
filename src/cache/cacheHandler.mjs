// @ts-check
/**
 * Next's cache handler (next.config.ts `cacheHandler`, through /cache-handler.mjs), chosen when the server starts:
 *
 * - During `next build`: Next's own file-system cache.
 * - REDIS_URL unset: Next's file-system cache bounded to PAGE_CACHE_DISK_MB, least recently used out first, and never
 *   a 404 or an error page (boundedDiskCache.mjs): a crawler walking every filter link cannot fill the disk.
 * - REDIS_URL set: `@fortedigital/nextjs-cache-handler` with our tag-indexed store (taggedStore.mjs). The data cache
 *   (unstable_cache: src/cache/cachedRead.ts, src/cache/pageCache.ts), the full-route cache (pages cached whole) and tag expiry
 *   live in Redis, under REDIS_KEY_PREFIX; `revalidateTag` on any server deletes the tagged entries for all of them,
 *   reading only the expired tag's own index.
 *
 * Redis down: every read is a miss and every write is dropped within COMMAND_TIMEOUT_MS (the page renders, uncached),
 * the outage is logged once (redis.mjs), tags expired meanwhile are expired again when Redis returns, and the client
 * reconnects by itself. Nothing here throws into Next.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { boundedFileSystemCache, isKeptEntry, pageCacheDiskBytes } from './boundedDiskCache.mjs'
import { COMMAND_TIMEOUT_MS, connectInBackground, outageLog, redisKeyPrefix, withTimeout } from './redis.mjs'
import { createTaggedStore } from './taggedStore.mjs'

/** Next's default handler (the module is CommonJS with a default export). */
const FileSystemCache = /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule

/** Expiring a tag reads its index, then deletes what it names: two round trips, allowed longer than a read. */
const REVALIDATE_TIMEOUT_MS = Math.max(COMMAND_TIMEOUT_MS * 4, 2_000)
/** Tags expired while Redis was down, expired again when it returns (bounded: beyond it, everything is dropped). */
const MAX_PENDING_TAGS = 10_000

/** The front cache's bus (frontCacheBus.mjs), when scripts/serve.ts started one in this process. */
const FRONT_CACHE_BUS = Symbol.for('dealer-platform.front-cache-bus')

/**
 * The handler class Next instantiates (once per request; state lives in the module).
 * @param {import('../config/env').Environment} [env]
 */
export function chooseCacheHandler(env = process.env) {
  if (env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return FileSystemCache
  if (!env.REDIS_URL) return boundedFileSystemCache(FileSystemCache, pageCacheDiskBytes(env))
  configureRedis(env.REDIS_URL, redisKeyPrefix(env))
  return SharedCacheHandler
}

/** @type {ReturnType<typeof createTaggedStore>} */
let redisHandler
/** @type {ReturnType<typeof connectInBackground>} */
let client
const pendingTags = new Set()
let flushEverything = false
/** @type {(tags: readonly string[], since: number) => Promise<boolean>} */
let expiredSince = async () => false
/** @type {(key: string) => Promise<void>} */
let deleteEntry = async () => {}

/**
 * @param {string} url
 * @param {string} keyPrefix
 */
function configureRedis(url, keyPrefix) {
  const outage = outageLog('next-cache')
  client = connectInBackground(url, outage, { onReady: () => void replayPendingTags() })
  redisHandler = createTaggedStore({ client: /** @type {any} */ (client), keyPrefix })
  const store = redisHandler

  /**
   * @template T
   * @param {() => Promise<T>} operation
   * @param {T} otherwise
   * @param {number} [ms]
   */
  async function guarded(operation, otherwise, ms) {
    try {
      const result = await withTimeout(operation(), ms)
      outage.up()
      return result
    } catch (error) {
      outage.down(error)
      return otherwise
    }
  }

  // Redis not connected (yet, or down): "not expired"; the write that follows is dropped, and logged, anyway.
  expiredSince = async (tags, since) =>
    client.isReady && tags.length > 0 ? guarded(() => store.expiredSince(tags, since), false) : false
  deleteEntry = (key) => guarded(() => store.delete(key), undefined)

  CacheHandler.onCreation(() => ({
    handlers: [
      {
        name: 'redis-tagged (guarded)',
        get: (key, meta) => guarded(() => store.get(key, meta), null),
        set: (key, value, ctx) => guarded(() => store.set(key, value, ctx), undefined),
        delete: (key) => guarded(() => store.delete(key), undefined),
        async revalidateTag(tag) {
          const done = await guarded(() => store.revalidateTag(tag).then(() => true), false, REVALIDATE_TIMEOUT_MS)
          if (!done) remember(tag)
        },
      },
    ],
  }))
}

/** @param {string} tag */
function remember(tag) {
  if (pendingTags.size >= MAX_PENDING_TAGS) flushEverything = true
  else pendingTags.add(tag)
}

/**
 * Redis is back: the tags expired while it was down are expired now (a server that kept serving from Redis during
 * a partial outage must not keep an edit's old page). Too many of them: this deployment's keys are dropped instead.
 */
async function replayPendingTags() {
  if (flushEverything) {
    flushEverything = false
    pendingTags.clear()
    try {
      const prefix = redisKeyPrefix()
      for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 }))
        if (keys.length > 0) await client.unlink(keys)
    } catch {
      // Down again: the next 'ready' retries nothing, the backstop (the entries' own lifetimes) still holds.
    }
    return
  }
  for (const tag of [...pendingTags]) {
    try {
      await withTimeout(redisHandler.revalidateTag(tag), REVALIDATE_TIMEOUT_MS)
      pendingTags.delete(tag)
    } catch {
      return
    }
  }
}

/** Next's entry kinds whose lifetime Next reads from the entry's cacheControl (absent: 1 s on another server). */
const ROUTE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])

/**
 * The tags Next stores an entry under: a page's come in its headers, a data read's in the call.
 * @param {any} value
 * @param {any} ctx
 * @returns {string[]}
 */
function tagsOfValue(value, ctx) {
  if (value?.kind === 'APP_PAGE') {
    const header = value.headers?.['x-next-cache-tags']
    return Array.isArray(header) ? header : typeof header === 'string' ? header.split(',') : []
  }
  return Array.isArray(ctx?.tags) ? ctx.tags : []
}

export class SharedCacheHandler extends CacheHandler {
  /** When this request began: Next makes a handler per request, and renders with it. */
  startedAt = Date.now()

  /**
   * @param {string} cacheKey
   * @param {any} [ctx]
   */
  async get(cacheKey, ctx) {
    const entry = /** @type {any} */ (await super.get(cacheKey, ctx))
    // The server that rendered a page knows its lifetime (Next keeps it in memory); every other server reads it from
    // the stored entry, else treats the page as stale after a second and renders it again in the background.
    if (entry && entry.cacheControl === undefined && ROUTE_KINDS.has(entry.value?.kind) && entry.lifespan) {
      entry.cacheControl = { revalidate: entry.lifespan.revalidate ?? false, expire: undefined }
    }
    return entry
  }

  /**
   * Stores a copy unless one of its tags was expired after this request began: the render read what an edit on any
   * server replaced, and kept, it would be served for the page's minutes. Checked before the write (usually no write at
   * all) and again after it (an expiry between the check and the write may have read the tag's set before this key
   * was added), so the copy is either never stored or deleted at once.
   * @param {string} cacheKey
   * @param {any} value
   * @param {any} ctx
   */
  async set(cacheKey, value, ctx) {
    // A 404 or an error page is rendered for every URL a stranger invents: never kept (issue 38.1).
    if (!isKeptEntry(value)) return
    const tags = tagsOfValue(value, ctx)
    if (await expiredSince(tags, this.startedAt)) return
    await super.set(cacheKey, value, ctx)
    if (tags.length > 0 && (await expiredSince(tags, this.startedAt))) await deleteEntry(cacheKey)
  }

  /**
   * Expires the tags in Redis (for every server), then has every server empty its front cache: a page stored there
   * before the entries were gone would otherwise be answered for its remaining seconds.
   * @param {string | string[]} tags
   */
  async revalidateTag(tags) {
    await super.revalidateTag(tags)
    const bus = /** @type {{ publish?: () => void } | undefined} */ (/** @type {any} */ (globalThis)[FRONT_CACHE_BUS])
    bus?.publish?.()
  }
}

/** For tests: the Redis client this process uses (undefined without REDIS_URL). */
export function sharedCacheClient() {
  return client
}
