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

const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

/**
 * Spec (content) §3 Review: created_at_time_ago_in_words, beside review_date_in_words: '3 days ago', 'last month',
 * '2 years ago' in the site's language (Intl), in the largest whole unit. A review dated in the future (a clock or
 * import error) reads 'now' rather than 'in 2 days'.
 */
export function reviewTimeAgo(reviewDate: string, now: Date, locale: string): string | null {
  const at = Date.parse(reviewDate)
  if (!Number.isFinite(at)) return null
  const seconds = Math.max(0, Math.floor((now.getTime() - at) / 1000))
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit)
  }
  return format.format(0, 'second')
}
