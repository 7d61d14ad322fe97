import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Car, Location, Manufacturer, Media, Site } from '@/payload-types'
import { carSearchSettings } from '../../../src/components/search/carSearchSettings'
import { cardTag } from '../../../src/domain/cardTag'
import { directionsUrl } from '../../../src/domain/locations'
import { domainLocation } from '../../../src/data/shapes/location'
import { SIDEBAR_BUTTONS, sidebarButtonOrder, type SidebarButtonKey } from '../../../src/domain/sidebarButtons'
import { demoMakes } from '../../../seed/content/makeLogos'
import { NEW_SIDEBAR_FILTERS } from '../../../seed/demoSettings'
import { testPayload } from '../payload'

/**
 * Issue 39.10 "the demo sites turn on every setting that has a visible effect": read from the seeded demo database,
 * each of the button order, the five new sidebar filters, a map key, the certified badge and the makes' logos is on.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function site(slug: string, depth = 0): Promise<Site> {
  const { docs } = await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, depth, limit: 1 })
  expect(docs[0], slug).toBeDefined()
  return docs[0]!
}

describe('issue 39.10: the demo sites show every setting with a visible effect', () => {
  it('a custom button order (Lakeside Motors): test drive, its own button, enquire, then the rest in the usual order', async () => {
    const lakeside = await site('lakeside-motors')
    const layout = lakeside.carPage?.sidebarButtons ?? []
    expect(layout.map((row) => row.button)).toEqual(['test-drive', 'custom', 'enquire'])
    // The order a car page lays out when the car qualifies for every built-in button.
    const shown = new Map<SidebarButtonKey, string>(SIDEBAR_BUTTONS.map((key) => [key, key]))
    const order = sidebarButtonOrder(shown, layout, (label, link) => `${label} → ${link.href}`)
    expect(order.slice(0, 4)).toEqual(['test-drive', 'Visit Our Showroom → /contact', 'enquire', 'history'])
    expect(order).not.toEqual([...SIDEBAR_BUTTONS])
  })

  it('the five new sidebar filters (Harbour Toyota): features, make and model, availability, price brackets, subscription price', async () => {
    const harbour = await site('harbour-toyota')
    const filters = carSearchSettings(harbour).filters
    for (const filter of NEW_SIDEBAR_FILTERS) expect(filters, filter).toContain(filter)
    // The usual filters stay.
    for (const filter of ['car_type', 'make', 'model', 'price', 'year']) expect(filters, filter).toContain(filter)
    // Its stock has values for them: subscribed new cars and features to filter by.
    const { totalDocs: subscribed } = await payload.count({
      collection: 'cars',
      where: { site: { equals: harbour.id }, subscription_price: { greater_than: 0 } },
    })
    expect(subscribed).toBeGreaterThan(0)
  })

  it('a map key (Metro Used Cars Essendon): Get Directions goes to the business by its name', async () => {
    const { docs } = await payload.find({
      collection: 'locations',
      where: { name: { equals: 'Metro Essendon Sales' } },
      depth: 0,
      limit: 1,
    })
    const location = docs[0] as Location
    expect(location.address?.mapKey).toBe('Metro Used Cars Essendon')
    // Through the same shape the location card and find-us block read.
    const url = directionsUrl(location.name, domainLocation(location).address)
    expect(url).toBe('https://www.google.com/maps/dir/?api=1&destination=Metro+Used+Cars+Essendon')
  })

  it('the certified badge (Harbour Toyota): used certified Toyotas carry the Toyota logo badge on their cards', async () => {
    const harbour = await site('harbour-toyota', 2)
    const badge = carSearchSettings(harbour).cards.certifiedBadge
    expect(badge?.make).toBe('Toyota')
    expect(badge?.image).toMatch(/^\/api\/media\/file\/make-logo-toyota/)
    const { docs } = await payload.find({
      collection: 'cars',
      where: {
        site: { equals: harbour.id },
        certified: { equals: true },
        car_type: { equals: 'used' },
        make: { equals: 'Toyota' },
        status: { not_equals: 'sold' },
        reserved: { not_equals: true },
      },
      depth: 0,
      limit: 50,
    })
    const badged = (docs as Car[]).filter(
      (car) =>
        cardTag(car as never, new Date(), { certifiedBadgeMake: badge!.make, electricHybridTags: true })?.kind ===
        'certified-badge',
    )
    expect(badged.length).toBeGreaterThan(0)
  })

  it("logos for the demo's makes: every make of the seeded stock has a logo, shared media every site reads", async () => {
    // The seed's cars only (the first SEED_STOCK_PER_SITE of each of the 4 sites by id): other files add cars of makes
    // no demo site stocks (feed-trust's Citroën and Škoda), in an order vitest chooses.
    const seeded = 4 * Number(process.env.SEED_STOCK_PER_SITE ?? 40)
    const { docs: cars } = await payload.find({ collection: 'cars', depth: 0, sort: 'id', limit: seeded })
    const stockMakes = new Set((cars as Car[]).map((car) => car.make).filter((make): make is string => Boolean(make)))
    expect(stockMakes.size).toBeGreaterThan(5)
    for (const make of stockMakes) expect(demoMakes(), make).toContain(make)
    // As a shopper's page reads them: no user, access applied.
    const { docs } = await payload.find({
      collection: 'manufacturers',
      where: { name: { in: [...stockMakes] } },
      depth: 1,
      limit: 500,
      overrideAccess: false,
    })
    const byName = new Map((docs as Manufacturer[]).map((m) => [m.name, m]))
    const mediaDir = path.resolve(process.env.MEDIA_DIR ?? '.data/media')
    for (const make of stockMakes) {
      const logo = byName.get(make)?.logo as Media | null | undefined
      expect(logo?.mimeType, make).toBe('image/png')
      expect(logo?.shared, make).toBe(true)
      expect(logo?.url, make).toMatch(/^\/api\/media\/file\/make-logo-/)
      expect(fs.existsSync(path.join(mediaDir, logo!.filename!)), `${make}: ${logo?.filename} on disk`).toBe(true)
    }
  })
})
