import { describe, expect, it } from 'vitest'
import { GOOGLE_REVIEWS_QUANTITY, reviewSummary, reviewsToShow, reviewTimeAgo } from '@/domain/reviewsDisplay'

const review = (rating: number, day: number, hidden = false) => ({
  rating,
  reviewDate: `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
  hidden,
})

describe('reviews list (content spec §9 "Google reviews full quantity 12", "hidden reviews list")', () => {
  it('shows at most 12 reviews, newest first', () => {
    const reviews = Array.from({ length: 15 }, (_, i) => review(5, i + 1))
    const shown = reviewsToShow(reviews)
    expect(GOOGLE_REVIEWS_QUANTITY).toBe(12)
    expect(shown).toHaveLength(12)
    expect(shown[0]?.reviewDate).toBe('2026-01-15T00:00:00.000Z')
  })

  it('reviews on the hidden list are never shown', () => {
    const shown = reviewsToShow([review(5, 1), review(2, 2, true), review(1, 3, true)])
    expect(shown).toHaveLength(1)
  })

  it('the summary gives the count and the average rating to 1 decimal', () => {
    expect(reviewSummary([{ rating: 5 }, { rating: 4.6 }, { rating: 4 }])).toEqual({ count: 3, averageRating: 4.5 })
    expect(reviewSummary([])).toBeNull()
  })
})

describe("reviewTimeAgo (spec content §3 Review: 'created_at_time_ago_in_words')", () => {
  const now = new Date('2026-11-25T12:00:00Z')
  it('reads the largest whole unit in the site language', () => {
    expect(reviewTimeAgo('2026-11-22T12:00:00Z', now, 'en-AU')).toBe('3 days ago')
    expect(reviewTimeAgo('2026-11-24T10:00:00Z', now, 'en-AU')).toBe('yesterday')
    expect(reviewTimeAgo('2026-11-04T12:00:00Z', now, 'en-US')).toBe('3 weeks ago')
    expect(reviewTimeAgo('2026-09-01T12:00:00Z', now, 'en-AU')).toBe('2 months ago')
    expect(reviewTimeAgo('2024-06-01T12:00:00Z', now, 'en-AU')).toBe('2 years ago')
  })
  it('a date in the future or no date at all is not shown as a time to come', () => {
    expect(reviewTimeAgo('2026-11-27T12:00:00Z', now, 'en-AU')).toBe('now')
    expect(reviewTimeAgo('not a date', now, 'en-AU')).toBeNull()
  })
})
