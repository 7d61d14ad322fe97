export type WatchlistAction = 'save' | 'remove'

export const WATCHLIST_TOAST_ACTION = 'View List'

export interface WatchlistToast {
  title: string
  description: string
  action: typeof WATCHLIST_TOAST_ACTION
}

/** Spec §8 watchlist success toasts, each with a 'View List' action. */
export function watchlistToast(action: WatchlistAction, carName: string): WatchlistToast {
  return action === 'save'
    ? { title: 'Car Saved In Watchlist', description: `${carName} is now available in your watchlist`, action: WATCHLIST_TOAST_ACTION }
    : { title: 'Car Removed', description: `${carName} is no longer in your watchlist`, action: WATCHLIST_TOAST_ACTION }
}

/**
 * Spec §4: the watchlist save is optimistic: the list changes before the server answers. Returns the action to
 * send and the list to show meanwhile; on failure the caller shows the previous list again.
 */
export function optimisticWatchlist(
  ids: readonly (string | number)[],
  carId: string | number,
): { action: WatchlistAction; list: Array<string | number> } {
  const saved = ids.some((id) => String(id) === String(carId))
  return saved
    ? { action: 'remove', list: ids.filter((id) => String(id) !== String(carId)) }
    : { action: 'save', list: [...ids, carId] }
}

