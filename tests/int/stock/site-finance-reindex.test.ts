import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/payload-types'
import { weeklyFigure } from '../../../src/domain/financeRepayment'
import { domainCar } from '../../../src/data/shapes/car'
import { searchAdminClient } from '../../../src/search/adminClient'
import { CARS_INDEX } from '../../../src/search/carIndexSettings'
import { testPayload } from '../payload'

let payload: Payload
let site: Site
let before: Site['finance']

beforeAll(async () => {
  payload = await testPayload()
  site = (await payload.find({ collection: 'sites', where: { slug: { equals: 'lakeside-motors' } }, limit: 1 }))
    .docs[0]!
  before = site.finance
})

afterAll(async () => {
  await payload.update({ collection: 'sites', id: site.id, data: { finance: before ?? {} } })
  await payload.jobs.run({ limit: 100, where: { taskSlug: { equals: 'syncCarsToIndex' } } })
})

describe("the Weekly Price filter follows the site's finance settings (issue 19.7: one weekly figure everywhere)", () => {
  it("a new calculator rate re-indexes the site's cars with the card's figure, through the sync job", async () => {
    const rate = (before?.calculatorInterestRate ?? 10) + 3
    await payload.update({
      collection: 'sites',
      id: site.id,
      data: { finance: { ...before, calculatorInterestRate: rate } },
    })

    const queued = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'syncCarsToIndex' }, completedAt: { exists: false } },
      limit: 0,
      pagination: false,
    })
    const queuedIds = new Set(queued.docs.flatMap((j) => (j.input as { ids: number[] }).ids))
    const cars = await payload.find({
      collection: 'cars',
      where: { site: { equals: site.id } },
      depth: 1,
      limit: 0,
      pagination: false,
    })
    expect(cars.docs.length).toBeGreaterThan(0)
    for (const car of cars.docs) expect(queuedIds.has(car.id)).toBe(true)

    // Other files' jobs share the queue (feed photo fetches among them, which wait on hosts that do not exist here):
    // run this change's sync jobs only, until they are done.
    const ours = { id: { in: queued.docs.map((j) => j.id) }, completedAt: { exists: false } }
    for (let i = 0; i < 20; i++) {
      if ((await payload.count({ collection: 'payload-jobs', where: ours })).totalDocs === 0) break
      await payload.jobs.run({ limit: 100, where: ours })
    }
    expect((await payload.count({ collection: 'payload-jobs', where: ours })).totalDocs).toBe(0)
    const priced = cars.docs.find((c) => (c.price ?? 0) > 1000)!
    const record = (await searchAdminClient().getObject({ indexName: CARS_INDEX, objectID: String(priced.id) })) as {
      weekly_price: number | null
    }
    const expected = weeklyFigure(domainCar(priced), { provider: before?.provider, calculatorInterestRate: rate })
    expect(record.weekly_price).toBe(expected?.weekly)
  })
})
