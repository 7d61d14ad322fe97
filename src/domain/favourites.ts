import { ENQUIRY_EVENT_IDS } from './enquiryEvent'

export interface SavedCar {
  id: string | number
}

const sameId = (a: string | number, b: string | number) => String(a) === String(b)

/**
 * Spec §4 Favourites and watchlist toggle: saved becomes removed; removed becomes saved. Adding logs the
 * analytics event 39.
 */
export function toggleFavourite(
  list: readonly SavedCar[],
  id: string | number,
): { list: SavedCar[]; added: boolean; analyticsEventId: number | null } {
  if (list.some((entry) => sameId(entry.id, id))) {
    return { list: list.filter((entry) => !sameId(entry.id, id)), added: false, analyticsEventId: null }
  }
  return { list: [...list, { id }], added: true, analyticsEventId: ENQUIRY_EVENT_IDS.favourite }
}

export function isFavourite(list: readonly SavedCar[], id: string | number): boolean {
  return list.some((entry) => sameId(entry.id, id))
}

/** Compare holds up to 4 cars by default. */
export const COMPARE_LIMIT = 4

/** Adds a car to compare (or removes it when present); a full list stays as it is and reports full. */
export function toggleCompare(
  list: readonly (string | number)[],
  id: string | number,
  limit: number = COMPARE_LIMIT,
): { list: Array<string | number>; added: boolean; full: boolean } {
  if (list.some((entry) => sameId(entry, id)))
    return { list: list.filter((entry) => !sameId(entry, id)), added: false, full: false }
  if (list.length >= limit) return { list: [...list], added: false, full: true }
  return { list: [...list, id], added: true, full: false }
}
