import { siteModels, siteServicePlans } from '@/data/content'
import type { SiteContext } from '@/lib/siteRequest'
import { servicePlansInMenuOrder } from './blockData'
import type { BlockOf } from '../types'

export async function loadServiceAdvantage(_block: BlockOf<'serviceAdvantage'>, ctx: SiteContext) {
  const [plans, models] = await Promise.all([siteServicePlans(ctx.site.id), siteModels(ctx.site.id)])
  return { plans: servicePlansInMenuOrder(plans, models) }
}
