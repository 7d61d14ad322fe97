import { useId } from 'react'
import { showsStars, starRating } from '@/domain/stars'
import styles from './Stars.module.css'

type Props = { rating: number | null | undefined; count?: number | null; minimumRating?: number | null; forced?: boolean; countLabel?: string }

const STAR_PATH = 'M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.8-6.2 3.8 1.6-7L2 9.2l7.1-.6z'

function Star({ fill }: { fill: number }) {
  const id = useId()
  return (
    <svg className={styles.star} viewBox="0 0 24 24" aria-hidden="true">
      <defs>
        <linearGradient id={id}>
          <stop offset={`${fill * 100}%`} stopColor="#f5a400" />
          <stop offset={`${fill * 100}%`} stopColor="#d5d9de" />
        </linearGradient>
      </defs>
      <path d={STAR_PATH} fill={`url(#${id})`} />
    </svg>
  )
}

/**
 * Spec (content) §5/§9: stars show only when the rating is above the site's minimum rating (default 4); up to 4 full
 * stars plus one partial star; the rating to 1 decimal.
 */
export function Stars({ rating, count, minimumRating, forced = false, countLabel = 'reviews' }: Props) {
  if (!showsStars(rating, minimumRating ?? undefined, forced) || typeof rating !== 'number') return null
  const { full, partial, label } = starRating(rating)
  return (
    <span className={styles.rating}>
      <span className={styles.stars} role="img" aria-label={`Rated ${label} out of 5`}>
        {Array.from({ length: full }, (_, i) => (
          <Star key={i} fill={1} />
        ))}
        {partial > 0 ? <Star fill={partial} /> : null}
      </span>
      <span className={styles.value} aria-hidden="true">
        {label}
      </span>
      {typeof count === 'number' ? <span className={styles.count}>({count.toLocaleString('en-AU')} {countLabel})</span> : null}
    </span>
  )
}
