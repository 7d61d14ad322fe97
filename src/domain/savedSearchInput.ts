import {
  FILTER_ATTRIBUTES,
  type FilterAttribute,
  type NumericRange,
  RANGE_ATTRIBUTES,
  type RangeAttribute,
  type SearchState,
} from './searchUrl'

export type InputCheck<T> = { ok: true; value: T } | { ok: false; field: string; message: string }

const bad = (field: string, message: string) => ({ ok: false as const, field, message: `${field}: ${message}` })
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** How much one saved search may hold: the search page never makes more. */
export const SAVED_SEARCH_LIMITS = { query: 200, values: 30, value: 100, sort: 100, perShopper: 20 } as const

/**
 * Issue 30.1: the search state a shopper saves (query, filters, numeric ranges, sort), checked field by field so bad
 * input is a 400 naming the field. Unknown filters are refused rather than dropped, so a saved search never means
 * less than the shopper asked for. The page is not kept: a saved search starts on page 1.
 */
export function savedSearchState(input: unknown): InputCheck<SearchState> {
  if (!isObject(input)) return bad('state', 'a search (query, refinements, ranges, sortBy) is required.')
  const state: SearchState = {}
  if (input.query !== undefined && input.query !== null && input.query !== '') {
    if (typeof input.query !== 'string' || input.query.length > SAVED_SEARCH_LIMITS.query)
      return bad('state.query', `text of at most ${SAVED_SEARCH_LIMITS.query} characters.`)
    if (input.query.trim()) state.query = input.query.trim()
  }
  if (input.sortBy !== undefined && input.sortBy !== null && input.sortBy !== '') {
    if (typeof input.sortBy !== 'string' || !/^[\w.-]{1,100}$/.test(input.sortBy))
      return bad('state.sortBy', 'the name of a sort order.')
    state.sortBy = input.sortBy
  }
  if (input.refinements !== undefined && input.refinements !== null) {
    if (!isObject(input.refinements)) return bad('state.refinements', 'filters by name.')
    const refinements: Partial<Record<FilterAttribute, string[]>> = {}
    for (const [name, values] of Object.entries(input.refinements)) {
      const field = `state.refinements.${name}`
      if (!(FILTER_ATTRIBUTES as readonly string[]).includes(name)) return bad(field, 'not a filter of the search.')
      if (
        !Array.isArray(values) ||
        values.length > SAVED_SEARCH_LIMITS.values ||
        !values.every((v) => typeof v === 'string' && v.length <= SAVED_SEARCH_LIMITS.value)
      )
        return bad(field, `a list of at most ${SAVED_SEARCH_LIMITS.values} values.`)
      const kept = [...new Set((values as string[]).filter((v) => v.trim() !== ''))]
      if (kept.length > 0) refinements[name as FilterAttribute] = kept
    }
    if (Object.keys(refinements).length > 0) state.refinements = refinements
  }
  if (input.ranges !== undefined && input.ranges !== null) {
    if (!isObject(input.ranges)) return bad('state.ranges', 'ranges by name.')
    const ranges: Partial<Record<RangeAttribute, NumericRange>> = {}
    for (const [name, range] of Object.entries(input.ranges)) {
      const field = `state.ranges.${name}`
      if (!(RANGE_ATTRIBUTES as readonly string[]).includes(name)) return bad(field, 'not a range of the search.')
      if (!isObject(range)) return bad(field, 'a range { min, max }.')
      const end = (v: unknown) => v === undefined || v === null || (typeof v === 'number' && Number.isFinite(v))
      if (!end(range.min) || !end(range.max)) return bad(field, 'min and max are numbers.')
      const kept: NumericRange = {}
      if (typeof range.min === 'number') kept.min = range.min
      if (typeof range.max === 'number') kept.max = range.max
      if (kept.min !== undefined && kept.max !== undefined && kept.min > kept.max)
        return bad(field, 'min is more than max.')
      if (kept.min !== undefined || kept.max !== undefined) ranges[name as RangeAttribute] = kept
    }
    if (Object.keys(ranges).length > 0) state.ranges = ranges
  }
  return { ok: true, value: state }
}

/**
 * Issue 39.5: how a site's shoppers save searches. Watchlist sites sign in by phone; every other site (favourites in
 * the browser, or none) saves by e-mail with double opt-in. Staff can switch both off (Saved searches and alerts).
 */
export type SavedSearchMode = 'phone' | 'email'

export function savedSearchMode(
  cards: { favourites?: string | null; shopperAlerts?: boolean | null } | null | undefined,
) {
  if (cards?.shopperAlerts === false) return null
  return (cards?.favourites === 'watchlist' ? 'phone' : 'email') as SavedSearchMode
}

/**
 * Issue 39.5, e-mail saves: each waits for its own confirmation link (a stranger can never start alerts to someone
 * else's address), at most `pendingPerAddress` wait per address and site (a newer one replaces the oldest, so a
 * stranger cannot block the owner's own save), and an unconfirmed one is gone after `pendingDays`.
 */
export const EMAIL_SAVE_LIMITS = { pendingPerAddress: 3, pendingDays: 7 } as const

/** A save started before sign-in: finished after it only on the same search, and only for a while. */
export const PENDING_SAVE_MAX_AGE_MS = 30 * 60 * 1000

export interface PendingSave {
  key: string
  name: string
  at: number
}

/** The same search, whatever the order of its keys and values (the page is not part of it). */
export function searchKey(state: SearchState): string {
  const sortDeep = (v: unknown): unknown =>
    Array.isArray(v)
      ? [...v].map(sortDeep).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1))
      : isObject(v)
        ? Object.fromEntries(
            Object.keys(v)
              .filter((k) => v[k] !== undefined && k !== 'page')
              .sort()
              .map((k) => [k, sortDeep(v[k])]),
          )
        : v
  return JSON.stringify(sortDeep(state))
}

/** The pending save to finish on this search now, or null (another search, too old, or not a pending save at all). */
export function pendingSaveFor(stored: unknown, state: SearchState, now: number): PendingSave | null {
  if (!isObject(stored)) return null
  const { key, name, at } = stored
  if (typeof key !== 'string' || typeof name !== 'string' || typeof at !== 'number') return null
  if (name.length > 80 || now - at > PENDING_SAVE_MAX_AGE_MS || at > now + 60_000) return null
  return key === searchKey(state) ? { key, name, at } : null
}
