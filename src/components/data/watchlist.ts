import type { SavedCar } from '@/domain/favourites'

/** The watchlist list endpoint's answer. */
export type WatchlistAnswer = { signedIn?: boolean; car_ids?: number[] }

/** The saved cars in the search page's shape (string ids, as the cards' objectIDs); none before the list is read. */
export function watchlistCars(answer: WatchlistAnswer | undefined): SavedCar[] {
  return (answer?.car_ids ?? []).map((id) => ({ id: String(id) }))
}

/** The answer with its car ids replaced by `cars` (an optimistic save or removal, or its rollback). */
export function withWatchlistCars(answer: WatchlistAnswer | undefined, cars: readonly SavedCar[]): WatchlistAnswer {
  return { ...answer, car_ids: cars.map((car) => Number(car.id)) }
}
