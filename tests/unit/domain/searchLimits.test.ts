import { describe, expect, it } from 'vitest'
import { BREAKPOINTS, SEARCH_LIMITS, visibleMakes } from '@/domain/searchLimits'

describe('search limits (spec §9 Business constants and limits)', () => {
  it('21 hits per page, 10 cache entries, 300 ms debounce, 5 history entries, model list 30, city 20, location_name 40', () => {
    expect(SEARCH_LIMITS).toMatchObject({
      pageSize: 21,
      directoryCacheSize: 10,
      searchDebounceMs: 300,
      sectionAnimationMs: 300,
      searchHistoryEntries: 5,
      makesBeforeShowAll: 7,
      dropdownBreakAfter: 20,
      modelListLimit: 30,
      facetLimits: { city: 20, location_name: 40 },
    })
  })

  it('Breakpoints: xs 400, sm 576, md 768, lg 992, xl 1200, xxl 1400 px', () => {
    expect(BREAKPOINTS).toEqual({ xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 })
  })
})

describe("visibleMakes (spec: Make lists show the first 7 makes before 'Show all makes')", () => {
  const makes = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']

  it('shows 7 makes and the Show all makes button when there are more', () => {
    expect(visibleMakes(makes, false)).toEqual({ makes: makes.slice(0, 7), showAllButton: true })
    expect(visibleMakes(makes, true)).toEqual({ makes, showAllButton: false })
    expect(visibleMakes(makes.slice(0, 7), false)).toEqual({ makes: makes.slice(0, 7), showAllButton: false })
  })
})
