/**
 * The production server `npm start` runs: Next's request handler behind the page front cache
 * (src/server/pageFrontCache.ts), the compressor and the paint-first rewrite of page heads (src/server/paintFirst.ts).
 * Same port and environment as `next start -p PORT`. Next's own compression is off (next.config.ts): it would
 * compress the HTML before the rewrite could read it, so `compression` (Express's) does it here, after.
 * Before anything else, the client's address is decided from the socket (and X-Forwarded-For only from
 * TRUSTED_PROXIES) and handed to the app as x-client-ip; addresses the client claimed are dropped
 * (src/server/clientAddress.ts). `FRONT_CACHE=0` / `PAINT_FIRST=0` leave that part out (src/server/switches.ts; why each
 * part is there: src/server/README.md).
 */
import http from 'node:http'
import path from 'node:path'
import compression from 'compression'
import next from 'next'
import { assertEnvironment } from '../src/config/environment'
import { setClientAddress, trustedProxies } from '../src/server/clientAddress'
import { withFrontCache } from '../src/server/frontCachedHandler'
import { processFrontCache } from '../src/server/pageFrontCache'
import { startFrontCacheBusFromEnv } from '../src/server/sharedCache/frontCacheBus.mjs'
import { withPaintFirst } from '../src/server/paintFirstHandler'
import { withRequestLog } from '../src/server/requestLog'
import { serverSwitches, switchedOff } from '../src/server/switches'
import { assertStaffOriginsConfigured } from '../src/lib/staffOrigins'
import { env, environment } from '../src/config/env'
import { applyBuiltNextConfig } from '../src/server/builtNextConfig'

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
const compressed = (req: http.IncomingMessage, res: http.ServerResponse) =>
  compress(req as never, res as never, () => handle(req, res))
const serve = switches.frontCache ? withFrontCache(processFrontCache(), compressed) : compressed
// Every request gets an id (x-request-id on the request and the answer) and one JSON log line when done
// (src/server/requestLog.ts); the client address is decided first, so the line carries it.
const logged = withRequestLog(serve)
const server = http.createServer((req, res) => {
  setClientAddress(req.headers, req.socket.remoteAddress, trust)
  return logged(req, res)
})
const off = switchedOff(switches)
server.listen(port, () =>
  console.log(
    `▲ Next.js ready on http://localhost:${port} (${off.length ? `off: ${off.join(', ')}` : 'page front cache and paint first on'})`,
  ),
)

const stop = () => {
  server.close()
  server.closeAllConnections()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
