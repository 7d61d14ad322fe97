/**
 * The production server `npm start` runs: Next's request handler behind the page front cache
 * (src/server/pageFrontCache.ts). Same port and environment as `next start -p PORT`.
 */
import http from 'node:http'
import path from 'node:path'
import next from 'next'
import { withFrontCache } from '../src/server/frontCachedHandler'
import { processFrontCache } from '../src/server/pageFrontCache'

const port = Number(process.env.PORT ?? 3000)
const app = next({ dev: false, dir: path.resolve(import.meta.dirname, '..'), port })

await app.prepare()
const handle = app.getRequestHandler()
const server = http.createServer(withFrontCache(processFrontCache(), (req, res) => handle(req, res)))
server.listen(port, () => console.log(`▲ Next.js ready on http://localhost:${port} (page front cache on)`))

const stop = () => {
  server.close()
  server.closeAllConnections()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
