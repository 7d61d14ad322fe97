import { searchStateFromUrl, searchStateQuery, type SearchState } from './searchUrl'

/**
 * The cache key of a search page's query string (issue 29.4). A filtered search page shows what its URL's search
 * state says, so two query strings with the same state are the same page: the key is that state written one way
 * (searchStateQuery), without tracking or unknown parameters. It travels as one URL-safe path segment
 * (base64url), so Next caches the page per key like any other page. A state the key would not read back exactly, or
 * a key too long for one segment (a file name in Next's file-system cache), has no key: that page renders per request.
 */

/** Longest query key kept: its segment (4/3 longer) stays well under a file name's 255 bytes. */
export const MAX_SEARCH_QUERY_KEY = 180

/** The search state a query string holds, without anything a path adds. */
const queryState = (query: string): SearchState => searchStateFromUrl(`/search?${query.replace(/^\?/, '')}`)

/** One text per state, whatever order its keys were filled in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/**
 * The key of a query string ('' when it holds no search state: the unfiltered page), or null when the page must
 * render per request (the key would not read back as the same state, or is too long).
 */
export function searchQueryKey(query: string): string | null {
  const state = queryState(query)
  const key = searchStateQuery(state)
  if (key.length > MAX_SEARCH_QUERY_KEY) return null
  return stableJson(queryState(key)) === stableJson(state) ? key : null
}

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** A query key as one path segment. Keys are ASCII (searchStateQuery percent-encodes values). */
export const searchKeySegment = (key: string): string => toBase64Url(key)

/** The query key a path segment holds, or null when it is not the segment of a key (only searchKeySegment writes them). */
export function searchKeyOfSegment(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment) || segment.length > Math.ceil((MAX_SEARCH_QUERY_KEY * 4) / 3)) return null
  let key: string
  try {
    key = atob(segment.replace(/-/g, '+').replace(/_/g, '/'))
  } catch {
    return null
  }
  return key !== '' && searchQueryKey(key) === key && searchKeySegment(key) === segment ? key : null
}

/**
 * How long a filtered search page's copy is kept: 60 to 119 s, by key. Copies rendered together (a burst of new
 * searches, a warm-up) then expire at different times instead of all re-rendering in the same second, which
 * bench:pages measured as a stall (31 req/s, p99 1.25 s for a minute-old mix of 80 pages).
 */
export function searchPageSeconds(key: string): number {
  let hash = 0
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) >>> 0
  return 60 + (hash % 60)
}
