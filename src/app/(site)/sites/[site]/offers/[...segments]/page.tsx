import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { OfferTemplate } from '@/components/templates/OfferTemplate'
import { siteOffers } from '@/data/content'
import { draftOffer, previewUser } from '@/data/drafts'
import { offerHref, visibleOffers } from '@/lib/offerData'
import { siteForPage } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import { noStaticParams } from '@/cache/pageCache'

// The same for every shopper: cached whole and expired by the tags of what it read (src/cache/pageCache.ts).
export const generateStaticParams = noStaticParams

type Props = { params: Promise<{ site: string; segments: string[] }> }

/** /offers/{manufacturer}/{offerId} or /offers/{offerId}: the offer id is the last segment (content spec §2). */
async function load(params: Props['params']) {
  const ctx = await siteForPage(params)
  const { segments } = await params
  const id = Number(segments.at(-1))
  if (segments.length > 2 || !Number.isInteger(id)) notFound()
  const user = await previewUser()
  const offer = user
    ? await draftOffer(ctx.site.id, id, user)
    : visibleOffers(ctx, await siteOffers(ctx.site.id), new Date()).find((o) => o.id === id)
  if (!offer) notFound()
  return { ctx, offer, segments, preview: Boolean(user) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx, offer } = await load(params)
  return {
    title: `${siteText(ctx.site)(offer.name)} | ${ctx.site.name}`,
    description: offer.description?.slice(0, 160),
  }
}

export default async function OfferPage({ params }: Props) {
  const { ctx, offer, segments, preview } = await load(params)
  const canonical = offerHref(ctx, offer)
  const requested = `${ctx.basePath}/offers/${segments.join('/')}`
  if (!preview && canonical !== requested) permanentRedirect(canonical)
  return <OfferTemplate ctx={ctx} offer={offer} />
}
