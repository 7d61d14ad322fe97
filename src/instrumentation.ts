import type { Instrumentation } from 'next'
import { env, environment } from '@/config/env'

/**
 * Next calls register() once when a server starts, before it serves a request. Payload starts its job worker (the
 * autoRun crons) when it is first initialised, and timers keep the async context they were made in: initialised by a
 * page render, every job (an admin stock import, a scheduled publish) ran inside that render's cache scope, where Next
 * refuses to expire tags (issue 25.5). Initialising Payload here starts the worker outside any request.
 *
 * Observability first (src/observability/install.ts): scripts/serve.ts has already installed it before loading Next,
 * so this is for `next dev`/`next start`; tracing must be on before Payload loads pg.
 */
export async function register(): Promise<void> {
  // Written out as Next's instrumentation guide does: Next inlines NEXT_RUNTIME here at build time, so a build for
  // another runtime leaves the import below (Payload, Node only) out. Through a function it could not.
  // eslint-disable-next-line no-restricted-syntax -- a build-time constant, not a read of the environment
  if (process.env.NEXT_RUNTIME !== 'nodejs' || env('NEXT_PHASE') === 'phase-production-build') return
  const { installObservability } = await import('@/observability/install')
  await installObservability(environment())
  const { payloadClient } = await import('@/data/payloadClient')
  const { errorFields, logLine } = await import('@/server/log')
  // The database may still be starting: the first request initialises Payload then, as before.
  await payloadClient().catch((error: unknown) =>
    logLine('warn', 'Payload did not start with the server', errorFields(error)),
  )
}

/**
 * Errors Next caught in a render, a route handler, a server action or the proxy: to the log, and to SENTRY_DSN's
 * service when set (src/observability/errorReport.ts). The route is the pattern (`/sites/[site]/cars/[slug]`), never
 * the path, which may carry personal data in its query.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  // As in register(): inlined by Next, so the edge build leaves the Node-only reporter out.
  // eslint-disable-next-line no-restricted-syntax -- a build-time constant, not a read of the environment
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { reportError } = await import('@/observability/errorReport')
  const requestId = request.headers['x-request-id']
  await reportError(error, {
    route: context.routePath,
    routeType: context.routeType,
    method: request.method,
    ...(typeof requestId === 'string' ? { requestId } : {}),
    ...(context.renderSource ? { renderSource: context.renderSource } : {}),
  })
}
