/**
 * Where an error the server did not handle goes: always one log line (with the request id when there is a request),
 * and to the Sentry-compatible service named by SENTRY_DSN when it is set (src/observability/sentry.ts), each with the
 * release (RELEASE, src/observability/release.ts). Three sources, one reporter: Next's `onRequestError`
 * (src/instrumentation.ts) for renders, route handlers, server actions and the proxy; every job task that throws
 * (src/observability/observedTask.ts, `kind: job`); and shoppers' browsers through POST /api/client-errors
 * (`kind: browser`, src/app/(site)/api/client-errors).
 */
import { environment } from '@/config/env'
import { errorFields, logLine } from '@/server/log'
import { currentRequest } from '@/server/requestContext'
import { releaseOf } from './release'
import { parseSentryDsn, sendToSentry, type SentryTarget } from './sentry'

type Env = Record<string, string | undefined>

/** The DSN read once per value: a malformed one is said once, not on every error. */
const targets = new Map<string, SentryTarget | undefined>()

function sentryTarget(env: Env): SentryTarget | undefined {
  const dsn = env.SENTRY_DSN?.trim()
  if (!dsn) return undefined
  if (!targets.has(dsn)) {
    targets.set(dsn, parseSentryDsn(dsn))
    if (!targets.get(dsn))
      logLine('warn', 'SENTRY_DSN is not a DSN (https://<key>@<host>/<project>): errors go to the log only')
  }
  return targets.get(dsn)
}

export async function reportError(
  error: unknown,
  tags: Record<string, string>,
  env: Env = environment(),
): Promise<void> {
  const requestId = currentRequest()?.requestId ?? tags.requestId
  const withRequest = requestId ? { ...tags, requestId } : tags
  const release = releaseOf(env)
  logLine('error', 'unhandled error', { ...withRequest, ...(release ? { release } : {}), ...errorFields(error) })
  const sentry = sentryTarget(env)
  if (sentry)
    await sendToSentry(sentry, {
      error,
      tags: withRequest,
      environment: env.SENTRY_ENVIRONMENT?.trim() || env.NODE_ENV,
      ...(release ? { release } : {}),
    })
}
