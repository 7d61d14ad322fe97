/**
 * Node flags of the app server process (scripts/start.ts, the cluster of test:cluster and bench:platform; the
 * Dockerfile's CMD names the same flag for its pinned Node 22).
 *
 * `--experimental-async-context-frame`: AsyncLocalStorage kept in the async context frame instead of async_hooks.
 * With async_hooks every enabled store (Next's, and the request id of every log line: src/server/requestContext.ts)
 * runs a hook for each tick and promise, which cost a page from the front cache about 7 µs of its ~100 (bench:pages-pair,
 * 2026-11-29). Node 24 does this by default; Node 22 has it behind this flag from 22.7.
 */
export function serverNodeFlags(version: string = process.versions.node): string[] {
  const [major = 0, minor = 0] = version.split('.').map(Number)
  const flagged = (major === 22 && minor >= 7) || major === 23
  return flagged ? ['--experimental-async-context-frame'] : []
}
