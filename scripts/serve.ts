/**
 * The production server `npm start` runs: Next's request handler behind the page front cache
 * (src/cache/pageFrontCache.ts), the compressor and the paint-first rewrite of page heads (src/server/paintFirst.ts).
 * Same port and environment as `next start -p PORT`. Next's own compression is off (next.config.ts): it would
 * compress the HTML before the rewrite could read it, so `compression` (Express's) does it here, after.
 * Before anything else, the client's address is decided from the socket (and X-Forwarded-For only from
 * TRUSTED_PROXIES) and handed to the app as x-client-ip; addresses the client claimed are dropped
 * (src/server/clientAddress.ts). `FRONT_CACHE=0` / `PAINT_FIRST=0` leave that part out (src/server/switches.ts; why each
 * part is there: src/server/README.md).
 * Observability (docs/deployment.md, "Observability") is installed before Next is loaded: tracing has to patch `http`
 * and `pg` before they are used. Each request is counted under its route pattern for GET /api/metrics.
 */
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import compression from 'compression'
import { assertEnvironment } from '../src/config/environment'
import { setClientAddress, trustedProxies } from '../src/server/clientAddress'
import { withFrontCache } from '../src/cache/frontCachedHandler'
import { processFrontCache } from '../src/cache/pageFrontCache'
import { startFrontCacheBusFromEnv } from '../src/cache/frontCacheBus.mjs'
import { withPaintFirst } from '../src/server/paintFirstHandler'
import { withRequestContext, withRequestLog } from '../src/server/requestLog'
import { errorFields, logLine } from '../src/server/log'
import { installObservability } from '../src/observability/install'
import { recordRequest } from '../src/observability/metrics'
import { routeLabeller, routesFromManifest } from '../src/observability/routeLabel'
import { flushTraces } from '../src/observability/tracing'
import { serverSwitches, switchedOff } from '../src/server/switches'
import { assertStaffOriginsConfigured } from '../src/lib/staffOrigins'
import { env, environment } from '../src/config/env'
import { applyBuiltNextConfig } from '../src/server/builtNextConfig'
import { RenderShare, renderShareOptions, withRenderShare } from '../src/server/siteRenderShare'
import { Drain, shutdownGraceMs, unreadyBeforeCloseMs } from '../src/server/drain'
import { processJobs } from '../src/server/processJobs'

