import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { searchAdminClient } from '../../../src/search/adminClient'
import { reindexAllCars } from '../../../src/search/carIndex'
import { CARS_INDEX } from '../../../src/search/carIndexSettings'
import { testPayload } from '../payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('npm run reindex (issue 29.1: the real reindex of a 250,000-car platform)', () => {
  it('reads the cars in keyset pages and indexes every car exactly once, across page boundaries', async () => {
    const { totalDocs } = await payload.count({ collection: 'cars' })
    expect(totalDocs).toBeGreaterThan(40)
    // A page size that leaves a partial last page and many boundaries in between.
    const lines: string[] = []
    const indexed = await reindexAllCars(payload, (line) => lines.push(line), 37)
    expect(indexed).toBe(totalDocs)
    expect(lines.join('\n')).toContain(`read ${totalDocs} cars from Postgres`)
    const ids = new Set<string>()
    await searchAdminClient().browseObjects<{ objectID: string }>({
      indexName: CARS_INDEX,
      browseParams: { hitsPerPage: 1000 },
      aggregator: (page) => page.hits.forEach((hit) => ids.add(hit.objectID)),
    })
    expect(ids.size).toBe(totalDocs)
  })
})
