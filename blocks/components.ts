import type { ComponentType } from 'react'
import type { Page } from '../payload-types'
import { CallToActionComponent } from './CallToAction/Component'
import { FeatureBannerComponent } from './FeatureBanner/Component'
import { HeroComponent } from './Hero/Component'
import { RichTextComponent } from './RichText/Component'

type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockProps<T extends LayoutBlock['blockType']> = { block: Extract<LayoutBlock, { blockType: T }>; basePath: string }

/** Block slug → component. Typed so a block config without a component fails the type check. */
export const blockComponents: { [K in LayoutBlock['blockType']]: ComponentType<BlockProps<K>> } = {
  hero: HeroComponent,
  richText: RichTextComponent,
  featureBanner: FeatureBannerComponent,
  cta: CallToActionComponent,
}
