import type { OffersListBlock } from '../../payload-types'
import { OfferCard, OfferGrid } from '@/components/OfferCard'
import type { SiteContext } from '@/lib/siteRequest'
import { siteOffers } from '@/data/content'
import { visibleOffers } from '@/lib/offerData'
import { siteHref } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import styles from '../blocks.module.css'

export async function OffersListComponent({
  block,
  ctx,
}: {
  block: OffersListBlock
  basePath: string
  ctx: SiteContext
}) {
  const t = siteText(ctx.site)
  const modelId = typeof block.model === 'object' && block.model ? block.model.id : block.model
  const offers = visibleOffers(ctx, await siteOffers(ctx.site.id), new Date())
    .filter((offer) => !modelId || (typeof offer.model === 'object' ? offer.model?.id : offer.model) === modelId)
    .slice(0, block.limit ?? 6)
  if (offers.length === 0) return null
  return (
    <section className="container section">
      <div className={styles.head}>
        <h2>{t(block.title ?? 'Special Offers')}</h2>
        <a href={siteHref(ctx.basePath, '/special-offers')}>{t('All offers')}</a>
      </div>
      <OfferGrid scrollOnPhones>
        {offers.map((offer) => (
          <OfferCard key={offer.id} ctx={ctx} offer={offer} headingLevel={3} />
        ))}
      </OfferGrid>
    </section>
  )
}
