/**
 * Issue 28.5, followed to its outcome: the suite's server answers GET /api/metrics on the platform host and not on a
 * dealer's, and a second server of the same build and database, started with OTEL_EXPORTER_OTLP_ENDPOINT pointing
 * at a local OTLP receiver (tests/support/otlpReceiver.ts), sends the spans of a request, its Postgres queries
 * included, and guards its metrics with METRICS_TOKEN.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { localSecrets } from '../../src/lib/localEnvironment'
import { type OtlpReceiver, startOtlpReceiver } from '../support/otlpReceiver'

const port = Number(process.env.E2E_PORT ?? 3100)
const offset = port - 3100
const dataDir = path.resolve(`.data/e2e-${port}`)

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** A request with a Host of our choosing (a dealer's host needs no DNS this way). */
function get(toPort: number, urlPath: string, host: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: toPort, path: urlPath, headers: { host, ...headers } },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const FAMILIES = [
  'http_requests_total',
  'http_request_duration_seconds',
  'dealer_jobs_queued',
  'dealer_jobs_oldest_queued_age_seconds',
  'dealer_leads_undelivered',
  'dealer_lead_oldest_undelivered_age_seconds',
  'dealer_lead_delivery_duration_seconds',
  'dealer_search_duration_seconds',
  'dealer_front_cache_requests_total',
  'dealer_db_pool_connections',
  'dealer_db_pool_waiting_clients',
]

test('metrics: "Prometheus-format metrics on the platform host (requests by route and status, latency histograms, job queue depth and oldest job\'s age, lead delivery lag, search latency, cache hit ratio, pool use)"', async () => {
  const platform = `localhost:${port}`
  // A page twice on a dealer's host: its route is counted under its pattern, and the second may be a front-cache hit.
  for (let i = 0; i < 2; i++)
    expect((await get(port, '/contact-us', `harbour-toyota.localhost:${port}`)).status).toBe(200)
  const answer = await get(port, '/api/metrics', platform)
  expect(answer.status).toBe(200)
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  expect(answer.headers['cache-control']).toBe('no-store')
  for (const family of FAMILIES) expect(answer.body, family).toContain(`# TYPE ${family} `)
  const sample = (prefix: string) =>
    answer.body
      .split('\n')
      .find((line) => line.startsWith(prefix))
      ?.split(' ')
      .at(-1)
  // The route pattern, never the path.
  expect(
    Number(sample('http_requests_total{route="/sites/[site]/contact-us",method="GET",status="200"}')),
  ).toBeGreaterThanOrEqual(2)
  expect(answer.body).not.toMatch(/route="\/contact-us"/)
  // Read from the database at scrape time: numbers, and the pool Payload opened.
  expect(Number(sample('dealer_jobs_queued '))).toBeGreaterThanOrEqual(0)
  expect(Number(sample('dealer_db_pool_max '))).toBeGreaterThan(0)
  // Hits and misses as counters (the ratio is PromQL's): the second load of the page was looked up.
  expect(
    Number(sample('dealer_front_cache_requests_total{result="hit"}') ?? 0) +
      Number(sample('dealer_front_cache_requests_total{result="miss"}') ?? 0),
  ).toBeGreaterThanOrEqual(1)
  expect(answer.body).not.toContain('dealer_front_cache_hit_ratio')
  expect(answer.body).not.toContain('dealer_metrics_scrape_errors_total{')
})

test('metrics are "on the platform host": a dealer\'s host answers 404', async () => {
  for (const host of [`harbour-toyota.localhost:${port}`, `metro-used-cars.localhost:${port}`]) {
    const answer = await get(port, '/api/metrics', host)
    expect(answer.status, host).toBe(404)
    expect(answer.body).not.toContain('http_requests_total')
  }
})

