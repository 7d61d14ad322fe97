import type { SearchEngine } from '../engine/engine'
import type { JsonObject } from '../engine/json'
import type { DurableEngine } from '../storage/durable-engine'
import type { Access } from './auth'

export interface RouteContext {
  readonly durable: DurableEngine
  readonly engine: SearchEngine
  readonly access: Access
  readonly query: URLSearchParams
  readonly body: JsonObject
  /** The request time as an ISO string (stored with writes). */
  readonly at: string
}

/** Any JSON-serialisable answer. */
export type Answer = object

/** An answer with a status other than 200. */
export class WithStatus {
  constructor(
    readonly status: number,
    readonly body: Answer,
  ) {}
}

export type Handler = (context: RouteContext, params: Readonly<Record<string, string>>) => Answer | Promise<Answer>

export interface Route {
  readonly method: string
  /** Path segments after /1/; `:name` captures a segment, `*` is the literal star. */
  readonly segments: readonly string[]
  /** Routes that need no credentials (health check). */
  readonly public?: boolean
  readonly handler: Handler
}

export function route(method: string, path: string, handler: Handler, options: { public?: boolean } = {}): Route {
  return { method, segments: path.split('/').filter((s) => s !== ''), handler, ...options }
}

export function matchRoute(
  routes: readonly Route[],
  method: string,
  segments: readonly string[],
): { route: Route; params: Record<string, string> } | 'wrong-method' | undefined {
  let pathMatched = false
  for (const candidate of routes) {
    if (candidate.segments.length !== segments.length) continue
    const params: Record<string, string> = {}
    const ok = candidate.segments.every((pattern, i) => {
      if (pattern.startsWith(':')) {
        params[pattern.slice(1)] = segments[i]
        return true
      }
      return pattern === segments[i]
    })
    if (!ok) continue
    pathMatched = true
    if (candidate.method === method) return { route: candidate, params }
  }
  return pathMatched ? 'wrong-method' : undefined
}
