import { env } from '@/config/env'

/**
 * Next calls register() once when a server starts, before it serves a request. Payload starts its job worker (the
 * autoRun crons) when it is first initialised, and timers keep the async context they were made in: initialised by a
 * page render, every job (an admin stock import, a scheduled publish) ran inside that render's cache scope, where Next
 * refuses to expire tags (issue 25.5). Initialising Payload here starts the worker outside any request.
 */
export async function register(): Promise<void> {
  // Written out as Next's instrumentation guide does: Next inlines NEXT_RUNTIME here at build time, so a build for
  // another runtime leaves the import below (Payload, Node only) out. Through a function it could not.
  // eslint-disable-next-line no-restricted-syntax -- a build-time constant, not a read of the environment
  if (process.env.NEXT_RUNTIME !== 'nodejs' || env('NEXT_PHASE') === 'phase-production-build') return
  const { payloadClient } = await import('@/data/payloadClient')
  // The database may still be starting: the first request initialises Payload then, as before.
  await payloadClient().catch((error: unknown) =>
    console.error(JSON.stringify({ level: 'warn', msg: 'Payload did not start with the server', err: String(error) })),
  )
}
