import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { demoPhotoUrl, paintOf, RASTER_PHOTOS, rasterSet, SAMPLE_PHOTO_FILES, SAMPLE_PHOTOS } from '@seed/stock/photos'
import { optimizable } from '@/lib/imageProps'

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

  it('demo stock looks real and uses the real image path: raster JPEG and WebP photographs, 960×720, one set per shape and paint', async () => {
    const files = readdirSync(folder).filter((f) => /\.(jpg|webp)$/.test(f))
    expect(files.sort()).toEqual(RASTER_PHOTOS.map((p) => p.file).sort())
    expect(new Set(RASTER_PHOTOS.map((p) => p.shape))).toEqual(new Set(SAMPLE_PHOTOS.map((p) => p.shape)))
    let bytes = 0
    for (const photo of RASTER_PHOTOS) {
      const data = readFileSync(path.join(folder, photo.file))
      bytes += data.length
      const meta = await sharp(data).metadata()
      expect([meta.format, meta.width, meta.height], photo.file).toEqual([photo.format, 960, 720])
      // The optimiser serves them (SVGs it refuses): the path production photos take.
      expect(optimizable(demoPhotoUrl(photo.file)), photo.file).toBe(true)
    }
    // A photograph, not a flat drawing: grain and soft focus give thousands of distinct colours.
    const { data } = await sharp(readFileSync(path.join(folder, RASTER_PHOTOS[0]!.file)))
      .raw()
      .toBuffer({ resolveWithObject: true })
    const colours = new Set<number>()
    for (let i = 0; i < data.length; i += 3) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!)
    expect(colours.size).toBeGreaterThan(5000)
    expect(bytes).toBeLessThan(4 * 1024 * 1024)
  })

  it('picks the raster set in the paint nearest the car colour', () => {
    expect(paintOf('White')).toBe('white')
    expect(paintOf('Grey')).toBe('silver')
    expect(paintOf('Black')).toBe('black')
    expect(paintOf('Blue')).toBe('blue')
    expect(paintOf('Red')).toBe('red')
    expect(rasterSet('suv', 'Red').map((p) => p.file)).toEqual([
      'photo-suv-red-showroom.jpg',
      'photo-suv-red-street.jpg',
      'photo-suv-red-detail.webp',
    ])
    expect(rasterSet('caravan', 'Beige').every((p) => p.shape === 'caravan')).toBe(true)
  })

  it('are served under /demo-photos/', () => {
    expect(demoPhotoUrl('suv-sky.svg')).toBe('/demo-photos/suv-sky.svg')
  })
})
