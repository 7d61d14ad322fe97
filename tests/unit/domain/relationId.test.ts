import { describe, expect, it } from 'vitest'
import { hasControlCharacter, withoutControlCharacters } from '@/domain/controlCharacter'
import { relationId, relationIdOrDigits } from '@/domain/relationId'

describe('issue 41.4: one relationId for every relationship value', () => {
  it('reads the id at depth 0 and at depth 1', () => {
    expect(relationId(7)).toBe(7)
    expect(relationId({ id: 7, name: 'Harbour Toyota' })).toBe(7)
  })

  it('answers undefined for an empty, unpopulated or malformed value, never a wrong id', () => {
    for (const value of [null, undefined, '', '7', 7.5, NaN, {}, { id: '7' }, { id: null }, [], true]) {
      expect(relationId(value), JSON.stringify(value)).toBeUndefined()
    }
  })
})

describe('issue 41.4: relationIdOrDigits also reads an id the admin hands as its digits', () => {
  it('reads digits, a number and a populated document alike', () => {
    expect(relationIdOrDigits('7')).toBe(7)
    expect(relationIdOrDigits(7)).toBe(7)
    expect(relationIdOrDigits({ id: 7 })).toBe(7)
  })

  it('answers undefined for anything that is not an id', () => {
    for (const value of [null, undefined, '', ' 7', '7a', '-7', '7.5', { id: '7' }, [], true]) {
      expect(relationIdOrDigits(value), JSON.stringify(value)).toBeUndefined()
    }
  })
})

describe('issue 41.4: one control-character rule', () => {
  it('finds C0 controls and DEL, and nothing a person types', () => {
    for (const bad of ['a\u0000b', 'line\nbreak', 'tab\there', '\u001b[31m', 'del\u007f']) {
      expect(hasControlCharacter(bad), JSON.stringify(bad)).toBe(true)
    }
    for (const good of ['Harbour Toyota', 'Škoda Citroën', '1 Main St, Sydney NSW 2000', '😀', '\u00a0']) {
      expect(hasControlCharacter(good), good).toBe(false)
    }
  })

  it('counts the C1 controls only for text bound for a header or URL', () => {
    for (const c1 of ['\u0080', 'a\u0085b', '\u009f']) {
      expect(hasControlCharacter(c1), JSON.stringify(c1)).toBe(false)
      expect(hasControlCharacter(c1, { c1: true }), JSON.stringify(c1)).toBe(true)
    }
    expect(hasControlCharacter('\u00a0 café 😀', { c1: true })).toBe(false)
    expect(hasControlCharacter('a\u0000b', { c1: true })).toBe(true)
  })

  it('drops the controls from text typed over several lines, keeping tabs and line breaks', () => {
    expect(withoutControlCharacters('Hi\u0000 there\u001b[31m\u007f\r\n\tBye\u000b\u000c')).toBe(
      'Hi there[31m\r\n\tBye',
    )
    expect(withoutControlCharacters('Škoda\u00a0😀')).toBe('Škoda\u00a0😀')
  })
})
