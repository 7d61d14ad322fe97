import { AsyncLocalStorage } from 'node:async_hooks'
import { registerHooks } from 'node:module'

/**
 * What a Next server supplies before the admin's server functions run, for calling them in a test: Next's request
 * storage (it needs AsyncLocalStorage on globalThis before any of Next's modules load, so import this file first),
 * and Node loading the admin's style and image imports as empty modules (the bundler handles them in the app).
 */
;(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage
registerHooks({
  load: (url, context, next) =>
    /\.(s?css|svg|png|jpe?g|ico|woff2?)$/.test(url)
      ? { format: 'module', source: 'export default ""', shortCircuit: true }
      : next(url, context),
})

/** Runs `fn` as inside a request to the admin with these headers (what `headers()` answers there). */
export async function inAdminRequest<T>(headers: Headers, fn: () => Promise<T>): Promise<T> {
  const { workAsyncStorage } = await import('next/dist/server/app-render/work-async-storage.external.js')
  const { workUnitAsyncStorage } = await import('next/dist/server/app-render/work-unit-async-storage.external.js')
  const work = { route: '/admin/[[...segments]]' } as never
  const unit = { type: 'private-cache', phase: 'action', headers } as never
  return workAsyncStorage.run(work, () => workUnitAsyncStorage.run(unit, fn))
}
