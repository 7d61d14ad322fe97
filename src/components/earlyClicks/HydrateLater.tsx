import type { ReactNode } from 'react'
import { EARLY_CLICKS_ATTRIBUTE } from './captureScript'
import { EarlyClickReplay } from './EarlyClickReplay'

/**
 * A below-the-fold part of the car page as an early-clicks region of its own (issue 39.4): a button tapped in it
 * before hydration shows pressed and acts once it is; the header marks the page hydrated (`data-hydrated`) only once
 * every region is. It is hydrated with the rest of the page, not later in a <Suspense> boundary: React writes a large
 * completed boundary out of line (hidden, revealed by a script), so without JavaScript the calculator and the enquiry
 * form inside it were never shown (tests/e2e/finance/repayment-calculator.spec.ts, "without JavaScript").
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <div {...{ [EARLY_CLICKS_ATTRIBUTE]: '' }} style={{ display: 'contents' }}>
      {children}
      <EarlyClickReplay />
    </div>
  )
}
