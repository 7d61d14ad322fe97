import fs from 'node:fs'
import path from 'node:path'

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has all its
 * functions compiled eagerly, on a background thread while it downloads, instead of lazily on the main thread the
 * first time each one runs.
 *
 * Why: after the first paint, the browser's main thread spent most of its longest task compiling React's and the
 * router's functions one by one as hydration first called them (a 35 to 45 ms task, 140 to 180 ms at Lighthouse's
 * 4x CPU slowdown; Total Blocking Time 46 to 136 ms on the same pages). With the hint on the chunks every page
 * starts with, TBT measured 0 to 10 ms. Only those chunks carry it: nearly all their functions run at start, while
 * a lazily loaded chunk (a form, Stripe, the admin's editors) would be compiled whole for a few functions.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source
}

/** The chunks every app page loads at start, from Next's build-manifest.json (paths relative to the dist dir). */
export function startupChunks(buildManifest: unknown): string[] {
  const files = (buildManifest as { rootMainFiles?: unknown } | null)?.rootMainFiles
  return Array.isArray(files)
    ? files.filter((f): f is string => typeof f === 'string' && f.startsWith('static/') && f.endsWith('.js'))
    : []
}

/**
 * Marks the start-up chunks of a finished `next build` for eager compilation; idempotent. Run by `npm start`
 * (scripts/start.ts), `npm run build` (scripts/compile-hints.ts) and the cluster tests' build. Returns the chunks
 * that carry the hint.
 */
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
