import { reviewSummary, reviewsToShow, reviewTimeAgo } from '@/domain/reviewsDisplay'
import type { Review } from '@/payload-types'
import type { SiteContext } from '@/lib/siteRequest'
import { siteLocale, siteText } from '@/lib/siteText'
import { MediaImage } from './MediaImage'
import { Stars } from './Stars'
import styles from './ReviewList.module.css'

/** Reviews: up to the site's Google reviews quantity (12), the hidden list left out, stars above the minimum rating. */
export function ReviewList({
  ctx,
  reviews,
  scrollOnPhones = false,
}: {
  ctx: SiteContext
  reviews: Review[]
  /** One swipeable row under 576 px (the home page's reviews block). */
  scrollOnPhones?: boolean
}) {
  const t = siteText(ctx.site)
  const locale = siteLocale(ctx.site)
  // Pages are kept at most a minute or two (revalidate), so 'n days ago' rendered here stays true.
  const now = new Date()
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
      {/* As a swipeable row on phones the list scrolls, and holds no link: it takes the keyboard focus itself, so
          arrow keys scroll it (axe: scrollable-region-focusable). */}
      <ul
        className={`${styles.list}${scrollOnPhones ? ' phone-scroller' : ''}`}
        tabIndex={scrollOnPhones ? 0 : undefined}
        aria-label={scrollOnPhones ? t('Reviews') : undefined}
      >
        {shown.map((review) => {
          const ago = reviewTimeAgo(review.reviewDate, now, locale)
          return (
            <li key={review.id} className={styles.review}>
              <div className={styles.head}>
                {review.image ? (
                  <MediaImage
                    media={review.image}
                    size="thumbnail"
                    width={48}
                    height={48}
                    alt={review.customerName}
                    className={styles.avatar}
                  />
                ) : null}
                <div>
                  <cite className={styles.who}>{review.customerName}</cite>
                  <Stars rating={review.rating} minimumRating={minimum} forced={forced} />
                </div>
              </div>
              {review.text ? (
                <blockquote>
                  <p>{t(review.text)}</p>
                </blockquote>
              ) : null}
              <p className={styles.when}>
                <time dateTime={review.reviewDate}>
                  {new Date(review.reviewDate).toLocaleDateString(locale, {
                    day: 'numeric',
                    month: 'long',
                    year: 'numeric',
                    timeZone: ctx.site.timeZone ?? undefined,
                  })}
                </time>
                {ago ? ` · ${ago}` : ''}
              </p>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
