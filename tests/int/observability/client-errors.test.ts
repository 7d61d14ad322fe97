import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { handleClientError } from '../../../src/observability/clientErrorRequest'
import { CLIENT_ERROR_LIMITS } from '../../../src/observability/clientErrors'
import { testPayload } from '../payload'

/** Issue 40.5: a browser's error is reported like a request's, bounded, rate-limited, the site from the host. */

const HOST = 'harbour-toyota.localhost:3000'
const rnd = () => Math.floor(Math.random() * 1e6)
const freshIp = () => `10.88.${rnd() % 250}.${1 + (rnd() % 250)}`

function post(body: unknown, options: { ip?: string; host?: string; origin?: string | null } = {}): Promise<Response> {
  const host = options.host ?? HOST
  const headers = new Headers({ 'content-type': 'application/json', host, 'x-client-ip': options.ip ?? freshIp() })
  if (options.origin !== null) headers.set('origin', options.origin ?? `http://${host}`)
  return handleClientError(
    new Request(`http://${host}/api/client-errors`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

function errorLines() {
  const lines: Record<string, unknown>[] = []
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    for (const text of String(chunk).split('\n').filter(Boolean))
      try {
        lines.push(JSON.parse(text) as Record<string, unknown>)
      } catch {
        // not a log line
      }
    return true
  })
  return lines
}

beforeAll(async () => {
  await testPayload()
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

describe('"errors of browsers are reported as well as requests\', with the release" (issue 40.5)', () => {
  it("a site's browser error is reported with the site from the host, the page's path and the release: 204", async () => {
    vi.stubEnv('RELEASE', 'rel-40')
    const lines = errorLines()
    const answer = await post({
      kind: 'error',
      name: 'TypeError',
      message: 'price.toFixed is not a function',
      stack: 'at CarCard (http://harbour-toyota.localhost:3000/_next/static/chunks/a.js:1:99)',
      page: '/cars/2021-toyota-corolla?email=sam@example.com',
    })
    expect(answer.status).toBe(204)
    const line = lines.find((l) => l.msg === 'unhandled error' && l.kind === 'browser')
    expect(line).toMatchObject({
      site: 'harbour-toyota',
      page: '/cars/2021-toyota-corolla',
      browserErrorKind: 'error',
      release: 'rel-40',
      err: { name: 'TypeError', message: 'price.toFixed is not a function' },
    })
    expect(JSON.stringify(line)).not.toContain('sam@example.com')
  })

  it('refuses a cross-origin post (403), a body over 8 kB (413), a host that is no site (404) and names a bad field (400)', async () => {
    errorLines()
    expect((await post({ message: 'x' }, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await post({ message: 'x'.repeat(9_000) })).status).toBe(413)
    expect((await post({ message: 'x' }, { host: 'no-such-dealer.localhost:3000' })).status).toBe(404)
    const bad = await post({ kind: 'warning', message: 'x' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ errors: [{ field: 'kind' }] })
    expect((await post('not json')).status).toBe(400)
  })

  it('is rate-limited per browser: past the limit a 429 with Retry-After, and nothing more is reported', async () => {
    const lines = errorLines()
    const ip = freshIp()
    const { points } = CLIENT_ERROR_LIMITS.perClient
    for (let i = 0; i < points; i++) expect((await post({ message: `loop ${i}` }, { ip })).status).toBe(204)
    const reported = lines.filter((l) => l.kind === 'browser').length
    const over = await post({ message: 'one more' }, { ip })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(lines.filter((l) => l.kind === 'browser')).toHaveLength(reported)
    // Another browser of the same site is not held up by the first one's loop.
    expect((await post({ message: 'elsewhere' })).status).toBe(204)
  })
})
