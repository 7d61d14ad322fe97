import styles from './CarSearch.module.css'
import type { SearchStatus } from './useSearchState'

export interface SearchHeaderProps {
  heading: string
  /** The count line ('12 cars found'); null before any results. */
  countText: string | null
  status: SearchStatus
  hasResult: boolean
}

/** The page heading, the result count and, when the search fails, the error. */
export function SearchHeader({ heading, countText, status, hasResult }: SearchHeaderProps) {
  return (
    <>
      <header className={styles.header}>
        <h1>{heading}</h1>
        <p className={styles.resultCount} aria-live="polite" data-testid="result-count">
          {countText ?? ''}
          {status === 'loading' ? <span className={styles.loading}> Updating…</span> : null}
        </p>
      </header>
      {status === 'error' ? (
        <p role="alert" className={styles.error}>
          {hasResult
            ? 'We could not update the results just now; showing the last results.'
            : 'Search is unavailable right now. Please try again in a moment.'}
        </p>
      ) : null}
    </>
  )
}
