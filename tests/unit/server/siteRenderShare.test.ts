import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { RenderShare, renderShareOptions, shareKey, withRenderShare } from '@/server/siteRenderShare'

/**
 * Issue 38.3: "a flood on one site cannot starve another": "a per-site share of the server's render capacity, and 503
 * with Retry-After when a site's queue is full, rather than every site waiting".
 */
const options = { inFlight: 2, queue: 3, retryAfterSeconds: 2 }

describe("a site's share of the renders", () => {
  it('a site has at most inFlight requests inside at once; the rest wait in its own queue, in order', async () => {
    const share = new RenderShare(options)
    const first = await share.acquire('flood.example')!
    await share.acquire('flood.example')!
    const order: number[] = []
    const waiting = [1, 2, 3].map((n) => share.acquire('flood.example')!.then((release) => (order.push(n), release)))
    expect(share.load('flood.example')).toEqual({ running: 2, waiting: 3 })
    // Another site goes straight in while the flood waits.
    const other = share.acquire('quiet.example')
    expect(await Promise.race([other, new Promise((r) => setTimeout(() => r('waited'), 20))])).not.toBe('waited')
    first()
    await waiting[0]
    expect(order).toEqual([1])
    expect(share.load('flood.example')).toEqual({ running: 2, waiting: 2 })
  })

  it("a full queue answers null at once (the caller's 503), and only for that site", async () => {
    const share = new RenderShare(options)
    for (let i = 0; i < 5; i++) expect(share.acquire('flood.example')).not.toBeNull()
    expect(share.acquire('flood.example')).toBeNull()
    expect(share.acquire('quiet.example')).not.toBeNull()
  })

  it('an idle site leaves nothing behind (invented hosts cannot grow the lanes)', async () => {
    const share = new RenderShare(options)
    for (let i = 0; i < 1_000; i++) (await share.acquire(`dealer-${i}.example`)!)()
    expect(share.load('dealer-1.example')).toEqual({ running: 0, waiting: 0 })
    expect((share as unknown as { lanes: Map<string, unknown> }).lanes.size).toBe(0)
  })

  it('only page GETs are shared out: APIs (leads, sign-in), the admin, assets and health checks never wait', () => {
    const req = (method: string, url: string) => ({ method, url, headers: { host: 'Harbour-Toyota.localhost:3000' } })
    expect(shareKey(req('GET', '/search?make=Toyota'))).toBe('harbour-toyota.localhost')
    expect(shareKey(req('GET', '/'))).toBe('harbour-toyota.localhost')
    for (const url of ['/api/health', '/api/ready', '/api/leads/submit', '/admin', '/_next/static/x.js', '/media/a'])
      expect(shareKey(req('GET', url)), url).toBeNull()
    expect(shareKey(req('POST', '/search'))).toBeNull()
  })

  it('SITE_RENDERS_IN_FLIGHT and SITE_RENDER_QUEUE, defaults 6 and 100', () => {
    expect(renderShareOptions(undefined, undefined)).toMatchObject({ inFlight: 6, queue: 100 })
    expect(renderShareOptions('5', '10')).toMatchObject({ inFlight: 5, queue: 10 })
    expect(renderShareOptions('0', 'x')).toMatchObject({ inFlight: 6, queue: 100 })
  })
})

describe('the server answers a full queue 503 with Retry-After; other sites are served meanwhile', () => {
  it('20 slow requests to one site: 2 inside, 3 waiting, 15 refused at once; another site answers at once', async () => {
    const share = new RenderShare(options)
    const inside: Array<() => void> = []
    const server = http.createServer(
      withRenderShare(
        share,
        (req, res) => {
          if (req.headers.host?.startsWith('quiet')) return res.end('quiet page')
          inside.push(() => res.end('flood page'))
        },
        options,
      ),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    const get = (host: string, path = '/search') =>
      new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
            let body = ''
            res.on('data', (chunk: Buffer) => (body += chunk))
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string, body }),
            )
          })
          .on('error', reject)
      })
    try {
      const answers: Array<{ status: number; retryAfter?: string; body: string }> = []
      const flood = Array.from({ length: 20 }, (_, i) =>
        get('flood.example', `/search?km=0:${i}`).then((answer) => void answers.push(answer)),
      )
      const until = async (check: () => boolean) => {
        for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 5))
      }
      await until(() => answers.length === 15 && inside.length === 2)
      expect(answers.map((answer) => answer.status)).toEqual(Array(15).fill(503))
      expect(answers[0]!.retryAfter).toBe('2')
      expect(answers[0]!.body).toContain('try again')
      expect(share.load('flood.example')).toEqual({ running: 2, waiting: 3 })
      expect(await get('quiet.example', '/')).toMatchObject({ status: 200, body: 'quiet page' })
      // The waiting ones are answered as the ones inside finish.
      for (let served = 0; served < 5; served++) {
        await until(() => inside.length > 0)
        inside.shift()!()
      }
      await Promise.all(flood)
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5)
      expect(share.load('flood.example')).toEqual({ running: 0, waiting: 0 })
    } finally {
      server.close()
    }
  })
})
