/**
 * `npm run new:block -- Name [--with-loader]`: scaffolds the block folder blocks/Name/ (config.ts, Component.tsx, and
 * with --with-loader a loader.ts, the pure blockData.ts it uses and that function's unit test), then rewrites the
 * generated registry (blocks/registry/: configs, components, loaders) from the block folders. No hand-written shared
 * file changes. `npm run new:block -- --sync` only rewrites the registry (after renaming or deleting a folder).
 * Runs from the repository root (the test runs it in a temporary copy: blocks/ and tests/ are taken from the cwd).
 */
import fs from 'node:fs'
import path from 'node:path'
import { formatted, writeRegistry } from './blockRegistry'

const args = process.argv.slice(2)
const blocksDir = path.resolve('blocks')

async function main() {
  if (args.includes('--sync')) {
    const blocks = await writeRegistry(blocksDir)
    console.log(`blocks/registry/ rewritten: ${blocks.length} blocks.`)
    return
  }
  const name = args.find((arg) => !arg.startsWith('--'))
  const withLoader = args.includes('--with-loader')
  if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name)) {
    console.error('Usage: npm run new:block -- PascalCaseName [--with-loader]   (or -- --sync)')
    process.exit(1)
  }
  const slug = name[0]!.toLowerCase() + name.slice(1)
  const dir = path.join(blocksDir, name)
  if (fs.existsSync(dir)) {
    console.error(`blocks/${name} already exists.`)
    process.exit(1)
  }
  fs.mkdirSync(dir, { recursive: true })
  for (const [file, text] of Object.entries(scaffold(name, slug, withLoader))) {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
    fs.writeFileSync(path.resolve(file), await formatted(text, file))
  }
  await writeRegistry(blocksDir)
  console.log(`Created blocks/${name}/ (${withLoader ? 'config, Component, loader, blockData' : 'config, Component'}) and registered it in blocks/registry/.
Next:
  1. Add the block's fields to blocks/${name}/config.ts${withLoader ? `, what it reads to blocks/${name}/loader.ts and the choosing to blocks/${name}/blockData.ts (tests/unit/blocks/${slug}.test.ts)` : ''}.
  2. npm run generate:types   (payload-types.ts gets ${name}Block; until then the type check fails on the new slug)
  3. npx payload migrate:create add_${slug}_block   against a database at the previous schema (README: "Adding a collection or a field, and its migration")
  4. Every page offers it: the Pages collection's layout field (collections/Pages.ts) takes all of blocks/registry/configs.ts.
  5. npx vitest run --project unit tests/unit/blocks   (the registry invariants)`)
}

/** The new block's files by path from the repository root. */
function scaffold(name: string, slug: string, withLoader: boolean): Record<string, string> {
  const files: Record<string, string> = {
    [`blocks/${name}/config.ts`]: `import type { Block } from 'payload'

export const ${name}: Block = {
  slug: '${slug}',
  interfaceName: '${name}Block',
  fields: [{ name: 'title', type: 'text', required: true }],
}
`,
  }
  if (!withLoader) {
    files[`blocks/${name}/Component.tsx`] = `import type { ${name}Block } from '@/payload-types'
import type { SiteContext } from '@/lib/siteRequest'

// ctx is the site the page renders for (ctx.site: settings, texts; ctx.basePath: link prefix). Read nothing here
// (request headers, cookies, src/data/): pages are cached and revalidated by tag. A block that needs records gets
// them as its \`data\` prop from its loader (blocks/${name}/loader.ts: npm run new:block -- Name --with-loader).
export function ${name}Component({ block }: { block: ${name}Block; basePath: string; ctx: SiteContext }) {
  return (
    <section className="container section">
      <h2>{block.title}</h2>
    </section>
  )
}
`
    return files
  }
  files[`blocks/${name}/Component.tsx`] = `import type { ${name}Block } from '@/payload-types'
import type { SiteContext } from '@/lib/siteRequest'
import type { BlockData } from '../loaders'

// ctx is the site the page renders for. Read nothing here (request headers, cookies, src/data/): pages are cached
// and revalidated by tag. What the block shows comes as \`data\`, from ./loader.ts.
export function ${name}Component({
  block,
  data: { items },
}: {
  block: ${name}Block
  basePath: string
  ctx: SiteContext
  data: BlockData<'${slug}'>
}) {
  if (items.length === 0) return null
  return (
    <section className="container section">
      <h2>{block.title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.customerName}</li>
        ))}
      </ul>
    </section>
  )
}
`
  files[`blocks/${name}/loader.ts`] = `import { siteReviews } from '@/data/content'
import type { SiteContext } from '@/lib/siteRequest'
import type { BlockOf } from '../types'
import { ${slug}Items } from './blockData'

// Reads through the cached reads of src/data/, keyed by the site (never request headers or cookies: pages are cached
// per site); the choosing is the pure function of ./blockData.ts. Replace siteReviews with the read the block needs.
export async function load${name}(_block: BlockOf<'${slug}'>, ctx: SiteContext) {
  return { items: ${slug}Items(await siteReviews(ctx.site.id)) }
}
`
  files[`blocks/${name}/blockData.ts`] =
    `// What a ${name} block shows, picked from the records its loader read. Pure: unit-tested without a database
// (tests/unit/blocks/${slug}.test.ts).

/** At most this many records are shown. */
export const ${name.toUpperCase()}_LIMIT = 6

/** The records the block lists, in the order read, up to ${name.toUpperCase()}_LIMIT. */
export function ${slug}Items<T>(records: T[]): T[] {
  return records.slice(0, ${name.toUpperCase()}_LIMIT)
}
`
  files[`tests/unit/blocks/${slug}.test.ts`] = `import { describe, expect, it } from 'vitest'
import { ${name.toUpperCase()}_LIMIT, ${slug}Items } from '@blocks/${name}/blockData'

describe('${name} block: what it shows', () => {
  it('lists the records in the order read, at most ${name.toUpperCase()}_LIMIT', () => {
    const records = Array.from({ length: ${name.toUpperCase()}_LIMIT + 2 }, (_, id) => ({ id }))
    expect(${slug}Items(records).map((r) => r.id)).toEqual(records.slice(0, ${name.toUpperCase()}_LIMIT).map((r) => r.id))
  })

  it('shows nothing when there is nothing to show', () => {
    expect(${slug}Items([])).toEqual([])
  })
})
`
  return files
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
