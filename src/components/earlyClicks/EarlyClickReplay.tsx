'use client'

import { useEffect } from 'react'

type EarlyClicks = { ready: boolean; queue: HTMLElement[] }

declare global {
  interface Window {
    __earlyClicks?: EarlyClicks
  }
}

/**
 * Rendered as the last child of a `[data-early-clicks]` region: its effect runs once everything before it in the
 * region is hydrated, then stops the capture script queueing and clicks each queued button once (each click acts
 * exactly once: the capture script kept it from React). See captureScript.ts.
 */
export function EarlyClickReplay() {
  useEffect(() => {
    const early = window.__earlyClicks
    if (!early) return
    early.ready = true
    // After this commit's other effects (a chat widget that listens for its open event, say).
    const timer = window.setTimeout(() => {
      const queued = early.queue.splice(0)
      for (const button of queued) {
        if (!button.isConnected) continue
        button.focus()
        button.click()
      }
    }, 0)
    return () => window.clearTimeout(timer)
  }, [])
  return null
}
