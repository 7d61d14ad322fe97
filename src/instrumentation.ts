/**
 * Next calls register() once when a server starts, before it serves a request. Payload starts its job worker (the
 * autoRun timer) when it is first initialised, and timers keep the async context they were made in: initialised by
 * a page render, every job (an admin stock import, a scheduled publish) ran inside that render's cache scope, where
 * Next refuses to expire tags. Initialising Payload here starts the worker outside any request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentationNode').then((m) => m.startPayload())
}
