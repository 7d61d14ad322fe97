'use client'

import { useState } from 'react'
import { dealerComments } from '@/domain/dealerComments'
import styles from './CarDetail.module.css'

/** Spec §4: dealer comments truncated at 400 characters with a show more/less toggle, or the pending text. */
export function DealerComments({ text }: { text: string | null | undefined }) {
  const [expanded, setExpanded] = useState(false)
  const comments = dealerComments(text)
  if (comments.kind === 'pending')
    return (
      <p className={styles.muted} data-testid="dealer-comments">
        {comments.text}
      </p>
    )
  return (
    <div>
      <p className={styles.comments} data-testid="dealer-comments">
        {expanded || !comments.truncated ? comments.full : comments.truncated}
      </p>
      {comments.truncated ? (
        <button type="button" className={styles.toggle} aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </div>
  )
}
