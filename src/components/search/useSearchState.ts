'use client'

import { useEffect, useMemo, useRef, useState } from 'react'
import { cacheSearchResult, cachedSearchResult, type SearchCache } from '@/domain/searchCache'
import type { SearchState } from '@/domain/searchUrl'
import type { CarSearchAccess } from '@/search/client/carSearchClient'
import { lazyCarSearchClient } from '@/search/client/lazyCarSearchClient'
import { carSearchPlan, mergeCarSearch, type CarSearchResponse, type CarSearchResult } from './carSearchRequests'
import { searchFacets, sortIndices, type CarSearchSettings } from './carSearchSettings'
import { resultKey } from './searchView'

/** Main car search result cache size (spec §4: oldest evicted; the size is ours). */
const RESULT_CACHE_SIZE = 20

export type SearchStatus = 'idle' | 'loading' | 'error'

export interface SearchResults {
  /** The results on screen (the last good ones while loading or after an error); null before any. */
  result: CarSearchResult | null
  /** Key of the state the results on screen belong to. */
  shownKey: string
  status: SearchStatus
}

/**
 * The results of the URL's search: the server's first results, then each new state's from the cache or the search
 * service (one request at a time; a newer state cancels an older answer).
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
  const [shown, setShown] = useState<{ key: string; result: CarSearchResult | null }>({
    key: initialKey,
    result: initialResult,
  })
  const [status, setStatus] = useState<SearchStatus>(initialResult ? 'idle' : 'error')
  const cache = useRef<SearchCache<CarSearchResult>>(initialResult ? [[initialKey, initialResult]] : [])

  useEffect(() => {
    // Back to the results already on screen (e.g. back before a request finished): nothing to load.
    if (key === shown.key && shown.result) {
      setStatus('idle')
      return
    }
    const cached = cachedSearchResult(cache.current, key)
    if (cached) {
      setShown({ key, result: cached })
      setStatus('idle')
      return
    }
    let cancelled = false
    setStatus('loading')
    const plan = carSearchPlan(state, {
      sortIndices: sortIndices(settings),
      hitsPerPage: settings.hitsPerPage,
      facets: searchFacets(settings),
      now: new Date(),
    })
    client
      .search<Record<string, unknown>>({ requests: plan.requests })
      .then((answer) => {
        if (cancelled) return
        const result = mergeCarSearch(plan, answer.results as unknown as CarSearchResponse[])
        cache.current = cacheSearchResult(cache.current, key, result, RESULT_CACHE_SIZE)
        setShown({ key, result })
        setStatus('idle')
      })
      .catch((error: unknown) => {
        if (cancelled) return
        console.error('Car search failed', error)
        setStatus('error') // spec §4: the last good hits, facets and count stay
      })
    return () => {
      cancelled = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  return { result: shown.result, shownKey: shown.key, status }
}