test.describe('a server with OTEL_EXPORTER_OTLP_ENDPOINT and METRICS_TOKEN', () => {
  const tracedPort = port + 71
  let receiver: OtlpReceiver
  let server: ChildProcess | undefined
  let output = ''

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    receiver = await startOtlpReceiver()
    const secrets = localSecrets(dataDir)
    server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(tracedPort),
        DATA_DIR: dataDir,
        MEDIA_DIR: path.join(dataDir, 'media'),
        DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${54349 + offset}/dealer_platform`,
        PAYLOAD_SECRET: secrets.payloadSecret,
        SEARCH_PORT: String(7710 + offset),
        SEARCH_ADMIN_KEY: secrets.searchAdminKey,
        SEARCH_SEARCH_KEY: secrets.searchSearchKey,
        LOCAL_ADMIN: '1',
        SITE_PATH_FALLBACK: '1',
        // The suite's server runs the jobs; this one only serves.
        JOBS_WORKER: '0',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_SERVICE_NAME: 'dealer-platform-e2e',
        METRICS_TOKEN: 'e2e-metrics-token',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout?.on('data', (c: Buffer) => (output += c.toString()))
    server.stderr?.on('data', (c: Buffer) => (output += c.toString()))
    await expect.poll(() => output, { timeout: 120_000, intervals: [500] }).toContain('Next.js ready')
  })

  test.afterAll(async () => {
    if (server?.pid && server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server?.once('exit', resolve))
    }
    await receiver?.close()
  })

  test('traces: "OpenTelemetry traces (HTTP, Payload and the database, …) exported over OTLP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set"', async () => {
    const ready = await get(tracedPort, '/api/ready', `localhost:${tracedPort}`)
    expect(ready.status, ready.body).toBe(200)
    const page = await get(tracedPort, '/sites/harbour-toyota/contact-us', `localhost:${tracedPort}`)
    expect(page.status).toBe(200)
    // The request's server span (instrumentation-http), in the configured service.
    const server = await receiver.waitForSpan(
      (s) => s.kind === 2 && String(s.attributes['http.target'] ?? s.attributes['url.path']).startsWith('/api/ready'),
    )
    expect(server.serviceName).toBe('dealer-platform-e2e')
    expect(server.attributes['http.status_code'] ?? server.attributes['http.response.status_code']).toBe(200)
    // Postgres queries (instrumentation-pg): Payload's, in a request's trace.
    // instrumentation-pg 0.76 writes the stable database conventions (`db.system.name`; `db.system` before).
    const query = await receiver.waitForSpan(
      (s) => (s.attributes['db.system.name'] ?? s.attributes['db.system']) === 'postgresql',
    )
    expect(query.name).toMatch(/^pg\./)
    expect(receiver.requests.every((r) => r.path === '/v1/traces')).toBe(true)
  })

  test('METRICS_TOKEN: "optionally guarded by METRICS_TOKEN (Bearer) when set"', async () => {
    const host = `localhost:${tracedPort}`
    const refused = await get(tracedPort, '/api/metrics', host)
    expect(refused.status).toBe(401)
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer/)
    expect(refused.body).not.toContain('http_requests_total')
    expect((await get(tracedPort, '/api/metrics', host, { authorization: 'Bearer wrong-token' })).status).toBe(401)
    const allowed = await get(tracedPort, '/api/metrics', host, { authorization: 'Bearer e2e-metrics-token' })
    expect(allowed.status).toBe(200)
    expect(allowed.body).toContain('# TYPE http_requests_total counter')
  })

  test("request ids: a client's x-request-id is replaced (it is not a trusted proxy), and every log line of the request carries the one it got", async () => {
    const answer = await get(tracedPort, '/api/health', `localhost:${tracedPort}`, { 'x-request-id': 'spoofed-id-1' })
    const id = String(answer.headers['x-request-id'])
    expect(id).not.toBe('spoofed-id-1')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await expect
      .poll(() => output.split('\n').filter((line) => line.includes(id)).length, { timeout: 5000 })
      .toBeGreaterThan(0)
    const lines = output
      .split('\n')
      .filter((line) => line.includes(id))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines.some((line) => line.msg === 'request' && line.path === '/api/health' && line.status === 200)).toBe(
      true,
    )
    for (const line of lines) expect(line.requestId).toBe(id)
    expect(output).not.toContain('spoofed-id-1')
  })
})
