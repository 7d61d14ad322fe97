import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ForwardLists } from '@/search-service/engine/forward-lists'

describe('forward lists (one pool for every record list)', () => {
  it('behave like a map of id to list under random sets, replacements and deletes, across compactions', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 3000 }),
            fc.option(fc.array(fc.integer(), { maxLength: 400 }), { nil: undefined }),
          ),
          { maxLength: 500 },
        ),
        (ops) => {
          const lists = new ForwardLists()
          const reference = new Map<number, number[]>()
          for (const [id, values] of ops) {
            if (values === undefined) {
              lists.delete(id)
              reference.delete(id)
            } else {
              lists.set(id, Int32Array.from(values))
              reference.set(id, values)
            }
          }
          for (const id of new Set([...ops.map(([opId]) => opId), 3001])) {
            const start = lists.startOf(id)
            const actual = start < 0 ? undefined : Array.from(lists.pool.subarray(start, start + lists.lengthOf(id)))
            expect(actual).toEqual(reference.get(id))
          }
        },
      ),
      { numRuns: 25 },
    )
  })
  it('compacts replaced lists away when the pool fills up', () => {
    const lists = new ForwardLists()
    for (let round = 0; round < 200; round++) {
      lists.set(
        1,
        Int32Array.from({ length: 1000 }, (_, i) => i + round),
      )
      lists.set(2, Int32Array.of(round))
    }
    expect(lists.pool.length).toBeLessThan(1 << 18)
    expect(Array.from(lists.pool.subarray(lists.startOf(1), lists.startOf(1) + 3))).toEqual([199, 200, 201])
    expect(lists.pool[lists.startOf(2)]).toBe(199)
    lists.delete(1)
    expect(lists.startOf(1)).toBe(-1)
    expect(lists.lengthOf(1)).toBe(0)
  })
})
