'use client'

import { useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { cacheSearchResult, cachedSearchResult, type SearchCache } from '@/domain/searchCache'
import type { SearchState } from '@/domain/searchUrl'
import type { CarSearchAccess } from '@/search/client/carSearchClient'
import { lazyCarSearchClient } from '@/search/client/lazyCarSearchClient'
import { carSearchPlan, mergeCarSearch, type CarSearchResponse, type CarSearchResult } from './carSearchRequests'
import { searchFacets, sortIndices, type CarSearchSettings } from './carSearchSettings'
import {
  initialLatestSearch,
  latestSearch,
  resultsOnScreen,
  type LatestSearch,
  type LatestSearchAction,
  type SearchStatus,
} from './latestSearch'
import { resultKey } from './searchView'

export type { SearchStatus } from './latestSearch'

/** Main car search result cache size (spec §4: oldest evicted; the size is ours). */
const RESULT_CACHE_SIZE = 20

export interface SearchResults {
  /**
   * The results on screen: the URL's state's own; while it loads, the last good ones (stale); after a failure, none
   * of another state's (they would not match the chips, issue 39.7). Null before any.
   */
  result: CarSearchResult | null
  /** The last good results, whichever state they belong to (the filters keep their values listed from them). */
  lastResult: CarSearchResult | null
  /** The results on screen belong to an earlier state (shown while the URL's state loads). */
  stale: boolean
  /** Key of the state the last good results belong to. */
  shownKey: string
  status: SearchStatus
  /** Asks again for the URL's state after a failure. */
  retry: () => void
}

const reduce = (
  state: LatestSearch<CarSearchResult>,
  action: LatestSearchAction<CarSearchResult>,
): LatestSearch<CarSearchResult> => latestSearch(state, action)

/**
 * The results of the URL's search: the server's first results, then each new state's from the cache or the search
 * service. The last state chosen wins: a newer state aborts the older request, and an older answer or failure never
 * reaches the page (latestSearch.ts).
 */
export function useSearchState(
  state: SearchState,
  initialState: SearchState,
  initialResult: CarSearchResult | null,
  access: CarSearchAccess,
  settings: CarSearchSettings,
): SearchResults {
  const key = resultKey(state, settings)
  const initialKey = useMemo(() => resultKey(initialState, settings), [initialState, settings])
  const client = useMemo(() => lazyCarSearchClient(access), [access])
  const [search, dispatch] = useReducer(reduce, null, () => initialLatestSearch(initialKey, initialResult))
  const [attempt, setAttempt] = useState(0)
  const requests = useRef(0)
  const cache = useRef<SearchCache<CarSearchResult>>(initialResult ? [[initialKey, initialResult]] : [])

  useEffect(() => {
    const id = ++requests.current
    const cached = cachedSearchResult(cache.current, key)
    dispatch({ type: 'want', key, id, cached })
    if (cached || (key === search.shown.key && search.shown.result)) return
    const controller = new AbortController()
    // The whole state goes in every request (query, refinements, ranges, sort, page): no answer depends on another.
    const plan = carSearchPlan(state, {
      sortIndices: sortIndices(settings),
      hitsPerPage: settings.hitsPerPage,
      facets: searchFacets(settings),
      now: new Date(),
    })
    client
      .abortableSearch<Record<string, unknown>>({ requests: plan.requests }, controller.signal)
      .then((answer) => {
        const result = mergeCarSearch(plan, answer.results as unknown as CarSearchResponse[])
        cache.current = cacheSearchResult(cache.current, key, result, RESULT_CACHE_SIZE)
        dispatch({ type: 'answer', id, key, result })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.error('Car search failed', error)
        dispatch({ type: 'fail', id })
      })
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt])

  const onScreen = resultsOnScreen(search)
  return {
    result: onScreen.result,
    lastResult: search.shown.result,
    stale: onScreen.stale,
    shownKey: search.shown.key,
    status: search.status,
    retry: () => setAttempt((n) => n + 1),
  }
}
