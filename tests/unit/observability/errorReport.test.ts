import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserError, parseClientError } from '../../../src/observability/clientErrors'
import { reportError } from '../../../src/observability/errorReport'
import { observedTask } from '../../../src/observability/observedTask'
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

/** A local Sentry-compatible receiver: the events posted to it, decoded. */
async function sentryReceiver() {
  const events: Record<string, unknown>[] = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      events.push(JSON.parse(body.split('\n')[2]!) as Record<string, unknown>)
      res.writeHead(200).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { events, dsn: `http://publickey@127.0.0.1:${port}/5`, close: () => server.close() }
}

describe('"errors of jobs and of browsers are reported as well as requests\', with the release" (issue 40.5)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it("every report carries RELEASE: the log line's `release` and the Sentry event's `release`", async () => {
    const lines = errorLines()
    const sentry = await sentryReceiver()
    try {
      await reportError(new Error('boom'), { route: '/' }, { SENTRY_DSN: sentry.dsn, RELEASE: ' 9be95af ' })
      expect(lines[0]).toMatchObject({ msg: 'unhandled error', release: '9be95af' })
      expect(sentry.events[0]).toMatchObject({ release: '9be95af', tags: { route: '/' } })
    } finally {
      sentry.close()
    }
  })

  it('without RELEASE, no release is claimed', async () => {
    const lines = errorLines()
    await reportError(new Error('boom'), {}, {})
    expect(lines[0]).not.toHaveProperty('release')
  })

  it('a job task that throws is reported (kind job, task, job id, release) and its error is thrown on for Payload', async () => {
    const lines = errorLines()
    const sentry = await sentryReceiver()
    vi.stubEnv('SENTRY_DSN', sentry.dsn)
    vi.stubEnv('RELEASE', 'abc1234')
    try {
      const failure = new TypeError('feed row 7 has no VIN')
      const task = observedTask({
        slug: 'importStock',
        handler: async () => {
          throw failure
        },
      })
      await expect(
        (task.handler as (a: { job: { id: number } }) => Promise<unknown>)({ job: { id: 42 } }),
      ).rejects.toBe(failure)
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatchObject({
        level: 'error',
        msg: 'unhandled error',
        kind: 'job',
        task: 'importStock',
        jobId: '42',
        release: 'abc1234',
        err: { name: 'TypeError', message: 'feed row 7 has no VIN' },
      })
      expect(sentry.events).toHaveLength(1)
      expect(sentry.events[0]).toMatchObject({
        release: 'abc1234',
        tags: { kind: 'job', task: 'importStock', jobId: '42' },
      })
    } finally {
      sentry.close()
    }
  })

  it('a job task that succeeds reports nothing and returns its output', async () => {
    const lines = errorLines()
    const task = observedTask({ slug: 'deliverLead', handler: async () => ({ output: { delivered: 1 } }) })
    await expect(
      (task.handler as (a: { job: { id: number } }) => Promise<unknown>)({ job: { id: 1 } }),
    ).resolves.toEqual({ output: { delivered: 1 } })
    expect(lines).toHaveLength(0)
  })

  it("a browser's error is reported as an Error with the browser's name, message and stack", async () => {
    const lines = errorLines()
    const parsed = parseClientError({
      kind: 'unhandledrejection',
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading 'price')",
      stack: 'at CarCard (https://harbour.example/_next/static/chunks/app.js:1:200)',
      page: 'https://harbour.example/cars/corolla?email=jo@example.com',
    })
    if (!('report' in parsed)) throw new Error('expected a report')
    await reportError(
      browserError(parsed.report),
      { kind: 'browser', site: 'harbour-toyota', page: parsed.report.page! },
      {
        RELEASE: 'r1',
      },
    )
    expect(lines[0]).toMatchObject({
      kind: 'browser',
      site: 'harbour-toyota',
      page: '/cars/corolla',
      release: 'r1',
      err: { name: 'TypeError', message: "Cannot read properties of undefined (reading 'price')" },
    })
    expect(JSON.stringify(lines[0])).not.toContain('jo@example.com')
  })
})
