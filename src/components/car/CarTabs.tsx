'use client'

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import styles from './CarDetail.module.css'

export type CarTab = { key: string; label: string; content: ReactNode }

/** Tabs with the WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs; one panel shows at a time. */
export function CarTabs({ tabs }: { tabs: CarTab[] }) {
  const [active, setActive] = useState(0)
  const base = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const focus = (i: number) => {
    const next = (i + tabs.length) % tabs.length
    setActive(next)
    refs.current[next]?.focus()
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') focus(active + 1)
    else if (event.key === 'ArrowLeft') focus(active - 1)
    else if (event.key === 'Home') focus(0)
    else if (event.key === 'End') focus(tabs.length - 1)
    else return
    event.preventDefault()
  }
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label="About this car" className={styles.tabList} onKeyDown={onKey}>
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          hidden={i !== active}
          className={styles.tabPanel}
          tabIndex={0}
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
