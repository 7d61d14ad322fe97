import { describe, expect, it } from 'vitest'
import { GOOGLE_REVIEWS_QUANTITY, reviewSummary, reviewsToShow } from '@/domain/reviewsDisplay'

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
