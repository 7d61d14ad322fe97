import type { Page } from '@/payload-types'
import type { SiteContext } from '@/lib/siteRequest'
import { generatedBlockLoaders } from './registry/loaders'
import type { BlockLoader, BlocksPage, BlockType, LayoutBlock, OnlyBlockSlugs } from './types'

export type { BlocksPage } from './types'

/**
 * Block slug → what the block needs from the database (each block's `loader.ts`, listed by `npm run new:block` in
 * blocks/registry/loaders.ts), read through the cached, tagged reads of src/data/ (keyed by the site, never by
 * request headers: pages are cached per site). The choosing is pure (the block's blockData); a block without a
 * loader renders from its own fields. Typed so a loader of no block, or one taking another block, fails the check.
 */
const blockLoaders = generatedBlockLoaders satisfies OnlyBlockSlugs<typeof generatedBlockLoaders> & {
  [K in BlockType]?: BlockLoader<K>
}

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
