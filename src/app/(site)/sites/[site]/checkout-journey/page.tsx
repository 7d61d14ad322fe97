import type { Metadata } from 'next'
import { first, type PageProps } from '@/lib/formPageRequest'
import { CheckoutJourneyPage } from '@/components/shopper/CheckoutJourneyPage'
import { siteCarBySlug } from '@/data/cars'
import { loadSiteFormData } from '@/data/forms'
import { siteCarView } from '@/data/shapes/car'
import { siteForPage } from '@/lib/siteRequest'

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { site } = await siteForPage(params)
  return { title: `Buy online | ${site.name}`, robots: { index: false } }
}

/** /checkout-journey?car_id={slug} (spec §2): online purchase of a used car. */
export default async function Page({ params, searchParams }: PageProps) {
  const ctx = await siteForPage(params)
  const slug = first((await searchParams).car_id)
  const [car, formData] = await Promise.all([slug ? siteCarBySlug(ctx.site, slug) : null, loadSiteFormData(ctx.site)])
  return <CheckoutJourneyPage ctx={ctx} slug={slug} car={car && siteCarView(car, ctx.site)} formData={formData} />
}
