'use client'

import { useEffect, useState } from 'react'
import { showsStickyFooter } from '@/domain/carButtons'
import { isOpenNow } from '@/domain/openingHours'
import type { OpeningHourEntry, SpecialHoursEntry } from '@/domain/types'
import styles from './StickyMobileFooter.module.css'

type Props = {
  phone: { label: string; href: string } | null
  hours: OpeningHourEntry[]
  specialHours: SpecialHoursEntry[]
  timeZone: string
  enquire: { label: string; href: string }
  callLabel: string
}

/** Sticky mobile footer: Call Now (only while the dealership is open) and Enquire, after scrolling 50 px. */
export function StickyMobileFooter({ phone, hours, specialHours, timeZone, enquire, callLabel }: Props) {
  const [shown, setShown] = useState(false)
  const [everShown, setEverShown] = useState(false)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const update = () => {
      const past = showsStickyFooter(window.scrollY)
      setShown(past)
      if (past) setEverShown(true)
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  // Open or closed is worked out once the bar first shows, not while the page loads: the dealer's time zone
  // needs Intl, whose first use costs 14 to 25 ms of main thread.
  useEffect(() => {
    if (!everShown) return
    const tick = () => setOpen(isOpenNow(hours, new Date(), { timeZone, specialHours }))
    tick()
    const timer = window.setInterval(tick, 60_000)
    return () => window.clearInterval(timer)
  }, [everShown, hours, specialHours, timeZone])
  return (
    <div className={styles.bar} data-shown={shown ? 'true' : 'false'} aria-hidden={!shown} inert={!shown}>
      {phone && open ? (
        <a className="button" href={phone.href}>
          {callLabel}
        </a>
      ) : null}
      <a className="button button--secondary" href={enquire.href}>
        {enquire.label}
      </a>
    </div>
  )
}
