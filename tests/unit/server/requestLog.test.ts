import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { logPath, parseRequestId, withRequestContext, withRequestLog } from '@/server/requestLog'
import { currentRequest } from '@/server/requestContext'

afterEach(() => vi.restoreAllMocks())

describe('request ids', () => {
  it('keeps an incoming id only when it looks like one', () => {
    expect(parseRequestId('3f2b9c1e-8d4a-4f7e-9b1a-2c3d4e5f6a7b')).toBe('3f2b9c1e-8d4a-4f7e-9b1a-2c3d4e5f6a7b')
    expect(parseRequestId(' abc.DEF_1:2-3 ')).toBe('abc.DEF_1:2-3')
    for (const bad of [
      undefined,
      '',
      ' ',
      'a b',
      'x'.repeat(129),
      '<script>',
      'id\nforged: 1',
      '"quoted"',
      '-leading',
      ['a', 'b'],
    ]) {
      expect(parseRequestId(bad as never), String(bad)).toBeUndefined()
    }
  })

  it('logs the path without query string or fragment', () => {
    expect(logPath('/api/leads/submit?email=a%40b.example#x')).toBe('/api/leads/submit')
    expect(logPath(undefined)).toBe('/')
    expect(logPath('?q=1')).toBe('/')
  })

  it('sets the id on the request and the answer (even over replayed headers) and logs one JSON line', async () => {
    const lines: string[] = []
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true))
    let seenByApp: string | undefined
    const handler = withRequestLog((req, res) => {
      seenByApp = req.headers['x-request-id'] as string
      // like a front-cache hit: headers stored from an earlier answer
      res.writeHead(200, { 'content-type': 'text/plain', 'x-request-id': 'stale-id' }).end('ok')
    })
    const server = http.createServer((req, res) => {
      req.headers['x-client-ip'] = '203.0.113.9'
      handler(req, res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const sane = await fetch(`http://127.0.0.1:${port}/cars?email=someone%40example.com`, {
        headers: { 'x-request-id': 'upstream-42' },
      })
      expect(sane.headers.get('x-request-id')).toBe('upstream-42')
      expect(seenByApp).toBe('upstream-42')
      const insane = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-request-id': 'not an id' } })
      const id = insane.headers.get('x-request-id')
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      await new Promise((resolve) => setTimeout(resolve, 20))
    } finally {
      server.close()
    }
    const logged = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request')
    expect(logged).toHaveLength(2)
    expect(logged[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId: 'upstream-42',
      method: 'GET',
      path: '/cars',
      status: 200,
      clientIp: '203.0.113.9',
    })
    expect(typeof logged[0].ms).toBe('number')
    expect(typeof logged[0].time).toBe('string')
    expect(JSON.stringify(logged)).not.toContain('someone')
  })

  it('what the app logs while serving a request carries its id, also after an await (withRequestContext)', async () => {
    const seen: (string | undefined)[] = []
    const app = withRequestContext(async (_req, res) => {
      seen.push(currentRequest()?.requestId)
      await new Promise((resolve) => setTimeout(resolve, 5))
      seen.push(currentRequest()?.requestId)
      res.end('ok')
    })
    const server = http.createServer(withRequestLog(app))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    try {
      await Promise.all([
        fetch(`http://127.0.0.1:${port}/a`, { headers: { 'x-request-id': 'first-1' } }),
        fetch(`http://127.0.0.1:${port}/b`, { headers: { 'x-request-id': 'second-2' } }),
      ])
    } finally {
      server.close()
    }
    expect(seen.sort()).toEqual(['first-1', 'first-1', 'second-2', 'second-2'])
    expect(currentRequest()).toBeUndefined()
  })
})
