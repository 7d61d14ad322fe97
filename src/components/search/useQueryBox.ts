'use client'

import { useEffect, useRef, useState } from 'react'
import { queryBoxText, withTypedQuery } from '@/domain/queryPrice'
import { SEARCH_LIMITS } from '@/domain/searchLimits'
import type { SearchState } from '@/domain/searchUrl'

/**
 * The search box: typed text searches after a pause (back to page 1), a price in it ("under 40000") as the price
 * range; back/forward and links set its text.
 */
export function useQueryBox(state: SearchState, go: (next: (latest: SearchState) => SearchState) => void) {
  const [queryInput, setQueryInput] = useState(state.query ?? '')
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null)
  const price = state.ranges?.price
  useEffect(
    () => setQueryInput((typed) => queryBoxText(typed, state)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.query, price?.min, price?.max],
  )
  const onQueryInput = (value: string) => {
    setQueryInput(value)
    if (debounce.current) clearTimeout(debounce.current)
    debounce.current = setTimeout(() => go((latest) => withTypedQuery(latest, value)), SEARCH_LIMITS.searchDebounceMs)
  }
  return { queryInput, onQueryInput }
}
