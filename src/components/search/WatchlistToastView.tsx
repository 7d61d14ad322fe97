'use client'

import styles from './CarSearch.module.css'
import type { WatchlistToast } from './useSavedCars'

/** The watchlist's 'saved' or 'removed' message with a link to the list. */
export function WatchlistToastView({
  toast,
  href,
  onDismiss,
}: {
  toast: WatchlistToast | null
  href: (path: string) => string
  onDismiss: () => void
}) {
  if (!toast) return null
  return (
    <div className={styles.toast} role="status" data-testid="watchlist-toast">
      <strong>{toast.title}</strong>
      <span>{toast.text}</span>
      <a href={href('/watchlist')}>{toast.action}</a>
      <button type="button" className={styles.linkButton} onClick={onDismiss} aria-label="Dismiss">
        ×
      </button>
    </div>
  )
}
