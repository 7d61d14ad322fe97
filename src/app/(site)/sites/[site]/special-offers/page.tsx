import type { Metadata } from 'next'
import { OfferCard, OfferGrid } from '@/components/OfferCard'
import { PageHead } from '@/components/templates/PageHead'
import { siteOffers } from '@/data/content'
import { visibleOffers } from '@/lib/offerData'
import { siteForPage } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import { noStaticParams } from '@/cache/pageCache'

// The same for every shopper: cached whole and expired by the tags of what it read (src/cache/pageCache.ts).
export const generateStaticParams = noStaticParams

type Props = { params: Promise<{ site: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await siteForPage(params)
  return {
    title: `${siteText(site)('Special Offers')} | ${site.name}`,
    description: `${siteText(site)('Current offers at')} ${site.name}.`,
  }
}

/** /special-offers (also /special-offers/): the site's offers list (content spec §2). */
export default async function SpecialOffersPage({ params }: Props) {
  const ctx = await siteForPage(params)
  const t = siteText(ctx.site)
  const offers = visibleOffers(ctx, await siteOffers(ctx.site.id), new Date())
  return (
    <>
      <PageHead title={t('Special Offers')} lead={`${t('Current offers at')} ${ctx.site.name}.`} />
      <section className="container section" aria-label={t('Offers')}>
        {offers.length === 0 ? <p>{t('There are no offers right now. Please check back soon.')}</p> : null}
        <OfferGrid>
          {offers.map((offer) => (
            <OfferCard key={offer.id} ctx={ctx} offer={offer} />
          ))}
        </OfferGrid>
      </section>
    </>
  )
}
