/** `npm run new:block -- Name`: scaffolds blocks/Name/{config.ts,Component.tsx} and registers both. */
import fs from 'node:fs'
import path from 'node:path'

const name = process.argv[2]
if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name)) {
  console.error('Usage: npm run new:block -- PascalCaseName')
  process.exit(1)
}
const slug = name[0]!.toLowerCase() + name.slice(1)
const dir = path.resolve('blocks', name)
if (fs.existsSync(dir)) {
  console.error(`blocks/${name} already exists.`)
  process.exit(1)
}
fs.mkdirSync(dir, { recursive: true })
fs.writeFileSync(
  path.join(dir, 'config.ts'),
  `import type { Block } from 'payload'

export const ${name}: Block = {
  slug: '${slug}',
  interfaceName: '${name}Block',
  fields: [{ name: 'title', type: 'text', required: true }],
}
`,
)
fs.writeFileSync(
  path.join(dir, 'Component.tsx'),
  `import type { ${name}Block } from '../../payload-types'
import type { SiteContext } from '@/lib/siteRequest'

// ctx is the site the page renders for (ctx.site: settings, texts; ctx.basePath: link prefix). Read nothing here
// (request headers, cookies, src/data/): pages are cached and revalidated by tag. A block that needs records gets
// them as its \`data\` prop from a loader in blocks/loaders.ts.
export function ${name}Component({ block }: { block: ${name}Block; basePath: string; ctx: SiteContext }) {
  return (
    <section className="container section">
      <h2>{block.title}</h2>
    </section>
  )
}
`,
)

/** Adds an import after the last import, and an entry before the last closing bracket (the registry's). */
const register = (file: string, importLine: string, closing: ']' | '}', entry: string) => {
  const full = path.resolve('blocks', file)
  const source = fs.readFileSync(full, 'utf8')
  const lines = source.split('\n')
  const lastImport = lines.reduce((at, line, i) => (line.startsWith('import ') ? i : at), -1)
  lines.splice(lastImport + 1, 0, importLine)
  const withImport = lines.join('\n')
  const close = withImport.lastIndexOf(closing)
  const before = withImport.slice(0, close).trimEnd()
  const separator = before.endsWith(',') || before.endsWith('[') || before.endsWith('{') ? '' : ','
  fs.writeFileSync(full, `${before}${separator}\n  ${entry},\n${withImport.slice(close)}`)
}
register('index.ts', `import { ${name} } from './${name}/config'`, ']', name)
register('components.ts', `import { ${name}Component } from './${name}/Component'`, '}', `${slug}: ${name}Component`)

console.log(
  `Created blocks/${name}. Next: add fields, then npm run generate:types and create a migration (README "Adding a block").`,
)
