/**
 * Which search results the page shows when requests race (issue 39.7): the last state the shopper chose wins. An
 * answer or a failure of a request that a newer choice superseded changes nothing, and results are only "shown" as
 * the search's own when they belong to the state the URL (and the chips) hold. Pure, so it is unit-tested.
 */

export type SearchStatus = 'idle' | 'loading' | 'error'

export interface LatestSearch<R> {
  /** Key of the state the shopper chose last (the URL's). */
  wanted: string
  /** The request in flight for that state (0: none). */
  pending: number
  /** The results on screen and the key of the state they belong to. */
  shown: { key: string; result: R | null }
  status: SearchStatus
}

export type LatestSearchAction<R> =
  /** The shopper chose a state: its cached result if there is one, else the request `id` that will fetch it. */
  | { type: 'want'; key: string; id: number; cached?: R }
  | { type: 'answer'; id: number; key: string; result: R }
  | { type: 'fail'; id: number }

export function initialLatestSearch<R>(key: string, result: R | null): LatestSearch<R> {
  return { wanted: key, pending: 0, shown: { key, result }, status: result ? 'idle' : 'error' }
}

export function latestSearch<R>(state: LatestSearch<R>, action: LatestSearchAction<R>): LatestSearch<R> {
  switch (action.type) {
    case 'want': {
      // Back to the results on screen (e.g. back before a request finished): nothing to load.
      if (action.key === state.shown.key && state.shown.result)
        return { ...state, wanted: action.key, pending: 0, status: 'idle' }
      if (action.cached !== undefined)
        return { wanted: action.key, pending: 0, shown: { key: action.key, result: action.cached }, status: 'idle' }
      return { ...state, wanted: action.key, pending: action.id, status: 'loading' }
    }
    case 'answer':
      // Only the newest request's answer: an older one would put another search's cars under the new chips.
      if (action.id !== state.pending || action.key !== state.wanted) return state
      return { ...state, pending: 0, shown: { key: action.key, result: action.result }, status: 'idle' }
    case 'fail':
      if (action.id !== state.pending) return state
      return { ...state, pending: 0, status: 'error' }
  }
}

/**
 * The results to put on the page: those of the chosen state; while it loads, the last ones (spec §4, marked as
 * updating); after a failure, none that belong to another state (they would not match the chips).
 */
export function resultsOnScreen<R>(state: LatestSearch<R>): { result: R | null; stale: boolean } {
  const own = state.shown.key === state.wanted
  if (own) return { result: state.shown.result, stale: false }
  if (state.status === 'loading') return { result: state.shown.result, stale: true }
  return { result: null, stale: true }
}
