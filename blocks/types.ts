import type { Page } from '@/payload-types'
import type { SiteContext } from '@/lib/siteRequest'

/** One block of a page's layout, of any type. */
export type LayoutBlock = NonNullable<Page['layout']>[number]
/** A block's slug (its `blockType`), as generated into payload-types.ts from the configs. */
export type BlockType = LayoutBlock['blockType']
/** The fields of a block of this slug. */
export type BlockOf<K extends BlockType> = Extract<LayoutBlock, { blockType: K }>
/** The page the blocks are on (a lead names it as its page_id). */
export type BlocksPage = { slug: string }
/** A block's loader (`blocks/<Name>/loader.ts`): reads through the cached, site-keyed reads of src/data/. */
export type BlockLoader<K extends BlockType> = (
  block: BlockOf<K>,
  ctx: SiteContext,
  page: BlocksPage,
) => Promise<unknown>
/** Fails the type check when a generated registry names a slug that is no block (payload-types.ts out of date). */
export type OnlyBlockSlugs<T> = [Exclude<keyof T, BlockType>] extends [never] ? T : never
