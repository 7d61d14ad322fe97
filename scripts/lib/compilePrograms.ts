import fs from 'node:fs'
import path from 'node:path'
import { build, type Plugin } from 'esbuild'
import { packageName, RUNTIME_ENTRIES } from './standaloneLayout'

const inNodeModules = (file: string) => file.includes(`${path.sep}node_modules${path.sep}`)

/** The package.json of the package a resolved file belongs to (the nearest one naming `name`). */
function packageDir(file: string, name: string): string {
  const marker = `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`
  const at = file.lastIndexOf(marker)
  return file.slice(0, at + marker.length - 1)
}

/**
 * A package `carried(name)` stays an import; any other is bundled in. A kept import of a file inside a package without
 * an `exports` map (`next/cache`) is written with the file's real name (`next/cache.js`): Node's ES module loader does
 * not guess extensions the way a bundler does.
 */
function externalWhenCarried(carried: (name: string) => boolean): Plugin {
  return {
    name: 'external-when-carried',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'resolving' || args.path.startsWith('node:')) return undefined
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'resolving',
        })
        // tsconfig aliases (@payload-config, @/…) resolve into the sources: bundled.
        if (resolved.errors.length > 0 || !inNodeModules(resolved.path)) return resolved
        const name = packageName(args.path)
        if (!carried(name)) return resolved
        if (args.path === name) return { path: args.path, external: true }
        const dir = packageDir(resolved.path, name)
        const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { exports?: unknown }
        if (manifest.exports) return { path: args.path, external: true }
        return { path: `${name}/${path.relative(dir, resolved.path).split(path.sep).join('/')}`, external: true }
      })
    },
  }
}

/** Compiles RUNTIME_ENTRIES to `{outdir}/{name}.mjs` (ES modules for Node 22). */
export async function compilePrograms(options: {
  root: string
  outdir: string
  carried: (name: string) => boolean
}): Promise<void> {
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(RUNTIME_ENTRIES).map(([name, file]) => [name, path.join(options.root, file)]),
    ),
    outdir: options.outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    tsconfig: path.join(options.root, 'tsconfig.json'),
    plugins: [externalWhenCarried(options.carried)],
    // Bundled CommonJS packages call require() for Node's own modules, which an ES module lacks.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  })
}
