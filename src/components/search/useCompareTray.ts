'use client'

import { useEffect, useState } from 'react'
import { toggleCompare } from '@/domain/favourites'
import { readStored, store } from './localStore'

const COMPARE_KEY = 'compare'

export interface CompareTray {
  compare: Array<string | number>
  isCompared: (id: string) => boolean
  /** Adds or removes a car; false when the tray is full (spec: up to 4 cars). */
  toggle: (id: string) => boolean
  clear: () => void
}

/** The cars chosen for comparison, kept in localStorage (read once the page hydrates). */
export function useCompareTray(): CompareTray {
  const [compare, setCompare] = useState<Array<string | number>>([])
  useEffect(() => setCompare(readStored(COMPARE_KEY, [])), [])
  const save = (list: Array<string | number>) => {
    setCompare(list)
    store(COMPARE_KEY, list)
  }
  return {
    compare,
    isCompared: (id) => compare.some((c) => String(c) === id),
    toggle: (id) => {
      const next = toggleCompare(compare, id)
      if (next.full) return false
      save(next.list)
      return true
    },
    clear: () => save([]),
  }
}
