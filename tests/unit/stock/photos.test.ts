import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { demoPhotoUrl, SAMPLE_PHOTO_FILES, SAMPLE_PHOTOS } from '@seed/stock/photos'

const folder = path.resolve(__dirname, '../../../public/demo-photos')
const read = (file: string) => readFileSync(path.join(folder, file), 'utf8')

describe('sample photos', () => {
  it('bundles exactly the 12 SVG files the photo list names', () => {
    expect(SAMPLE_PHOTO_FILES).toHaveLength(12)
    expect(
      readdirSync(folder)
        .filter((f) => f.endsWith('.svg'))
        .sort(),
    ).toEqual([...SAMPLE_PHOTO_FILES].sort())
  })

  it('covers the body shapes sedan, hatch, SUV, ute, van, caravan and trailer', () => {
    const shapes = new Set(SAMPLE_PHOTOS.map((p) => p.shape))
    for (const shape of ['sedan', 'hatch', 'suv', 'ute', 'van', 'caravan', 'trailer'] as const)
      expect(shapes).toContain(shape)
  })

  it('are small, distinct, self-contained 1000×750 SVGs with a title', () => {
    const contents = SAMPLE_PHOTO_FILES.map(read)
    expect(new Set(contents).size).toBe(contents.length)
    contents.forEach((svg, i) => {
      const file = SAMPLE_PHOTO_FILES[i]
      expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1000 750"/)
      expect(svg.trimEnd(), file).toMatch(/<\/svg>$/)
      expect(svg, file).toMatch(/<title>[^<]+<\/title>/)
      expect(Buffer.byteLength(svg), file).toBeGreaterThan(300)
      expect(Buffer.byteLength(svg), file).toBeLessThan(10_000)
      expect(svg, file).not.toMatch(/<image|<script|href=|url\((?!#)/)
    })
  })

  it('are served under /demo-photos/', () => {
    expect(demoPhotoUrl('suv-sky.svg')).toBe('/demo-photos/suv-sky.svg')
  })
})
