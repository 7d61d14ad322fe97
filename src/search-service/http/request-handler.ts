import type { IncomingMessage, ServerResponse } from 'node:http'
import { NotFoundError } from '../engine/engine'
import { InvalidRequestError } from '../engine/settings'
import type { DurableEngine } from '../storage/durable-engine'
import { authenticate, type KeyOptions } from './auth'
import { readJsonBody } from './body'
import { HttpError } from './http-error'
import { matchRoute, route, WithStatus, type Route } from './router'
import { searchRoutes } from './search-routes'
import { writeRoutes } from './write-routes'

const ROUTES: readonly Route[] = [
  route('GET', 'isalive', () => ({ message: 'server is alive' }), { public: true }),
  ...writeRoutes,
  ...searchRoutes,
]

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-max-age': '86400',
}

/** Browsers reach the service through the site's /search-api proxy: its JSON is never sniffed, framed or run as a page. */
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
}

function send(response: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    ...CORS_HEADERS,
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  })
  response.end(text)
}

function errorAnswer(error: unknown): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.status, message: error.message }
  if (error instanceof InvalidRequestError) return { status: 400, message: error.message }
  if (error instanceof NotFoundError) return { status: 404, message: error.message }
  return { status: 500, message: 'Internal error' }
}

function pathSegments(pathname: string): string[] | undefined {
  const parts = pathname.split('/').filter((s) => s !== '')
  if (parts[0] !== '1') return undefined
  try {
    return parts.slice(1).map((s) => decodeURIComponent(s))
  } catch {
    return undefined
  }
}

/**
 * The protocol layer: CORS, credentials, body, routing and error mapping. It only translates
 * Algolia's REST calls into engine calls; every rule lives in the engine or the filter parser.
 */
export function createRequestHandler(
  durable: DurableEngine,
  keys: KeyOptions,
  log: (message: string) => void = () => undefined,
) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    try {
      if (request.method === 'OPTIONS') {
        const requested = request.headers['access-control-request-headers']
        response.writeHead(204, {
          ...CORS_HEADERS,
          'access-control-allow-headers':
            requested ?? 'content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent',
        })
        response.end()
        return
      }
      const url = new URL(request.url ?? '/', 'http://localhost')
      const segments = pathSegments(url.pathname)
      const matched = segments === undefined ? undefined : matchRoute(ROUTES, request.method ?? 'GET', segments)
      if (matched === undefined) throw new HttpError(404, `Not found: ${request.method} ${url.pathname}`)
      if (matched === 'wrong-method')
        throw new HttpError(405, `Method ${request.method} not allowed on ${url.pathname}`)
      const access = matched.route.public
        ? ({ level: 'search' } as const)
        : authenticate(
            {
              headers: request.headers,
              query: url.searchParams,
              remoteAddress: request.socket.remoteAddress ?? '',
              nowSeconds: Date.now() / 1000,
            },
            keys,
          )
      const body = request.method === 'POST' || request.method === 'PUT' ? await readJsonBody(request) : {}
      const answer = await matched.route.handler(
        { durable, engine: durable.engine, access, query: url.searchParams, body, at: new Date().toISOString() },
        matched.params,
      )
      if (answer instanceof WithStatus) send(response, answer.status, answer.body)
      else send(response, 200, answer)
    } catch (error) {
      const { status, message } = errorAnswer(error)
      if (status === 500)
        log(
          `search service: ${request.method} ${request.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        )
      if (!response.headersSent) send(response, status, { message, status })
      else response.destroy()
    }
  }
}
