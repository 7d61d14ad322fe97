import { algoliasearch } from 'algoliasearch'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/payload-types'
import { searchAdminClient } from '../../../src/search/adminClient'
import { CARS_INDEX } from '../../../src/search/carIndexSettings'
import { siteSearchKey } from '../../../src/search/siteSearchKey'
import { testPayload } from '../payload'

const DAY = 86_400_000
let payload: Payload
let metro: Site
let harbour: Site
let dealershipId: number
let overrideDealershipId: number

const siteClient = (site: Site) =>
  algoliasearch('local', siteSearchKey(site), {
    hosts: [{ url: `127.0.0.1:${process.env.SEARCH_PORT}`, accept: 'readWrite', protocol: 'http' }],
  })

async function searchAs(site: Site, filters?: string) {
  const result = await siteClient(site).searchSingleIndex({
    indexName: CARS_INDEX,
    searchParams: { hitsPerPage: 1000, ...(filters ? { filters } : {}) },
  })
  return result.hits as unknown as { objectID: string; stocknum: string; dealership_slug: string }[]
}

async function createCar(stocknum: string, extra: Record<string, unknown> = {}, dealership = dealershipId) {
  return payload.create({
    collection: 'cars',
    data: { dealership, make: 'Kia', model: 'Picanto', year: 2022, price: 15990, stocknum, ...extra } as never,
    depth: 0,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  const site = async (slug: string) =>
    (await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, limit: 1 })).docs[0]!
  metro = await site('metro-used-cars')
  harbour = await site('harbour-toyota')
  const dealer = async (slug: string) =>
    (await payload.find({ collection: 'dealerships', where: { slug: { equals: slug } }, limit: 1 })).docs[0]!.id
  dealershipId = await dealer('metro-dandenong')
  overrideDealershipId = await dealer('metro-essendon')
  await payload.update({ collection: 'dealerships', id: overrideDealershipId, data: { includeSoldCarsDays: 5 } })
  // A changed include_sold_cars_days must reach the index records of that dealership's cars.
})

describe('index sync: Postgres is the source of truth, the index follows', () => {
  // The one-second target is measured by `npm run bench:search`; here: searchable as soon as the save returns.
  it('a created car is searchable as soon as its save returns, and updates and deletes follow', async () => {
    const car = await createCar('SYNC-1')
    const found = await searchAs(metro, 'stocknum:SYNC-1')
    expect(found.map((h) => h.objectID)).toEqual([String(car.id)])

    await payload.update({ collection: 'cars', id: car.id, data: { price: 14990 } })
    const [updated] = (
      await siteClient(metro).searchSingleIndex({ indexName: CARS_INDEX, searchParams: { filters: 'stocknum:SYNC-1' } })
    ).hits as unknown as { price: number }[]
    expect(updated?.price).toBe(14990)

    await payload.delete({ collection: 'cars', id: car.id })
    expect(await searchAs(metro, 'stocknum:SYNC-1')).toEqual([])
  })
})

