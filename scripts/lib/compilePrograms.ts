import fs from 'node:fs'
import path from 'node:path'
import { build, type Plugin } from 'esbuild'
import { packageName, RUNTIME_ENTRIES } from './standaloneLayout'

const inNodeModules = (file: string) => file.includes(`${path.sep}node_modules${path.sep}`)

/**
 * An import of a file the traced server carries stays an import (one copy of `next`, `pg`, `sharp`); any other is
 * bundled in: Next's tracing copies only the files the server uses, so a package may be there in part (`next`
 * without `next/cache.js`). A kept import of a file in a package without an `exports` map (`next/dist/…`) is
 * written with the file's real name: Node's ES module loader does not guess extensions the way a bundler does.
 */
function externalWhenCarried(packages: string, carried: (file: string) => boolean): Plugin {
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
        // An optional package that is not installed (ws's bufferutil): left to the require's own try/catch at run time.
        if (resolved.errors.length > 0) return { path: args.path, external: true }
        // tsconfig aliases (@payload-config, @/…) resolve into the sources: bundled.
        if (!inNodeModules(resolved.path)) return resolved
        const file = path.relative(packages, resolved.path)
        const name = packageName(args.path)
        if (file.startsWith('..') || !file.startsWith(name + path.sep) || !carried(file)) return resolved
        const manifest = JSON.parse(fs.readFileSync(path.join(packages, name, 'package.json'), 'utf8')) as {
          exports?: unknown
        }
        return { path: manifest.exports ? args.path : file.split(path.sep).join('/'), external: true }
      })
    },
  }
}

/** Compiles RUNTIME_ENTRIES to `{outdir}/{name}.mjs` (ES modules for Node 22); answers the packages bundled in. */
export async function compilePrograms(options: {
  root: string
  outdir: string
  /** Whether the image has this file of node_modules (a path relative to node_modules). */
  carried: (file: string) => boolean
}): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: Object.fromEntries(
      Object.entries(RUNTIME_ENTRIES).map(([name, file]) => [name, path.join(options.root, file)]),
    ),
    outdir: options.outdir,
    outExtension: { '.js': '.mjs' },
    // Payload, bundled into migrate, prepare-db and restore alike, is one shared chunk instead of three copies.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    tsconfig: path.join(options.root, 'tsconfig.json'),
    plugins: [externalWhenCarried(fs.realpathSync(path.join(options.root, 'node_modules')), options.carried)],
    // Bundled CommonJS packages call require() for Node's own modules, which an ES module lacks.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
    metafile: true,
  })
  // The packages bundled in (for the build log): what the traced server does not carry.
  const bundled = Object.keys(metafile.inputs)
    .filter(inNodeModules)
    .map((file) => packageName(file.slice(file.lastIndexOf('node_modules/') + 'node_modules/'.length)))
  return [...new Set(bundled)].sort()
}
