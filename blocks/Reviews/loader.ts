import { siteReviews } from '@/data/content'
import type { SiteContext } from '@/lib/siteRequest'
import type { BlockOf } from '../types'

export async function loadReviews(_block: BlockOf<'reviews'>, ctx: SiteContext) {
  return { reviews: await siteReviews(ctx.site.id) }
}
