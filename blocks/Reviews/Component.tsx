import type { ReviewsBlock } from '@/payload-types'
import { ReviewList } from '@/components/ReviewList'
import type { SiteContext } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import type { BlockData } from '../loaders'

export function ReviewsComponent({
  block,
  ctx,
  data: { reviews },
}: {
  block: ReviewsBlock
  basePath: string
  ctx: SiteContext
  data: BlockData<'reviews'>
}) {
  if (reviews.length === 0) return null
  return (
    <section className="container section" aria-labelledby={`reviews-${block.id}`}>
      <h2 id={`reviews-${block.id}`}>{siteText(ctx.site)(block.title ?? 'What our customers say')}</h2>
      <ReviewList ctx={ctx} reviews={reviews} scrollOnPhones />
    </section>
  )
}
