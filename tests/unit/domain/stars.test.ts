import { describe, expect, it } from 'vitest'
import { showsStars, starRating } from '@/domain/stars'

describe('starRating (content spec: up to 4 full stars plus one partial star, rating to 1 decimal)', () => {
  it('4.7 is 4 full stars and a 0.7 partial star', () => {
    expect(starRating(4.7)).toEqual({ full: 4, partial: 0.7, label: '4.7' })
  })

  it('never more than 4 full stars: 5 is 4 full and a whole fifth star', () => {
    expect(starRating(5)).toEqual({ full: 4, partial: 1, label: '5.0' })
  })

  it('rounds the rating to 1 decimal', () => {
    expect(starRating(4.26)).toEqual({ full: 4, partial: 0.3, label: '4.3' })
    expect(starRating(3.04)).toEqual({ full: 3, partial: 0, label: '3.0' })
  })

  it('clamps to 0–5', () => {
    expect(starRating(7)).toEqual({ full: 4, partial: 1, label: '5.0' })
    expect(starRating(-1)).toEqual({ full: 0, partial: 0, label: '0.0' })
  })
})

describe('showsStars (content spec: Stars on reviews show only when the rating is above the configured minimum rating (default 4))', () => {
  it('shows above 4 and not at 4', () => {
    expect(showsStars(4.1)).toBe(true)
    expect(showsStars(4)).toBe(false)
  })

  it('uses the configured minimum', () => {
    expect(showsStars(3.6, 3.5)).toBe(true)
    expect(showsStars(3.5, 3.5)).toBe(false)
  })

  it('the star-rating-forced flag shows any rating; no rating shows nothing', () => {
    expect(showsStars(2, 4, true)).toBe(true)
    expect(showsStars(null, 4, true)).toBe(false)
  })
})
