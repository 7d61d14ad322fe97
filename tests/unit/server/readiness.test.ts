import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HEALTH_BODY, readiness, redisCheck, searchCheck } from '@/server/readiness'

const servers: { close: () => void }[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
  vi.restoreAllMocks()
})

async function listen(server: http.Server | net.Server): Promise<number> {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

describe('readiness', () => {
  it('health is a constant: no I/O', () => {
    expect(HEALTH_BODY).toEqual({ status: 'ok' })
  })

  it('200 when every check answers', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const result = await readiness({ database: async () => undefined, search: async () => undefined })
    expect(result).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'ok', search: 'ok' } } })
  })

  it('503 naming the part that failed or did not answer in time; details only in the log', async () => {
    const lines: string[] = []
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true))
    const started = Date.now()
    const result = await readiness(
      {
        database: async () => undefined,
        search: async () => {
          throw new Error('connect ECONNREFUSED 10.0.0.7:7700')
        },
        redis: () => new Promise(() => undefined),
      },
      200,
    )
    expect(Date.now() - started).toBeLessThan(1500)
    expect(result.status).toBe(503)
    expect(result.body).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', search: 'failed', redis: 'failed' },
      failed: ['search', 'redis'],
    })
    expect(JSON.stringify(result.body)).not.toContain('10.0.0.7')
    const logged = lines.map((line) => JSON.parse(line))
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'readiness check failed', check: 'search' }),
    )
  })

  it('search: a cheap authenticated call to the configured host', async () => {
    const seen: http.IncomingHttpHeaders[] = []
    let status = 200
    const port = await listen(
      http.createServer((req, res) => {
        seen.push({ ...req.headers, path: req.url })
        res.writeHead(status, { 'content-type': 'application/json' }).end('{"items":[],"nbPages":1}')
      }),
    )
    const connection = () => ({
      appId: 'local',
      adminKey: 'admin-key',
      searchKey: 'search-key',
      serverHosts: [{ url: `127.0.0.1:${port}`, accept: 'readWrite' as const, protocol: 'http' as const }],
      proxiedForBrowsers: true,
    })
    await expect(searchCheck(connection)()).resolves.toBeUndefined()
    expect(seen[0]).toMatchObject({
      path: '/1/indexes?page=0&hitsPerPage=1',
      'x-algolia-api-key': 'admin-key',
      'x-algolia-application-id': 'local',
    })
    status = 403
    await expect(searchCheck(connection)()).rejects.toThrow(/403/)
  })

  it('redis: PING answered PONG; a closed port fails fast', async () => {
    const port = await listen(
      net.createServer((socket) => {
        socket.on('data', (data) => {
          for (const match of data.toString().matchAll(/\*\d+\r\n\$\d+\r\n([A-Za-z]+)\r\n/g)) {
            socket.write(match[1].toUpperCase() === 'PING' ? '+PONG\r\n' : '+OK\r\n')
          }
        })
      }),
    )
    await expect(redisCheck(`redis://127.0.0.1:${port}`, 1000)()).resolves.toBeUndefined()
    const closed = await listen(net.createServer())
    servers.pop()?.close()
    await new Promise((resolve) => setTimeout(resolve, 50))
    await expect(redisCheck(`redis://127.0.0.1:${closed}`, 1000)()).rejects.toThrow()
  })
})
