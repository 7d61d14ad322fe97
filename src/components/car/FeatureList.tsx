'use client'

import { useId, useState } from 'react'
import { featuresView } from '@/domain/carSpecs'
import styles from './CarDetail.module.css'

/** Spec §2: features list, first 8 shown, 'Show All' / 'Hide' toggle. */
export function FeatureList({ features }: { features: string[] }) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const view = featuresView(features, expanded)
  if (features.length === 0) return <p className={styles.muted}>No features listed.</p>
  return (
    <div>
      <ul id={listId} className={styles.features} data-testid="features">
        {view.items.map((feature, i) => (
          <li key={`${feature}-${i}`}>{feature}</li>
        ))}
      </ul>
      {view.toggleLabel ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
        >
          {view.toggleLabel}
        </button>
      ) : null}
    </div>
  )
}
