import { siteLocation } from '@/data/shapes/location'
import { siteLocations } from '@/data/sites'
import type { SiteContext } from '@/lib/siteRequest'
import { locationsBlockLocations } from './blockData'
import type { BlockOf } from '../types'

export async function loadLocations(block: BlockOf<'locations'>, ctx: SiteContext) {
  return { locations: locationsBlockLocations(block, await siteLocations(ctx.site.id)).map(siteLocation) }
}
