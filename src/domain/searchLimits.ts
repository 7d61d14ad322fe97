/** Spec §9 business constants for search screens. */
export const SEARCH_LIMITS = {
  /** Hits per page for directory, dealership and site searches. */
  pageSize: 21,
  /** Result cache entries for the directory searches (oldest evicted). */
  directoryCacheSize: 10,
  searchDebounceMs: 300,
  sectionAnimationMs: 300,
  searchHistoryEntries: 5,
  /** Makes shown before 'Show all makes'. */
  makesBeforeShowAll: 7,
  /** Dropdowns show a break after the 20th item. */
  dropdownBreakAfter: 20,
  modelListLimit: 30,
  facetLimits: { city: 20, location_name: 40 },
} as const

/** Spec (content) §9 breakpoints in px. */
export const BREAKPOINTS = { xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const

/** Spec §7 image service defaults. */
export const IMAGE_DEFAULTS = { quality: 75, width: 640, cardSize: 1000 } as const

/** Make list: the first 7 makes until 'Show all makes' is chosen. */
export function visibleMakes<T>(
  makes: readonly T[],
  showAll: boolean,
  limit: number = SEARCH_LIMITS.makesBeforeShowAll,
): { makes: T[]; showAllButton: boolean } {
  return { makes: showAll ? [...makes] : makes.slice(0, limit), showAllButton: !showAll && makes.length > limit }
}
