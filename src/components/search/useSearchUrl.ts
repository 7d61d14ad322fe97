'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useCallback, useMemo } from 'react'
import type { SearchState, SearchUrlOptions } from '@/domain/searchUrl'
import { routeSearchState, routeSearchUrl, type SearchRoute } from './carSearchUrl'
import { currentUrl } from './searchView'

/**
 * The URL's query in the browser; nothing on the server, where the page renders the URL it was given (initialUrl).
 * The search page is cached without a query (src/cache/pageCache.ts), and useSearchParams during that render would make
 * Next drop the results from the HTML. Chosen once per environment, so the hook order never changes within one.
 */
const useBrowserSearchParams: () => URLSearchParams | { toString(): string } | null =
  typeof window === 'undefined' ? () => null : useSearchParams

export interface SearchUrl {
  /** The search the URL holds. */
  state: SearchState
  /** The search the page was first rendered with. */
  initialState: SearchState
  /** The state with nothing chosen beyond the route's own path (what 'Clear all' goes back to). */
  clearedState: SearchState
  /** A state's URL inside the site (prefix with basePath for a link). */
  urlOf: (state: SearchState) => string
  /**
   * Pushes a state's URL onto the history (the page follows the URL). Given a function, it is applied to the URL's
   * state at the moment of the call, not the last one rendered: two quick choices (a filter, then a sort) before
   * the page re-renders both count (issue 39.7).
   */
  go: (next: SearchState | ((latest: SearchState) => SearchState)) => void
}

/** The search state held in the URL (spec §2), and navigation to another state. */
export function useSearchUrl(
  route: SearchRoute,
  basePath: string,
  initialUrl: string,
  urlOptions: SearchUrlOptions,
): SearchUrl {
  const pathname = usePathname()
  const params = useBrowserSearchParams()
  // The params only say when the query changed; its raw text keeps a comma inside a value apart from a separator.
  const url = params ? currentUrl(pathname, window.location.search, basePath) : initialUrl
  const state = useMemo(() => routeSearchState(url, route, urlOptions), [url, route, urlOptions])
  const initialState = useMemo(() => routeSearchState(initialUrl, route, urlOptions), [initialUrl, route, urlOptions])
  const clearedState = useMemo(() => routeSearchState(route.path, route, urlOptions), [route, urlOptions])
  const urlOf = useCallback((next: SearchState) => routeSearchUrl(next, route, urlOptions), [route, urlOptions])
  const go = useCallback(
    (next: SearchState | ((latest: SearchState) => SearchState)) => {
      const latest = () =>
        routeSearchState(currentUrl(window.location.pathname, window.location.search, basePath), route, urlOptions)
      const target = `${basePath}${urlOf(typeof next === 'function' ? next(latest()) : next)}`
      if (target !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', target)
    },
    [basePath, urlOf, route, urlOptions],
  )
  return { state, initialState, clearedState, urlOf, go }
}
