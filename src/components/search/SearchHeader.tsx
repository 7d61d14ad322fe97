import styles from './CarSearch.module.css'
import type { SearchStatus } from './useSearchState'

export interface SearchHeaderProps {
  heading: string
  /** The count line ('12 cars found'); null when no results of this search are on screen. */
  countText: string | null
  status: SearchStatus
  /** Earlier results exist (the search worked before): the failure is this update's, and it can be tried again. */
  hadResults: boolean
  onRetry: () => void
}

/**
 * The page heading, the result count and, when the search fails, the error. A failed update shows no other
 * search's cars under the new chips (issue 39.7): it says so and offers to try again.
 */
export function SearchHeader({ heading, countText, status, hadResults, onRetry }: SearchHeaderProps) {
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
          {hadResults
            ? 'We could not update the results just now.'
            : 'Search is unavailable right now. Please try again in a moment.'}{' '}
          <button type="button" className={styles.retry} onClick={onRetry}>
            Try again
          </button>
        </p>
      ) : null}
    </>
  )
}
