/** The parts of a search that key its cached result (spec §4: offset, query, sort and refinements). */
export interface SearchCacheKeyInput {
  offset: number
  query?: string
  sort?: string | null
  refinements?: Partial<Record<string, readonly string[]>>
}

/** A stable key: refinement attributes and values are sorted, so the same search gives the same key. */
export function searchCacheKey(input: SearchCacheKeyInput): string {
  const refinements = Object.entries(input.refinements ?? {})
    .filter(([, values]) => values && values.length > 0)
    .map(([attribute, values]) => [attribute, [...(values ?? [])].sort()] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify([input.offset, input.query?.trim() ?? '', input.sort ?? '', refinements])
}

export type SearchCache<V> = ReadonlyArray<readonly [string, V]>

/** Adds (or replaces) an entry; when the cache is full the oldest entry is evicted. Returns a new cache. */
export function cacheSearchResult<V>(cache: SearchCache<V>, key: string, value: V, capacity: number): SearchCache<V> {
  const rest = cache.filter(([k]) => k !== key)
  const next = [...rest, [key, value] as const]
  return next.length > capacity ? next.slice(next.length - capacity) : next
}

export function cachedSearchResult<V>(cache: SearchCache<V>, key: string): V | undefined {
  return cache.find(([k]) => k === key)?.[1]
}
