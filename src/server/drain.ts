/**
 * A deploy stops app servers one at a time with SIGTERM (compose, Kubernetes, systemd). Until then every request in
 * flight must finish, and the load balancer must stop sending new ones (issue 40.1). `Drain` is the server's side:
 *
 * - from the first SIGTERM on, `/api/ready` answers 503 `{"status":"draining"}` at once, on every host, so a load
 *   balancer's health check takes the server out before it stops;
 * - requests in flight are counted; `idle()` resolves when none is left, or at the grace deadline;
 * - every answer given while draining says `Connection: close`, so a keep-alive client opens its next connection to
 *   another server (the listener is closed by then: scripts/serve.ts).
 *
 * What the server does around it (close the listener, stop claiming jobs, hand back a job it still runs at the
 * deadline, flush traces) is in scripts/serve.ts; the job side in src/server/jobsDatabase.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

/** SHUTDOWN_GRACE_MS: how long a stopping server gives its requests and jobs (default 25 s, below compose's 30 s). */
export function shutdownGraceMs(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 25_000
  const ms = Number(value)
  if (!Number.isInteger(ms) || ms < 0 || ms > 600_000)
    throw new Error(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds from 0 to 600000, not "${value}"`)
  return ms
}

/**
 * How long a stopping server keeps accepting connections while /api/ready says 503: long enough for a load balancer
 * checking every second or two to take it out (Caddy's health_interval, compose's healthcheck), a fifth of the grace
 * at most so requests keep most of it.
 */
export function unreadyBeforeCloseMs(graceMs: number): number {
  return Math.min(5_000, Math.floor(graceMs / 5))
}

const READY_PATH = '/api/ready'

export class Drain {
  private inFlight = 0
  private draining = false
  private waiters: Array<() => void> = []

  get isDraining(): boolean {
    return this.draining
  }

  get requestsInFlight(): number {
    return this.inFlight
  }

  /** From now on: unready, and every answer closes its connection. */
  begin(): void {
    this.draining = true
  }

  /** Resolves true when no request is in flight, false when `ms` pass first. */
  idle(ms: number): Promise<boolean> {
    if (this.inFlight === 0) return Promise.resolve(true)
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== done)
        resolve(false)
      }, ms)
      const done = () => {
        clearTimeout(timer)
        resolve(true)
      }
      this.waiters.push(done)
    })
  }

  /** The handler, counted; while draining, `/api/ready` is 503 and every answer closes its connection. */
  track(handler: Handler): Handler {
    return (req, res) => {
      this.inFlight += 1
      res.once('close', () => this.finished())
      if (this.draining) {
        res.setHeader('Connection', 'close')
        if ((req.url ?? '').split('?')[0] === READY_PATH) {
          res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
          res.end(JSON.stringify({ status: 'draining' }))
          return
        }
      }
      return handler(req, res)
    }
  }

  private finished(): void {
    this.inFlight -= 1
    if (this.inFlight > 0) return
    const waiters = this.waiters
    this.waiters = []
    for (const waiter of waiters) waiter()
  }
}
