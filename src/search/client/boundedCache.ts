import { cacheSearchResult, cachedSearchResult, type SearchCache } from '@/domain/searchCache'

/** The shape of algoliasearch's `responsesCache` option (declared here: @algolia/client-common is not a direct dependency). */
export interface ResponsesCache {
  get: <TValue>(
    key: Record<string, unknown> | string,
    defaultValue: () => Promise<TValue>,
    events?: { miss: (value: TValue) => Promise<unknown> },
  ) => Promise<TValue>
  set: <TValue>(key: Record<string, unknown> | string, value: TValue) => Promise<TValue>
  delete: (key: Record<string, unknown> | string) => Promise<void>
  clear: () => Promise<void>
}

/**
 * A responses cache that keeps the last `capacity` answers, oldest evicted (spec §9: 10 entries for the directory
 * searches). algoliasearch's own memory cache never evicts, so a long visit would grow without bound.
 */
export function boundedResponsesCache(capacity: number): ResponsesCache {
  let entries: SearchCache<unknown> = []
  const keyOf = (key: Record<string, unknown> | string) => (typeof key === 'string' ? key : JSON.stringify(key))
  return {
    async get<TValue>(
      key: Record<string, unknown> | string,
      defaultValue: () => Promise<TValue>,
      events?: { miss: (value: TValue) => Promise<unknown> },
    ) {
      const hit = cachedSearchResult(entries, keyOf(key))
      if (hit !== undefined) return hit as TValue
      const value = await defaultValue()
      if (events) await events.miss(value)
      return value
    },
    async set<TValue>(key: Record<string, unknown> | string, value: TValue) {
      entries = cacheSearchResult(entries, keyOf(key), value, capacity)
      return value
    },
    async delete(key) {
      entries = entries.filter(([k]) => k !== keyOf(key))
    },
    async clear() {
      entries = []
    },
  }
}
