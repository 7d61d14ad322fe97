import type { Block } from 'payload'
import { CallToAction } from './CallToAction/config'
import { FeatureBanner } from './FeatureBanner/config'
import { Hero } from './Hero/config'
import { RichText } from './RichText/config'

/**
 * Block configs only: Payload's CLI loads this file, and it cannot load the components' CSS.
 * The component map lives in ./components.ts.
 */
export const blockConfigs: Block[] = [Hero, RichText, FeatureBanner, CallToAction]
