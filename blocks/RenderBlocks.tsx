import type { ComponentType } from 'react'
import type { Page } from '@/payload-types'
import type { SiteContext } from '@/lib/siteRequest'
import { blockComponents } from './components'
import type { BlocksData } from './loaders'

type LayoutBlock = NonNullable<Page['layout']>[number]

/**
 * Renders a page's blocks; each gets the site it renders for and its data, read before by loadBlocksData
 * (./loaders.ts) for the same blocks (matched by position). Blocks read nothing themselves: pages are cached.
 */
export function RenderBlocks({ blocks, ctx, data }: { blocks: Page['layout']; ctx: SiteContext; data: BlocksData }) {
  return (
    <>
      {(blocks ?? []).map((block, index) => {
        const Component = blockComponents[block.blockType] as
          ComponentType<{ block: LayoutBlock; basePath: string; ctx: SiteContext; data: unknown }> | undefined
        return Component ? (
          <Component key={block.id ?? index} block={block} basePath={ctx.basePath} ctx={ctx} data={data[index]} />
        ) : null
      })}
    </>
  )
}
