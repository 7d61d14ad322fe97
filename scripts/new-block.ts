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

export function ${name}Component({ block }: { block: ${name}Block; basePath: string }) {
  return (
    <section className="container section">
      <h2>{block.title}</h2>
    </section>
  )
}
`,
)

const register = (file: string, importLine: string, anchor: RegExp, entry: string) => {
  const full = path.resolve('blocks', file)
  let source = fs.readFileSync(full, 'utf8')
  source = source.replace(/(import [^\n]+\n)(?![\s\S]*\nimport )/, `$1${importLine}\n`)
  source = source.replace(anchor, entry)
  fs.writeFileSync(full, source)
}
register('index.ts', `import { ${name} } from './${name}/config'`, /\]\s*$/m, `, ${name}]`)
register('components.ts', `import { ${name}Component } from './${name}/Component'`, /\n}\s*$/, `\n  ${slug}: ${name}Component,\n}\n`)

console.log(`Created blocks/${name}. Next: add fields, then npm run generate:types and create a migration (README "Adding a block").`)
