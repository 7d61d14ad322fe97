'use client'

import type { NearbySearch } from '@/domain/nearestSearches'
import { formatNumber } from '@/domain/numberFormat'
import type { SearchState } from '@/domain/searchUrl'
import styles from './CarSearch.module.css'
import { emptyResultsText } from './searchView'
import { StateLink } from './StateLink'

export interface EmptyResultsProps {
  /** Some filter or query is set (beyond the page's own path): 'Clear all filters' is offered. */
  withFilters: boolean
  nouns: readonly [string, string]
  clearHref: string
  onClear: () => void
  /** Searches one step away that have cars (issue 39.7), best first. */
  nearest?: readonly NearbySearch<SearchState>[]
  hrefOf?: (state: SearchState) => string
  onGo?: (state: SearchState) => void
}

/** No results: the message, the nearest searches with cars, and 'Clear all filters' when there are filters to clear. */
export function EmptyResults({
  withFilters,
  nouns,
  clearHref,
  onClear,
  nearest = [],
  hrefOf,
  onGo,
}: EmptyResultsProps) {
  const { title, text } = emptyResultsText(withFilters, nouns)
  return (
    <div className={styles.empty}>
      <h2>{title}</h2>
      <p>{text}</p>
      {nearest.length > 0 && hrefOf && onGo ? (
        <nav className={styles.nearest} aria-label="Searches with cars" data-testid="nearest-searches">
          <p>These searches have {nouns[1]}:</p>
          <ul>
            {nearest.map((search) => (
              <li key={search.dropped}>
                <StateLink className="button" href={hrefOf(search.state)} onNavigate={() => onGo(search.state)}>
                  Without {search.dropped} ({formatNumber(search.count)} {search.count === 1 ? nouns[0] : nouns[1]})
                </StateLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {withFilters ? (
        <StateLink className="button" href={clearHref} onNavigate={onClear}>
          Clear all filters
        </StateLink>
      ) : null}
    </div>
  )
}
