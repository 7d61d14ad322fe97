import { describe, expect, it } from 'vitest'
import { carouselControls, locationGridColumns, showsSwipeHint } from '@/domain/locationCarousel'

describe('locations carousel (content spec §9 "A locations carousel with more than 3 items hides the swipe hint on large screens")', () => {
  it('a carousel with more than 3 items hides the swipe hint on large screens', () => {
    expect(showsSwipeHint(4, true)).toBe(false)
    expect(showsSwipeHint(7, true)).toBe(false)
  })

  it('with 3 items or fewer the hint still shows on large screens, and it always shows on small screens', () => {
    expect(showsSwipeHint(3, true)).toBe(true)
    expect(showsSwipeHint(2, true)).toBe(true)
    expect(showsSwipeHint(4, false)).toBe(true)
  })

  it('no hint while every card fits (a desktop row of 2 or 3 has nothing to swipe to)', () => {
    expect(showsSwipeHint(3, true, false)).toBe(false)
    expect(showsSwipeHint(2, false, false)).toBe(false)
    expect(showsSwipeHint(3, true, true)).toBe(true)
  })

  it('a single location has nothing to swipe', () => {
    expect(showsSwipeHint(1, false)).toBe(false)
    expect(showsSwipeHint(0, true)).toBe(false)
  })
})

describe('carousel previous and next are disabled at the ends (content spec §4)', () => {
  it('previous is disabled at the start, next at the end', () => {
    expect(carouselControls(0, 5, 1)).toEqual({ previousDisabled: true, nextDisabled: false })
    expect(carouselControls(2, 5, 1)).toEqual({ previousDisabled: false, nextDisabled: false })
    expect(carouselControls(4, 5, 1)).toEqual({ previousDisabled: false, nextDisabled: true })
  })

  it('the end counts the items in view', () => {
    expect(carouselControls(2, 5, 3)).toEqual({ previousDisabled: false, nextDisabled: true })
    expect(carouselControls(0, 3, 3)).toEqual({ previousDisabled: true, nextDisabled: true })
  })
})

describe('grid column sizing depends on location count (3, 6, fewer than 3)', () => {
  it('fewer than 3 locations share the row', () => {
    expect(locationGridColumns(1)).toBe(1)
    expect(locationGridColumns(2)).toBe(2)
  })

  it('3 and 6 locations fill rows of three; other counts use rows of four', () => {
    expect(locationGridColumns(3)).toBe(3)
    expect(locationGridColumns(6)).toBe(3)
    expect(locationGridColumns(4)).toBe(4)
    expect(locationGridColumns(8)).toBe(4)
  })
})
