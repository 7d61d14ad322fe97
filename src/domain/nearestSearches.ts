/**
 * An empty search offers the nearest searches that have cars (issue 39.7): each drops one of the shopper's choices
 * (a filter value, a range or the typed words). Ranked by how many cars they find: dropping the most restrictive
 * choice first. Pure.
 */

export interface NearbySearch<S> {
  /** What is dropped, as the shopper chose it ('Used', 'Price up to $5,000', '"hybrid"'). */
  dropped: string
  state: S
  count: number
}

/** How many nearby searches an empty result offers. */
export const NEAREST_SEARCHES_SHOWN = 3

/** The nearby searches worth offering: those with cars, most cars first (ties in the shopper's order), at most `limit`. */
export function rankNearestSearches<S>(
  candidates: readonly NearbySearch<S>[],
  limit = NEAREST_SEARCHES_SHOWN,
): NearbySearch<S>[] {
  return candidates
    .map((candidate, order) => ({ candidate, order }))
    .filter(({ candidate }) => Number.isFinite(candidate.count) && candidate.count > 0)
    .sort((a, b) => b.candidate.count - a.candidate.count || a.order - b.order)
    .slice(0, limit)
    .map(({ candidate }) => candidate)
}
