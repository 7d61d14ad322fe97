'use client'

import { useEffect, useRef } from 'react'
import { EARLY_CLICKS_ATTRIBUTE, EARLY_PRESSED_ATTRIBUTE, EARLY_READY_ATTRIBUTE } from './captureScript'

type EarlyClicks = { queue: HTMLElement[] }

declare global {
  interface Window {
    __earlyClicks?: EarlyClicks
  }
}

/**
 * Rendered as the last child of a `[data-early-clicks]` region: its effect runs once everything before it in the
 * region is hydrated, then marks the region ready (the capture script stops queueing its clicks) and clicks each of
 * its queued buttons once (each click acts exactly once: the capture script kept it from React). See captureScript.ts.
 */
export function EarlyClickReplay() {
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const region = ref.current?.closest(`[${EARLY_CLICKS_ATTRIBUTE}]`)
    if (!region) return
    region.setAttribute(EARLY_READY_ATTRIBUTE, '')
    const early = window.__earlyClicks
    if (!early) return
    // After this commit's other effects (a chat widget that listens for its open event, say).
    const timer = window.setTimeout(() => {
      // Only this region's own (a nested region replays its buttons once it is hydrated itself).
      const mine = early.queue.filter((button) => button.closest(`[${EARLY_CLICKS_ATTRIBUTE}]`) === region)
      early.queue = early.queue.filter((button) => !mine.includes(button))
      for (const button of mine) {
        button.removeAttribute(EARLY_PRESSED_ATTRIBUTE)
        if (!button.isConnected) continue
        if (button instanceof HTMLSelectElement) {
          // React reads the select's value from the DOM on its change event: the value chosen before hydration.
          button.dispatchEvent(new Event('change', { bubbles: true }))
          continue
        }
        button.focus()
        button.click()
      }
    }, 0)
    return () => window.clearTimeout(timer)
  }, [])
  return <span ref={ref} hidden />
}
