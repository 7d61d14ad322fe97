/** Spec §8 watchlist messages. */
export function watchlistToast(added: boolean, carName: string): { title: string; text: string; action: 'View List' } {
  return added
    ? { title: 'Car Saved In Watchlist', text: `${carName} is now available in your watchlist`, action: 'View List' }
    : { title: 'Car Removed', text: `${carName} is no longer in your watchlist`, action: 'View List' }
}

/** Spec §4: a sold car is not offered in the watchlist button unless it is already saved. */
export function showsWatchlistButton(car: { status?: string | null; sold?: boolean | null }, saved: boolean): boolean {
  return saved || !(car.sold || car.status === 'sold')
}
