import fs from 'node:fs'
import path from 'node:path'
import { startupChunks, withCompileHint } from '../../src/server/compileHints'

/** Marks the start-up chunks of a finished `next build` for eager compilation (see src/server/compileHints.ts). */
export function addCompileHints(distDir: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as unknown
  const hinted: string[] = []
  for (const file of startupChunks(manifest)) {
    const full = path.join(distDir, file)
    const source = fs.readFileSync(full, 'utf8')
    const next = withCompileHint(source)
    if (next !== source) fs.writeFileSync(full, next)
    hinted.push(file)
  }
  return hinted
}
