import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CarDetail } from '@/components/car/CarDetail'
import { carJsonLd } from '@/components/car/carJsonLd'
import { formatOdometer } from '@/domain/odometer'
import { currencyCode } from '@/domain/currency'
import { sitePriceOptions } from '@/lib/sitePrice'
import { siteLocale, siteText } from '@/lib/siteText'
import { scriptJson } from '@/lib/scriptJson'
import { priceDisplay } from '@/domain/priceDisplay'
import { carTitle } from '@/domain/carTitle'
import { siteCarBySlug } from '@/data/cars'
import { loadSiteFormData } from '@/data/forms'
import { siteCarView } from '@/data/shapes/car'
import { carPageSimilarCars } from '@/data/similarCars'
import { siteForPage } from '@/lib/siteRequest'
import { siteBaseUrl } from '@/lib/siteRoute'

/*
 * The car page's body, shared by its cached route (page.tsx) and its per-request twin answering the repayment
 * calculator (repayments/page.tsx).
 */

export type CarPageProps = { params: Promise<{ site: string; slug: string }> }
type Props = CarPageProps

/** The site's absolute address and the origin of it (for images, which are root-relative). */
function absolute(ctx: Awaited<ReturnType<typeof siteForPage>>) {
  const base = siteBaseUrl(ctx.route ?? { key: ctx.site.slug, viaHost: false }, ctx.site)
  return { base, origin: new URL(base).origin }
}

export async function carPageMetadata({ params }: Props): Promise<Metadata> {
  const ctx = await siteForPage(params)
  const { site } = ctx
  const car = await siteCarBySlug(site, (await params).slug)
  if (!car) return { title: `Car not found | ${site.name}` }
  const { domain: d, photos } = siteCarView(car, site)
  const name = carTitle(car)
  const price = priceDisplay(d, sitePriceOptions(site))
  const where = car.location && typeof car.location === 'object' ? car.location.name : car.dealership.name
  const { base, origin } = absolute(ctx)
  const url = `${base}/cars/${car.slug}`
  const image = photos[0]
  const description = siteText(site)(
    `${car.car_type === 'new' ? 'New' : car.car_type === 'demo' ? 'Demo' : 'Used'} ${name}${typeof car.km === 'number' ? `, ${formatOdometer(car.km, site.locale)}` : ''}, ${price.text} at ${where}.`,
  )
  return {
    title: `${name} for sale | ${site.name}`,
    description,
    alternates: { canonical: url },
    openGraph: {
      title: name,
      description,
      url,
      type: 'website',
      ...(image ? { images: [{ url: image.startsWith('/') ? `${origin}${image}` : image }] } : {}),
    },
  }
}

/**
 * /cars/{slug}: the car detail page. A car of another site, unknown, or sold outside its listing window is a 404.
 * `calculatorQuery` is the query of a repayment calculator's answer (the per-request twin route); none on the cached page.
 */
export async function CarPage({
  params,
  calculatorQuery,
}: Props & { calculatorQuery?: Record<string, string | string[] | undefined> }) {
  const ctx = await siteForPage(params)
  const { slug } = await params
  // The forms' data (cached per site) is read alongside the car.
  const [car, formData] = await Promise.all([siteCarBySlug(ctx.site, slug), loadSiteFormData(ctx.site)])
  if (!car) notFound()
  const now = new Date()
  const similarCars = await carPageSimilarCars(ctx.site, car, now)
  const { base, origin } = absolute(ctx)
  const view = siteCarView(car, ctx.site)
  const image = view.photos[0] ?? null
  const location = car.location && typeof car.location === 'object' ? car.location : null
  const jsonLd = carJsonLd({
    car: view.domain,
    url: `${base}/cars/${car.slug}`,
    imageUrl: image ? (image.startsWith('/') ? `${origin}${image}` : image) : null,
    seller: {
      name: car.dealership.name,
      telephone: location?.contactDetail?.phone ?? car.dealership.phone,
      address: location?.address ?? car.dealership.address,
    },
    currency: currencyCode(siteLocale(ctx.site)),
    locale: ctx.site.locale,
    variant: car.variant?.bodyconfiguration ?? null,
  })
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
      <CarDetail
        ctx={ctx}
        car={view}
        similarCars={similarCars}
        formData={formData}
        now={now}
        calculatorQuery={calculatorQuery}
      />
    </>
  )
}
