/**
 * Spec (content) §9: a locations carousel with more than 3 items hides the swipe hint on large screens; grid
 * column sizing depends on location count (3, 6, fewer than 3). §4: carousel previous and next are disabled at the ends.
 */
export const SWIPE_HINT_LARGE_SCREEN_MAX_ITEMS = 3

/**
 * Whether the 'Swipe' hint shows. On large screens it is hidden once the carousel has more than 3 items (spec);
 * on any screen it shows only while there is something to swipe to (the track scrolls): a desktop row of 2 or 3
 * cards that all fit says nothing about swiping.
 */
export function showsSwipeHint(itemCount: number, largeScreen: boolean, scrollable = true): boolean {
  if (itemCount <= 1 || !scrollable) return false
  return largeScreen ? itemCount <= SWIPE_HINT_LARGE_SCREEN_MAX_ITEMS : true
}

export interface CarouselControls {
  previousDisabled: boolean
  nextDisabled: boolean
}

/** Previous is disabled on the first page, next on the last (nothing to scroll: both disabled). */
export function carouselControls(firstVisibleIndex: number, itemCount: number, visibleCount: number): CarouselControls {
  const lastStart = Math.max(0, itemCount - Math.max(1, visibleCount))
  return { previousDisabled: firstVisibleIndex <= 0, nextDisabled: firstVisibleIndex >= lastStart }
}

/**
 * Columns of the location grid on large screens, by location count: fewer than 3 locations share the row (1 or 2
 * wide cards); 3 and 6 locations fill rows of three; any other count uses rows of four.
 */
export function locationGridColumns(locationCount: number): 1 | 2 | 3 | 4 {
  if (locationCount <= 1) return 1
  if (locationCount < 3) return 2
  if (locationCount === 3 || locationCount === 6) return 3
  return 4
}
