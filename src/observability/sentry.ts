/**
 * Error reports to Sentry (or anything that speaks its protocol: GlitchTip, Bugsink, self-hosted Sentry) when
 * SENTRY_DSN is set. A small adapter instead of @sentry/node: the SDK installs its own OpenTelemetry set-up, which
 * would fight the one src/observability/tracing.ts starts (two context managers, two HTTP instrumentations), and it
 * brings ~100 packages for what is here one POST of an envelope per error.
 */

export type SentryTarget = { envelopeUrl: string; publicKey: string; dsn: string }

/** `https://<key>@<host>[/<path>]/<project>` → where envelopes go. Undefined for anything else (named by the caller). */
export function parseSentryDsn(dsn: string): SentryTarget | undefined {
  let url: URL
  try {
    url = new URL(dsn.trim())
  } catch {
    return undefined
  }
  const parts = url.pathname.split('/').filter(Boolean)
  const project = parts.pop()
  if (!/^https?:$/.test(url.protocol) || !url.username || !project || !/^\d+$/.test(project)) return undefined
  const base = `${url.protocol}//${url.host}${parts.length ? `/${parts.join('/')}` : ''}`
  return {
    envelopeUrl: `${base}/api/${project}/envelope/`,
    publicKey: decodeURIComponent(url.username),
    dsn: dsn.trim(),
  }
}

export type ErrorEvent = {
  error: unknown
  /** Where it happened: the route, the request id, the kind of work (render, route, action, job). */
  tags: Record<string, string>
  environment?: string
  release?: string
}

/** One Sentry event in an envelope (three JSON lines: envelope header, item header, event). */
export function sentryEnvelope(
  target: SentryTarget,
  event: ErrorEvent,
  now = new Date(),
  eventId = randomHex(),
): string {
  const error = event.error instanceof Error ? event.error : new Error(String(event.error))
  const payload = {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: 'node',
    level: 'error',
    logger: 'dealer-platform',
    ...(event.environment ? { environment: event.environment } : {}),
    ...(event.release ? { release: event.release } : {}),
    tags: event.tags,
    exception: {
      values: [
        {
          type: error.name,
          value: error.message,
          ...(error.stack ? { stacktrace: { frames: stackFrames(error.stack) } } : {}),
        },
      ],
    },
  }
  const body = JSON.stringify(payload)
  return [
    JSON.stringify({ event_id: eventId, sent_at: now.toISOString(), dsn: target.dsn }),
    JSON.stringify({ type: 'event', length: Buffer.byteLength(body) }),
    body,
  ].join('\n')
}

/** Sentry wants the frames oldest first; V8 writes them newest first. */
function stackFrames(stack: string): { function?: string; filename?: string; lineno?: number; colno?: number }[] {
  return stack
    .split('\n')
    .slice(1)
    .map((line) => /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({
      ...(m[1] ? { function: m[1] } : {}),
      filename: m[2],
      lineno: Number(m[3]),
      colno: Number(m[4]),
    }))
    .reverse()
}

function randomHex(): string {
  return crypto.randomUUID().replace(/-/g, '')
}

/** Posts the event; resolves either way (a reporter that is down must not turn one error into two). */
export async function sendToSentry(target: SentryTarget, event: ErrorEvent): Promise<boolean> {
  try {
    const response = await fetch(target.envelopeUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-sentry-envelope',
        'X-Sentry-Auth': `Sentry sentry_version=7, sentry_key=${target.publicKey}, sentry_client=dealer-platform/1`,
      },
      body: sentryEnvelope(target, event),
      signal: AbortSignal.timeout(5000),
    })
    return response.ok
  } catch {
    return false
  }
}
