import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { importStockFeed } from '../../../src/stock/importFeedNow'
import { testPayload } from '../payload'

// A dealership of its own, so the seeded stock of other yards is never part of these snapshots.
const DEALERSHIP = 'feed-test-yard'

// A DMS export: its own column names, money with $ and commas, a multi-line quoted comment.
const FEED = `StockNo,VIN,Make,Model,Variant,Year,Price,Odometer,Colour,Condition,Status,Comments,Photos
ES-001,JTMW43FV60D012345,Toyota,RAV4,GX,2021,"$34,990",45210,Silver,Used,Available,"One owner.
Full service history.",https://img.example/a.jpg|https://img.example/b.jpg
ES-002,KMHJ381ABMU123456,Hyundai,Tucson,Elite,2022,"$38,500",21000,White,U,In Stock,,
ES-003,,Mazda,CX-5,Maxx,2019,"$27,990",88000,Red,Used,Coming Soon,Arriving next week,
`

const carsOf = async (payload: Payload) => {
  const dealership = (
    await payload.find({ collection: 'dealerships', where: { slug: { equals: DEALERSHIP } }, limit: 1 })
  ).docs[0]!
  return (
    await payload.find({
      collection: 'cars',
      where: { dealership: { equals: dealership.id } },
      depth: 0,
      limit: 0,
      pagination: false,
      sort: 'stocknum',
    })
  ).docs
}

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
  const site = (await payload.find({ collection: 'sites', where: { slug: { equals: 'metro-used-cars' } }, limit: 1 }))
    .docs[0]!
  await payload.create({ collection: 'dealerships', data: { site: site.id, name: 'Feed Test Yard', slug: DEALERSHIP } })
  await payload.create({
    collection: 'dealerships',
    data: { site: site.id, name: 'Feed Test Yard 2', slug: `${DEALERSHIP}-2` },
  })
})

