'use client'

import styles from './CarSearch.module.css'
import { StateLink } from './StateLink'

export interface EmptyResultsProps {
  clearHref: string
  onClear: () => void
}

/** No results: the message and 'Clear all filters'. */
export function EmptyResults({ clearHref, onClear }: EmptyResultsProps) {
  return (
    <div className={styles.empty}>
      <h2>No cars match your search</h2>
      <p>Try removing a filter or searching for something else.</p>
      <StateLink className="button" href={clearHref} onNavigate={onClear}>
        Clear all filters
      </StateLink>
    </div>
  )
}
