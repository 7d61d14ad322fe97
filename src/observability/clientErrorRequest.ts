import { consumePoint } from '@/data/rateLimits'
import { clientIp, isSameOrigin, jsonResponse, readJsonBody } from '@/lib/requestGuards'
import { siteForApiRequest } from '@/lib/siteRequest'
import { browserError, CLIENT_ERROR_BODY_LIMIT, CLIENT_ERROR_LIMITS, parseClientError } from './clientErrors'
import { reportError } from './errorReport'

/**
 * POST /api/client-errors { kind, name, message, stack?, page?, digest? }: an error of a shopper's browser
 * (src/components/ClientErrorReporter.tsx, src/app/global-error.tsx), reported like a request's
 * error, with the release. Same-origin only, 8 kB at most, the site from the host, rate-limited per browser and per
 * site (src/observability/clientErrors.ts). 204 when reported.
 */
export async function handleClientError(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers)) return jsonResponse(403, { error: 'Cross-origin requests are not accepted.' })
  const body = await readJsonBody(request, CLIENT_ERROR_BODY_LIMIT)
  if ('response' in body) return body.response
  const resolved = await siteForApiRequest(request, body.value)
  if ('response' in resolved) return resolved.response
  const parsed = parseClientError(body.value)
  if ('field' in parsed)
    return jsonResponse(400, { error: parsed.message, errors: [{ field: parsed.field, message: parsed.message }] })
  const { site } = resolved
  for (const [counter, key] of [
    [CLIENT_ERROR_LIMITS.perClient, `${site.id}:${clientIp(request.headers)}`],
    [CLIENT_ERROR_LIMITS.perSite, String(site.id)],
  ] as const) {
    const taken = await consumePoint(counter, key)
    if (!taken.ok)
      return jsonResponse(
        429,
        { error: 'Too many error reports; try again later.' },
        { 'Retry-After': String(taken.retryAfterSeconds) },
      )
  }
  const { report } = parsed
  await reportError(browserError(report), {
    kind: 'browser',
    browserErrorKind: report.kind,
    site: site.slug,
    ...(report.page ? { page: report.page } : {}),
    ...(report.digest ? { digest: report.digest } : {}),
  })
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
