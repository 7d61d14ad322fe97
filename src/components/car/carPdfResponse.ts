import { carPdfFileName } from '@/domain/carCard'
import { carSpecRows, isTrailerItem, trailerSpecRows } from '@/domain/carSpecs'
import { DEALER_COMMENTS_PENDING } from '@/domain/dealerComments'
import { distanceUnit, localeSpelling } from '@/domain/localeSpelling'
import { formatNumber } from '@/domain/numberFormat'
import { priceDisplay } from '@/domain/priceDisplay'
import { carTitle } from '@/domain/carTitle'
import type { SiteCarView } from '@/data/shapes/car'
import { siteLinkBase } from '@/lib/siteRoute'
import type { Site } from '../../../payload-types'
import { carPdf } from './carPdf'
import { pdfPhoto } from './carPdfPhoto'

/** The car's PDF as a download (spec §7 "Car PDF"), from the car as its route shaped it. */
export async function carPdfResponse(
  request: Request,
  site: Site,
  view: SiteCarView,
  /** Whether a media file may be the photo: the site's own or shared media only (src/data/carPdfMedia.ts). */
  mediaAllowed: (filename: string) => Promise<boolean>,
): Promise<Response> {
  const { car, domain: d, location } = view
  const price = priceDisplay(d, {
    subscriptionsEnabled: site.cards?.subscriptions === true,
    noPriceText: site.cards?.noPriceText,
  })
  const address = location?.address ?? car.dealership.address
  const pdf = await carPdf({
    title: carTitle(car),
    subtitle: car.series,
    price: price.text,
    priceType: price.kind === 'price' ? car.price_type : null,
    facts: [
      typeof car.km === 'number' ? `${formatNumber(car.km)} ${distanceUnit(site.locale ?? undefined)}` : null,
      car.simple_transmission ?? car.trans,
      car.simple_fuel ?? car.fuel,
      car.simple_body,
      car.colour,
      car.stocknum ? `Stock ${car.stocknum}` : null,
    ].filter((f): f is string => Boolean(f)),
    specs: [...carSpecRows(d), ...(isTrailerItem(d) ? trailerSpecRows(d.specifications) : [])].map((r) => ({
      ...r,
      label: localeSpelling(r.label, site.locale ?? undefined),
      value: localeSpelling(r.value, site.locale ?? undefined),
    })),
    features: car.features ?? [],
    comments: car.dealercomments?.trim() || DEALER_COMMENTS_PENDING,
    dealer: {
      name: location?.name ?? car.dealership.name,
      phone: location?.contact_detail?.phone ?? car.dealership.phone,
      address: [address?.street, address?.city, address?.state, address?.postcode].filter(Boolean).join(', ') || null,
    },
    url: `${siteLinkBase(site, request.url)}/cars/${car.slug}`,
    imageBytes: await pdfPhoto(view.photos[0], { requestUrl: request.url, mediaAllowed }),
  })
  return new Response(pdf as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${carPdfFileName(car.slug ?? String(car.id))}"`,
      'Cache-Control': 'no-store',
    },
  })
}
