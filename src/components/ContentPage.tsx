import type { Page } from '@/payload-types'
import { RenderBlocks } from '@blocks/RenderBlocks'
import type { BlocksData } from '@blocks/loaders'
import type { ImageSection } from '@/lib/defaultImages'
import type { SiteContext } from '@/lib/siteRequest'
import { SectionHeaderImage } from './SectionHeaderImage'

export type ContentPageProps = {
  ctx: SiteContext
  blocks: NonNullable<Page['layout']>
  /** What the blocks' loaders read (loadBlocksData), matched to `blocks` by position. */
  blocksData: BlocksData
  /** The section whose default image heads the page (content spec §3), when its blocks do not show it. */
  headerSection: ImageSection | null
}

/** A page made of blocks (/{slug}, /pages/{slug}); the routes load it (app/(site)/sites/[site]/loadContentPage.ts). */
export function ContentPage({ ctx, blocks, blocksData, headerSection }: ContentPageProps) {
  return (
    <>
      {headerSection ? <SectionHeaderImage site={ctx.site} section={headerSection} /> : null}
      <RenderBlocks blocks={blocks} ctx={ctx} data={blocksData} />
    </>
  )
}
