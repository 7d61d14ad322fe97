'use client'

import { useId, useState } from 'react'
import styles from './ToggleText.module.css'

type Props = { full: string; collapsed: string | null; moreLabel?: string; lessLabel?: string; className?: string }

/** Text that starts collapsed when long, with a View more / View less button (content spec §4). */
export function ToggleText({ full, collapsed, moreLabel = 'View more', lessLabel = 'View less', className }: Props) {
  const [expanded, setExpanded] = useState(collapsed === null)
  const id = useId()
  return (
    <div className={`${styles.text} ${className ?? ''}`}>
      <p id={id}>{expanded || collapsed === null ? full : collapsed}</p>
      {collapsed !== null ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? lessLabel : moreLabel}
        </button>
      ) : null}
    </div>
  )
}
