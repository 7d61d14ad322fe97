import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { formatted, readBlocks } from '../../../scripts/blockRegistry'

const root = path.resolve(import.meta.dirname, '../../..')

/** Runs `npm run new:block -- ...args` in dir (its blocks/ and tests/ are the ones written). */
const newBlock = (dir: string, ...args: string[]) =>
  spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/new-block.ts'), ...args],
    { cwd: dir, encoding: 'utf8' },
  )

const copies: string[] = []
afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true })
})

/** A temporary copy of the repository's blocks/ folder. */
function copyOfBlocks(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-block-'))
  copies.push(dir)
  fs.cpSync(path.join(root, 'blocks'), path.join(dir, 'blocks'), { recursive: true })
  return dir
}

/** The keys of a generated map (`  slug: value,` lines) in blocks/registry/<file>, with their values. */
const registered = (dir: string, file: string) =>
  Object.fromEntries(
    [...fs.readFileSync(path.join(dir, 'blocks/registry', file), 'utf8').matchAll(/^\s+(\w+): (\w+),$/gm)].map(
      (match) => [match[1]!, match[2]!],
    ),
  )

describe('npm run new:block -- Name [--with-loader]', () => {
  it('scaffolds one folder and registers it in configs, components and loaders, editing no hand-written file', async () => {
    const dir = copyOfBlocks()
    const before = readBlocks(path.join(root, 'blocks')).blocks
    const handWritten = ['index.ts', 'components.ts', 'loaders.ts', 'types.ts', 'fields.ts', 'RenderBlocks.tsx']
    const run = newBlock(dir, 'Testimonial', '--with-loader')
    expect(run.status, run.stderr).toBe(0)
    // The next steps: types, the migration, and where the block is offered.
    expect(run.stdout).toContain('npm run generate:types')
    expect(run.stdout).toContain('payload migrate:create')
    expect(run.stdout).toContain('collections/Pages.ts')

    const folder = path.join(dir, 'blocks/Testimonial')
    expect(fs.readdirSync(folder).sort()).toEqual(['Component.tsx', 'blockData.ts', 'config.ts', 'loader.ts'])
    const config = fs.readFileSync(path.join(folder, 'config.ts'), 'utf8')
    expect(config).toContain("slug: 'testimonial'")
    expect(config).toContain("{ name: 'title', type: 'text', required: true }")
    expect(fs.readFileSync(path.join(folder, 'Component.tsx'), 'utf8')).toContain("data: BlockData<'testimonial'>")
    expect(fs.readFileSync(path.join(folder, 'loader.ts'), 'utf8')).toMatch(/ctx\.site\.id/)
    // Written as prettier --check wants them (CI runs it over the whole tree).
    for (const file of ['config.ts', 'Component.tsx', 'loader.ts', 'blockData.ts']) {
      const text = fs.readFileSync(path.join(folder, file), 'utf8')
      expect(text, file).toBe(await formatted(text, `blocks/Testimonial/${file}`))
    }
    for (const file of handWritten)
      expect(fs.readFileSync(path.join(dir, 'blocks', file), 'utf8'), file).toBe(
        fs.readFileSync(path.join(root, 'blocks', file), 'utf8'),
      )

    // Registered last, after the existing blocks in their order, with its component and its loader.
    const { blocks, problems } = readBlocks(path.join(dir, 'blocks'))
    expect(problems).toEqual([])
    expect(blocks).toEqual([...before, { name: 'Testimonial', slug: 'testimonial', loader: true }])
    const configs = fs.readFileSync(path.join(dir, 'blocks/registry/configs.ts'), 'utf8')
    expect(configs).toContain("import { Testimonial } from '../Testimonial/config'")
    expect(configs).toMatch(/,\s*Testimonial,\s*\]\s*$/)
    const components = registered(dir, 'components.ts')
    const loaders = registered(dir, 'loaders.ts')
    expect(components.testimonial).toBe('TestimonialComponent')
    expect(loaders.testimonial).toBe('loadTestimonial')
    // The registry's invariants: every block has a component, every loader's slug is a block.
    const slugs = blocks.map((block) => block.slug)
    expect(Object.keys(components).sort()).toEqual([...slugs].sort())
    for (const slug of Object.keys(loaders)) expect(slugs).toContain(slug)

    // The pure function and its unit test skeleton come with it, and the skeleton's rule holds.
    const test = fs.readFileSync(path.join(dir, 'tests/unit/blocks/testimonial.test.ts'), 'utf8')
    expect(test).toContain("from '@blocks/Testimonial/blockData'")
    const { TESTIMONIAL_LIMIT, testimonialItems } = (await import(
      pathToFileURL(path.join(folder, 'blockData.ts')).href
    )) as { TESTIMONIAL_LIMIT: number; testimonialItems: <T>(records: T[]) => T[] }
    expect(testimonialItems([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([1, 2, 3, 4, 5, 6].slice(0, TESTIMONIAL_LIMIT))
  })

  it('scaffolds a block without a loader: registered as a config and a component only', () => {
    const dir = copyOfBlocks()
    const run = newBlock(dir, 'Banner')
    expect(run.status, run.stderr).toBe(0)
    expect(fs.readdirSync(path.join(dir, 'blocks/Banner')).sort()).toEqual(['Component.tsx', 'config.ts'])
    expect(registered(dir, 'components.ts').banner).toBe('BannerComponent')
    expect(registered(dir, 'loaders.ts').banner).toBeUndefined()
    expect(fs.existsSync(path.join(dir, 'tests'))).toBe(false)
  })

  it('refuses a name that is not PascalCase, and a block that exists', () => {
    const bad = newBlock(os.tmpdir(), 'bad-name')
    expect(bad.status).toBe(1)
    expect(bad.stderr).toContain('PascalCaseName')
    const dir = copyOfBlocks()
    const again = newBlock(dir, 'Faq')
    expect(again.status).toBe(1)
    expect(again.stderr).toContain('blocks/Faq already exists')
  })

  it('refuses to register a folder that is not a whole block, naming what it lacks', () => {
    const dir = copyOfBlocks()
    fs.rmSync(path.join(dir, 'blocks/Faq/Component.tsx'))
    const run = newBlock(dir, '--sync')
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('blocks/Faq: no Component.tsx')
  })
})
