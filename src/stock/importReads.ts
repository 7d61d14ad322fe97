import type { Payload, PayloadRequest } from 'payload'
import type { Car, Location } from '@/payload-types'

/** The reads the import's steps share (plan, write, revert), inside the caller's transaction when given one. */

/** The dealership's yards by id and by name (lower case): a feed names its yard, a car stores its id. */
export async function dealershipYards(payload: Payload, dealershipId: number, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'locations',
    where: { dealership: { equals: dealershipId } },
    limit: 200,
    depth: 0,
    pagination: false,
    req,
  })
  return {
    locationNames: new Map(docs.map((l: Location) => [l.id, l.name])),
    locationIds: new Map(docs.map((l: Location) => [l.name.toLowerCase(), l.id])),
  }
}

/** The changed cars' slug and site, as their page-cache tags need them (carTags), read inside the transaction. */
export async function carsToExpire(payload: Payload, ids: number[], req: PayloadRequest): Promise<Car[]> {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'cars',
    where: { id: { in: ids } },
    depth: 0,
    limit: 0,
    pagination: false,
    // What the page cache needs (slug, site) and what alert matching needs (price, whether on sale).
    select: { slug: true, site: true, price: true, status: true, show_on_dealer_website: true },
    req,
  })
  return docs as Car[]
}
