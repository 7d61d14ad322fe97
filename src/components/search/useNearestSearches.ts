'use client'

import { useEffect, useMemo, useState } from 'react'
import { rankNearestSearches, type NearbySearch } from '@/domain/nearestSearches'
import type { SearchState } from '@/domain/searchUrl'
import type { CarSearchAccess } from '@/search/client/carSearchClient'
import { lazyCarSearchClient } from '@/search/client/lazyCarSearchClient'
import { carSearchPlan, type CarSearchRequest } from './carSearchRequests'
import { sortIndices, type CarSearchSettings } from './carSearchSettings'
import { searchesOneStepAway } from './searchView'

/**
 * For an empty result, the searches one step away that have cars, counted in one multi-query (no hits, no
 * facets). Empty while they load, when the search has cars, or when counting fails (the page still offers 'Clear
 * all filters').
 */
export function useNearestSearches(
  state: SearchState,
  empty: boolean,
  key: string,
  access: CarSearchAccess,
  settings: CarSearchSettings,
): NearbySearch<SearchState>[] {
  const client = useMemo(() => lazyCarSearchClient(access), [access])
  const [nearest, setNearest] = useState<{ key: string; searches: NearbySearch<SearchState>[] }>({
    key: '',
    searches: [],
  })

  useEffect(() => {
    if (!empty) return
    const steps = searchesOneStepAway(state)
    if (steps.length === 0) return
    const controller = new AbortController()
    const now = new Date()
    const requests: CarSearchRequest[] = steps.map((step) => {
      const [main] = carSearchPlan(step.state, {
        sortIndices: sortIndices(settings),
        hitsPerPage: 0,
        facets: [],
        now,
      }).requests
      return { ...main!, hitsPerPage: 0, facets: [], attributesToRetrieve: [] }
    })
    client
      .abortableSearch<Record<string, unknown>>({ requests }, controller.signal)
      .then((answer) => {
        const counts = answer.results.map((r) => ('nbHits' in r ? (r.nbHits ?? 0) : 0))
        const ranked = rankNearestSearches(steps.map((step, i) => ({ ...step, count: counts[i] ?? 0 })))
        setNearest({ key, searches: ranked })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Nearest searches failed', error)
      })
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [empty, key])

  return empty && nearest.key === key ? nearest.searches : []
}
