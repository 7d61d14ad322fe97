'use client'

import { type ReactNode, useId, useState } from 'react'
import styles from './ExpandableText.module.css'

/** Expandable text ('Read more...'): toggles between collapsed and expanded (content spec §4). */
export function Expandable({
  children,
  moreLabel,
  lessLabel,
}: {
  children: ReactNode
  moreLabel: string
  lessLabel: string
}) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  return (
    <>
      <div id={id} className={styles.more} hidden={!expanded}>
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
    </>
  )
}
