import { describe, expect, it } from 'vitest'
import { IMAGE_QUALITY, imageProps, optimizable, remoteImageHosts } from '@/lib/imageProps'

// Next's defaults (next.config.ts sets no widths of its own): only these widths are answered by /_next/image.
const CONFIGURED_WIDTHS = new Set([32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840])

/** Every URL of src and srcset. */
function urls(props: { src?: unknown; srcSet?: string }): string[] {
  const candidates = (props.srcSet ?? '')
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0]!)
    .filter(Boolean)
  return [String(props.src), ...candidates]
}

function widthOf(url: string): number {
  return Number(new URL(url, 'http://x').searchParams.get('w'))
}

describe("car photos go through Next's image service at configured widths only (spec §7: quality 75; issue 18)", () => {
  it('uploaded photos get a srcset of configured widths at quality 75', () => {
    expect(IMAGE_QUALITY).toBe(75)
    const props = imageProps({ src: '/api/media/file/car.jpg', alt: '', width: 240, height: 180 })
    expect(props.srcSet).toBeTruthy()
    for (const url of urls(props)) {
      expect(url.startsWith('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fcar.jpg&')).toBe(true)
      expect(CONFIGURED_WIDTHS.has(widthOf(url))).toBe(true)
      expect(new URL(url, 'http://x').searchParams.get('q')).toBe('75')
    }
    // 240 px shown: 1x and 2x candidates at the next configured widths (no w=480, which Next answers with 400).
    expect(props.srcSet).toBe(
      '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fcar.jpg&w=256&q=75 1x, /_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fcar.jpg&w=640&q=75 2x',
    )
  })
  it('with sizes, the srcset lists widths for the browser to choose from', () => {
    const props = imageProps({
      src: '/api/media/file/car.jpg',
      alt: 'A car',
      width: 1200,
      height: 900,
      sizes: '(min-width: 992px) 760px, 100vw',
    })
    expect(props.sizes).toBe('(min-width: 992px) 760px, 100vw')
    expect(props.srcSet).toMatch(/ 640w, /)
    for (const url of urls(props)) expect(CONFIGURED_WIDTHS.has(widthOf(url))).toBe(true)
  })
  it('keeps alt, width, height and loading as a plain <img> would (eager unless told)', () => {
    const eager = imageProps({ src: '/api/media/file/car.jpg', alt: 'A car', width: 240, height: 180 })
    expect(eager).toMatchObject({ alt: 'A car', width: 240, height: 180, loading: 'eager' })
    expect(
      imageProps({ src: '/api/media/file/car.jpg', alt: '', width: 240, height: 180, loading: 'lazy' }).loading,
    ).toBe('lazy')
    expect(
      imageProps({ src: '/api/media/file/car.jpg', alt: '', width: 240, height: 180, fetchPriority: 'high' })
        .fetchPriority,
    ).toBe('high')
  })
  it('SVGs (the demo photos), unknown paths and hosts not in IMAGE_REMOTE_HOSTS are used as they are', () => {
    for (const src of [
      '/demo-photos/suv-sky.svg',
      '/somewhere/else.jpg',
      'https://cdn.example.com/a.jpg',
      'http://photos.example.com/a.jpg',
    ]) {
      const props = imageProps({ src, alt: '', width: 320, height: 240 })
      expect(props.src).toBe(src)
      expect(props.srcSet).toBeUndefined()
    }
  })
  it('raster demo photos and listed https hosts may be optimised', () => {
    const hosts = remoteImageHosts(' Photos.Example.com, *.cdn.example.net ,')
    expect(hosts).toEqual(['photos.example.com', '*.cdn.example.net'])
    expect(optimizable('/demo-photos/car.png', hosts)).toBe(true)
    expect(optimizable('https://photos.example.com/a.jpg', hosts)).toBe(true)
    expect(optimizable('https://eu.cdn.example.net/a.jpg', hosts)).toBe(true)
    expect(optimizable('https://a.b.cdn.example.net/a.jpg', hosts)).toBe(false)
    expect(optimizable('https://cdn.example.net/a.jpg', hosts)).toBe(false)
    expect(optimizable('http://photos.example.com/a.jpg', hosts)).toBe(false)
    expect(optimizable('https://photos.example.com/a.svg', hosts)).toBe(false)
    expect(optimizable('/api/media/file/../../etc/passwd', hosts)).toBe(false)
  })
})
