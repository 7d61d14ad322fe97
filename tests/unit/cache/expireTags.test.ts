import { afterEach, describe, expect, it, vi } from 'vitest'

// Next's revalidateTag as it behaves outside a request (a job run by the server's worker): it refuses.
vi.mock('next/cache', () => ({
  revalidateTag: () => {
    throw new Error('Invariant: static generation store missing in revalidateTag("site:1:offers")')
  },
}))

const { expireTags } = await import('@/cache/expireTags')

const registry = globalThis as { __incrementalCache?: unknown }

afterEach(() => {
  delete registry.__incrementalCache
})

describe('a job expires tags through the cache of its own process, no HTTP call', () => {
  it("outside a request the tags go straight to Next's incremental cache, once each, expired at once", async () => {
    const calls: { tags: string[]; durations: unknown }[] = []
    registry.__incrementalCache = {
      revalidateTag: async (tags: string[], durations: unknown) => void calls.push({ tags, durations }),
    }
    await expireTags(['site:1:offers', 'site:1:cars', 'site:1:offers'], {})
    expect(calls).toEqual([{ tags: ['site:1:offers', 'site:1:cars'], durations: { expire: 0 } }])
  })

  it('a script or test with no Next cache in its process expires nothing and does not throw', async () => {
    await expect(expireTags(['site:1:offers'], {})).resolves.toBeUndefined()
  })

  it('seeds and scripts that set context.disableRevalidate expire nothing', async () => {
    const calls: string[][] = []
    registry.__incrementalCache = { revalidateTag: async (tags: string[]) => void calls.push(tags) }
    await expireTags(['site:1:offers'], { disableRevalidate: true })
    expect(calls).toEqual([])
  })
})
