import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../payload'

/**
 * More car saves at once than the database pool has connections (a script, an API client, a busy admin): each save
 * holds one connection for its transaction, so a hook that asked the pool for a second one (the saved-search alerts'
 * "anyone subscribed?" read did) waited for a connection no save would give back, and every save failed with
 * "timeout exceeded when trying to connect".
 */
const POOL = Number(process.env.DATABASE_POOL_MAX ?? 10)
const SAVES = POOL * 2

let payload: Payload
let dealership: number
beforeAll(async () => {
  payload = await testPayload()
  const site = (await payload.find({ collection: 'sites', where: { slug: { equals: 'metro-used-cars' } }, limit: 1 }))
    .docs[0]!
  dealership = (
    await payload.create({
      collection: 'dealerships',
      data: { site: site.id, name: 'Busy Yard', slug: `busy-yard-${Date.now().toString(36)}` },
    })
  ).id
})

afterAll(async () => {
  await payload.delete({ collection: 'cars', where: { dealership: { equals: dealership } } })
})

describe('car saves at once', () => {
  it(`${SAVES} new listed cars saved at once (twice the pool) all land`, async () => {
    const saved = await Promise.allSettled(
      Array.from({ length: SAVES }, (_, i) =>
        payload.create({
          collection: 'cars',
          data: {
            dealership,
            make: 'Kia',
            model: 'Picanto',
            year: 2022,
            price: 15_990 + i,
            stocknum: `BUSY-${i}`,
            status: 'in_stock',
          } as never,
          depth: 0,
        }),
      ),
    )
    expect(saved.filter((result) => result.status === 'rejected').map((result) => String(result.reason))).toEqual([])
    expect((await payload.count({ collection: 'cars', where: { dealership: { equals: dealership } } })).totalDocs).toBe(
      SAVES,
    )
  }, 120_000)
})
