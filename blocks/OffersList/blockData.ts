import { relationId } from '@/domain/relationId'
import type { Offer, OffersListBlock } from '@/payload-types'
import { visibleOffers } from '@/lib/offerData'
import type { SiteContext } from '@/lib/siteRequest'

// What the block shows, picked from the records ./loader.ts read. Pure: unit-tested without a database.

/** The offers an Offers block shows: the site's visible offers, of the block's model if it names one, up to its limit. */
export function offersListOffers(block: OffersListBlock, ctx: SiteContext, offers: Offer[], now: Date): Offer[] {
  const modelId = relationId(block.model)
  return visibleOffers(ctx, offers, now)
    .filter((offer) => !modelId || relationId(offer.model) === modelId)
    .slice(0, block.limit ?? 6)
}
