'use client'

import { useId, useState, type ReactNode } from 'react'
import styles from './MobileToggleSection.module.css'

type Props = { children: ReactNode; moreLabel: string; lessLabel: string }

/**
 * Content spec §4 "The mobile terms-of-use section toggles collapsed and expanded": on phones a long legal text
 * starts collapsed (its first lines, faded) with a button that expands and collapses it; wider screens show it all.
 */
export function MobileToggleSection({ children, moreLabel, lessLabel }: Props) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  return (
    <div className={styles.section} data-expanded={expanded ? 'true' : 'false'} data-testid="mobile-toggle-section">
      <div id={id} className={styles.body}>
        {children}
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? lessLabel : moreLabel}
      </button>
    </div>
  )
}
