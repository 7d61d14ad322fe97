import { type ReactNode, Suspense } from 'react'
import { EARLY_CLICKS_ATTRIBUTE } from './captureScript'
import { EarlyClickReplay } from './EarlyClickReplay'

/**
 * A part of the page React hydrates after the rest, in small slices (issue 39.4: interactive sooner on a phone).
 * React hydrates a server-rendered <Suspense> boundary at its lowest priority once the page around it is hydrated,
 * yielding to the browser between slices, so the page's first hydration is one shorter task and taps on the header
 * and the buying buttons are answered sooner. The part is an early-clicks region of its own: a button tapped in it
 * before it is hydrated shows pressed and acts once it is; the header marks the page hydrated (`data-hydrated`) only
 * once every such region is. Below the fold only: React may stream a large boundary after the rest of the HTML
 * (docs/performance.md, "Tried and dropped"), which must never hold back the first paint (the gallery stays out).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <div {...{ [EARLY_CLICKS_ATTRIBUTE]: '' }} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        {children}
        <EarlyClickReplay />
      </Suspense>
    </div>
  )
}
