import fs from 'node:fs'
import path from 'node:path'

/** The programs the image runs, compiled to `dist/{name}.mjs` in the standalone folder (scripts/assemble-standalone.ts). */
export const RUNTIME_ENTRIES = {
  serve: 'scripts/serve.ts',
  migrate: 'scripts/migrate.ts',
  'prepare-db': 'scripts/prepare-db.ts',
  'search-service': 'src/search-service/main.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
} as const

export type StandaloneLayout = {
  /** `<distDir>/standalone`: what the image copies. */
  standaloneDir: string
  /** Where server.js, `dist/` and the app's `.next` sit: the standalone folder itself in a normal checkout. */
  appDir: string
  /** The traced packages (the app's node_modules in a normal checkout; beside it when node_modules is a link). */
  nodeModules: string
}

/**
 * Where a standalone build put the app and its packages, from Next's required-server-files.json (the app's place
 * under the tracing root), or null when the build is not standalone.
 */
export function standaloneLayout(root: string, distDir: string): StandaloneLayout | null {
  const standaloneDir = path.join(distDir, 'standalone')
  const manifest = path.join(distDir, 'required-server-files.json')
  if (!fs.existsSync(standaloneDir) || !fs.existsSync(manifest)) return null
  const { relativeAppDir = '', config } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    relativeAppDir?: string
    config?: { outputFileTracingRoot?: string }
  }
  const tracingRoot = config?.outputFileTracingRoot ?? root
  const packages = fs.realpathSync(path.join(root, 'node_modules'))
  return {
    standaloneDir,
    appDir: path.join(standaloneDir, relativeAppDir),
    nodeModules: path.join(standaloneDir, path.relative(tracingRoot, packages)),
  }
}

/** The package an import names: `@scope/name` or `name`, without a subpath (`next/server` → `next`). */
export function packageName(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}
