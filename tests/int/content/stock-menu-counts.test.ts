/**
 * Content spec §2 "Pre-owned Vehicles: a dynamic stock dropdown" against the real search service (issue 39.10: the
 * menu said "Toyota (242)" where the site had 103 used cars): a menu scoped to used stock counts used cars only.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/payload-types'
import { siteSearchClient } from '../../../src/data/siteSearchClient'
import { siteStockCounts } from '../../../src/data/stockCounts'
import { CARS_INDEX } from '../../../src/search/carIndexSettings'
import { testPayload } from '../payload'

let payload: Payload
let harbour: Site

/** What the site's own search finds for one filter: the count the menu must agree with. */
async function count(filters: string) {
  const result = await siteSearchClient(harbour).searchSingleIndex({
    indexName: CARS_INDEX,
    searchParams: { hitsPerPage: 0, filters },
  })
  return result.nbHits ?? 0
}

beforeAll(async () => {
  payload = await testPayload()
  harbour = (await payload.find({ collection: 'sites', where: { slug: { equals: 'harbour-toyota' } }, limit: 1 }))
    .docs[0]!
  const dealership = (
    await payload.find({ collection: 'dealerships', where: { slug: { equals: 'harbour-toyota' } }, limit: 1 })
  ).docs[0]!.id
  const car = (stocknum: string, car_type: string) =>
    payload.create({
      collection: 'cars',
      data: { dealership, make: 'Toyota', model: 'Corolla', year: 2024, price: 30990, stocknum, car_type } as never,
      depth: 0,
    })
  // Whatever stock the seed left, the site has new and used Toyotas.
  await car('MENU-NEW-1', 'new')
  await car('MENU-NEW-2', 'new')
  await car('MENU-USED-1', 'used')
})

describe("content §2 'Pre-owned Vehicles: a dynamic stock dropdown' counts pre-owned stock only (issue 39.10)", () => {
  it('the used-scoped counts are those of the used stock: no new cars among the makes or the types', async () => {
    const used = await siteStockCounts(harbour, ['used'])
    const all = await siteStockCounts(harbour)
    expect(used).not.toBeNull()
    expect(all).not.toBeNull()
    expect(used!.car_type).toEqual({ used: await count('car_type:used') })
    expect(used!.make!.Toyota).toBe(await count('car_type:used AND make:Toyota'))
    // Unscoped (an "All Stock" menu), the new Toyotas count too.
    expect(all!.make!.Toyota).toBe(await count('make:Toyota'))
    expect(all!.make!.Toyota).toBeGreaterThanOrEqual(used!.make!.Toyota! + 2)
  })
})
