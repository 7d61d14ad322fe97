import { carBelongsToSite, carPhotoUrls, domainCar, type SiteCar } from './shapes/car'
import { isListed } from '@/domain/stockListing'
import type { Car, Dealership, Site } from '@/payload-types'
import { cachedRead } from '@/cache/cachedRead'
import { carTag, siteTag } from '@/cache/cacheTags'
import { payloadClient } from './payloadClient'
import { siteDealerships } from './sites'
import { relationId } from '@/domain/relationId'

/**
 * The car detail page's reads. A car is the site's when its site is the resolved site, or its dealership is one of
 * the site's dealerships; anything else is not found. Public access rules (overrideAccess: false), depth 1 so the
 * dealership, location and history file arrive populated.
 */

// SiteCar is defined beside the shapes that read it (shapes/car.ts), so that module need not import this one.
export type { SiteCar }

/** Tagged with the car and the site's dealerships and locations (shown on the page); any change to them expires it. */
const readCarBySlug = cachedRead(
  'car-by-slug',
  ([siteId, slug]) => [carTag(siteId, slug), siteTag(siteId, 'dealerships'), siteTag(siteId, 'locations')],
  async (siteId: number, slug: string): Promise<SiteCar | null> => {
    const payload = await payloadClient()
    const dealerships = await siteDealerships(siteId)
    const dealershipIds = dealerships.map((d) => d.id)
    const { docs } = await payload.find({
      collection: 'cars',
      where: {
        and: [
          { slug: { equals: slug } },
          {
            or: [
              { site: { equals: siteId } },
              ...(dealershipIds.length ? [{ dealership: { in: dealershipIds } }] : []),
            ],
          },
        ],
      },
      limit: 1,
      depth: 1,
      overrideAccess: false,
    })
    const car = docs[0]
    if (!car || typeof car.dealership !== 'object') return null
    if (!carBelongsToSite(car, siteId, dealershipIds)) return null
    return car as SiteCar
  },
)

const MAX_CAR_ID = 2_147_483_647

/**
 * The car the page shows: the site's car by slug, listed now (in stock, coming soon, or sold within the dealer's
 * listing window and shown on the website). A sold car outside the window, or an unknown slug, is null (a 404).
 */
export async function siteCarBySlug(
  site: Pick<Site, 'id'>,
  slug: string,
  now: Date = new Date(),
): Promise<SiteCar | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(slug)
  } catch {
    return null // a malformed escape is no car's slug
  }
  const car = await readCarBySlug(site.id, decoded)
  if (!car) return null
  const domain = domainCar(car)
  return isListed(domain, now, car.dealership.includeSoldCarsDays) ? car : null
}

/** A listed car of the site by id (for the API routes); null when it is not the site's or no longer listed. */
export async function siteCarById(site: Pick<Site, 'id'>, id: number): Promise<SiteCar | null> {
  // Ids are Postgres integers: NaN, fractions and 1e303 are no car (and would fail the query with a 500).
  if (!Number.isInteger(id) || id <= 0 || id > MAX_CAR_ID) return null
  const payload = await payloadClient()
  const car = await payload.findByID({ collection: 'cars', id, depth: 1, overrideAccess: false, disableErrors: true })
  if (!car || typeof car.dealership !== 'object') return null
  const dealershipIds = (await siteDealerships(site.id)).map((d) => d.id)
  if (!carBelongsToSite(car, site.id, dealershipIds)) return null
  const listed = isListed(domainCar(car), new Date(), (car.dealership as Dealership).includeSoldCarsDays)
  return listed ? (car as SiteCar) : null
}

export { carBelongsToSite, carPhotoUrls, domainCar }

/**
 * The car a lead form names (car_id): the site's car, shown on the website, whose dealership (when it has a site) is
 * this site's too (relationships are populated across sites otherwise). Not cached: read once per form or lead.
 */
export async function siteCarForForms(siteId: number, id: number): Promise<Car | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'cars',
    where: {
      and: [{ id: { equals: id } }, { site: { equals: siteId } }, { show_on_dealer_website: { not_equals: false } }],
    },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  const car = docs[0] ?? null
  if (
    car &&
    typeof car.dealership === 'object' &&
    car.dealership &&
    relationId(car.dealership.site) !== undefined &&
    relationId(car.dealership.site) !== siteId
  )
    return null
  return car
}
