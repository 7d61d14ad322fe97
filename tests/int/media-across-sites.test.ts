/**
 * Issue 27, "Another dealer's media through rich text": "An upload node in `posts.content` accepts another site's
 * media and the public page renders it. A feed's image path can name another site's media file, and the car PDF
 * embeds it." Each attack against a real PostgreSQL, with media files really stored.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Car, Media, Site, User } from '@/payload-types'
import { carPdfResponse } from '../../src/components/car/carPdfResponse'
import type { SiteCar } from '../../src/data/cars'
import { siteMediaFileCheck } from '../../src/data/carPdfMedia'
import { siteCarView } from '../../src/data/shapes/car'
import { importStockFeed } from '../../src/stock/importFeedNow'
import { foreignRichTextMedia } from '../../collections/fields/siteMediaOnly'
import { testPayload } from './payload'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

let payload: Payload
let siteA: Site
let siteB: Site
let editorA: User
let mediaA: Media
let mediaB: Media
let sharedMedia: Media
let dealershipA: number
const created: { collection: 'posts' | 'pages' | 'cars' | 'media' | 'dealerships'; id: number }[] = []

const siteBySlug = async (slug: string) =>
  (await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, limit: 1 })).docs[0]!

async function image(site: Site, name: string, shared = false): Promise<Media> {
  const doc = await payload.create({
    collection: 'media',
    data: { site: site.id, alt: name, shared },
    file: { data: PNG, mimetype: 'image/png', name: `${name}-${Date.now()}.png`, size: PNG.length },
  })
  created.push({ collection: 'media', id: doc.id })
  return doc
}

/** A Lexical document with one paragraph and one upload node showing `mediaId`. */
const withUpload = (mediaId: number, relationTo = 'media') => ({
  root: {
    type: 'root',
    direction: null,
    format: '',
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: null,
        format: '',
        indent: 0,
        version: 1,
        textFormat: 0,
        children: [
          { type: 'text', text: 'Our new showroom.', detail: 0, format: 0, mode: 'normal', style: '', version: 1 },
        ],
      },
      { type: 'upload', relationTo, value: mediaId, fields: null, format: '', version: 3, id: 'upload-node-1' },
    ],
  },
})

