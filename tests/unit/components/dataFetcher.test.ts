import { describe, expect, it, vi } from 'vitest'
import { FetchError, fetchJson } from '@/components/data/fetcher'
import { financeDisclaimerKey, siteOfBasePath, watchlistListKey } from '@/components/data/keys'
import { watchlistCars, withWatchlistCars } from '@/components/data/watchlist'

const answering = (response: Response) =>
  vi.fn(async (_url: string | URL | Request) => response) as unknown as typeof fetch & ReturnType<typeof vi.fn>

describe('fetchJson (the shared SWR fetcher)', () => {
  it('GETs the URL and parses the JSON body of a 2xx answer', async () => {
    const fetchImpl = answering(
      new Response(JSON.stringify({ days: [{ date: '2030-01-02', times: ['09:00'] }] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    )
    await expect(fetchJson('/api/cars/7/appointments?site=a', fetchImpl)).resolves.toEqual({
      days: [{ date: '2030-01-02', times: ['09:00'] }],
    })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    expect(fetchImpl).toHaveBeenCalledWith('/api/cars/7/appointments?site=a')
  })

  it.each([404, 401, 500, 503])('throws a FetchError carrying the status %i on a non-2xx answer', async (status) => {
    const error = await fetchJson(
      '/api/x',
      answering(new Response(JSON.stringify({ error: 'nope' }), { status })),
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FetchError)
    expect(error).toBeInstanceOf(Error)
    expect((error as FetchError).status).toBe(status)
    expect((error as FetchError).url).toBe('/api/x')
    expect((error as FetchError).message).toContain(String(status))
  })

  it('throws on a 2xx answer whose body is not JSON', async () => {
    await expect(fetchJson('/api/x', answering(new Response('<html>', { status: 200 })))).rejects.toThrow()
  })

  it('passes a network failure through as a rejection', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    await expect(fetchJson('/api/x', fetchImpl)).rejects.toThrow('Failed to fetch')
  })

  it('uses the global fetch by default', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"ok":1}', { status: 200 }))
    try {
      await expect(fetchJson('/api/y')).resolves.toEqual({ ok: 1 })
      expect(spy).toHaveBeenCalledWith('/api/y')
    } finally {
      spy.mockRestore()
    }
  })
})

describe('SWR keys', () => {
  it('the finance disclaimer URL carries the car id and the encoded site', () => {
    expect(financeDisclaimerKey(42, 'harbour-toyota')).toBe('/api/cars/42/finance-disclaimer?site=harbour-toyota')
    expect(financeDisclaimerKey(1, 'a b&c')).toBe('/api/cars/1/finance-disclaimer?site=a%20b%26c')
    expect(financeDisclaimerKey(1, '')).toBe('/api/cars/1/finance-disclaimer?site=')
  })

  it('the watchlist list URL carries the encoded site', () => {
    expect(watchlistListKey('lakeside-motors')).toBe('/api/watchlist/list?site=lakeside-motors')
    expect(watchlistListKey('')).toBe('/api/watchlist/list?site=')
    expect(watchlistListKey('x/y')).toBe('/api/watchlist/list?site=x%2Fy')
  })

  it('the site of a /sites/{slug} base path; empty on a site host', () => {
    expect(siteOfBasePath('/sites/lakeside-motors')).toBe('lakeside-motors')
    expect(siteOfBasePath('')).toBe('')
  })
})

describe('watchlist cache helpers', () => {
  it('reads the saved cars with string ids; none before the list arrives', () => {
    expect(watchlistCars(undefined)).toEqual([])
    expect(watchlistCars({ signedIn: false, car_ids: [] })).toEqual([])
    expect(watchlistCars({ signedIn: true, car_ids: [3, 11] })).toEqual([{ id: '3' }, { id: '11' }])
  })

  it('replaces the car ids (numbers) and keeps the sign-in state', () => {
    expect(withWatchlistCars({ signedIn: true, car_ids: [3] }, [{ id: '3' }, { id: '11' }])).toEqual({
      signedIn: true,
      car_ids: [3, 11],
    })
    expect(withWatchlistCars(undefined, [{ id: 5 }])).toEqual({ car_ids: [5] })
    const answer = { signedIn: true, car_ids: [1, 2] }
    expect(watchlistCars(withWatchlistCars(answer, watchlistCars(answer)))).toEqual(watchlistCars(answer))
  })
})
