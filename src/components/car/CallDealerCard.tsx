'use client'

import { useState } from 'react'
import { ENQUIRY_EVENT_IDS } from '@/domain/enquiryEvent'
import { maskPhone } from '@/domain/phoneMask'
import styles from './CarDetail.module.css'

type Props = { phone: string; telHref: string; carId: number; dealerName: string; site: string }

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/**
 * Spec §4 phone reveal: the number is masked after its first 5 characters; a click reveals it, records the reveal
 * (car_id; the server adds dealership_id and website_id) and logs analytics event 25. A failed record is only logged.
 */
export function CallDealerCard({ phone, telHref, carId, dealerName, site }: Props) {
  const [revealed, setRevealed] = useState(false)
  const reveal = () => {
    setRevealed(true)
    ;(window.dataLayer ??= []).push({ event: 'phone_click', eventId: ENQUIRY_EVENT_IDS.phoneClick, car_id: carId })
    fetch('/api/cars/phone-reveal', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ car_id: carId, site }),
    })
      .then((r) => {
        if (!r.ok) console.warn('phone reveal not recorded', r.status)
      })
      .catch((error: unknown) => console.warn('phone reveal not recorded', error))
  }
  return (
    <section className={styles.card} aria-labelledby="call-dealer-heading" data-testid="call-dealer">
      <h2 id="call-dealer-heading" className={styles.cardTitle}>
        Call The Dealer
      </h2>
      <p className={styles.muted}>{dealerName}</p>
      {revealed ? (
        <a className={`button ${styles.wide}`} href={telHref} data-testid="dealer-phone">
          {phone}
        </a>
      ) : (
        <button
          type="button"
          className={`button button--secondary ${styles.wide}`}
          onClick={reveal}
          data-testid="reveal-phone"
          aria-label={`Show the phone number ${maskPhone(phone)}`}
        >
          {/* One flex item that wraps between the number and "Show number", never inside either. */}
          <span className={styles.revealLabel}>
            <span className={styles.nowrap} data-testid="masked-phone">
              {maskPhone(phone)}
            </span>
            &nbsp;· <span className={styles.nowrap}>Show number</span>
          </span>
        </button>
      )}
    </section>
  )
}
