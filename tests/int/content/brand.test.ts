import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { testPayload } from '../payload'

/** Issue 19.18 against the seeded demo database: every demo site's theme has its own logo and hero image. */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('sites that look like real dealers', () => {
  it("each demo site's theme carries a logo and a hero image, uploaded to the site's own media", async () => {
    // The four demo sites (other tests open more sites from templates in the same database).
    const demo = ['harbour-toyota', 'lakeside-motors', 'metro-used-cars', 'outback-caravans']
    const { docs } = await payload.find({
      collection: 'sites',
      where: { slug: { in: demo } },
      depth: 1,
      limit: 10,
      sort: 'slug',
    })
    expect(docs.map((s) => s.slug)).toEqual(demo)
    const ids = new Set<number>()
    for (const site of docs) {
      const logo = site.theme?.logo as Media | null | undefined
      const hero = site.theme?.heroImage as Media | null | undefined
      expect([logo?.mimeType, hero?.mimeType], site.slug).toEqual(['image/png', 'image/jpeg'])
      expect([logo?.height, hero?.width, hero?.height], site.slug).toEqual([160, 1600, 640])
      expect(logo?.url, site.slug).toMatch(/^\/api\/media\/file\//)
      for (const media of [logo, hero]) {
        const owner = typeof media?.site === 'object' ? media.site?.id : media?.site
        expect(owner, site.slug).toBe(site.id)
        ids.add(media!.id)
      }
    }
    expect(ids.size).toBe(8)
  })
})
