import type { ComponentType } from 'react'
import type { SiteContext } from '@/lib/siteRequest'
import type { BlockData } from './loaders'
import { generatedBlockComponents } from './registry/components'
import type { BlockOf, BlockType, OnlyBlockSlugs } from './types'

/** What every block gets: its fields, the site's link prefix, the site it renders for and what its loader read. */
type BlockProps<T extends BlockType> = {
  block: BlockOf<T>
  basePath: string
  ctx: SiteContext
  data: BlockData<T>
}

/**
 * Block slug → component (generated from the block folders: blocks/registry/components.ts). Typed so a block config
 * without a component, a component for no block, or a component taking other props fails the type check.
 */
export const blockComponents: { [K in BlockType]: ComponentType<BlockProps<K>> } =
  generatedBlockComponents satisfies OnlyBlockSlugs<typeof generatedBlockComponents>
