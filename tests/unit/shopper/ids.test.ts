import { describe, expect, it } from 'vitest'
import { MAX_ID, parsePositiveId } from '../../../src/shopper/ids'

describe('ids are strict positive integers', () => {
  it('accepts integers 1..2147483647 as a number or a string of digits', () => {
    expect(parsePositiveId(1)).toBe(1)
    expect(parsePositiveId(42)).toBe(42)
    expect(parsePositiveId('42')).toBe(42)
    expect(parsePositiveId('007')).toBe(7)
    expect(parsePositiveId(MAX_ID)).toBe(MAX_ID)
    expect(parsePositiveId(String(MAX_ID))).toBe(MAX_ID)
  })

  it('refuses booleans, hex, exponents, padding, arrays, objects, fractions, zero, negatives and ids past the integer column', () => {
    for (const bad of [
      true,
      false,
      null,
      undefined,
      '0x10',
      '1e3',
      ' 7',
      '7 ',
      '+7',
      '-1',
      '',
      '1.0',
      [1],
      ['1'],
      { id: 1 },
      1.5,
      0,
      '0',
      -1,
      MAX_ID + 1,
      String(MAX_ID + 1),
      '99999999999',
      Number.NaN,
      Infinity,
    ]) {
      expect(parsePositiveId(bad), JSON.stringify(bad) ?? String(bad)).toBeNull()
    }
  })
})
