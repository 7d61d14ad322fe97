import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bitsetToIds, countBits, createBitset, setBit } from '@/search-service/engine/bitset'
import { PostingList } from '@/search-service/engine/posting-list'

describe('posting lists (sorted list or bitset) behave like a set', () => {
  it('matches a Set under random adds and removes across both representations', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 4000 })), { maxLength: 3000 }), (ops) => {
        const words = 126
        const list = new PostingList()
        const reference = new Set<number>()
        for (const [add, id] of ops) {
          if (add) {
            list.add(id, words)
            reference.add(id)
          } else {
            list.remove(id, words)
            reference.delete(id)
          }
        }
        expect(list.checkInvariant()).toBe(true)
        expect(list.count).toBe(reference.size)
        const members: number[] = []
        list.forEach((id) => members.push(id))
        expect(members).toEqual([...reference].sort((a, b) => a - b))
        const bits = createBitset(words)
        list.orInto(bits)
        expect(Array.from(bitsetToIds(bits))).toEqual(members)
        const mask = createBitset(words)
        for (let id = 0; id < words * 32; id += 3) setBit(mask, id)
        expect(list.countIn(mask)).toBe(members.filter((id) => id % 3 === 0).length)
      }),
      { numRuns: 200 },
    )
  })

  it('counts bits with popcount', () => {
    const bits = createBitset(4)
    for (const id of [0, 31, 32, 64, 127]) setBit(bits, id)
    expect(countBits(bits)).toBe(5)
    expect(Array.from(bitsetToIds(bits))).toEqual([0, 31, 32, 64, 127])
  })
})
