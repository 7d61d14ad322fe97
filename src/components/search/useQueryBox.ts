'use client'

import { useEffect, useRef, useState } from 'react'
import { SEARCH_LIMITS } from '@/domain/searchLimits'
import type { SearchState } from '@/domain/searchUrl'
import { firstPage } from './searchView'

/** The search box: typed text searches after a pause (back to page 1); back/forward and links set its text. */
export function useQueryBox(state: SearchState, go: (state: SearchState) => void) {
  const [queryInput, setQueryInput] = useState(state.query ?? '')
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => setQueryInput(state.query ?? ''), [state.query])
  const onQueryInput = (value: string) => {
    setQueryInput(value)
    if (debounce.current) clearTimeout(debounce.current)
    debounce.current = setTimeout(
      () => go({ ...firstPage(state), query: value.trim() || undefined }),
      SEARCH_LIMITS.searchDebounceMs,
    )
  }
  return { queryInput, onQueryInput }
}