// Every variable checked before anything starts: a missing or empty required one stops the server, named. The
// admin's origins first (Payload's CSRF list): a production server without PUBLIC_SERVER_URL or ADMIN_HOSTS stops.
try {
  assertStaffOriginsConfigured(environment())
  assertEnvironment(environment(), 'The server')
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const port = Number(env('PORT') ?? 3000)
// Read before Next starts: a TRUSTED_PROXIES entry that cannot be read stops the server rather than trusting nobody
// (or everybody) by surprise.
const trust = trustedProxies(env('TRUSTED_PROXIES'))
// Likewise the off switches: a value that is neither on nor off stops the server.
const switches = serverSwitches(environment())
// And how long a stopping server gives its requests and jobs: a value that is no duration stops the server.
let graceMs: number
try {
  graceMs = shutdownGraceMs(env('SHUTDOWN_GRACE_MS'))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const { tracing } = await installObservability(environment())
// Loaded only now, so that with tracing on the instrumentation has patched them: `http` is patched when it is next
// required (this require), the Next server and Payload's pg when they load.
const http = createRequire(import.meta.url)('node:http') as typeof import('node:http')
const { default: next } = await import('next')
// From source (tsx scripts/serve.ts) or compiled into the standalone folder (dist/serve.mjs): the app is one up.
const dir = path.resolve(import.meta.dirname, '..')
applyBuiltNextConfig(dir, environment())
const app = next({ dev: false, dir, port })

await app.prepare()
// With REDIS_URL, a change on any server empties the front cache of every server (docs/shared-cache.md).
startFrontCacheBusFromEnv(processFrontCache())
const handle = switches.paintFirst ? withPaintFirst(app.getRequestHandler()) : app.getRequestHandler()
const compress = compression()
// Outermost first: the front cache keeps the compressed bytes; the compressor gets the rewritten HTML.
const compressed = withRequestContext((req: IncomingMessage, res: ServerResponse) =>
  compress(req as never, res as never, () => handle(req, res)),
)
// Behind the front cache, so a cached page never waits: what reaches Next takes its site's share of the renders
// (src/server/siteRenderShare.ts), so one site's flood queues behind itself, not in front of every other site.
const shareOptions = renderShareOptions(env('SITE_RENDERS_IN_FLIGHT'), env('SITE_RENDER_QUEUE'))
const shared = withRenderShare(new RenderShare(shareOptions), compressed, shareOptions)
const serve = switches.frontCache ? withFrontCache(processFrontCache(), shared) : shared
// Every request gets an id (x-request-id on the request and the answer) and one JSON log line when done
// (src/server/requestLog.ts); the client address is decided first, so the line carries it.
const route = routeLabeller(appRoutes(path.join(dir, env('NEXT_DIST_DIR') ?? '.next')))
const logged = withRequestLog(serve, (done) => recordRequest(route(done.path), done.method, done.status, done.seconds))
// Outermost: every request is counted for a graceful stop, and /api/ready turns 503 the moment one begins.
const drain = new Drain()
const drained = drain.track(logged)
const server = http.createServer((req, res) => {
  // An x-request-id is the proxy's (Caddy's, a load balancer's), so its log and ours share the id; anyone else's is
  // replaced by a fresh one, so a client cannot make its requests look like another's in the log.
  const socketAddress = req.socket.remoteAddress
  if (!socketAddress || !trust(socketAddress, 0)) delete req.headers['x-request-id']
  setClientAddress(req.headers, socketAddress, trust)
  return drained(req, res)
})
const off = switchedOff(switches)
server.listen(port, () =>
  logLine('info', `▲ Next.js ready on http://localhost:${port}`, {
    off: off.length ? off : undefined,
    tracing: tracing ? env('OTEL_EXPORTER_OTLP_ENDPOINT') : 'off',
  }),
)

/** The app's routes from Next's build, for the metrics' route label; none (every label `other`) if it cannot be read. */
function appRoutes(distDir: string): string[] {
  try {
    return routesFromManifest(JSON.parse(fs.readFileSync(path.join(distDir, 'app-path-routes-manifest.json'), 'utf8')))
  } catch (error) {
    logLine('warn', 'No app routes for the metrics labels', errorFields(error))
    return []
  }
}

/**
 * A deploy's SIGTERM (issue 40.1): unready at once (/api/ready 503) and no new job; new connections still answered
 * for a few seconds (until a load balancer's health check has seen the 503), then refused; every request in flight
 * and the job being run get SHUTDOWN_GRACE_MS (25 s) from the signal to finish; a job still running then is handed back so
 * another worker takes it at once, not after its lease; the last spans are flushed; exit. A second signal exits now.
 */
let stopping = false
const stop = (signal: string) => {
  if (stopping) {
    logLine('warn', 'second stop signal: exiting now', { signal, requestsInFlight: drain.requestsInFlight })
    process.exit(1)
  }
  stopping = true
  const started = Date.now()
  drain.begin()
  const jobs = processJobs()
  jobs.draining = true
  logLine('info', 'stopping: unready, finishing requests and jobs in flight', {
    signal,
    graceMs,
    requestsInFlight: drain.requestsInFlight,
  })
  const deadline = started + graceMs
  void (async () => {
    // A deploy's SIGTERM: a few seconds still accepting (answered, with Connection: close), so that a load balancer
    // sees /api/ready 503 before connections are refused. Ctrl-C (SIGINT) skips it.
    if (signal === 'SIGTERM') await new Promise((resolve) => setTimeout(resolve, unreadyBeforeCloseMs(graceMs)))
    // No new connection; idle keep-alive ones are closed now, busy ones after their answer (Connection: close).
    server.close()
    server.closeIdleConnections()
    const requestsDone = await drain.idle(Math.max(0, deadline - Date.now()))
    let running = await (jobs.running?.() ?? Promise.resolve([])).catch(() => [] as number[])
    while (running.length > 0 && Date.now() < deadline - 250) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      running = await (jobs.running?.() ?? Promise.resolve([])).catch(() => [] as number[])
    }
    const handedBack = running.length > 0 ? await (jobs.handBack?.() ?? Promise.resolve([])).catch(() => []) : []
    logLine(requestsDone && handedBack.length === 0 ? 'info' : 'warn', 'stopped', {
      ms: Date.now() - started,
      requestsCut: drain.requestsInFlight,
      jobsHandedBack: handedBack.length ? handedBack : undefined,
    })
    server.closeAllConnections()
    // The last spans are still in the exporter's batch.
    const exit = () => process.exit(0)
    setTimeout(exit, 3000).unref()
    await flushTraces().catch(() => undefined)
    exit()
  })()
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
