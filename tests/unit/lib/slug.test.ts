import { describe, expect, it } from 'vitest'
import { slugify } from '../../../src/domain/slugify'

describe('slugs', () => {
  it('lower-cases, drops accents and joins words with single dashes', () => {
    expect(slugify('  Škoda Kodiaq RS  ')).toBe('skoda-kodiaq-rs')
    expect(slugify('Hatch & sedans')).toBe('hatch-and-sedans')
    expect(slugify('LandCruiser--300')).toBe('landcruiser-300')
  })
})
