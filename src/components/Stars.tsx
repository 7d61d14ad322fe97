import type { CSSProperties } from 'react'
import { formatNumber } from '@/domain/numberFormat'
import { showsStars, starRating } from '@/domain/stars'
import styles from './Stars.module.css'

type Props = {
  rating: number | null | undefined
  count?: number | null
  minimumRating?: number | null
  forced?: boolean
  countLabel?: string
}

/** One star is 18 px wide with 2 px to the next (Stars.module.css draws them as a mask). */
const STAR_PX = 18
const STEP_PX = 20

/**
 * Spec (content) §5/§9: stars show only when the rating is above the site's minimum rating (default 4); up to 4 full
 * stars plus one partial star; the rating to 1 decimal. The stars are one element: a star-shaped mask over a gold to
 * grey gradient that stops inside the partial star (an SVG per star made 30 elements of every rating, and a review
 * list several hundred, all of which the browser hydrates).
 */
export function Stars({ rating, count, minimumRating, forced = false, countLabel = 'reviews' }: Props) {
  if (!showsStars(rating, minimumRating ?? undefined, forced) || typeof rating !== 'number') return null
  const { full, partial, label } = starRating(rating)
  const stars = full + (partial > 0 ? 1 : 0)
  const style = { '--stars': stars, '--fill': `${full * STEP_PX + partial * STAR_PX}px` } as CSSProperties
  return (
    <span className={styles.rating}>
      <span
        className={styles.stars}
        role="img"
        aria-label={`Rated ${label} out of 5`}
        style={style}
        data-stars={stars}
      />
      <span className={styles.value} aria-hidden="true">
        {label}
      </span>
      {typeof count === 'number' ? (
        <span className={styles.count}>
          ({formatNumber(count)} {countLabel})
        </span>
      ) : null}
    </span>
  )
}
