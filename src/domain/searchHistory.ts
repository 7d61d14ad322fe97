import { SEARCH_LIMITS } from './searchLimits'

export interface SearchHistoryEntry {
  /** The search's path with its query string. */
  path: string
  label?: string
}

/**
 * Spec §2/§9: search history keeps the last 5 searches with their path, newest first; repeating a search
 * moves it to the front instead of listing it twice.
 */
export function addSearchHistory(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
  limit: number = SEARCH_LIMITS.searchHistoryEntries,
): SearchHistoryEntry[] {
  return [entry, ...history.filter((item) => item.path !== entry.path)].slice(0, limit)
}
