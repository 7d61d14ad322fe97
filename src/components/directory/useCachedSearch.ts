'use client'

import { useEffect, useMemo, useState } from 'react'
import { SEARCH_LIMITS } from '@/domain/searchLimits'
import type { AlgoliaSearchParams, AlgoliaSearchRequest } from '@/search/algoliaTypes'
import type { CarSearchAccess } from '@/search/client/carSearchClient'
import { lazyCarSearchClient } from '@/search/client/lazyCarSearchClient'

export interface CachedSearchAnswer<H> {
  hits: H[]
  nbHits: number
  nbPages: number
  page: number
}

/**
 * One search against an index with the page's secured key. The client keeps its last 10 answers (spec §9: the
 * directory and dealership searches' cache, oldest evicted), so moving back to an earlier range costs no request.
 */
export function useCachedSearch<H>(access: CarSearchAccess, indexName: string, params: AlgoliaSearchParams | null) {
  const client = useMemo(() => lazyCarSearchClient(access, { cacheSize: SEARCH_LIMITS.directoryCacheSize }), [access])
  const key = params ? JSON.stringify(params) : null
  const [answer, setAnswer] = useState<CachedSearchAnswer<H> | null>(null)
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')

  useEffect(() => {
    if (!key) return
    let cancelled = false
    setStatus('loading')
    client
      .searchForHits<Record<string, unknown>>({
        requests: [{ indexName, ...(JSON.parse(key) as AlgoliaSearchParams) } satisfies AlgoliaSearchRequest],
      })
      .then(({ results }) => {
        if (cancelled) return
        const [first] = results
        setAnswer({
          hits: (first?.hits ?? []) as H[],
          nbHits: first?.nbHits ?? 0,
          nbPages: first?.nbPages ?? 0,
          page: first?.page ?? 0,
        })
        setStatus('idle')
      })
      .catch(() => {
        if (!cancelled) setStatus('error') // the last answer stays on screen
      })
    return () => {
      cancelled = true
    }
  }, [key, client, indexName])

  return { answer, status }
}
