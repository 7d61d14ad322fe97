import { siteOffers } from '@/data/content'
import type { SiteContext } from '@/lib/siteRequest'
import { offersListOffers } from './blockData'
import type { BlockOf } from '../types'

export async function loadOffersList(block: BlockOf<'offersList'>, ctx: SiteContext) {
  return { offers: offersListOffers(block, ctx, await siteOffers(ctx.site.id), new Date()) }
}
