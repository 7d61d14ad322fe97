'use client'

import { useId, useState } from 'react'
import { type SpecRow, specListView } from '@/domain/carSpecs'
import styles from './CarDetail.module.css'

/** Spec §2: spec list, 'Show more' after 4 items. Empty, null and 'null' rows never reach it (carSpecRows). */
export function SpecList({ rows, label, testId }: { rows: SpecRow[]; label: string; testId: string }) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const view = specListView(rows, expanded)
  if (rows.length === 0) return null
  return (
    <div>
      <dl id={listId} className={styles.specs} aria-label={label} data-testid={testId}>
        {view.items.map((row) => (
          <div key={row.key} className={styles.specRow}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {view.hasMore ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </div>
  )
}
