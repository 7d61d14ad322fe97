/**
 * Errors of shoppers' browsers (issue 40.5): what POST /api/client-errors accepts. Pure (no I/O), so the limits are
 * unit-tested: a body of at most 8 kB, a message, an optional stack, the page's path (never its query, which can
 * carry an email address or a phone number), and the kind of error. The route reports it through the same reporter
 * as a request's error (src/observability/errorReport.ts), tagged `kind: browser` and the site from the host.
 */

/** Largest body the endpoint reads: a message and a stack trimmed by the browser side (src/components/ClientErrorReporter.tsx). */
export const CLIENT_ERROR_BODY_LIMIT = 8_192

/**
 * Reports a browser may send, and a site as a whole, per window (seconds): one broken page open in many tabs or a
 * script loop must not fill the log or the Sentry quota. Counted in Postgres with the lead limits, so every app
 * server shares them.
 */
export const CLIENT_ERROR_LIMITS = {
  perClient: { prefix: 'client-errors:ip', points: 20, duration: 600 },
  perSite: { prefix: 'client-errors:site', points: 300, duration: 600 },
} as const

export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'render'] as const
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number]

export type ClientErrorReport = {
  kind: ClientErrorKind
  name: string
  message: string
  stack?: string
  /** The page's path, without query or fragment. */
  page?: string
  /** Next's digest of a server error the browser shows (ties the report to the server's log line). */
  digest?: string
}

const MAX = { name: 100, message: 1_000, stack: 6_000, page: 300, digest: 100 } as const

type Parsed = { report: ClientErrorReport } | { field: string; message: string }

const optionalText = (value: unknown): value is string | undefined | null =>
  value === undefined || value === null || typeof value === 'string'

/** A report from a browser's JSON body, trimmed to its limits; a missing or mistyped field names itself. */
export function parseClientError(body: Record<string, unknown>): Parsed {
  const kind = body.kind ?? 'error'
  if (typeof kind !== 'string' || !(CLIENT_ERROR_KINDS as readonly string[]).includes(kind))
    return { field: 'kind', message: `kind must be one of ${CLIENT_ERROR_KINDS.join(', ')}.` }
  if (typeof body.message !== 'string' || !body.message.trim())
    return { field: 'message', message: 'message is required.' }
  for (const field of ['name', 'stack', 'page', 'digest'] as const)
    if (!optionalText(body[field])) return { field, message: `${field} must be text.` }
  const text = (value: unknown, max: number) =>
    typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined
  const page = pathOf(text(body.page, 2_000))
  const stack = text(body.stack, MAX.stack)
  const digest = text(body.digest, MAX.digest)
  return {
    report: {
      kind: kind as ClientErrorKind,
      name: text(body.name, MAX.name) ?? 'Error',
      message: text(body.message, MAX.message)!,
      ...(stack ? { stack } : {}),
      ...(page ? { page } : {}),
      ...(digest ? { digest } : {}),
    },
  }
}

/** The path of a page address (absolute or not); the query and fragment are dropped. */
function pathOf(page: string | undefined): string | undefined {
  if (!page) return undefined
  try {
    return new URL(page, 'http://page.invalid').pathname.slice(0, MAX.page)
  } catch {
    return undefined
  }
}

/** The report as an Error the reporter knows (its name, message and the browser's stack). */
export function browserError(report: ClientErrorReport): Error {
  const error = new Error(report.message)
  error.name = report.name
  error.stack = report.stack
    ? `${report.name}: ${report.message}\n${report.stack}`
    : `${report.name}: ${report.message}`
  return error
}
