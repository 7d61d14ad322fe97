import { listedUntil } from '@/domain/stockListing'
import { cachedRead } from '@/cache/cachedRead'
import { domainCar } from './shapes/car'
import { siteTag, stockTag } from '@/cache/cacheTags'
import { payloadClient } from './payloadClient'
import { siteDealerships } from './sites'
import type { Car } from '@/payload-types'

/** A car page for the sitemap: its slug, when it last changed, and until when it is listed (epoch seconds). */
export type SitemapCar = { slug: string; updatedAt: string; listedUntil: number }

/**
 * Every car page of the site that is or may still be listed: the site's own cars and its dealerships' (the car
 * page's own ownership rule), read lean (a handful of columns, no joins) so a large stock stays cheap. Cached
 * under the stock tag; whether a car is listed *now* is decided per request, because a sold car's window moves.
 */
export const sitemapCars = cachedRead(
  'sitemap-cars',
  ([siteId]) => [stockTag(siteId), siteTag(siteId, 'dealerships')],
  async (siteId: number): Promise<SitemapCar[]> => {
    const payload = await payloadClient()
    const dealerships = await siteDealerships(siteId)
    const soldDays = new Map(dealerships.map((d) => [d.id, d.includeSoldCarsDays]))
    const { docs } = await payload.find({
      collection: 'cars',
      where: {
        and: [
          { show_on_dealer_website: { equals: true } },
          {
            or: [
              { site: { equals: siteId } },
              ...(soldDays.size ? [{ dealership: { in: [...soldDays.keys()] } }] : []),
            ],
          },
        ],
      },
      select: {
        slug: true,
        updatedAt: true,
        status: true,
        sold_date: true,
        show_on_dealer_website: true,
        dealership: true,
      },
      depth: 0,
      pagination: false,
      sort: 'id',
      overrideAccess: false,
    })
    return docs.flatMap((car) => {
      if (!car.slug) return []
      const dealershipId = typeof car.dealership === 'object' ? car.dealership?.id : car.dealership
      // The one Car reshape (domainCar) decides sold and its time; the selected columns are all it reads for those.
      const until = listedUntil(
        domainCar(car as Car),
        dealershipId === undefined || dealershipId === null ? null : soldDays.get(dealershipId),
      )
      return until > 0 ? [{ slug: car.slug, updatedAt: car.updatedAt, listedUntil: until }] : []
    })
  },
)
