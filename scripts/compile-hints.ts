/**
 * After `next build`: adds V8's compile hint to the chunks every page starts with (src/server/compileHints.ts).
 * `COMPILE_HINTS=0` adds none (src/server/switches.ts); hints an earlier run added stay until the next build.
 */
import { addCompileHints } from '../src/server/compileHints'
import { serverSwitches } from '../src/server/switches'

const distDir = process.env.NEXT_DIST_DIR ?? '.next'
if (serverSwitches(process.env).compileHints) {
  const hinted = addCompileHints(distDir)
  console.log(`compile hints: ${hinted.length} start-up chunks in ${distDir}`)
} else {
  console.log(
    `compile hints: off (COMPILE_HINTS=0), none added in ${distDir}; hints from an earlier run stay until the next build`,
  )
}
