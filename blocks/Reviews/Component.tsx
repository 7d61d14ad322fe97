import type { ReviewsBlock } from '../../payload-types'
import { ReviewList } from '@/components/ReviewList'
import type { SiteContext } from '@/lib/siteRequest'
import { siteReviews } from '@/data/content'
import { siteText } from '@/lib/siteText'

export async function ReviewsComponent({ block, ctx }: { block: ReviewsBlock; basePath: string; ctx: SiteContext }) {
  const reviews = await siteReviews(ctx.site.id)
  if (reviews.length === 0) return null
  return (
    <section className="container section" aria-labelledby={`reviews-${block.id}`}>
      <h2 id={`reviews-${block.id}`}>{siteText(ctx.site)(block.title ?? 'What our customers say')}</h2>
      <ReviewList ctx={ctx} reviews={reviews} scrollOnPhones />
    </section>
  )
}
