/**
 * Next calls register() once when a server starts, before it serves a request. Payload starts its job worker (the
 * autoRun crons) when it is first initialised, and timers keep the async context they were made in: initialised by a
 * page render, every job (an admin stock import, a scheduled publish) ran inside that render's cache scope, where Next
 * refuses to expire tags (issue 25.5). Initialising Payload here starts the worker outside any request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { payloadClient } = await import('@/data/payloadClient')
  // The database may still be starting: the first request initialises Payload then, as before.
  await payloadClient().catch((error: unknown) =>
    console.error(JSON.stringify({ level: 'warn', msg: 'Payload did not start with the server', err: String(error) })),
  )
}