const post = (content: unknown) => ({
  site: siteA.id,
  title: 'Showroom',
  slug: `showroom-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
  category: 'Buyer Advice',
  publishedAt: new Date().toISOString(),
  content,
  _status: 'published' as const,
})

/** The field errors of a refused save (Payload's ValidationError), or the saved document's id. */
async function savePost(
  content: unknown,
  as: 'editor' | 'system' = 'editor',
): Promise<{ path: string; message: string }[] | number> {
  try {
    const doc = await payload.create({
      collection: 'posts',
      data: post(content) as never,
      ...(as === 'editor' ? { user: editorA, overrideAccess: false } : {}),
    })
    created.push({ collection: 'posts', id: doc.id })
    return doc.id
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors
    if (!errors) throw error
    return errors
  }
}

beforeAll(async () => {
  payload = await testPayload()
  siteA = await siteBySlug('harbour-toyota')
  siteB = await siteBySlug('metro-used-cars')
  editorA = (
    await payload.find({ collection: 'users', where: { email: { equals: 'editor@harbour-toyota.example.com' } } })
  ).docs[0]!
  mediaA = await image(siteA, 'harbour-showroom')
  mediaB = await image(siteB, 'metro-yard')
  sharedMedia = await image(siteA, 'toyota-logo', true)
  const yard = await payload.create({
    collection: 'dealerships',
    data: { site: siteA.id, name: 'Media Test Yard', slug: `media-test-yard-${Date.now()}` },
  })
  dealershipA = yard.id
  created.push({ collection: 'dealerships', id: yard.id })
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) await payload.delete({ collection, id }).catch(() => undefined)
})

describe("another dealer's media through rich text", () => {
  it("refuses an upload node in posts.content that shows another site's media, naming the field", async () => {
    const errors = await savePost(withUpload(mediaB.id))
    expect(errors).toEqual([
      expect.objectContaining({ path: 'content', message: foreignRichTextMedia('Content', mediaB.id) }),
    ])
    // Whoever saves it: the platform's own scripts (access overridden) are held to the document's site too.
    expect(await savePost(withUpload(mediaB.id), 'system')).toEqual([expect.objectContaining({ path: 'content' })])
  })

  it("takes the site's own media and shared media", async () => {
    expect(typeof (await savePost(withUpload(mediaA.id)))).toBe('number')
    expect(typeof (await savePost(withUpload(sharedMedia.id)))).toBe('number')
  })

  it('refuses an upload node of another upload collection (a stock feed file is not an image)', async () => {
    expect(await savePost(withUpload(mediaA.id, 'stock-imports'))).toEqual([
      expect.objectContaining({ path: 'content' }),
    ])
  })

  it("refuses it in a page's rich-text block too", async () => {
    const attempt = payload.create({
      collection: 'pages',
      data: {
        site: siteA.id,
        title: 'About the yard',
        slug: `about-yard-${Date.now()}`,
        layout: [{ blockType: 'richText', content: withUpload(mediaB.id) }],
      } as never,
      user: editorA,
      overrideAccess: false,
    })
    await expect(attempt).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'layout.0.content' })] },
    })
  })
})

describe("another dealer's media through a car's photo address", () => {
  const fileOf = (media: Media) => `/api/media/file/${media.filename}`

  it("a feed row whose image names another site's media file is rejected, naming the field", async () => {
    const feed = `StockNo,Make,Model,Year,Price,Photos
MX-001,Toyota,Yaris,2022,"$21,990",${fileOf(mediaB)}
MX-002,Toyota,Corolla,2023,"$29,990",${fileOf(mediaA)}|${fileOf(sharedMedia)}
`
    const summary = await importStockFeed(payload, {
      dealershipId: dealershipA,
      content: feed,
      format: 'csv',
      confirm: true,
    })
    expect(summary.errors).toEqual([
      expect.objectContaining({ line: 2, field: 'images', reason: expect.stringContaining(fileOf(mediaB)) }),
    ])
    const cars = (
      await payload.find({ collection: 'cars', where: { dealership: { equals: dealershipA } }, depth: 0, limit: 10 })
    ).docs
    for (const car of cars) created.push({ collection: 'cars', id: car.id })
    expect(cars.map((c) => [c.stocknum, c.images?.map((i) => i.url)])).toEqual([
      ['MX-002', [fileOf(mediaA), fileOf(sharedMedia)]],
    ])
  })

  it("a photo address naming another site's media file is refused on save, naming the field", async () => {
    const attempt = payload.create({
      collection: 'cars',
      data: {
        dealership: dealershipA,
        make: 'Toyota',
        model: 'Yaris',
        year: 2022,
        stocknum: `MX-REST-${Date.now()}`,
        images: [{ url: fileOf(mediaB) }],
      } as never,
      user: editorA,
      overrideAccess: false,
    })
    await expect(attempt).rejects.toMatchObject({
      data: {
        errors: [expect.objectContaining({ path: 'images.0.url', message: expect.stringContaining('Photo address') })],
      },
    })
  })

  it("the car PDF embeds the site's own media and leaves out another site's media file", async () => {
    const car = await payload.create({
      collection: 'cars',
      data: {
        dealership: dealershipA,
        make: 'Toyota',
        model: 'Yaris',
        year: 2022,
        stocknum: `MX-PDF-${Date.now()}`,
        price: 21990,
      } as never,
    })
    created.push({ collection: 'cars', id: car.id })
    const pdfWithPhoto = async (url: string) => {
      // Written as an import before this rule did, or straight into the database: the PDF checks again.
      await payload.db.updateOne({
        collection: 'cars',
        id: car.id,
        data: { images: [{ id: `${Date.now().toString(16).padStart(24, '0')}`, url }] },
        returning: false,
      })
      const full = (await payload.findByID({ collection: 'cars', id: car.id, depth: 1 })) as Car
      expect(full.images?.map((i) => i.url)).toEqual([url])
      const request = new Request(`http://harbour-toyota.localhost/api/cars/${car.id}/pdf`)
      const view = siteCarView(full as SiteCar, siteA)
      const response = await carPdfResponse(request, siteA, view, siteMediaFileCheck(siteA.id))
      return Buffer.from(await response.arrayBuffer()).toString('latin1')
    }
    expect(await pdfWithPhoto(fileOf(mediaA))).toContain('/Subtype /Image')
    expect(await pdfWithPhoto(fileOf(mediaB))).not.toContain('/Subtype /Image')
  })
})
