import { describe, expect, it } from 'vitest'
import { serverSwitches, switchedOff, switchOn } from '@/server/switches'

describe("the custom server's off switches (FRONT_CACHE, PAINT_FIRST, COMPILE_HINTS)", () => {
  it('every part is on when nothing is set', () => {
    expect(serverSwitches({})).toEqual({ frontCache: true, paintFirst: true, compileHints: true })
    expect(switchedOff(serverSwitches({}))).toEqual([])
  })

  it('0 turns one part off and leaves the others on', () => {
    expect(serverSwitches({ FRONT_CACHE: '0' })).toEqual({ frontCache: false, paintFirst: true, compileHints: true })
    expect(serverSwitches({ PAINT_FIRST: '0' })).toEqual({ frontCache: true, paintFirst: false, compileHints: true })
    expect(serverSwitches({ COMPILE_HINTS: '0' })).toEqual({ frontCache: true, paintFirst: true, compileHints: false })
    expect(switchedOff(serverSwitches({ PAINT_FIRST: '0', FRONT_CACHE: '0', COMPILE_HINTS: '1' }))).toEqual([
      'FRONT_CACHE=0',
      'PAINT_FIRST=0',
    ])
  })

  it('reads the usual spellings of on and off', () => {
    for (const on of [undefined, '', '1', 'true', 'on', ' TRUE ', 'On'])
      expect(switchOn('PAINT_FIRST', on), String(on)).toBe(true)
    for (const off of ['0', 'false', 'off', ' 0 ', 'FALSE', 'Off'])
      expect(switchOn('PAINT_FIRST', off), off).toBe(false)
  })

  it('a value that is neither stops the server instead of guessing', () => {
    expect(() => serverSwitches({ FRONT_CACHE: 'no-thanks' })).toThrow(
      'FRONT_CACHE must be 0 (off) or 1 (on), not "no-thanks".',
    )
    expect(() => switchOn('COMPILE_HINTS', '2')).toThrow(/COMPILE_HINTS/)
  })

  it('ignores other variables', () => {
    // Not declared names (so not a literal of the typed environment), as a process's environment may hold.
    const others: Record<string, string> = { FRONT_CACHE_SECONDS: '0', PAINT: '0' }
    expect(serverSwitches(others)).toEqual({
      frontCache: true,
      paintFirst: true,
      compileHints: true,
    })
  })
})
