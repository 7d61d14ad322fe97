import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { Drain, shutdownGraceMs, unreadyBeforeCloseMs } from '@/server/drain'

const servers: http.Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

/** A server whose /slow answers after `ms`, everything else at once, behind a Drain. */
async function serverWith(drain: Drain, ms = 300) {
  const server = http.createServer(
    drain.track((req, res) => {
      const answer = () => res.end(`answered ${req.url}`)
      if (req.url?.startsWith('/slow')) setTimeout(answer, ms)
      else if (req.url === '/api/ready') res.end('{"status":"ready"}')
      else answer()
    }),
  )
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

function get(port: number, path: string, agent: http.Agent | false = false) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }))
      })
      .on('error', reject)
  })
}

describe('graceful drain (issue 40.1)', () => {
  it('on SIGTERM /api/ready answers 503 at once while a request in flight still gets its answer', async () => {
    const drain = new Drain()
    const port = await serverWith(drain, 400)
    expect((await get(port, '/api/ready')).status).toBe(200)
    const slow = get(port, '/slow/search')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(drain.requestsInFlight).toBe(1)

    drain.begin()
    const ready = await get(port, '/api/ready?probe=1')
    expect(ready.status).toBe(503)
    expect(JSON.parse(ready.body)).toEqual({ status: 'draining' })
    expect(drain.requestsInFlight).toBe(1)

    const finished = drain.idle(5_000)
    const answer = await slow
    expect(answer).toMatchObject({ status: 200, body: 'answered /slow/search' })
    expect(await finished).toBe(true)
    expect(drain.requestsInFlight).toBe(0)
  })

  it('every answer given while draining closes its connection, so keep-alive clients move to another server', async () => {
    const drain = new Drain()
    const port = await serverWith(drain)
    const keepAlive = new http.Agent({ keepAlive: true })
    expect((await get(port, '/page', keepAlive)).connection).toBe('keep-alive')
    drain.begin()
    expect((await get(port, '/page', keepAlive)).connection).toBe('close')
    keepAlive.destroy()
  })

  it('idle() gives up at the grace deadline when a request outlives it', async () => {
    const drain = new Drain()
    const port = await serverWith(drain, 1_500)
    const slow = get(port, '/slow')
    await new Promise((resolve) => setTimeout(resolve, 50))
    drain.begin()
    const started = Date.now()
    expect(await drain.idle(200)).toBe(false)
    expect(Date.now() - started).toBeLessThan(1_000)
    await slow
  })

  it('idle() with nothing in flight resolves at once', async () => {
    const drain = new Drain()
    drain.begin()
    expect(await drain.idle(10_000)).toBe(true)
  })

  it('SHUTDOWN_GRACE_MS: default 25 s, whole milliseconds up to 10 minutes, anything else names the variable', () => {
    expect(shutdownGraceMs(undefined)).toBe(25_000)
    expect(shutdownGraceMs('')).toBe(25_000)
    expect(shutdownGraceMs('5000')).toBe(5_000)
    expect(shutdownGraceMs('0')).toBe(0)
    expect(() => shutdownGraceMs('25s')).toThrow(/SHUTDOWN_GRACE_MS/)
    expect(() => shutdownGraceMs('-1')).toThrow(/SHUTDOWN_GRACE_MS/)
    expect(() => shutdownGraceMs('600001')).toThrow(/SHUTDOWN_GRACE_MS/)
  })

  it('a stopping server stays reachable (unready) for up to 5 s, a fifth of the grace at most', () => {
    expect(unreadyBeforeCloseMs(25_000)).toBe(5_000)
    expect(unreadyBeforeCloseMs(60_000)).toBe(5_000)
    expect(unreadyBeforeCloseMs(10_000)).toBe(2_000)
    expect(unreadyBeforeCloseMs(0)).toBe(0)
  })
})
