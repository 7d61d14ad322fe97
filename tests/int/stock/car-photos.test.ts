/**
 * Issue 20: cars get photo uploads (several, in order), stored in the site's media; the car page and the search
 * record show the uploaded photos first, then the photos the feed links to.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { carPhotoUrls } from '../../../src/data/shapes/car'
import { loadCarsForIndex } from '../../../src/search/carIndex'
import { carIndexRecord } from '../../../src/search/carRecord'
import { testPayload } from '../payload'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

let payload: Payload
let editorA: User
let siteA: number
let siteB: number
const made: { collection: 'media' | 'cars'; id: number }[] = []

const siteId = async (slug: string) =>
  (await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, limit: 1 })).docs[0]!.id

async function photo(site: number, name: string, alt: string | null = name) {
  const doc = await payload.create({
    collection: 'media',
    data: { site, ...(alt === null ? {} : { alt }) },
    file: { data: PNG, mimetype: 'image/png', name: `${name}-${Date.now()}.png`, size: PNG.length },
  })
  made.push({ collection: 'media', id: doc.id })
  return doc
}

beforeAll(async () => {
  payload = await testPayload()
  siteA = await siteId('harbour-toyota')
  siteB = await siteId('metro-used-cars')
  editorA = (
    await payload.find({ collection: 'users', where: { email: { equals: 'editor@harbour-toyota.example.com' } } })
  ).docs[0]!
})

afterAll(async () => {
  for (const { collection, id } of made.reverse()) await payload.delete({ collection, id }).catch(() => undefined)
})

describe('car photos', () => {
  it("staff attach several of the site's photos in order; they show before the feed's photos", async () => {
    const dealership = (await payload.find({ collection: 'dealerships', where: { site: { equals: siteA } }, limit: 1 }))
      .docs[0]!
    const [front, side] = [await photo(siteA, 'front'), await photo(siteA, 'side')]
    const car = await payload.create({
      collection: 'cars',
      data: {
        site: siteA,
        dealership: dealership.id,
        make: 'Toyota',
        model: 'Yaris',
        year: 2024,
        stocknum: `PHOTO-${Date.now()}`,
        images: [{ url: 'https://img.example/feed.jpg' }, { url: '/demo-photos/suv-sky.svg' }],
        photos: [side.id, front.id],
      } as never,
      user: editorA,
      overrideAccess: false,
    })
    made.push({ collection: 'cars', id: car.id })
    // Reordered: front first.
    await payload.update({
      collection: 'cars',
      id: car.id,
      data: { photos: [front.id, side.id] },
      user: editorA,
      overrideAccess: false,
    })
    const [stored] = await loadCarsForIndex(payload, [car.id])
    // Issue 39.3: a feed address on another host is never shown (its stored copy is, once the photo job made it);
    // a feed address that is already ours is.
    expect(carPhotoUrls(stored!)).toEqual([front.url, side.url, '/demo-photos/suv-sky.svg'])
    const record = carIndexRecord(stored!)
    expect(record.primary_image_url).toBe(front.url)
    expect(record.photos_count).toBe(3)
  })

  it("attack: a car cannot take another site's photo", async () => {
    const dealership = (await payload.find({ collection: 'dealerships', where: { site: { equals: siteA } }, limit: 1 }))
      .docs[0]!
    const theirs = await photo(siteB, 'theirs')
    await expect(
      payload.create({
        collection: 'cars',
        data: {
          site: siteA,
          dealership: dealership.id,
          make: 'Toyota',
          model: 'Yaris',
          year: 2024,
          stocknum: `PHOTO-X-${Date.now()}`,
          photos: [theirs.id],
        } as never,
        user: editorA,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })

  // Issue 26 §8: 'bulk car photos take their alt text from the car's title unless staff write one'.
  it("bulk car photos take their alt text from the car's title unless staff write one", async () => {
    const dealership = (await payload.find({ collection: 'dealerships', where: { site: { equals: siteA } }, limit: 1 }))
      .docs[0]!
    // Uploaded several at once by an editor, as the bulk upload does: no alt text typed.
    const bulk = await Promise.all(
      ['one', 'two'].map(async (name) => {
        const doc = await payload.create({
          collection: 'media',
          data: { site: siteA },
          file: { data: PNG, mimetype: 'image/png', name: `bulk-${name}-${Date.now()}.png`, size: PNG.length },
          user: editorA,
          overrideAccess: false,
        })
        made.push({ collection: 'media', id: doc.id })
        return doc
      }),
    )
    const written = await photo(siteA, 'written', 'The dash, with the new screen')
    const car = await payload.create({
      collection: 'cars',
      data: {
        site: siteA,
        dealership: dealership.id,
        make: 'Toyota',
        model: 'Corolla',
        badge: 'Ascent Sport',
        year: 2023,
        stocknum: `PHOTO-ALT-${Date.now()}`,
        photos: [...bulk.map((m) => m.id), written.id],
      } as never,
      user: editorA,
      overrideAccess: false,
    })
    made.push({ collection: 'cars', id: car.id })
    const alts = await Promise.all(
      [...bulk, written].map(async (m) => (await payload.findByID({ collection: 'media', id: m.id, depth: 0 })).alt),
    )
    expect(alts).toEqual([
      '2023 Toyota Corolla Ascent Sport',
      '2023 Toyota Corolla Ascent Sport',
      'The dash, with the new screen',
    ])
  })
})
