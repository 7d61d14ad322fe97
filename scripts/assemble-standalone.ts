/**
 * The last step of `npm run build`: makes `.next/standalone` (Next's `output: 'standalone'`) a folder that runs by
 * itself with plain `node`, which is all the production image copies (Dockerfile, docs/deployment.md "The image"):
 *
 * - the programs the image runs, compiled from TypeScript to `dist/*.mjs` (the server, the migrate step, the search
 *   service, backup and restore: RUNTIME_ENTRIES), so the image needs neither tsx nor the sources;
 * - `public/` and `.next/static` beside the server, where Next looks for them (standalone leaves them out);
 * - the two fonts of the car PDF, which src/components/car/carPdf.ts reads by a path hidden from the tracer.
 *
 * A file of node_modules the traced server already carries stays an import (one copy of `next`, `pg`, `sharp`…); any
 * other (Payload, which Next bundles into its chunks; compression; the search engine) is bundled into the programs.
 */
import fs from 'node:fs'
import path from 'node:path'
import { compilePrograms } from './lib/compilePrograms'
import { RUNTIME_ENTRIES, standaloneLayout } from './lib/standaloneLayout'

const PDF_FONTS = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']

const root = process.cwd()
const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? '.next')
const layout = standaloneLayout(root, distDir)
if (!layout) {
  console.error(
    `assemble-standalone: no standalone build in ${distDir} (next.config.ts must have output: 'standalone').`,
  )
  process.exit(1)
}
const { appDir, nodeModules } = layout

// A checkout whose node_modules is a link (a git worktree) is traced from above it, so the packages land beside the
// app, not in it: link them in, so the app resolves them as in a normal checkout (where this does nothing).
const linked = path.join(appDir, 'node_modules')
if (nodeModules !== linked && !fs.existsSync(linked)) fs.symlinkSync(path.relative(appDir, nodeModules), linked)

// Next's tracer takes a route's source path, written as a string in a server chunk, for a file the server reads
// (src/app/…/vehicle-listings.xml/route.ts): nothing at run time reads TypeScript, so the image carries none.
for (const file of fs.readdirSync(appDir, { recursive: true, encoding: 'utf8' }))
  if (!file.split(path.sep).includes('node_modules') && /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    fs.rmSync(path.join(appDir, file))

const started = Date.now()
// A fresh dist/ each time: chunk names carry hashes, so an earlier build's would stay beside these.
fs.rmSync(path.join(appDir, 'dist'), { recursive: true, force: true })
const bundled = await compilePrograms({
  root,
  outdir: path.join(appDir, 'dist'),
  carried: (file) => fs.existsSync(path.join(nodeModules, file)),
})
fs.cpSync(path.join(root, 'public'), path.join(appDir, 'public'), { recursive: true })
fs.cpSync(path.join(distDir, 'static'), path.join(appDir, path.basename(distDir), 'static'), { recursive: true })
const fonts = path.join(nodeModules, 'dejavu-fonts-ttf', 'ttf')
fs.mkdirSync(fonts, { recursive: true })
for (const font of PDF_FONTS)
  fs.copyFileSync(path.join(root, 'node_modules', 'dejavu-fonts-ttf', 'ttf', font), path.join(fonts, font))
console.log(`assemble-standalone: bundled into the programs (not carried by the traced server): ${bundled.join(', ')}`)
console.log(
  `assemble-standalone: ${Object.keys(RUNTIME_ENTRIES).join(', ')} compiled into ${path.relative(root, appDir)}/dist, public, static and the PDF fonts copied (${Date.now() - started} ms)`,
)
