import fs from 'node:fs'
import path from 'node:path'

/**
 * The standalone folder the image runs (`output: 'standalone'`) has no next.config.ts to load: Next is given the
 * config the build resolved (required-server-files.json), as Next's own standalone server.js does. In a checkout the
 * config file is there and Next reads it as usual. Returns whether the built config is used.
 */
export function applyBuiltNextConfig(dir: string, env: Record<string, string | undefined>): boolean {
  if (env.__NEXT_PRIVATE_STANDALONE_CONFIG) return true
  if (['next.config.ts', 'next.config.mjs', 'next.config.js'].some((file) => fs.existsSync(path.join(dir, file))))
    return false
  const manifest = path.join(dir, env.NEXT_DIST_DIR ?? '.next', 'required-server-files.json')
  if (!fs.existsSync(manifest)) return false
  const { config } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { config: unknown }
  env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
  return true
}
