/** Spec §8 watchlist messages. */
export function watchlistToast(added: boolean, carName: string): { title: string; text: string; action: 'View List' } {
  return added
    ? { title: 'Car Saved In Watchlist', text: `${carName} is now available in your watchlist`, action: 'View List' }
    : { title: 'Car Removed', text: `${carName} is no longer in your watchlist`, action: 'View List' }
}
