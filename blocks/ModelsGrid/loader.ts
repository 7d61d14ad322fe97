import { siteModels } from '@/data/content'
import type { SiteContext } from '@/lib/siteRequest'
import { modelsGridModels } from './blockData'
import type { BlockOf } from '../types'

export async function loadModelsGrid(block: BlockOf<'modelsGrid'>, ctx: SiteContext) {
  return modelsGridModels(block, await siteModels(ctx.site.id))
}
