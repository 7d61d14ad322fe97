'use client'

import styles from './CarSearch.module.css'
import { emptyResultsText } from './searchView'
import { StateLink } from './StateLink'

export interface EmptyResultsProps {
  /** Some filter or query is set (beyond the page's own path): 'Clear all filters' is offered. */
  withFilters: boolean
  nouns: readonly [string, string]
  clearHref: string
  onClear: () => void
}

/** No results: the message, and 'Clear all filters' when there are filters to clear. */
export function EmptyResults({ withFilters, nouns, clearHref, onClear }: EmptyResultsProps) {
  const { title, text } = emptyResultsText(withFilters, nouns)
  return (
    <div className={styles.empty}>
      <h2>{title}</h2>
      <p>{text}</p>
      {withFilters ? (
        <StateLink className="button" href={clearHref} onNavigate={onClear}>
          Clear all filters
        </StateLink>
      ) : null}
    </div>
  )
}
