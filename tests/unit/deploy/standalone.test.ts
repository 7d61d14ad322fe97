/**
 * Issue 28.4: the image runs Next's standalone output with compiled programs. Where the build put the app and its
 * packages (a normal checkout, and a worktree whose node_modules is a link), which package an import names, the
 * Next config the compiled server hands to Next, and which Debian PostgreSQL the production smoke test runs.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { packageName, standaloneLayout } from '../../../scripts/lib/standaloneLayout'
import { newestMajor } from '../../../scripts/lib/debianPostgres'
import { applyBuiltNextConfig } from '../../../src/server/builtNextConfig'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'standalone-test-'))
  made.push(dir)
  return dir
}
function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}
const manifest = (relativeAppDir: string, tracingRoot: string) =>
  JSON.stringify({ relativeAppDir, config: { outputFileTracingRoot: tracingRoot, distDir: '.next' } })

describe('standaloneLayout', () => {
  it('is the standalone folder itself in a normal checkout', () => {
    const root = tempDir()
    fs.mkdirSync(path.join(root, 'node_modules'))
    fs.mkdirSync(path.join(root, '.next', 'standalone'), { recursive: true })
    write(path.join(root, '.next', 'required-server-files.json'), manifest('', root))
    expect(standaloneLayout(root, path.join(root, '.next'))).toEqual({
      standaloneDir: path.join(root, '.next', 'standalone'),
      appDir: path.join(root, '.next', 'standalone'),
      nodeModules: path.join(root, '.next', 'standalone', 'node_modules'),
    })
  })

  it('finds the packages beside the app when node_modules is a link to another checkout', () => {
    const work = tempDir()
    const root = path.join(work, 'wt')
    fs.mkdirSync(path.join(work, 'main', 'node_modules'), { recursive: true })
    fs.mkdirSync(path.join(root, '.next', 'standalone'), { recursive: true })
    fs.symlinkSync(path.join(work, 'main', 'node_modules'), path.join(root, 'node_modules'))
    write(path.join(root, '.next', 'required-server-files.json'), manifest('wt', work))
    const layout = standaloneLayout(root, path.join(root, '.next'))
    expect(layout?.appDir).toBe(path.join(root, '.next', 'standalone', 'wt'))
    expect(layout?.nodeModules).toBe(path.join(root, '.next', 'standalone', 'main', 'node_modules'))
  })

  it('is null for a build that is not standalone', () => {
    const root = tempDir()
    write(path.join(root, '.next', 'required-server-files.json'), manifest('', root))
    expect(standaloneLayout(root, path.join(root, '.next'))).toBeNull()
  })
})

describe('packageName', () => {
  it.each([
    ['next', 'next'],
    ['next/server', 'next'],
    ['@payloadcms/db-postgres', '@payloadcms/db-postgres'],
    ['@aws-sdk/client-s3/dist-cjs/index.js', '@aws-sdk/client-s3'],
    ['ipaddr.js', 'ipaddr.js'],
  ])('%s → %s', (specifier, name) => expect(packageName(specifier)).toBe(name))
})

describe('applyBuiltNextConfig', () => {
  it("hands Next the build's config where there is no next.config.ts (the standalone folder)", () => {
    const dir = tempDir()
    write(path.join(dir, '.next', 'required-server-files.json'), manifest('', dir))
    const env: Record<string, string | undefined> = {}
    expect(applyBuiltNextConfig(dir, env)).toBe(true)
    expect(JSON.parse(env.__NEXT_PRIVATE_STANDALONE_CONFIG!)).toEqual({ outputFileTracingRoot: dir, distDir: '.next' })
  })

  it('leaves a checkout to its next.config.ts', () => {
    const dir = tempDir()
    write(path.join(dir, 'next.config.ts'), 'export default {}')
    write(path.join(dir, '.next', 'required-server-files.json'), manifest('', dir))
    const env: Record<string, string | undefined> = {}
    expect(applyBuiltNextConfig(dir, env)).toBe(false)
    expect(env.__NEXT_PRIVATE_STANDALONE_CONFIG).toBeUndefined()
  })

  it('reads the build of NEXT_DIST_DIR, and nothing when there is none', () => {
    const dir = tempDir()
    write(path.join(dir, '.next-other', 'required-server-files.json'), manifest('', dir))
    expect(applyBuiltNextConfig(dir, {})).toBe(false)
    const env: Record<string, string | undefined> = { NEXT_DIST_DIR: '.next-other' }
    expect(applyBuiltNextConfig(dir, env)).toBe(true)
  })
})

describe('newestMajor', () => {
  it('picks the highest numbered version directory', () => {
    expect(newestMajor(['13', '15', '9', 'README'])).toBe('15')
    expect(newestMajor(['README'])).toBeNull()
  })
})
