import type { Page } from '../payload-types'
import { complaintAuthorities, siteModels, siteOffers, siteReviews, siteServicePlans } from '@/data/content'
import { siteLocation } from '@/data/shapes/location'
import { loadSiteFormData } from '@/data/forms'
import { siteLegalTexts, siteLocations } from '@/data/sites'
import { contactBlockKind } from '@/leads/blockForms'
import { formSettingsFor } from '@/leads/server/formContext'
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
/** The page the blocks are on (a lead names it as its page_id). */
export type BlocksPage = { slug: string }

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
  // The block's enquiry type decides the lead it stores; the lead names the page it was sent from.
  contactForm: async (block: BlockOf<'contactForm'>, ctx: SiteContext, page: BlocksPage) => ({
    settings: formSettingsFor(contactBlockKind(block.enquiryType), await loadSiteFormData(ctx.site), null),
    pageId: page.slug,
  }),
  complaintsNotice: async (_block: BlockOf<'complaintsNotice'>, ctx: SiteContext) => {
    const [legal, locations, authorities] = await Promise.all([
      siteLegalTexts(ctx.site.id),
      siteLocations(ctx.site.id),
      complaintAuthorities(),
    ])
    return { notice: legal?.complaintsNotice ?? null, authorities: complaintsAuthorities(locations, authorities) }
  },
} satisfies { [K in BlockType]?: (block: BlockOf<K>, ctx: SiteContext, page: BlocksPage) => Promise<unknown> }

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
export function loadBlocksData(blocks: Page['layout'], ctx: SiteContext, page: BlocksPage): Promise<BlocksData> {
  return Promise.all(
    (blocks ?? []).map((block) => {
      const load = (
        blockLoaders as Record<string, (block: LayoutBlock, ctx: SiteContext, page: BlocksPage) => Promise<unknown>>
      )[block.blockType]
      return load ? load(block, ctx, page) : undefined
    }),
  )
}
