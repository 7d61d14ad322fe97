/**
 * The release a process runs: RELEASE (the image's git sha or version, set at build: `docker build --build-arg
 * RELEASE=$(git rev-parse --short HEAD)`, or by compose from APP_VERSION). Every error report (requests, jobs,
 * browsers) and the traces' `service.version` carry it, so an error is tied to the deploy that made it. No import:
 * tracing.ts loads this before anything else.
 */
export function releaseOf(env: Record<string, string | undefined>): string | undefined {
  const value = env.RELEASE?.trim()
  return value ? value.slice(0, 200) : undefined
}
