/**
 * Request ids and the request log of the custom server (scripts/serve.ts): every request gets an id (the caller's
 * `x-request-id` when it looks like an id, else a fresh UUID), set on the request headers for the app and on the
 * response, and one JSON line when the answer is done. The path is logged without its query string (it may carry
 * personal data).
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { logLine } from './log'
import { runInRequest } from './requestContext'

const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/

/** The incoming x-request-id when it is a single short token of safe characters; otherwise undefined. */
export function parseRequestId(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string') return undefined
  const id = value.trim()
  return SANE_ID.test(id) ? id : undefined
}

/** The path of a request URL without query string or fragment, capped in length. */
export function logPath(url: string | undefined): string {
  const path = (url ?? '/').split(/[?#]/, 1)[0] || '/'
  return path.length > 512 ? `${path.slice(0, 512)}…` : path
}

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

/** What is known of a request once its answer is done (for the metrics, src/observability/requestMetrics.ts). */
export type FinishedRequest = {
  readonly req: IncomingMessage
  readonly method: string
  readonly path: string
  readonly status: number
  readonly seconds: number
}

/**
 * Gives the request its id and logs `{msg:'request', requestId, method, path, status, ms, clientIp}` at the end.
 * Lines logged while the app serves it carry the id through withRequestContext below.
 */
export function withRequestLog(handler: Handler, onDone?: (request: FinishedRequest) => void): Handler {
  return (req, res) => {
    const started = process.hrtime.bigint()
    const requestId = parseRequestId(req.headers['x-request-id']) ?? randomUUID()
    req.headers['x-request-id'] = requestId
    res.setHeader('x-request-id', requestId)
    // A replayed answer (the front cache) brings the headers of the request it was stored from: keep ours.
    const writeHead = res.writeHead
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const i = args.findIndex((a, index) => index > 0 && a !== null && typeof a === 'object' && !Array.isArray(a))
      if (i > 0) args[i] = { ...(args[i] as object), 'x-request-id': requestId }
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
    } as ServerResponse['writeHead']

    let logged = false
    const log = () => {
      if (logged) return
      logged = true
      const nanoseconds = Number(process.hrtime.bigint() - started)
      const ms = Math.round(nanoseconds / 1e5) / 10
      const level = res.statusCode >= 500 ? 'error' : 'info'
      const clientIp = req.headers['x-client-ip']
      logLine(level, 'request', {
        requestId,
        method: req.method,
        path: logPath(req.url),
        status: res.statusCode,
        ms,
        clientIp: typeof clientIp === 'string' ? clientIp : undefined,
        ...(res.writableFinished ? {} : { aborted: true }),
      })
      onDone?.({
        req,
        method: req.method ?? 'GET',
        path: logPath(req.url),
        status: res.statusCode,
        seconds: nanoseconds / 1e9,
      })
    }
    res.once('finish', log)
    res.once('close', log)
    return handler(req, res)
  }
}

/**
 * Runs the handler inside the request's context (src/server/requestContext.ts), so every line logged while serving
 * it carries the id withRequestLog gave it. scripts/serve.ts wraps only what the front cache does not answer: a page
 * from the front cache logs nothing else.
 */
export function withRequestContext(handler: Handler): Handler {
  return (req, res) => {
    const requestId = req.headers['x-request-id']
    return typeof requestId === 'string' ? runInRequest({ requestId }, () => handler(req, res)) : handler(req, res)
  }
}
