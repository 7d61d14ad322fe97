'use client'

import { useEffect, useMemo, useRef, useState } from 'react'
import { cacheSearchResult, cachedSearchResult, type SearchCache } from '@/domain/searchCache'
import { SEARCH_LIMITS } from '@/domain/searchLimits'
import { createCarSearchClient, type CarSearchAccess } from '@/search/client/carSearchClient'

export interface CachedSearchAnswer<H> {
  hits: H[]
  nbHits: number
  nbPages: number
  page: number
}

/**
 * One search against an index with the page's secured key, answers kept in a 10-entry cache
 * (spec §9: directory searches, oldest evicted). `params` null means "no search yet".
 */
export function useCachedSearch<H>(access: CarSearchAccess, indexName: string, params: Record<string, unknown> | null) {
  const client = useMemo(() => createCarSearchClient(access), [access])
  const cache = useRef<SearchCache<CachedSearchAnswer<H>>>([])
  const key = params ? JSON.stringify(params) : null
  const [answer, setAnswer] = useState<{ key: string; value: CachedSearchAnswer<H> } | null>(null)
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')

  useEffect(() => {
    if (!key || !params) return
    const cached = cachedSearchResult(cache.current, key)
    if (cached) {
      setAnswer({ key, value: cached })
      setStatus('idle')
      return
    }
    let cancelled = false
    setStatus('loading')
    client
      .searchForHits<Record<string, unknown>>({ requests: [{ indexName, ...params }] })
      .then(({ results }) => {
        if (cancelled) return
        const [first] = results
        const value: CachedSearchAnswer<H> = { hits: (first?.hits ?? []) as H[], nbHits: first?.nbHits ?? 0, nbPages: first?.nbPages ?? 0, page: first?.page ?? 0 }
        cache.current = cacheSearchResult(cache.current, key, value, SEARCH_LIMITS.directoryCacheSize)
        setAnswer({ key, value })
        setStatus('idle')
      })
      .catch(() => {
        if (!cancelled) setStatus('error') // the last answer stays on screen
      })
    return () => {
      cancelled = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, client, indexName])

  return { answer: answer?.value ?? null, status }
}
