import { reviewSummary, reviewsToShow } from '@/domain/reviewsDisplay'
import type { Review } from '../../payload-types'
import type { SiteContext } from '@/lib/siteRequest'
import { siteLocale, siteText } from '@/lib/siteText'
import { Stars } from './Stars'
import styles from './ReviewList.module.css'

/** Reviews: up to the site's Google reviews quantity (12), the hidden list left out, stars above the minimum rating. */
export function ReviewList({ ctx, reviews }: { ctx: SiteContext; reviews: Review[] }) {
  const t = siteText(ctx.site)
  const minimum = ctx.site.carPage?.minimumReviewRating
  const forced = Boolean(ctx.site.carPage?.starRating)
  const shown = reviewsToShow(reviews, ctx.site.content?.googleReviewsQuantity ?? undefined)
  const summary = reviewSummary(shown)
  if (!summary) return null
  return (
    <div>
      <p className={styles.summary}>
        <Stars
          rating={summary.averageRating}
          count={summary.count}
          minimumRating={minimum}
          forced={forced}
          countLabel={t('reviews')}
        />
      </p>
      <ul className={styles.list}>
        {shown.map((review) => (
          <li key={review.id} className={styles.review}>
            <Stars rating={review.rating} minimumRating={minimum} forced={forced} />
            {review.text ? (
              <blockquote>
                <p>{t(review.text)}</p>
              </blockquote>
            ) : null}
            <p>
              <cite className={styles.who}>{review.customerName}</cite>{' '}
              <span className={styles.when}>
                {new Date(review.reviewDate).toLocaleDateString(siteLocale(ctx.site), {
                  day: 'numeric',
                  month: 'long',
                  year: 'numeric',
                  timeZone: ctx.site.timeZone ?? undefined,
                })}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
