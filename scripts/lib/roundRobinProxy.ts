/**
 * A load balancer as an operator puts in front of the app servers (Caddy's reverse_proxy with health checks and
 * lb_try_duration), small enough to read: round robin over the upstreams whose GET /api/ready answered 200 at the
 * last check (every `checkEveryMs`), and a request whose connection was refused goes to the next one. A request is
 * retried only when it never reached a server (connection refused), so a lead is never posted twice. Used by
 * `npm run test:cluster`'s rolling restart (issue 40.1).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type Upstream = { port: number; healthy: boolean; served: number }

export type RoundRobinProxy = {
  port: number
  upstreams: Upstream[]
  /** Connections refused by an upstream and retried on another. */
  retried: () => number
  close: () => Promise<void>
}

function ready(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/ready', agent: false, timeout: 1_000 }, (res) => {
      res.resume()
      resolve(res.statusCode === 200)
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(false))
  })
}

export async function startRoundRobinProxy(ports: number[], checkEveryMs = 250): Promise<RoundRobinProxy> {
  const upstreams: Upstream[] = ports.map((port) => ({ port, healthy: true, served: 0 }))
  let next = 0
  let retried = 0
  const timer = setInterval(() => {
    for (const upstream of upstreams) void ready(upstream.port).then((ok) => (upstream.healthy = ok))
  }, checkEveryMs)

  const pick = (skip: Set<number>): Upstream | undefined => {
    for (let i = 0; i < upstreams.length; i++) {
      const upstream = upstreams[(next + i) % upstreams.length]!
      if (upstream.healthy && !skip.has(upstream.port)) {
        next = (next + i + 1) % upstreams.length
        return upstream
      }
    }
    return undefined
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const tried = new Set<number>()
    const started = Date.now()
    // Like lb_try_duration: keep looking for a healthy upstream for a few seconds (both may be restarting).
    while (Date.now() - started < 10_000) {
      const upstream = pick(tried)
      if (!upstream) {
        tried.clear()
        await new Promise((resolve) => setTimeout(resolve, 100))
        continue
      }
      const outcome = await new Promise<'done' | 'refused'>((resolve) => {
        const forward = http.request(
          {
            host: '127.0.0.1',
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, connection: 'close' },
            agent: false,
          },
          (answer) => {
            upstream.served += 1
            res.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(res)
            answer.on('end', () => resolve('done'))
            answer.on('error', () => (res.destroy(), resolve('done')))
          },
        )
        forward.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED') {
            upstream.healthy = false
            resolve('refused')
          } else {
            // Reached the server and then failed: not retried (a lead could be stored twice); the client sees 502.
            if (!res.headersSent) res.writeHead(502).end(`upstream ${upstream.port}: ${error.code ?? error.message}`)
            else res.destroy()
            resolve('done')
          }
        })
        forward.end(body)
      })
      if (outcome === 'done') return
      retried += 1
      tried.add(upstream.port)
    }
    res.writeHead(503).end('no healthy upstream')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    upstreams,
    retried: () => retried,
    close: async () => {
      clearInterval(timer)
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
