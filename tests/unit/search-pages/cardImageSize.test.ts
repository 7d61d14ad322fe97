import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { GET } from '@/app/(site)/api/card-image/route'
import { CarCard, type CarHit } from '@/components/search/CarCard'
import type { CarSearchSettings } from '@/components/search/carSearchSettings'
import { cardImage } from '@/components/search/cardImage'
import { cardImageUrl, readCardImageRequest } from '@/lib/cardImageUrl'

/**
 * Issue 26.6(f), spec §7 "Images come from an image service with width and quality parameters (defaults 75 or 80;
 * card image 1000x1000; default width 640)" and content spec §9 "car card image 1000x1000": the card's photo is
 * requested at 1000×1000, and the service answers with the photo fitted inside that box.
 */
const PHOTO = '/demo-photos/photo-coupe-black-showroom.jpg'
const origin = 'http://harbour-toyota.localhost:3000'

const settings = {
  sortOptions: [],
  filters: [],
  popularMakes: [],
  hitsPerPage: 21,
  financeEnabled: false,
  finance: { provider: null, calculatorInterestRate: null, disabledMakes: [] },
  cards: {
    noPriceText: 'Enquire for price.',
    soldTagText: 'SOLD',
    newTagText: 'NEW',
    favourites: 'off',
    compare: false,
  },
} as unknown as CarSearchSettings

const card = (image: string) =>
  renderToStaticMarkup(
    createElement(CarCard, {
      hit: {
        objectID: '5',
        slug: '2015-toyota-corolla',
        year: 2015,
        make: 'Toyota',
        model: 'Corolla',
        car_type: 'used',
        status: 'in_stock',
        price: 13990,
        primary_image_url: image,
      } as unknown as CarHit,
      settings,
      now: new Date('2026-03-10T00:00:00Z'),
      href: (p: string) => p,
      priority: false,
      favourite: false,
      compared: false,
      onFavourite: () => {},
      onCompare: () => {},
    }),
  )

const srcOf = (html: string): string => {
  expect(html).toContain('data-testid="card-image"')
  return /<img[^>]*src="([^"]+)"/.exec(html)![1]!
}

describe('spec §7 "card image 1000x1000": the card requests its photo at 1000×1000 with the quality parameter', () => {
  it('the card asks the image service for w=1000, h=1000, q=75 (one size, no srcset of other widths)', () => {
    const html = card(PHOTO)
    const url = new URL(srcOf(html).replace(/&amp;/g, '&'), origin)
    expect(url.pathname).toBe('/api/card-image')
    expect(Object.fromEntries(url.searchParams)).toEqual({ src: PHOTO, w: '1000', h: '1000', q: '75' })
    expect(html).not.toContain('srcSet')
    expect(html).not.toContain('srcset')
    expect(html).toMatch(/<img[^>]*width="1000"[^>]*height="1000"/)
  })

  it('a photo the server may not read (another host, an SVG) is used as it is, as the image optimiser does', () => {
    expect(cardImageUrl('https://elsewhere.example/car.jpg')).toBe('https://elsewhere.example/car.jpg')
    expect(cardImageUrl('/demo-photos/coupe-night.svg')).toBe('/demo-photos/coupe-night.svg')
  })

  it('the service answers the photo fitted inside 1000×1000 as WebP (a landscape photo is 1000 wide, not cut)', async () => {
    const response = await GET(new Request(`${origin}${cardImageUrl(PHOTO)}`))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    const original = await sharp(`public${PHOTO}`).metadata()
    expect(meta.format).toBe('webp')
    expect(Math.max(meta.width!, meta.height!)).toBe(Math.min(1000, Math.max(original.width!, original.height!)))
    expect(meta.width! <= 1000 && meta.height! <= 1000).toBe(true)
    // Fitted, not cropped: the photo keeps its shape.
    expect(meta.width! / meta.height!).toBeCloseTo(original.width! / original.height!, 1)
  })

  it('only the card size and the spec qualities are served: anything else is a 400 naming the parameter', async () => {
    const ask = async (query: string) => {
      const response = await GET(new Request(`${origin}/api/card-image?${query}`))
      return { status: response.status, error: ((await response.json()) as { error: string }).error }
    }
    expect(await ask(`src=${PHOTO}&w=4000&h=1000&q=75`)).toMatchObject({
      status: 400,
      error: expect.stringMatching(/^w:/),
    })
    expect(await ask(`src=${PHOTO}&w=1000&h=20&q=75`)).toMatchObject({
      status: 400,
      error: expect.stringMatching(/^h:/),
    })
    expect(await ask(`src=${PHOTO}&w=1000&h=1000&q=100`)).toMatchObject({
      status: 400,
      error: expect.stringMatching(/^q:/),
    })
    expect(await ask('w=1000&h=1000&q=75')).toMatchObject({ status: 400, error: expect.stringMatching(/^src:/) })
    expect(readCardImageRequest(new URL(`${origin}${cardImageUrl(PHOTO, 80)}`))).toMatchObject({ quality: 80 })
  })

  it('a source the server does not trust, or that is not there, is a 404, never a fetch of it', async () => {
    for (const src of ['http://169.254.169.254/latest/meta-data', '/etc/passwd', '/demo-photos/../../package.json']) {
      const response = await GET(
        new Request(`${origin}/api/card-image?src=${encodeURIComponent(src)}&w=1000&h=1000&q=75`),
      )
      expect(response.status, src).toBe(404)
    }
    expect(await cardImage({ src: '/demo-photos/none.jpg', width: 1000, height: 1000, quality: 75 }, origin)).toBeNull()
  })
})
