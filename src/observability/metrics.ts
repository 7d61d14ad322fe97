/**
 * The server's Prometheus metrics (prom-client), served at GET /api/metrics on the platform host
 * (src/app/(payload)/api/metrics). One registry per process, on globalThis: requests are counted by the custom server
 * (scripts/serve.ts), searches and jobs inside Next's compiled code, and the route that renders them is compiled
 * code too; each loads its own copy of this module. Every name is listed in docs/deployment.md ("Observability").
 */
import client from 'prom-client'

/** Request latency buckets: a page from the front cache is ~1 ms, a cold car page a second or more. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
/** Jobs and deliveries take longer: an import of a large feed, a slow CRM webhook with retries. */
const JOB_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300]

function create() {
  const registry = new client.Registry()
  const counter = <L extends string>(name: string, help: string, labelNames: L[]) =>
    new client.Counter<L>({ name, help, labelNames, registers: [registry] })
  const gauge = <L extends string>(name: string, help: string, labelNames: L[] = []) =>
    new client.Gauge<L>({ name, help, labelNames, registers: [registry] })
  const histogram = <L extends string>(name: string, help: string, labelNames: L[], buckets: number[]) =>
    new client.Histogram<L>({ name, help, labelNames, buckets, registers: [registry] })
  client.collectDefaultMetrics({ register: registry })
  return {
    registry,
    requests: counter('http_requests_total', 'Requests answered, by route pattern, method and status.', [
      'route',
      'method',
      'status',
    ]),
    requestDuration: histogram(
      'http_request_duration_seconds',
      'Time from request to the end of the answer, by route pattern and method.',
      ['route', 'method'],
      LATENCY_BUCKETS,
    ),
    // Hits and misses as counters, the ratio left to PromQL over a window: a since-start ratio gauge cannot be
    // rated, and averages across replicas that started at different times mean nothing.
    frontCache: counter(
      'dealer_front_cache_requests_total',
      'Page front cache lookups of cacheable requests, by result (hit, miss).',
      ['result'],
    ),
    search: histogram(
      'dealer_search_duration_seconds',
      'Calls to the search service made by the server, by operation and outcome.',
      ['operation', 'outcome'],
      LATENCY_BUCKETS,
    ),
    jobDuration: histogram(
      'dealer_job_duration_seconds',
      'Jobs run by this server, by task and outcome.',
      ['task', 'outcome'],
      JOB_BUCKETS,
    ),
    jobsQueued: gauge(
      'dealer_jobs_queued',
      'Jobs waiting to run now (not completed, not failed, not scheduled later).',
    ),
    jobsProcessing: gauge('dealer_jobs_processing', 'Jobs claimed by a worker and running.'),
    oldestJobAge: gauge('dealer_jobs_oldest_queued_age_seconds', 'Age of the oldest job waiting to run; 0 when none.'),
    leadDelivery: histogram(
      'dealer_lead_delivery_duration_seconds',
      'One delivery attempt of a lead to its destinations, by outcome.',
      ['outcome'],
      JOB_BUCKETS,
    ),
    leadsUndelivered: gauge('dealer_leads_undelivered', 'Leads waiting for delivery or a retry (pending, retrying).'),
    oldestLeadAge: gauge(
      'dealer_lead_oldest_undelivered_age_seconds',
      'Age of the oldest lead not yet delivered (pending or retrying); 0 when none.',
    ),
    // The `state` values add up to the pool's connections (sum() is the total): a `total` value beside its parts
    // would be counted twice by any sum. Clients waiting for a connection are not connections: their own gauge.
    pool: gauge('dealer_db_pool_connections', "This server's open Postgres connections, by state (idle, in_use).", [
      'state',
    ]),
    poolWaiting: gauge('dealer_db_pool_waiting_clients', "Queries waiting for a connection of this server's pool."),
    poolMax: gauge('dealer_db_pool_max', "This server's Postgres pool size (DATABASE_POOL_MAX)."),
    scrapeErrors: counter(
      'dealer_metrics_scrape_errors_total',
      'Database figures that could not be read for a scrape (their gauges keep the last value).',
      ['source'],
    ),
    operatorAlerts: counter(
      'dealer_operator_alerts_total',
      'Alerts raised for the operator (each also an error-level log line with the same `alert`), by alert.',
      ['alert'],
    ),
  }
}

export type Metrics = ReturnType<typeof create>

const KEY = Symbol.for('dealer-platform.metrics')
/** When this process's registry was made: the start of its counts. */
const STARTED = Symbol.for('dealer-platform.metrics.started')
type Holder = { [KEY]?: Metrics; [STARTED]?: string }

export function metrics(): Metrics {
  const holder = globalThis as Holder
  holder[STARTED] ??= new Date().toISOString()
  return (holder[KEY] ??= create())
}

/** An HTTP status as a label: the code itself (a few dozen values at most). */
export function statusLabel(status: number): string {
  return Number.isInteger(status) && status >= 100 && status <= 599 ? String(status) : 'other'
}

export function recordRequest(route: string, method: string, status: number, seconds: number): void {
  const m = metrics()
  // Methods a client invents would each make a series.
  const verb = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/.test(method) ? method : 'other'
  m.requests.inc({ route, method: verb, status: statusLabel(status) })
  m.requestDuration.observe({ route, method: verb }, seconds)
}

export function recordFrontCache(result: 'hit' | 'miss'): void {
  const m = metrics()
  m.frontCache.inc({ result })
}

/**
 * 5xx answers this server counted since it started, every route and site together (issue 39.11's console). Server
 * errors are not stored per site or per day: each is a log line and, with SENTRY_DSN, a Sentry event.
 */
export async function serverErrorsSinceStart(m: Metrics = metrics()): Promise<{ count: number; since: string }> {
  const values = (await m.requests.get()).values
  const count = values.filter((v) => /^5\d\d$/.test(String(v.labels.status))).reduce((sum, v) => sum + v.value, 0)
  const holder = globalThis as Holder
  return { count, since: (holder[STARTED] ??= new Date().toISOString()) }
}

/** Figures read from the database at scrape time (src/data/operationalFigures.ts). */
export type DatabaseFigures = {
  jobs?: { queued: number; processing: number; oldestQueuedSeconds: number }
  leads?: { undelivered: number; oldestUndeliveredSeconds: number }
  pool?: { total: number; idle: number; waiting: number; max: number }
}

export function setDatabaseFigures(figures: DatabaseFigures, m: Metrics = metrics()): void {
  if (figures.jobs) {
    m.jobsQueued.set(figures.jobs.queued)
    m.jobsProcessing.set(figures.jobs.processing)
    m.oldestJobAge.set(figures.jobs.oldestQueuedSeconds)
  }
  if (figures.leads) {
    m.leadsUndelivered.set(figures.leads.undelivered)
    m.oldestLeadAge.set(figures.leads.oldestUndeliveredSeconds)
  }
  if (figures.pool) {
    const idle = Math.min(figures.pool.idle, figures.pool.total)
    m.pool.set({ state: 'idle' }, idle)
    m.pool.set({ state: 'in_use' }, figures.pool.total - idle)
    m.poolWaiting.set(figures.pool.waiting)
    m.poolMax.set(figures.pool.max)
  }
}

/** The metrics in Prometheus' text format. */
export async function metricsText(m: Metrics = metrics()): Promise<{ contentType: string; body: string }> {
  return { contentType: m.registry.contentType, body: await m.registry.metrics() }
}
