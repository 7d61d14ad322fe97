/** Spec (content) §9: Google reviews full quantity 12; the default hidden reviews list has two entries. */
export const GOOGLE_REVIEWS_QUANTITY = 12

export interface DisplayReview {
  rating: number
  reviewDate?: string | null
  hidden?: boolean | null
}

/** The reviews a site lists: not on the hidden list, newest first, at most the Google reviews quantity (12). */
export function reviewsToShow<R extends DisplayReview>(
  reviews: readonly R[],
  quantity: number = GOOGLE_REVIEWS_QUANTITY,
): R[] {
  return reviews
    .filter((review) => review.hidden !== true)
    .map((review, index) => ({ review, index, at: Date.parse(review.reviewDate ?? '') }))
    .sort((a, b) => (Number.isFinite(b.at) ? b.at : 0) - (Number.isFinite(a.at) ? a.at : 0) || a.index - b.index)
    .slice(0, Math.max(0, quantity))
    .map(({ review }) => review)
}

/** Review summary (spec: count, average_rating) over the reviews shown, rating to 1 decimal; null without reviews. */
export function reviewSummary(
  reviews: readonly Pick<DisplayReview, 'rating'>[],
): { count: number; averageRating: number } | null {
  if (reviews.length === 0) return null
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length
  return { count: reviews.length, averageRating: Math.round(average * 10) / 10 }
}
