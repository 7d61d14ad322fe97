import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Posted = { url: string; init: RequestInit }
let posted: Posted[]

beforeEach(() => {
  vi.resetModules()
  posted = []
  vi.stubGlobal('window', { location: { pathname: '/cars/corolla' } })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      posted.push({ url, init })
      return new Response(null, { status: 204 })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const load = () => import('../../../src/components/ClientErrorReporter')

describe("a browser's errors go to POST /api/client-errors, bounded (issue 40.5)", () => {
  it('posts the error, its stack and the page path, kept alive past the page, as JSON', async () => {
    const { postClientError } = await load()
    const error = new TypeError('x is undefined')
    postClientError('error', error, 'harbour-toyota')
    expect(posted).toHaveLength(1)
    expect(posted[0]!.url).toBe('/api/client-errors')
    expect(posted[0]!.init).toMatchObject({ method: 'POST', keepalive: true })
    expect(JSON.parse(String(posted[0]!.init.body))).toMatchObject({
      kind: 'error',
      name: 'TypeError',
      message: 'x is undefined',
      page: '/cars/corolla',
      site: 'harbour-toyota',
    })
  })

  it('sends the same error once, and at most five per page load (a loop cannot flood the server)', async () => {
    const { postClientError } = await load()
    postClientError('error', new Error('same'))
    postClientError('error', new Error('same'))
    expect(posted).toHaveLength(1)
    for (let i = 0; i < 10; i++) postClientError('unhandledrejection', new Error(`loop ${i}`))
    expect(posted).toHaveLength(5)
  })

  it('a rejection with a value that is not an Error is still reported, with its text', async () => {
    const { postClientError } = await load()
    postClientError('unhandledrejection', 'quota exceeded')
    postClientError('unhandledrejection', { code: 7 })
    expect(posted.map((p) => (JSON.parse(String(p.init.body)) as { message: string }).message)).toEqual([
      'quota exceeded',
      'Non-error thrown',
    ])
  })
})
