import type { Block } from 'payload'
import { generatedBlockConfigs } from './registry/configs'

/**
 * Every block's config, in the admin's menu order: the Pages layout field offers them all (collections/Pages.ts).
 * The list is generated from the block folders by `npm run new:block` (blocks/registry/configs.ts). Configs only:
 * Payload's CLI loads this file, and it cannot load the components' CSS (the component map is ./components.ts).
 */
export const blockConfigs: Block[] = generatedBlockConfigs
