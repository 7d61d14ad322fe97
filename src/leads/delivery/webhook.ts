import { createHmac, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import {
  guardedLookup,
  guardedRequestOptions,
  isOutboundForbidden,
  outboundUrlProblem,
  type Resolve,
} from '@/platform/outboundGuard'
import { env, environment, type Environment } from '@/config/env'

/** Thrown for faults that retrying cannot fix (a destination that may not be used). */
export class PermanentDeliveryError extends Error {}

export const SIGNATURE_HEADER = 'X-Lead-Signature'
export const TIMESTAMP_HEADER = 'X-Lead-Timestamp'

/**
 * Each site's CRM gets its own signing secret, derived from the platform secret, so one dealer's secret
 * cannot sign another dealer's leads. Site admins read it at GET /api/leads/webhook-secret?site={id}.
 */
export function webhookSigningSecret(
  siteId: number,
  base: string | undefined = env('LEAD_WEBHOOK_SECRET') ?? env('PAYLOAD_SECRET'),
): string {
  if (!base) throw new Error('LEAD_WEBHOOK_SECRET or PAYLOAD_SECRET is required to sign lead webhooks.')
  return createHmac('sha256', base).update(`lead-webhook:site:${siteId}`).digest('hex')
}

/** `sha256=<hex HMAC-SHA256 of "{timestamp}.{body}">`, the value of X-Lead-Signature. */
export function signWebhook(body: string, secret: string, timestamp: number): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/** What a receiving CRM does to check a delivery (used by the tests' receiver). */
export function verifyWebhook(
  body: string,
  secret: string,
  timestamp: string | null,
  signature: string | null,
  now = Date.now(),
  toleranceSeconds = 300,
): boolean {
  if (!timestamp || !signature || !/^\d+$/.test(timestamp)) return false
  if (Math.abs(now / 1000 - Number(timestamp)) > toleranceSeconds) return false
  const expected = Buffer.from(signWebhook(body, secret, Number(timestamp)))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The webhook's destination is refused (not https, a forbidden address, a redirect to one): retrying cannot help. */
export class DestinationNotAllowedError extends PermanentDeliveryError {}

/** The receiver answered, but not with 2xx (or redirected too often): worth retrying. */
export class WebhookHttpError extends Error {
  constructor(
    readonly status: number,
    detail = `Webhook answered HTTP ${status}`,
  ) {
    super(detail)
  }
}

/** HTTPS only, to a public address (http too, and private addresses, for hosts in OUTBOUND_ALLOWED_HOSTS). */
export function checkWebhookUrl(raw: string, env: Environment = environment()): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new DestinationNotAllowedError(`Webhook URL is not a valid URL: ${raw}`)
  }
  const problem = outboundUrlProblem(url, env)
  if (problem)
    throw new DestinationNotAllowedError(
      `Webhook URL ${problem === 'must use https' ? 'must use https' : `${problem}: ${url.host}`}.`,
    )
  return url
}

/** What the Sites form says about a lead webhook URL on save: true, or the message shown on the field. */
export function validateLeadWebhookUrl(value: unknown, env: Environment = environment()): true | string {
  if (value === null || value === undefined) return true
  if (typeof value !== 'string') return 'Lead webhook URL must be text.'
  const raw = value.trim()
  if (!raw) return true
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'Lead webhook URL must start with https:// and be a valid address.'
  }
  const problem = outboundUrlProblem(url, env)
  if (!problem) return true
  if (problem === 'must use https' || problem === 'has no host')
    return 'Lead webhook URL must start with https:// and name a host.'
  if (problem === 'may not carry credentials') return 'Lead webhook URL may not contain a user name or password.'
  return 'Lead webhook URL may not point to localhost or a private, loopback, link-local or metadata address.'
}

export interface WebhookDelivery {
  url: string
  body: string
  secret: string
  leadId: number
  event: string
  round: number
  timeoutMs?: number
  /** Test seam: posts through this fetch instead of the guarded node:https client (no redirects followed). */
  fetchImpl?: typeof fetch
  now?: () => number
  env?: Environment
  /** Test seam: the resolver behind the guarded lookup. */
  resolve?: Resolve
}

export const MAX_WEBHOOK_REDIRECTS = 3
const REDIRECTS = new Set([301, 302, 303, 307, 308])

/**
 * POSTs the signed JSON; any answer but 2xx is a failure to retry. The request goes through node:http(s) with a
 * guarded DNS lookup (see outboundGuard), so it never connects to a loopback/private/metadata address; up to
 * three redirects are followed by hand, each target re-checked (https, guarded lookup) and POSTed the same body.
 * A refused destination is a DestinationNotAllowedError (permanent).
 */
export async function postLeadWebhook(delivery: WebhookDelivery): Promise<{ status: number }> {
  const env = delivery.env ?? environment()
  let url = checkWebhookUrl(delivery.url, env)
  const timestamp = Math.floor((delivery.now ?? Date.now)() / 1000)
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': 'DealerPlatform-Leads/1.0',
    'X-Lead-Id': String(delivery.leadId),
    'X-Lead-Event': delivery.event,
    'Idempotency-Key': `lead-${delivery.leadId}-round-${delivery.round}`,
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: signWebhook(delivery.body, delivery.secret, timestamp),
  }
  const signal = AbortSignal.timeout(delivery.timeoutMs ?? 10_000)

  if (delivery.fetchImpl) {
    const response = await delivery.fetchImpl(url, {
      method: 'POST',
      redirect: 'error',
      signal,
      headers,
      body: delivery.body,
    })
    // Drain the body so the connection is released.
    await response.arrayBuffer().catch(() => undefined)
    if (!response.ok) throw new WebhookHttpError(response.status)
    return { status: response.status }
  }

  const lookup = guardedLookup({ env, resolve: delivery.resolve })
  for (let hop = 0; ; hop++) {
    const answer = await postOnce(url, headers, delivery.body, lookup, signal)
    if (REDIRECTS.has(answer.status) && answer.location !== undefined) {
      if (hop >= MAX_WEBHOOK_REDIRECTS)
        throw new WebhookHttpError(
          answer.status,
          `Webhook redirected more than ${MAX_WEBHOOK_REDIRECTS} times (HTTP ${answer.status})`,
        )
      let next: URL
      try {
        next = new URL(answer.location, url)
      } catch {
        throw new WebhookHttpError(answer.status, `Webhook redirected to an invalid URL (HTTP ${answer.status})`)
      }
      const problem = outboundUrlProblem(next, env)
      if (problem) throw new DestinationNotAllowedError(`Webhook redirect target ${problem}: ${next.host}`)
      url = next
      continue
    }
    if (answer.status < 200 || answer.status > 299) throw new WebhookHttpError(answer.status)
    return { status: answer.status }
  }
}

function postOnce(
  url: URL,
  headers: Record<string, string>,
  body: string,
  lookup: ReturnType<typeof guardedLookup>,
  signal: AbortSignal,
): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const request = client.request(
      guardedRequestOptions(url, {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        lookup,
        signal,
      }),
      (response) => {
        const location = response.headers.location
        // Drain the body so the socket is released.
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location }))
        response.on('error', reject)
      },
    )
    request.on('error', (error) =>
      reject(isOutboundForbidden(error) ? new DestinationNotAllowedError(error.message) : error),
    )
    request.end(body)
  })
}