describe('stock listing rule (spec §4)', () => {
  it('a car sold 2 days ago is listed and one sold 4 days ago is not, with the default of 3 days', async () => {
    const now = Date.now()
    const harbourDealer = (
      await payload.find({ collection: 'dealerships', where: { slug: { equals: 'harbour-toyota' } }, limit: 1 })
    ).docs[0]!
    expect(harbourDealer.includeSoldCarsDays).toBe(3)
    await createCar('SOLD-2D', { status: 'sold', sold_date: new Date(now - 2 * DAY).toISOString() }, harbourDealer.id)
    await createCar('SOLD-4D', { status: 'sold', sold_date: new Date(now - 4 * DAY).toISOString() }, harbourDealer.id)
    const listed = (await searchAs(harbour, 'stocknum:SOLD-2D OR stocknum:SOLD-4D')).map((h) => h.stocknum)
    expect(listed).toEqual(['SOLD-2D'])
  })

  it("a dealership's include_sold_cars_days overrides the default", async () => {
    const now = Date.now()
    await createCar(
      'OVR-4D',
      { status: 'sold', sold_date: new Date(now - 4 * DAY).toISOString() },
      overrideDealershipId,
    )
    await createCar(
      'OVR-6D',
      { status: 'sold', sold_date: new Date(now - 6 * DAY).toISOString() },
      overrideDealershipId,
    )
    expect((await searchAs(metro, 'stocknum:OVR-4D OR stocknum:OVR-6D')).map((h) => h.stocknum)).toEqual(['OVR-4D'])
  })

  it("changing a dealership's include_sold_cars_days re-lists its recently sold cars at once", async () => {
    const dealer = (
      await payload.find({ collection: 'dealerships', where: { slug: { equals: 'harbour-toyota' } }, limit: 1 })
    ).docs[0]!
    await createCar('RELIST-4D', { status: 'sold', sold_date: new Date(Date.now() - 4 * DAY).toISOString() }, dealer.id)
    expect(await searchAs(harbour, 'stocknum:RELIST-4D')).toEqual([])
    await payload.update({ collection: 'dealerships', id: dealer.id, data: { includeSoldCarsDays: 5 } })
    expect((await searchAs(harbour, 'stocknum:RELIST-4D')).map((h) => h.stocknum)).toEqual(['RELIST-4D'])
    await payload.update({ collection: 'dealerships', id: dealer.id, data: { includeSoldCarsDays: 3 } })
    expect(await searchAs(harbour, 'stocknum:RELIST-4D')).toEqual([])
  })

  it('a car not shown on the dealer website is never listed, and coming-soon cars are', async () => {
    await createCar('HIDDEN-1', { show_on_dealer_website: false })
    await createCar('SOON-1', { status: 'coming_soon' })
    expect((await searchAs(metro, 'stocknum:HIDDEN-1 OR stocknum:SOON-1')).map((h) => h.stocknum)).toEqual(['SOON-1'])
  })
})

describe('secured API keys per site', () => {
  it("with a site's key, no request returns another site's cars", async () => {
    await createCar('TENANT-METRO')
    const harbourDealer = (
      await payload.find({ collection: 'dealerships', where: { slug: { equals: 'harbour-toyota' } }, limit: 1 })
    ).docs[0]!.id
    await createCar('TENANT-HARBOUR', {}, harbourDealer)
    const attempts = [
      undefined,
      'dealership_slug:harbour-toyota',
      'NOT dealership_slug:metro-dandenong',
      'stocknum:TENANT-HARBOUR OR stocknum:TENANT-METRO',
    ]
    for (const filters of attempts) {
      const hits = await searchAs(metro, filters)
      expect(hits.every((h) => h.dealership_slug.startsWith('metro-'))).toBe(true)
    }
    const fromHarbour = await searchAs(harbour, 'stocknum:TENANT-HARBOUR OR stocknum:TENANT-METRO')
    expect(fromHarbour.map((h) => h.stocknum)).toEqual(['TENANT-HARBOUR'])
  })

  it('a tampered key is refused with 403', async () => {
    const key = siteSearchKey(metro)
    const tampered = Buffer.from(
      Buffer.from(key, 'base64')
        .toString('utf8')
        .replace(/filters=[^&]*/, 'filters='),
    ).toString('base64')
    const client = algoliasearch('local', tampered, {
      hosts: [{ url: `127.0.0.1:${process.env.SEARCH_PORT}`, accept: 'readWrite', protocol: 'http' }],
    })
    await expect(client.searchSingleIndex({ indexName: CARS_INDEX, searchParams: {} })).rejects.toMatchObject({
      status: 403,
    })
  })

  it('the admin key stays on the server: a site key cannot write', async () => {
    const client = siteClient(metro)
    await expect(
      client.saveObject({ indexName: CARS_INDEX, body: { objectID: 'rogue', make: 'Rogue' } }),
    ).rejects.toMatchObject({ status: 403 })
    expect(
      await searchAdminClient()
        .getObject({ indexName: CARS_INDEX, objectID: 'rogue' })
        .catch((e: { status: number }) => e.status),
    ).toBe(404)
  })
})
