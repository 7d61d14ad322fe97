import type { ComponentType } from 'react'
import type { Page } from '../payload-types'
import { blockComponents } from './components'

type LayoutBlock = NonNullable<Page['layout']>[number]

export function RenderBlocks({ blocks, basePath }: { blocks: Page['layout']; basePath: string }) {
  return (
    <>
      {(blocks ?? []).map((block, index) => {
        const Component = blockComponents[block.blockType] as ComponentType<{ block: LayoutBlock; basePath: string }> | undefined
        return Component ? <Component key={block.id ?? index} block={block} basePath={basePath} /> : null
      })}
    </>
  )
}
