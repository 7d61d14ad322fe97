/**
 * `npm run lint:cycles` (issue 41.3): import circles in the product code, counted by madge as a new developer would
 * run it (`npx madge --circular --extensions ts,tsx`). Two counts: with type imports (at most MAX_WITH_TYPES circles:
 * a type shared back up a layer is tolerable, but each one is a place the layers blur) and without them (none: a
 * runtime circle decides module load order, which is how a hook or a config ends up undefined at start).
 * ESLint's import-x/no-cycle checks the runtime imports file by file too; this gives the whole picture and the count.
 */
import path from 'node:path'
import madge from 'madge'

const MAX_WITH_TYPES = 2
const root = path.resolve(import.meta.dirname, '..')
const PRODUCT = ['src', 'collections', 'blocks', 'payload.config.ts'].map((p) => path.join(root, p))

async function circles(skipTypeImports: boolean): Promise<string[][]> {
  const result = await madge(PRODUCT, {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, 'tsconfig.json'),
    excludeRegExp: [/\.d\.ts$/, /node_modules/],
    detectiveOptions: { ts: { skipTypeImports }, tsx: { skipTypeImports } },
  })
  return result.circular()
}

const [withTypes, runtime] = [await circles(false), await circles(true)]
const show = (list: string[][]) => list.map((c, i) => `  ${i + 1}) ${c.join(' > ')}`).join('\n')
console.log(`import circles with type imports: ${withTypes.length} (at most ${MAX_WITH_TYPES})`)
if (withTypes.length > 0) console.log(show(withTypes))
console.log(`import circles without type imports: ${runtime.length} (none allowed)`)
if (runtime.length > 0) console.log(show(runtime))
if (withTypes.length > MAX_WITH_TYPES || runtime.length > 0) {
  console.error('Break the circle: move the shared piece (often a type) down into the module both sides import.')
  process.exit(1)
}
