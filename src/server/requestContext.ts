/**
 * The request a piece of work belongs to, for every log line and error report made while serving it. One
 * AsyncLocalStorage per process, kept on globalThis: the custom server (scripts/serve.ts) and Next's compiled server
 * code each load their own copy of this module, and a log line written inside a route must see the id that
 * scripts/serve.ts gave the request.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export type RequestContext = { readonly requestId: string }

const KEY = Symbol.for('dealer-platform.requestContext')
type Holder = { [KEY]?: AsyncLocalStorage<RequestContext> }

function storage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as Holder
  return (holder[KEY] ??= new AsyncLocalStorage<RequestContext>())
}

/** Runs `fn` as part of the request `context`: everything it starts, sync or async, sees it. */
export function runInRequest<T>(context: RequestContext, fn: () => T): T {
  return storage().run(context, fn)
}

/** The request being served, or undefined outside one (start-up, a job, a timer). */
export function currentRequest(): RequestContext | undefined {
  return storage().getStore()
}
