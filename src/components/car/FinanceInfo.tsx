'use client'

import { useState } from 'react'
import { useFinanceDisclaimer } from '../data/hooks'
import { Dialog } from './Dialog'
import styles from './CarDetail.module.css'

type Props = {
  carId: number
  /** The site slug (needed on the /sites/{slug} fallback host). */
  site: string
  /** The lender disclaimer the car already carries; null when it must be loaded from the server. */
  disclaimer: string | null
  needsFetch: boolean
  comparisonCopy: string
}

/**
 * Spec §2/§4 finance-info modal: shows the lender disclaimer, loaded from the server only when the car does not
 * already carry it, with a spinner meanwhile. The load starts on the first opening, never on page load.
 */
export function FinanceInfo({ carId, site, disclaimer, needsFetch, comparisonCopy }: Props) {
  const [open, setOpen] = useState(false)
  const fetching = needsFetch && disclaimer === null
  const { data, error, isLoading } = useFinanceDisclaimer(carId, site, open && fetching)
  const loaded = fetching ? (data ? (data.disclaimer ?? '') : null) : disclaimer
  const state = isLoading ? 'loading' : error ? 'error' : 'idle'

  return (
    <>
      <button type="button" className={styles.linkButton} onClick={() => setOpen(true)} data-testid="finance-info">
        Finance info
      </button>
      <Dialog title="Finance information" open={open} onClose={() => setOpen(false)}>
        {state === 'loading' ? (
          <p role="status" className={styles.spinnerRow} data-testid="finance-disclaimer-loading">
            <span className={styles.spinner} aria-hidden="true" /> Loading the lender&apos;s disclaimer…
          </p>
        ) : state === 'error' ? (
          <p role="alert">The lender&apos;s disclaimer could not be loaded. Please try again later.</p>
        ) : loaded ? (
          <p data-testid="finance-disclaimer">{loaded}</p>
        ) : null}
        <p className={styles.small}>{comparisonCopy}</p>
      </Dialog>
    </>
  )
}
