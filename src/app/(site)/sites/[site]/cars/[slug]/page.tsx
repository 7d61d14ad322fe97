import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { CarDetail } from '@/components/car/CarDetail'
import { carJsonLd, jsonLdScript } from '@/components/car/carJsonLd'
import { priceDisplay } from '@/domain/priceDisplay'
import { domainCar, siteCarBySlug } from '@/lib/carData'
import { siteFromParams, siteHref } from '@/lib/siteRequest'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ site: string; slug: string }> }

async function origin(): Promise<string> {
  const h = await headers()
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost'
  const proto = h.get('x-forwarded-proto') ?? (host.includes('localhost') ? 'http' : 'https')
  return `${proto}://${host}`
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, basePath } = await siteFromParams(params)
  const car = await siteCarBySlug(site, (await params).slug)
  if (!car) return { title: `Car not found | ${site.name}` }
  const d = domainCar(car)
  const name = [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ')
  const price = priceDisplay(d, { subscriptionsEnabled: site.cards?.subscriptions === true, noPriceText: site.cards?.noPriceText })
  const where = car.location && typeof car.location === 'object' ? car.location.name : car.dealership.name
  const base = await origin()
  const url = `${base}${siteHref(basePath, `/cars/${car.slug}`)}`
  const image = car.images?.[0]?.url
  const description = `${car.car_type === 'new' ? 'New' : car.car_type === 'demo' ? 'Demo' : 'Used'} ${name}${typeof car.km === 'number' ? `, ${car.km.toLocaleString('en-AU')} km` : ''}, ${price.text} at ${where}.`
  return {
    title: `${name} for sale | ${site.name}`,
    description,
    alternates: { canonical: url },
    openGraph: { title: name, description, url, type: 'website', ...(image ? { images: [{ url: image.startsWith('/') ? `${base}${image}` : image }] } : {}) },
  }
}

/** /cars/{slug}: the car detail page. A car of another site, unknown, or sold outside its listing window is a 404. */
export default async function CarPage({ params }: Props) {
  const ctx = await siteFromParams(params)
  const car = await siteCarBySlug(ctx.site, (await params).slug)
  if (!car) notFound()
  const base = await origin()
  const image = car.images?.[0]?.url ?? null
  const location = car.location && typeof car.location === 'object' ? car.location : null
  const jsonLd = carJsonLd({
    car: domainCar(car),
    url: `${base}${siteHref(ctx.basePath, `/cars/${car.slug}`)}`,
    imageUrl: image ? (image.startsWith('/') ? `${base}${image}` : image) : null,
    seller: { name: car.dealership.name, telephone: location?.contactDetail?.phone ?? car.dealership.phone, address: location?.address ?? car.dealership.address },
    currency: ctx.site.locale === 'en-NZ' ? 'NZD' : ctx.site.locale === 'en-US' ? 'USD' : 'AUD',
    variant: car.variant?.bodyconfiguration ?? null,
  })
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <CarDetail ctx={ctx} car={car} />
    </>
  )
}
