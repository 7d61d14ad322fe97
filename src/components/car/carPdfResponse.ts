import { carPdfFileName } from '@/domain/carCard'
import { carSpecRows, isTrailerItem, trailerSpecRows } from '@/domain/carSpecs'
import { DEALER_COMMENTS_PENDING } from '@/domain/dealerComments'
import { localeSpelling } from '@/domain/localeSpelling'
import { formatOdometer } from '@/domain/odometer'
import { priceDisplay } from '@/domain/priceDisplay'
import { carTitle } from '@/domain/carTitle'
import type { SiteCarView } from '@/data/shapes/car'
import { sitePriceOptions } from '@/lib/sitePrice'
import { siteLinkBase } from '@/lib/siteRoute'
import type { Site } from '@/payload-types'
import { carPdf } from './carPdf'
import { pdfPhoto } from './carPdfPhoto'

/** The PDF's line of facts under the title: odometer (the site's unit, as stored), transmission, fuel, body, colour. */
export function carPdfFacts(site: Pick<Site, 'locale'>, { car }: Pick<SiteCarView, 'car'>): string[] {
  return [
    typeof car.km === 'number' ? formatOdometer(car.km, site.locale) : null,
    car.simple_transmission ?? car.trans,
    car.simple_fuel ?? car.fuel,
    car.simple_body,
    car.colour,
    car.stocknum ? `Stock ${car.stocknum}` : null,
  ].filter((f): f is string => Boolean(f))
}

/** The car's PDF as a download (spec §7 "Car PDF"), from the car as its route shaped it. */
export async function carPdfResponse(
  request: Request,
  site: Site,
  view: SiteCarView,
  /** Whether a media file may be the photo: the site's own or shared media only (src/data/carPdfMedia.ts). */
  mediaAllowed: (filename: string) => Promise<boolean>,
): Promise<Response> {
  const { car, domain: d, location } = view
  const price = priceDisplay(d, sitePriceOptions(site))
  const address = location?.address ?? car.dealership.address
  const pdf = await carPdf({
    title: carTitle(car),
    subtitle: car.series,
    price: price.text,
    priceType: price.kind === 'price' ? car.price_type : null,
    facts: carPdfFacts(site, view),
    specs: [
      ...carSpecRows(d, { locale: site.locale }),
      ...(isTrailerItem(d) ? trailerSpecRows(d.specifications) : []),
    ].map((r) => ({
      ...r,
      label: localeSpelling(r.label, site.locale ?? undefined),
      value: localeSpelling(r.value, site.locale ?? undefined),
    })),
    features: (car.features ?? []).map((f) => localeSpelling(f, site.locale ?? undefined)),
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
