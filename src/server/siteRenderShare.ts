import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Each dealer site's share of the server's render capacity (issue 38.3). A page no cache can answer costs a render
 * (tens to hundreds of ms of this one process's CPU); a crawler sending 20 at a time to one site used to have 20
 * renders interleaved on the event loop, and every other site's pages and /api/health waited behind them. Now a site
 * has at most `inFlight` requests inside Next at once; the rest wait in that site's own queue (up to `queue`), so
 * another site's request competes with a few renders, not with the flood. A full queue answers 503 with Retry-After
 * at once: the flooding site is told to come back, nobody else waits.
 *
 * Only page GETs are shared out this way: the front cache answers before this (a cached page never waits), and
 * APIs (a lead, a sign-in), the admin, Next's assets and the health checks are never queued or refused here.
 * Why not a library: p-limit and friends queue without a bound and without a per-key split; this is 60 lines.
 */
export type RenderShareOptions = { inFlight: number; queue: number; retryAfterSeconds: number }

export const DEFAULT_RENDER_SHARE: RenderShareOptions = { inFlight: 6, queue: 100, retryAfterSeconds: 2 }

type Lane = { running: number; waiting: Array<() => void> }

export class RenderShare {
  private readonly lanes = new Map<string, Lane>()

  constructor(private readonly options: RenderShareOptions = DEFAULT_RENDER_SHARE) {}

  /**
   * A slot for one request of `site`: resolves when it may go on (call the returned release when it is done), or
   * null at once when the site's queue is full.
   */
  acquire(site: string): Promise<() => void> | null {
    const lane = this.lanes.get(site) ?? { running: 0, waiting: [] }
    this.lanes.set(site, lane)
    const release = () => this.release(site, lane)
    if (lane.running < this.options.inFlight) {
      lane.running += 1
      return Promise.resolve(release)
    }
    if (lane.waiting.length >= this.options.queue) return null
    return new Promise((resolve) => lane.waiting.push(() => resolve(release)))
  }

  /** Requests of `site` inside Next and waiting (for tests and metrics). */
  load(site: string): { running: number; waiting: number } {
    const lane = this.lanes.get(site)
    return { running: lane?.running ?? 0, waiting: lane?.waiting.length ?? 0 }
  }

  private release(site: string, lane: Lane): void {
    const next = lane.waiting.shift()
    if (next) return next()
    lane.running -= 1
    // An idle site's lane is dropped: a stranger's invented hosts leave nothing behind.
    if (lane.running === 0) this.lanes.delete(site)
  }
}

/** Paths that never wait for a share: APIs, the admin, Next's files, media, health and readiness. */
const NOT_SHARED = /^\/(api|admin|_next|media|search-api|search-key|demo-photos|favicon\.ico)(\/|$|\?)/

/** The share key of a request: its host (without port) for a page GET, or null when it is not shared out. */
export function shareKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  if (!req.url || NOT_SHARED.test(req.url)) return null
  const host = String(req.headers.host ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
  return host || null
}

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

/** Wraps the handler that reaches Next: page GETs take their site's share first. */
export function withRenderShare(share: RenderShare, handler: Handler, options = DEFAULT_RENDER_SHARE): Handler {
  return (req, res) => {
    const key = shareKey(req)
    if (!key) return handler(req, res)
    const slot = share.acquire(key)
    if (!slot) {
      res.writeHead(503, {
        'retry-after': String(options.retryAfterSeconds),
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      })
      res.end('This site is very busy right now. Please try again in a moment.')
      return
    }
    return slot.then((release) => {
      let released = false
      const done = () => {
        if (released) return
        released = true
        release()
      }
      res.once('finish', done)
      res.once('close', done)
      return handler(req, res)
    })
  }
}

/** The share's sizes from SITE_RENDERS_IN_FLIGHT and SITE_RENDER_QUEUE (whole numbers; anything else: defaults). */
export function renderShareOptions(inFlight: string | undefined, queue: string | undefined): RenderShareOptions {
  const whole = (value: string | undefined, fallback: number) => {
    const n = Number(value)
    return value !== undefined && Number.isInteger(n) && n > 0 ? n : fallback
  }
  return {
    inFlight: whole(inFlight, DEFAULT_RENDER_SHARE.inFlight),
    queue: whole(queue, DEFAULT_RENDER_SHARE.queue),
    retryAfterSeconds: DEFAULT_RENDER_SHARE.retryAfterSeconds,
  }
}
