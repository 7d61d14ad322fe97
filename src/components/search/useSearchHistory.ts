'use client'

import { useEffect, useState } from 'react'
import { addSearchHistory, type SearchHistoryEntry } from '@/domain/searchHistory'
import { readStored, store } from './localStore'

const HISTORY_KEY = 'car-search-history'

/**
 * Search history (spec §2: the last 5 searches with their path), kept in localStorage: the search on screen is added
 * once its results have loaded (`entry` null while they have not).
 */
export function useSearchHistory(entry: SearchHistoryEntry | null, shownKey: string): SearchHistoryEntry[] {
  const [history, setHistory] = useState<SearchHistoryEntry[]>([])
  useEffect(() => setHistory(readStored(HISTORY_KEY, [])), [])
  useEffect(() => {
    if (!entry) return
    setHistory((h) => {
      const next = addSearchHistory(h, entry)
      store(HISTORY_KEY, next)
      return next
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey, entry !== null])
  return history
}
