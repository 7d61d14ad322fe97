import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reportError } from '../../../src/observability/errorReport'
import { runInRequest } from '../../../src/server/requestContext'

afterEach(() => vi.restoreAllMocks())

function errorLines() {
  const lines: Record<string, unknown>[] = []
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text))
    return true
  })
  return lines
}

describe('"error reporting through `onRequestError` and a Sentry-compatible hook when `SENTRY_DSN` is set" (issue 28.5)', () => {
  it('without SENTRY_DSN, an error goes only to the log, with the request id of the request it happened in', async () => {
    const lines = errorLines()
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    await runInRequest({ requestId: 'req-7' }, () =>
      reportError(new TypeError('price is not a number'), { route: '/sites/[site]/cars/[slug]' }, {}),
    )
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'unhandled error',
      requestId: 'req-7',
      route: '/sites/[site]/cars/[slug]',
      err: { name: 'TypeError', message: 'price is not a number' },
    })
  })

  it('with SENTRY_DSN, also posts an envelope to the DSN, authenticated with its key', async () => {
    errorLines()
    const received: { url?: string; auth?: string; body: string }[] = []
    const sentry = http.createServer((req, res) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => {
        received.push({ url: req.url, auth: req.headers['x-sentry-auth'] as string, body })
        res.writeHead(200).end('{}')
      })
    })
    await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = sentry.address() as AddressInfo
      await reportError(
        new Error('render failed'),
        { route: '/sites/[site]', requestId: 'req-8' },
        {
          SENTRY_DSN: `http://publickey@127.0.0.1:${port}/5`,
          SENTRY_ENVIRONMENT: 'staging',
        },
      )
      expect(received).toHaveLength(1)
      expect(received[0]!.url).toBe('/api/5/envelope/')
      expect(received[0]!.auth).toMatch(/sentry_key=publickey/)
      const event = JSON.parse(received[0]!.body.split('\n')[2]!)
      expect(event).toMatchObject({ environment: 'staging', tags: { route: '/sites/[site]', requestId: 'req-8' } })
      expect(event.exception.values[0].value).toBe('render failed')
    } finally {
      sentry.close()
    }
  })

  it('a reporter that is down does not throw (one error must not become two)', async () => {
    errorLines()
    await expect(reportError(new Error('x'), {}, { SENTRY_DSN: 'http://k@127.0.0.1:1/9' })).resolves.toBeUndefined()
  })
})
