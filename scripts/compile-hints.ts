/** After `next build`: adds V8's compile hint to the chunks every page starts with (src/server/compileHints.ts). */
import { addCompileHints } from './lib/compileHints'

const distDir = process.env.NEXT_DIST_DIR ?? '.next'
const hinted = addCompileHints(distDir)
console.log(`compile hints: ${hinted.length} start-up chunks in ${distDir}`)
