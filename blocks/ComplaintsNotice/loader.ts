import { complaintAuthorities } from '@/data/content'
import { siteLegalTexts, siteLocations } from '@/data/sites'
import type { SiteContext } from '@/lib/siteRequest'
import { complaintsAuthorities } from './blockData'
import type { BlockOf } from '../types'

export async function loadComplaintsNotice(_block: BlockOf<'complaintsNotice'>, ctx: SiteContext) {
  const [legal, locations, authorities] = await Promise.all([
    siteLegalTexts(ctx.site.id),
    siteLocations(ctx.site.id),
    complaintAuthorities(),
  ])
  return { notice: legal?.complaintsNotice ?? null, authorities: complaintsAuthorities(locations, authorities) }
}
