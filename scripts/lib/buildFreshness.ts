import fs from 'node:fs'
import path from 'node:path'

/** Build when there is no build yet or any source is newer than it (npm start, and the cluster scripts). */
export function needsBuild(root: string, distDir: string): boolean {
  const buildId = path.join(root, distDir, 'BUILD_ID')
  if (!fs.existsSync(buildId)) return true
  // When the build started, not when it ended: a file saved during a build is not in it.
  const stamp = path.join(path.dirname(buildId), 'SOURCES_AT')
  const builtAt = fs.existsSync(stamp) ? Number(fs.readFileSync(stamp, 'utf8')) : fs.statSync(buildId).mtimeMs
  const newer = (dir: string): boolean =>
    fs.existsSync(dir) &&
    fs.readdirSync(dir, { withFileTypes: true }).some((entry) => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? newer(full) : fs.statSync(full).mtimeMs > builtAt
    })
  return [
    'src',
    'collections',
    'blocks',
    'seed',
    'payload.config.ts',
    'next.config.ts',
    'package.json',
    'cache-handler.mjs',
  ].some((p) => {
    const full = path.join(root, p)
    return fs.existsSync(full) && (fs.statSync(full).isDirectory() ? newer(full) : fs.statSync(full).mtimeMs > builtAt)
  })
}
