/** Spec (content) §9: up to 4 full stars plus one partial star; rating to 1 decimal; minimum rating default 4. */
export const MAX_FULL_STARS = 4
export const DEFAULT_MINIMUM_RATING = 4

export interface StarRating {
  full: number
  /** Fill of the partial star, 0 to 1, to 1 decimal. */
  partial: number
  /** The rating to 1 decimal, e.g. '4.7'. */
  label: string
}

/** Up to 4 full stars plus one partial star, from a 0–5 rating rounded to 1 decimal. */
export function starRating(rating: number): StarRating {
  const value = Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10
  const full = Math.min(MAX_FULL_STARS, Math.floor(value))
  const partial = Math.round((value - full) * 10) / 10
  return { full, partial, label: value.toFixed(1) }
}

/** Spec: stars show only when the rating is above the configured minimum rating (default 4), unless the site forces them. */
export function showsStars(
  rating: number | null | undefined,
  minimumRating: number = DEFAULT_MINIMUM_RATING,
  forced: boolean = false,
): boolean {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return false
  return forced || rating > minimumRating
}
