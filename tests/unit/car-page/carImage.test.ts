import { describe, expect, it } from 'vitest'
import { carImageUrl, IMAGE_DEFAULT_QUALITY, IMAGE_DEFAULT_WIDTH } from '@/components/car/carImage'

describe('car photos come from the image service with width and quality (spec §7: quality 75, width 640)', () => {
  it('same-origin raster photos go through the image service with the defaults', () => {
    expect(IMAGE_DEFAULT_WIDTH).toBe(640)
    expect(IMAGE_DEFAULT_QUALITY).toBe(75)
    expect(carImageUrl('/media/car.jpg')).toBe('/_next/image?url=%2Fmedia%2Fcar.jpg&w=640&q=75')
  })
  it('SVGs and other origins are used as they are', () => {
    expect(carImageUrl('/demo-photos/suv-sky.svg', 1200)).toBe('/demo-photos/suv-sky.svg')
    expect(carImageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg')
  })
})
