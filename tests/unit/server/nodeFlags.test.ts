import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { serverNodeFlags } from '@/server/nodeFlags'

describe('the app server keeps AsyncLocalStorage in the async context frame', () => {
  it('asks Node 22.7+ and 23 for it by flag, and neither Node 24 (its default) nor an older 22 (no such flag)', () => {
    expect(serverNodeFlags('22.23.3')).toEqual(['--experimental-async-context-frame'])
    expect(serverNodeFlags('22.7.0')).toEqual(['--experimental-async-context-frame'])
    expect(serverNodeFlags('23.11.0')).toEqual(['--experimental-async-context-frame'])
    expect(serverNodeFlags('22.6.0')).toEqual([])
    expect(serverNodeFlags('24.11.1')).toEqual([])
  })

  it('this Node takes the flags, and a store still follows awaits and timers under them', () => {
    const script = `const { AsyncLocalStorage } = require('node:async_hooks'); const s = new AsyncLocalStorage();
      s.run('req-1', async () => { await null; setTimeout(() => process.stdout.write(String(s.getStore())), 1) })`
    const run = spawnSync(process.execPath, [...serverNodeFlags(), '-e', script], { encoding: 'utf8' })
    expect(run.stderr).toBe('')
    expect(run.stdout).toBe('req-1')
  })
})
