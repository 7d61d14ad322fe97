'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import type { SearchHistoryEntry } from '@/domain/searchHistory'
import { showMeLabel } from '@/domain/resultCount'
import styles from './CarSearch.module.css'

export interface FilterDrawerProps {
  /** Open on phones (a drawer); on wide screens the filters are always shown beside the results. */
  open: boolean
  onClose: () => void
  count: number
  /** The listing's item nouns ('car', 'cars') for 'Show Me N cars'. */
  nouns: readonly [string, string]
  history: SearchHistoryEntry[]
  /** The filters (FilterSidebar). */
  children: ReactNode
}

/** The filters' sidebar: a drawer on phones (Escape or × closes it, 'Show Me N cars' too), and recent searches. */
export function FilterDrawer({ open, onClose, count, nouns, history, children }: FilterDrawerProps) {
  const closeButton = useRef<HTMLButtonElement | null>(null)
  useEffect(() => {
    if (open) closeButton.current?.focus()
  }, [open])
  return (
    <aside
      id="search-filters"
      className={styles.sidebar}
      data-open={open}
      aria-label="Search filters"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose()
      }}
    >
      <div className={styles.drawerHeader}>
        <h2>Filters</h2>
        <button
          type="button"
          ref={closeButton}
          className={styles.closeButton}
          onClick={onClose}
          aria-label="Close filters"
        >
          ×
        </button>
      </div>
      {children}
      <div className={styles.drawerFooter}>
        <button type="button" className="button" onClick={onClose}>
          <span key={count} className={styles.countPulse}>
            {showMeLabel(count, nouns)}
          </span>
        </button>
      </div>
      {history.length ? (
        <nav className={styles.history} aria-label="Recent searches">
          <h2>Recent searches</h2>
          <ul>
            {history.map((entry) => (
              <li key={entry.path}>
                <a href={entry.path}>{entry.label ?? entry.path}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </aside>
  )
}
