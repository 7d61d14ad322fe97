import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { CROCKFORD_ALPHABET, isReference, referenceOf, referencePrefix } from '@/domain/leadReference'

describe('Each lead gets a reference a dealer can quote: site-prefixed, not guessable as a sequence (issue 39.1)', () => {
  it('is prefixed with the first three letters of the site slug', () => {
    expect(referencePrefix('metro-used-cars')).toBe('MET')
    expect(referencePrefix('harbour-toyota')).toBe('HAR')
    expect(referencePrefix('a1')).toBe('AXX')
  })

  it('writes 40 random bits as eight Crockford base32 characters in two groups', () => {
    expect(referenceOf('metro-used-cars', new Uint8Array([0, 0, 0, 0, 0]))).toBe('MET-0000-0000')
    expect(referenceOf('metro-used-cars', new Uint8Array([255, 255, 255, 255, 255]))).toBe('MET-ZZZZ-ZZZZ')
    expect(referenceOf('metro-used-cars', new Uint8Array([0, 0, 0, 0, 1]))).toBe('MET-0000-0001')
    expect(referenceOf('metro-used-cars', new Uint8Array([0, 0, 0, 0, 32]))).toBe('MET-0000-0010')
  })

  it('never uses the letters that are misheard (I, L, O, U)', () => {
    expect(CROCKFORD_ALPHABET).not.toMatch(/[ILOU]/)
    for (let i = 0; i < 200; i++) expect(referenceOf('harbour', randomBytes(5))).not.toMatch(/-.*[ILOU]/)
  })

  it('is not a sequence: a thousand references from random bytes are all different and all well formed', () => {
    const refs = Array.from({ length: 1000 }, () => referenceOf('harbour-toyota', randomBytes(5)))
    expect(new Set(refs).size).toBe(1000)
    for (const ref of refs) expect(isReference(ref)).toBe(true)
  })

  it('refuses fewer than five random bytes, and isReference refuses running numbers', () => {
    expect(() => referenceOf('metro', new Uint8Array(4))).toThrow()
    expect(isReference('7')).toBe(false)
    expect(isReference('MET-7KQ4-2XPH')).toBe(true)
    expect(isReference('MET-7KQ4-2XPI')).toBe(false)
  })
})