describe('dealer stock feed import', () => {
  it('creates the cars of a new feed and reports a summary', async () => {
    const summary = await importStockFeed(payload, { dealershipSlug: DEALERSHIP, content: FEED, format: 'csv' })
    expect(summary).toMatchObject({ created: 3, updated: 0, sold: 0, rejected: 0 })
    const cars = (await carsOf(payload)).filter((c) => c.stocknum.startsWith('ES-'))
    expect(cars.map((c) => [c.stocknum, c.make, c.model, c.price, c.km, c.car_type, c.status])).toEqual([
      ['ES-001', 'Toyota', 'RAV4', 34990, 45210, 'used', 'in_stock'],
      ['ES-002', 'Hyundai', 'Tucson', 38500, 21000, 'used', 'in_stock'],
      ['ES-003', 'Mazda', 'CX-5', 27990, 88000, 'used', 'coming_soon'],
    ])
    expect(cars[0]!.images?.map((i) => i.url)).toEqual(['https://img.example/a.jpg', 'https://img.example/b.jpg'])
    expect(cars[0]!.dealercomments).toBe('One owner.\nFull service history.')
  })

  it('importing the same file twice changes nothing', async () => {
    const before = await carsOf(payload)
    const summary = await importStockFeed(payload, { dealershipSlug: DEALERSHIP, content: FEED, format: 'csv' })
    expect(summary).toMatchObject({ created: 0, updated: 0, sold: 0, rejected: 0 })
    const after = await carsOf(payload)
    expect(after.map((c) => [c.id, c.updatedAt])).toEqual(before.map((c) => [c.id, c.updatedAt]))
  })

  it('updates changed cars matched on stock number, then on VIN', async () => {
    const renumbered = FEED.replace('"$34,990"', '"$32,990"').replace('ES-002', 'ES-002B')
    const summary = await importStockFeed(payload, { dealershipSlug: DEALERSHIP, content: renumbered, format: 'csv' })
    expect(summary).toMatchObject({ created: 0, updated: 2, sold: 0 })
    const cars = await carsOf(payload)
    expect(cars.find((c) => c.stocknum === 'ES-001')?.price).toBe(32990)
    expect(cars.find((c) => c.vin === 'KMHJ381ABMU123456')?.stocknum).toBe('ES-002B')
  })

  it('cars missing from the feed become sold with sold_date set', async () => {
    const now = new Date('2026-11-20T01:00:00.000Z')
    const withoutThird = FEED.split('\n')
      .filter((line) => !line.startsWith('ES-003'))
      .join('\n')
      .replace('ES-002', 'ES-002B')
    const summary = await importStockFeed(payload, {
      dealershipSlug: DEALERSHIP,
      content: withoutThird.replace('"$34,990"', '"$32,990"'),
      format: 'csv',
      now,
      // 1 of 3 cars sold is over the 20% that waits for a person (issue 25.3): the command line's --confirm.
      confirm: true,
    })
    expect(summary.sold).toBe(1)
    const sold = (await carsOf(payload)).find((c) => c.stocknum === 'ES-003')!
    expect(sold.status).toBe('sold')
    expect(sold.sold_date).toBe(now.toISOString())
  })

  it('each bad row is reported with its line, field and reason, and the good rows still land', async () => {
    const bad = `StockNo,Make,Model,Year,Price
ES-100,Kia,Sportage,2023,"$41,000"
ES-101,,Cerato,2020,19000
ES-102,Ford,Ranger,not-a-year,52000
`
    const summary = await importStockFeed(payload, {
      dealershipSlug: `${DEALERSHIP}-2`,
      content: bad,
      format: 'csv',
      confirm: true,
    })
    expect(summary.created).toBe(1)
    expect(summary.rejected).toBe(2)
    expect(summary.errors.map((e: { line: number; field: string }) => [e.line, e.field])).toEqual([
      [3, 'make'],
      [4, 'year'],
    ])
    for (const error of summary.errors) expect(error.reason.length).toBeGreaterThan(3)
  })

  it('a feed that cannot be read is refused and sells nothing', async () => {
    const before = (await carsOf(payload)).filter((c) => c.status !== 'sold').length
    const result = await importStockFeed(payload, {
      dealershipSlug: DEALERSHIP,
      content: 'StockNo,Make\n"ES-001,Toyota\n',
      format: 'csv',
    })
    expect(result.status).toBe('refused')
    expect(result.message).toMatch(/No car was changed/)
    expect((await carsOf(payload)).filter((c) => c.status !== 'sold').length).toBe(before)
  })

  it('a car whose row was rejected for a bad field stays as it is, not sold', async () => {
    const badPrice = FEED.replace('ES-002', 'ES-002B').replace('"$34,990"', '"$32,990"').replace('"$38,500"', 'lots')
    const summary = await importStockFeed(payload, {
      dealershipSlug: DEALERSHIP,
      content: badPrice,
      format: 'csv',
      confirm: true,
    })
    expect(summary.rejected).toBe(1)
    expect(summary.sold).toBe(0)
    expect((await carsOf(payload)).find((c) => c.stocknum === 'ES-002B')?.status).toBe('in_stock')
  })

  it("a site's staff cannot import into another site's dealership", async () => {
    const editor = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: 'editor@harbour-toyota.example.com' } },
        limit: 1,
      })
    ).docs[0]!
    await expect(
      importStockFeed(payload, { dealershipSlug: DEALERSHIP, content: FEED, format: 'csv', user: editor }),
    ).rejects.toThrow(/Unknown dealership/)
  })
})

describe("a US dealer's feed in kilometres (issue 26.4: odometers stored in the site's unit)", () => {
  it('an "Odometer (km)" column is stored in miles on the US site; a cell that says miles is kept', async () => {
    const us = (await payload.find({ collection: 'sites', where: { locale: { equals: 'en-US' } }, limit: 1 })).docs[0]!
    await payload.create({
      collection: 'dealerships',
      data: { site: us.id, name: 'Metric Feed Yard', slug: 'metric-feed-yard' },
    })
    const feed = `StockNo,Make,Model,Year,Price,Odometer (km),Status
KM-001,Ford,F-150,2022,"$41,990","100,000",Available
KM-002,Ford,Bronco,2023,"$47,990",30000 mi,Available
`
    const summary = await importStockFeed(payload, { dealershipSlug: 'metric-feed-yard', content: feed, format: 'csv' })
    expect(summary).toMatchObject({ created: 2, rejected: 0 })
    const cars = (
      await payload.find({
        collection: 'cars',
        where: { stocknum: { in: ['KM-001', 'KM-002'] } },
        depth: 0,
        sort: 'stocknum',
      })
    ).docs
    expect(cars.map((car) => [car.stocknum, car.site, car.km])).toEqual([
      ['KM-001', us.id, 62_137],
      ['KM-002', us.id, 30_000],
    ])
  })
})
