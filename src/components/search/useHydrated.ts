'use client'

import { useEffect, useState } from 'react'

/**
 * Whether React has hydrated the page (the page then marks itself ready for clicks), and the time cards and promo
 * tiles are judged by: the server's time in the first render (so the HTML matches), the browser's after.
 */
export function useHydrated(nowMs: number): { hydrated: boolean; now: Date } {
  const [hydrated, setHydrated] = useState(false)
  const [now, setNow] = useState(() => new Date(nowMs))
  useEffect(() => {
    setHydrated(true)
    setNow(new Date())
  }, [])
  return { hydrated, now }
}
