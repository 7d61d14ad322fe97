import { beforeEach, describe, expect, it } from 'vitest'
import {
  metrics,
  metricsText,
  recordFrontCache,
  recordRequest,
  serverErrorsSinceStart,
  setDatabaseFigures,
  statusLabel,
} from '../../../src/observability/metrics'

const KEY = Symbol.for('dealer-platform.metrics')

/** The value of one sample line, e.g. `http_requests_total{route="/",method="GET",status="200"} 2`. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `))
  return line === undefined ? undefined : Number(line.split(' ').at(-1))
}

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[KEY]
})

describe('Prometheus-format metrics (issue 28.5)', () => {
  it('names follow Prometheus conventions (issue 40.5): counters end _total, durations _seconds, no ratio, no `total` label value', async () => {
    const m = metrics()
    setDatabaseFigures({ pool: { total: 3, idle: 1, waiting: 0, max: 10 } })
    recordRequest('/', 'GET', 200, 0.01)
    recordFrontCache('hit')
    const families = await m.registry.getMetricsAsJSON()
    const ours = families.filter((f) => !/^(process|nodejs)_/.test(f.name))
    expect(ours.length).toBeGreaterThan(10)
    for (const family of ours) {
      // prom-client types `type` as an enum; at run time it is the exposition format's word ('counter', …).
      const type = String(family.type)
      if (type === 'counter') expect(family.name, family.name).toMatch(/_total$/)
      else expect(family.name, family.name).not.toMatch(/_total$/)
      if (type === 'histogram') expect(family.name, family.name).toMatch(/_seconds$/)
      expect(family.name, family.name).not.toMatch(/_(ratio|percent)$/)
      for (const value of family.values)
        for (const label of Object.values(value.labels)) expect(label).not.toBe('total')
    }
  })

  it('"requests by route and status": one counter per route pattern, method and status, and a latency histogram', async () => {
    recordRequest('/sites/[site]/cars/[slug]', 'GET', 200, 0.12)
    recordRequest('/sites/[site]/cars/[slug]', 'GET', 200, 0.03)
    recordRequest('/sites/[site]/cars/[slug]', 'GET', 404, 0.01)
    recordRequest('/api/[...slug]', 'BREW', 418, 0.002)
    const { body, contentType } = await metricsText()
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(sample(body, 'http_requests_total', 'route="/sites/[site]/cars/[slug]",method="GET",status="200"')).toBe(2)
    expect(sample(body, 'http_requests_total', 'route="/sites/[site]/cars/[slug]",method="GET",status="404"')).toBe(1)
    // A method a client invents is not a new series.
    expect(sample(body, 'http_requests_total', 'route="/api/[...slug]",method="other",status="418"')).toBe(1)
    expect(sample(body, 'http_request_duration_seconds_count', 'route="/sites/[site]/cars/[slug]",method="GET"')).toBe(
      3,
    )
    expect(
      sample(body, 'http_request_duration_seconds_bucket', 'le="0.05",route="/sites/[site]/cars/[slug]",method="GET"'),
    ).toBe(2)
  })

  it('"cache hit ratio": hits and misses of the page front cache as counters, no since-start ratio gauge', async () => {
    recordFrontCache('hit')
    recordFrontCache('hit')
    recordFrontCache('hit')
    recordFrontCache('miss')
    const { body } = await metricsText()
    expect(sample(body, 'dealer_front_cache_requests_total', 'result="hit"')).toBe(3)
    expect(sample(body, 'dealer_front_cache_requests_total', 'result="miss"')).toBe(1)
    // The ratio is PromQL's over a window (rate of hits / rate of lookups), not a gauge that averages since start.
    expect(body).not.toContain('dealer_front_cache_hit_ratio')
  })

  it('"job queue depth and oldest job\'s age", "lead delivery lag" and "pool use" from the figures read at scrape time', async () => {
    setDatabaseFigures({
      jobs: { queued: 7, processing: 2, oldestQueuedSeconds: 95.5 },
      leads: { undelivered: 3, oldestUndeliveredSeconds: 600 },
      pool: { total: 6, idle: 4, waiting: 1, max: 10 },
    })
    const { body } = await metricsText()
    expect(sample(body, 'dealer_jobs_queued')).toBe(7)
    expect(sample(body, 'dealer_jobs_processing')).toBe(2)
    expect(sample(body, 'dealer_jobs_oldest_queued_age_seconds')).toBe(95.5)
    expect(sample(body, 'dealer_leads_undelivered')).toBe(3)
    expect(sample(body, 'dealer_lead_oldest_undelivered_age_seconds')).toBe(600)
    // Parts that add up to the pool's 6 connections, no `total` value beside them; waiting clients on their own.
    expect(sample(body, 'dealer_db_pool_connections', 'state="idle"')).toBe(4)
    expect(sample(body, 'dealer_db_pool_connections', 'state="in_use"')).toBe(2)
    expect(body).not.toMatch(/dealer_db_pool_connections\{state="(total|waiting)"\}/)
    expect(sample(body, 'dealer_db_pool_waiting_clients')).toBe(1)
    expect(sample(body, 'dealer_db_pool_max')).toBe(10)
  })

  it('keeps the last figures when a scrape could not read some (the database is down)', async () => {
    setDatabaseFigures({ jobs: { queued: 4, processing: 0, oldestQueuedSeconds: 1 } })
    setDatabaseFigures({ pool: { total: 0, idle: 0, waiting: 0, max: 10 } })
    expect(sample((await metricsText()).body, 'dealer_jobs_queued')).toBe(4)
  })

  it('is one registry per process, whichever copy of the module asks', () => {
    expect(metrics()).toBe(metrics())
    expect((globalThis as Record<symbol, unknown>)[KEY]).toBe(metrics())
  })

  it('labels a status by its code, and nothing else', () => {
    expect(statusLabel(503)).toBe('503')
    expect(statusLabel(0)).toBe('other')
    expect(statusLabel(Number.NaN)).toBe('other')
  })
})

describe("issue 39.11: the operator console's server errors", () => {
  it('counts the 5xx answers of this server since it started, every route together, and says since when', async () => {
    recordRequest('/sites/[site]/cars/[slug]', 'GET', 500, 0.1)
    recordRequest('/api/[...slug]', 'POST', 503, 0.1)
    recordRequest('/api/[...slug]', 'POST', 503, 0.1)
    recordRequest('/sites/[site]', 'GET', 200, 0.1)
    recordRequest('/sites/[site]', 'GET', 404, 0.1)
    const { count, since } = await serverErrorsSinceStart()
    expect(count).toBe(3)
    expect(Date.parse(since)).toBeLessThanOrEqual(Date.now())
  })
})
