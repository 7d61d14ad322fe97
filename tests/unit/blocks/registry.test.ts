import fs from 'node:fs'
import path from 'node:path'
import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { Pages } from '@collections/Pages'
import { readBlocks, REGISTRY_FILES, renderRegistry } from '../../../scripts/blockRegistry'

const blocksDir = path.resolve(import.meta.dirname, '../../../blocks')

/** The keys of a generated map (`  slug: value,` lines) in blocks/registry/<file>. */
function registeredSlugs(dir: string, file: 'components.ts' | 'loaders.ts'): string[] {
  const text = fs.readFileSync(path.join(dir, 'registry', file), 'utf8')
  return [...text.matchAll(/^\s+(\w+): \w+,$/gm)].map((match) => match[1]!)
}

// A block is one folder (blocks/<Name>/): the three lists of blocks/registry/ are generated from the folders by
// npm run new:block, and every page's layout field offers every block.
describe('the block registry', () => {
  it('is what npm run new:block writes from the block folders (every folder is a complete block)', async () => {
    const { blocks, problems } = readBlocks(blocksDir)
    expect(problems).toEqual([])
    const texts = await renderRegistry(blocks)
    for (const file of REGISTRY_FILES)
      expect(fs.readFileSync(path.join(blocksDir, 'registry', file), 'utf8'), `blocks/registry/${file}`).toBe(
        texts[file],
      )
  })

  it('gives every block in the Pages blocks field a component, and every loader to a block', () => {
    const layout = Pages.fields.find((field: Field) => 'name' in field && field.name === 'layout')
    expect(layout?.type).toBe('blocks')
    const offered = (layout as { blocks: Block[] }).blocks.map((block) => block.slug)
    expect(offered).toHaveLength(readBlocks(blocksDir).blocks.length)
    expect(registeredSlugs(blocksDir, 'components.ts').sort()).toEqual([...offered].sort())
    const loaders = registeredSlugs(blocksDir, 'loaders.ts')
    expect(loaders.length).toBeGreaterThan(0)
    for (const slug of loaders) expect(offered).toContain(slug)
  })

  // Pages are cached per site: a loader reads by the site it is given, never the request (components: eslint).
  it('has loaders that read by the site, never the request', () => {
    for (const { name } of readBlocks(blocksDir).blocks.filter((block) => block.loader)) {
      const source = fs.readFileSync(path.join(blocksDir, name, 'loader.ts'), 'utf8')
      expect(source, `blocks/${name}/loader.ts`).not.toMatch(/next\/headers|cookies\(|headers\(/)
      expect(source, `blocks/${name}/loader.ts`).toMatch(/ctx\.site/)
    }
  })
})
