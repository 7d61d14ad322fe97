import { describe, expect, it } from 'vitest'
import { boundedResponsesCache } from '@/search/client/boundedCache'

describe('result cache: 10 entries for the directory searches, oldest evicted (spec §9)', () => {
  it('answers from the cache and evicts the oldest entry past its capacity', async () => {
    const cache = boundedResponsesCache(10)
    let fetched = 0
    const fetchAnswer = (n: number) => async () => (fetched++, { n })
    for (let i = 0; i < 11; i++) await cache.set({ query: `q${i}` }, { n: i })
    expect(await cache.get({ query: 'q10' }, fetchAnswer(99))).toEqual({ n: 10 })
    expect(await cache.get({ query: 'q1' }, fetchAnswer(99))).toEqual({ n: 1 })
    expect(fetched).toBe(0)
    expect(await cache.get({ query: 'q0' }, fetchAnswer(0))).toEqual({ n: 0 })
    expect(fetched).toBe(1)
  })

  it('delete and clear forget entries', async () => {
    const cache = boundedResponsesCache(10)
    await cache.set('a', 1)
    await cache.set('b', 2)
    await cache.delete('a')
    expect(await cache.get('a', async () => 'fresh')).toBe('fresh')
    await cache.clear()
    expect(await cache.get('b', async () => 'fresh')).toBe('fresh')
  })
})
