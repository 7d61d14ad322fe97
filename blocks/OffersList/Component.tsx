import type { OffersListBlock } from '@/payload-types'
import { OfferCard, OfferGrid } from '@/components/OfferCard'
import type { SiteContext } from '@/lib/siteRequest'
import { siteHref } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import type { BlockData } from '../loaders'
import styles from '../blocks.module.css'

export function OffersListComponent({
  block,
  ctx,
  data: { offers },
}: {
  block: OffersListBlock
  basePath: string
  ctx: SiteContext
  data: BlockData<'offersList'>
}) {
  const t = siteText(ctx.site)
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
