import type { Page } from '../payload-types'
import { complaintAuthorities, siteModels, siteOffers, siteReviews, siteServicePlans } from '@/data/content'
import { siteLocation } from '@/data/shapes/location'
import { siteLegalTexts, siteLocations } from '@/data/sites'
import type { SiteContext } from '@/lib/siteRequest'
import {
  complaintsAuthorities,
  locationsBlockLocations,
  modelsGridModels,
  offersListOffers,
  servicePlansInMenuOrder,
} from './blockData'

type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockType = LayoutBlock['blockType']
type BlockOf<K extends BlockType> = Extract<LayoutBlock, { blockType: K }>

/**
 * Block slug → what the block needs from the database, read through the cached, tagged reads of src/data/ (keyed by
 * the site, never by request headers: pages are cached per site). The choosing is pure (./blockData.ts); a block
 * without a loader renders from its own fields.
 */
const blockLoaders = {
  locations: async (block: BlockOf<'locations'>, ctx: SiteContext) => ({
    locations: locationsBlockLocations(block, await siteLocations(ctx.site.id)).map(siteLocation),
  }),
  offersList: async (block: BlockOf<'offersList'>, ctx: SiteContext) => ({
    offers: offersListOffers(block, ctx, await siteOffers(ctx.site.id), new Date()),
  }),
  modelsGrid: async (block: BlockOf<'modelsGrid'>, ctx: SiteContext) =>
    modelsGridModels(block, await siteModels(ctx.site.id)),
  reviews: async (_block: BlockOf<'reviews'>, ctx: SiteContext) => ({ reviews: await siteReviews(ctx.site.id) }),
  serviceAdvantage: async (_block: BlockOf<'serviceAdvantage'>, ctx: SiteContext) => {
    const [plans, models] = await Promise.all([siteServicePlans(ctx.site.id), siteModels(ctx.site.id)])
    return { plans: servicePlansInMenuOrder(plans, models) }
  },
  complaintsNotice: async (_block: BlockOf<'complaintsNotice'>, ctx: SiteContext) => {
    const [legal, locations, authorities] = await Promise.all([
      siteLegalTexts(ctx.site.id),
      siteLocations(ctx.site.id),
      complaintAuthorities(),
    ])
    return { notice: legal?.complaintsNotice ?? null, authorities: complaintsAuthorities(locations, authorities) }
  },
} satisfies { [K in BlockType]?: (block: BlockOf<K>, ctx: SiteContext) => Promise<unknown> }

/** The data a block of this slug gets as its `data` prop (undefined for blocks without a loader). */
export type BlockData<K extends BlockType> = K extends keyof typeof blockLoaders
  ? Awaited<ReturnType<(typeof blockLoaders)[K]>>
  : undefined

/** Each block's data, in the order of the blocks. */
export type BlocksData = unknown[]

/**
 * Reads what a page's blocks need, all at once (the loaders run in parallel), before the page renders: the block
 * components are then props → JSX. Pass the same array to RenderBlocks: the data is matched by position.
 */
export function loadBlocksData(blocks: Page['layout'], ctx: SiteContext): Promise<BlocksData> {
  return Promise.all(
    (blocks ?? []).map((block) => {
      const load = (blockLoaders as Record<string, (block: LayoutBlock, ctx: SiteContext) => Promise<unknown>>)[
        block.blockType
      ]
      return load ? load(block, ctx) : undefined
    }),
  )
}
