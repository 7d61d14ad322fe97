import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { carIndexRecord } from '../../../src/search/carRecord'
import { testPayload } from '../payload'

/** Algolia's record size limit (10 kB on most plans; the size of the record's JSON), and the room we keep under it. */
const ALGOLIA_RECORD_LIMIT_BYTES = 10_000
const BUDGET_BYTES = 7_000

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('index records fit Algolia (issue 40.3)', () => {
  it("the largest demo car's record is under Algolia's 10 kB record limit with room to spare (under 7 kB)", async () => {
    // Every seeded car (each demo site's stock: comments, features, finance, photos), as the index receives it.
    const { docs } = await payload.find({ collection: 'cars', depth: 1, limit: 0, pagination: false })
    expect(docs.length).toBeGreaterThan(40)
    const sized = docs.map((car) => {
      const record = carIndexRecord(car)
      return { id: record.objectID, bytes: Buffer.byteLength(JSON.stringify(record), 'utf8') }
    })
    const largest = sized.reduce((a, b) => (b.bytes > a.bytes ? b : a))
    console.log(
      `largest demo car record: car ${largest.id}, ${largest.bytes} bytes of ${ALGOLIA_RECORD_LIMIT_BYTES} ` +
        `(${docs.length} cars, median ${sized.map((s) => s.bytes).sort((a, b) => a - b)[Math.floor(sized.length / 2)]} bytes)`,
    )
    expect(largest.bytes).toBeLessThan(BUDGET_BYTES)
    expect(BUDGET_BYTES).toBeLessThan(ALGOLIA_RECORD_LIMIT_BYTES)
  })
})
