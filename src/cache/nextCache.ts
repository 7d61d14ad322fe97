import { environment, nextRuntime } from '@/config/env'

/**
 * Next's cache as this process holds it. Next puts the incremental cache it makes for requests (and for the build's
 * static pages) on `globalThis.__incrementalCache`, with the handler next.config.ts names (cacheHandler.mjs: Redis, or
 * the server's disk); `unstable_cache` finds it there too. Absent in scripts and integration tests.
 */
type IncrementalCache = { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> }

function incrementalCache(): IncrementalCache | undefined {
  return (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache
}

/** False outside a Next server (scripts, integration tests): there is nothing to cache there. */
export function hasNextCache(): boolean {
  return incrementalCache() !== undefined
}

/**
 * Expires the tags in Next's cache now and waits for it, inside a request or not: what Next does at the end of a
 * request with the tags its `revalidateTag` collected, which it refuses to do in a job (no request) or during a render.
 */
export async function expireInNextCache(tags: string[]): Promise<void> {
  const cache = incrementalCache()
  if (cache) return cache.revalidateTag(tags, { expire: 0 })
  // A Next server that has not served a request yet: nothing of its own is cached, but the shared cache (Redis) holds
  // the other servers' pages, so the tags are expired there directly. Scripts and tests (no NEXT_RUNTIME): nothing.
  if (nextRuntime() === 'nodejs') {
    const { expireTagsInSharedCache } = await import('./sharedExpiry.mjs')
    await expireTagsInSharedCache(tags, environment())
  }
}
