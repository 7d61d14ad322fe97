import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT, startupChunks, withCompileHint } from '@/server/compileHints'

describe('compile hints for the start-up chunks', () => {
  it("the hint is V8's magic comment on the first line, added once", () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
    expect(withCompileHint('a();')).toBe('//# allFunctionsCalledOnLoad\na();')
    expect(withCompileHint(withCompileHint('a();'))).toBe('//# allFunctionsCalledOnLoad\na();')
  })

  it("start-up chunks are the build manifest's rootMainFiles (scripts only)", () => {
    expect(startupChunks({ rootMainFiles: ['static/chunks/a.js', 'static/chunks/b.css', 42, '../x.js'] })).toEqual([
      'static/chunks/a.js',
    ])
    expect(startupChunks({})).toEqual([])
    expect(startupChunks(null)).toEqual([])
  })

  it('a finished build gets the hint on its start-up chunks only, and a second run changes nothing', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'))
    fs.mkdirSync(path.join(dist, 'static/chunks'), { recursive: true })
    fs.writeFileSync(
      path.join(dist, 'build-manifest.json'),
      JSON.stringify({ rootMainFiles: ['static/chunks/main.js'], polyfillFiles: ['static/chunks/poly.js'] }),
    )
    fs.writeFileSync(path.join(dist, 'static/chunks/main.js'), 'main();')
    fs.writeFileSync(path.join(dist, 'static/chunks/poly.js'), 'poly();')
    fs.writeFileSync(path.join(dist, 'static/chunks/page.js'), 'page();')
    expect(addCompileHints(dist)).toEqual(['static/chunks/main.js'])
    expect(addCompileHints(dist)).toEqual(['static/chunks/main.js'])
    expect(fs.readFileSync(path.join(dist, 'static/chunks/main.js'), 'utf8')).toBe(
      '//# allFunctionsCalledOnLoad\nmain();',
    )
    expect(fs.readFileSync(path.join(dist, 'static/chunks/poly.js'), 'utf8')).toBe('poly();')
    expect(fs.readFileSync(path.join(dist, 'static/chunks/page.js'), 'utf8')).toBe('page();')
    fs.rmSync(dist, { recursive: true, force: true })
  })
})
