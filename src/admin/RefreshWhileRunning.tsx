'use client'
import { useEffect } from 'react'

/**
 * Reloads the import's screen every two seconds while it is waiting or running. A full reload, not a router
 * refresh: the edit form keeps the state it was opened with, and an import has nothing to edit that could be lost.
 */
export function RefreshWhileRunning() {
  useEffect(() => {
    const timer = setTimeout(() => window.location.reload(), 2000)
    return () => clearTimeout(timer)
  }, [])
  return null
}
