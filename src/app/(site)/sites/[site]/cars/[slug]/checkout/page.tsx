import { CheckoutPage } from '@/components/shopper/CheckoutPage'
import { siteCarBySlug } from '@/data/cars'
import { siteCarView } from '@/data/shapes/car'
import { siteForPage } from '@/lib/siteRequest'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ site: string; slug: string }> }

/** /cars/{slug}/checkout: reserve the car (spec §2 checkout routes). */
export default async function Page({ params }: Props) {
  const { slug } = await params
  const ctx = await siteForPage(params)
  const car = await siteCarBySlug(ctx.site, slug)
  return <CheckoutPage ctx={ctx} slug={slug} path={`/cars/${slug}/checkout`} car={car && siteCarView(car, ctx.site)} />
}
