import type { ComponentType } from 'react'
import type { Page } from '../payload-types'
import type { SiteContext } from '@/lib/siteRequest'
import { blockComponents } from './components'

type LayoutBlock = NonNullable<Page['layout']>[number]

/** Renders a page's blocks; each gets the site it renders for (blocks must not read request headers: pages are cached). */
export function RenderBlocks({ blocks, ctx }: { blocks: Page['layout']; ctx: SiteContext }) {
  return (
    <>
      {(blocks ?? []).map((block, index) => {
        const Component = blockComponents[block.blockType] as
          ComponentType<{ block: LayoutBlock; basePath: string; ctx: SiteContext }> | undefined
        return Component ? <Component key={block.id ?? index} block={block} basePath={ctx.basePath} ctx={ctx} /> : null
      })}
    </>
  )
}
