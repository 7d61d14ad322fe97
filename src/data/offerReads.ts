import type { Offer } from '@/payload-types'
import type { Where } from 'payload'
import { payloadClient } from './payloadClient'

/**
 * Published offers as the offer pages show them (a site's own, or a group's: src/data/content.ts and groupContent.ts),
 * in the editors' order, with their model and image (depth 2) and their sites' slugs. Public access rules.
 */
export async function findOffers(where: Where): Promise<Offer[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'offers',
    where,
    limit: 200,
    depth: 2,
    sort: ['order', 'name'],
    populate: { sites: { slug: true } },
    overrideAccess: false,
  })
  return docs
}
