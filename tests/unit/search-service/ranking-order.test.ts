import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SearchEngine } from '@/search-service/engine/engine'
import type { JsonObject } from '@/search-service/engine/json'
import { executeSearch } from '@/search-service/engine/search'
import { numbersAt } from './brute-force'

const AT = '2026-01-01T00:00:00.000Z'

const recordArb = fc.record(
  {
    price: fc.oneof(
      fc.integer({ min: 0, max: 30 }),
      fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 3 }),
    ),
    year: fc.integer({ min: 2018, max: 2022 }),
  },
  { requiredKeys: [] },
)

/** Rank order written out: asc(price) by lowest price, then desc(year), then insertion order; missing values last. */
function bruteOrder(records: Map<string, JsonObject>, firstSeen: Map<string, number>): string[] {
  const key = (r: JsonObject) => {
    const prices = numbersAt(r, 'price')
    const years = numbersAt(r, 'year')
    return [
      prices.length ? Math.min(...prices) : Infinity,
      years.length ? -Math.max(...years) : Infinity,
      firstSeen.get(String(r.objectID)) ?? 0,
    ]
  }
  return [...records.values()]
    .sort((a, b) => {
      const ka = key(a)
      const kb = key(b)
      for (let i = 0; i < 3; i++) if (ka[i] !== kb[i]) return ka[i] - kb[i]
      return 0
    })
    .map((r) => String(r.objectID))
}

describe('ranking without a query (sorted-column walk and heap agree with a full sort)', () => {
  it('returns the first pages in exact rank order after random writes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1499 }), fc.option(recordArb, { nil: undefined, freq: 8 })), {
          minLength: 1000,
          maxLength: 1600,
        }),
        fc.integer({ min: 0, max: 3 }),
        (writes, page) => {
          const engine = new SearchEngine()
          engine.apply(
            engine.prepareSetSettings('cars', { replicas: ['by_price'], customRanking: ['desc(year)'] }, true, AT),
          )
          engine.apply(
            engine.prepareSetSettings(
              'by_price',
              { ranking: ['asc(price)', 'typo', 'words', 'proximity', 'attribute', 'exact', 'custom'] },
              false,
              AT,
            ),
          )
          const records = new Map<string, JsonObject>()
          const firstSeen = new Map<string, number>()
          let next = 0
          writes.forEach(([index, record], step) => {
            const objectID = `r${index}`
            if (record === undefined) {
              engine.apply(engine.prepareBatch([{ action: 'deleteObject', indexName: 'cars', body: { objectID } }], AT))
              records.delete(objectID)
              firstSeen.delete(objectID)
            } else {
              const body = { ...record, objectID }
              engine.apply(engine.prepareBatch([{ action: 'updateObject', indexName: 'cars', body }], AT))
              records.set(objectID, body)
              if (!firstSeen.has(objectID)) firstSeen.set(objectID, next++)
            }
            // Rank midway so later writes leave changed records pending beside the sorted column.
            if (step === 600) executeSearch(engine.view('by_price'), { query: '', filters: [], hitsPerPage: 10 })
          })
          const result = executeSearch(engine.view('by_price'), {
            query: '',
            filters: [],
            page,
            hitsPerPage: 25,
            attributesToHighlight: [],
          })
          expect(result.hits.map((h) => h.objectID)).toEqual(
            bruteOrder(records, firstSeen).slice(page * 25, page * 25 + 25),
          )
        },
      ),
      { numRuns: 30 },
    )
  })
})
