import { createHmac, timingSafeEqual } from 'node:crypto'

/** Thrown for faults that retrying cannot fix (a destination that may not be used). */
export class PermanentDeliveryError extends Error {}

export const SIGNATURE_HEADER = 'X-Lead-Signature'
export const TIMESTAMP_HEADER = 'X-Lead-Timestamp'

/**
 * Each site's CRM gets its own signing secret, derived from the platform secret, so one dealer's secret
 * cannot sign another dealer's leads. Site admins read it at GET /api/leads/webhook-secret?site={id}.
 */
export function webhookSigningSecret(siteId: number, base: string | undefined = process.env.LEAD_WEBHOOK_SECRET ?? process.env.PAYLOAD_SECRET): string {
  if (!base) throw new Error('LEAD_WEBHOOK_SECRET or PAYLOAD_SECRET is required to sign lead webhooks.')
  return createHmac('sha256', base).update(`lead-webhook:site:${siteId}`).digest('hex')
}

/** `sha256=<hex HMAC-SHA256 of "{timestamp}.{body}">`, the value of X-Lead-Signature. */
export function signWebhook(body: string, secret: string, timestamp: number): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/** What a receiving CRM does to check a delivery (used by the tests' receiver). */
export function verifyWebhook(body: string, secret: string, timestamp: string | null, signature: string | null, now = Date.now(), toleranceSeconds = 300): boolean {
  if (!timestamp || !signature || !/^\d+$/.test(timestamp)) return false
  if (Math.abs(now / 1000 - Number(timestamp)) > toleranceSeconds) return false
  const expected = Buffer.from(signWebhook(body, secret, Number(timestamp)))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** HTTPS only; plain HTTP is allowed to loopback outside production (local CRMs and tests). */
export function checkWebhookUrl(raw: string, env: Readonly<Record<string, string | undefined>> = process.env): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new PermanentDeliveryError(`Webhook URL is not a valid URL: ${raw}`)
  }
  if (url.protocol === 'https:') return url
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname) && env.NODE_ENV !== 'production') return url
  throw new PermanentDeliveryError('Webhook URL must use https.')
}

export interface WebhookDelivery {
  url: string
  body: string
  secret: string
  leadId: number
  event: string
  round: number
  timeoutMs?: number
  fetchImpl?: typeof fetch
  now?: () => number
}

/** POSTs the signed JSON; any answer but 2xx is a failure to retry. */
export async function postLeadWebhook(delivery: WebhookDelivery): Promise<{ status: number }> {
  const url = checkWebhookUrl(delivery.url)
  const timestamp = Math.floor((delivery.now ?? Date.now)() / 1000)
  const response = await (delivery.fetchImpl ?? fetch)(url, {
    method: 'POST',
    redirect: 'error',
    signal: AbortSignal.timeout(delivery.timeoutMs ?? 10_000),
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'DealerPlatform-Leads/1.0',
      'X-Lead-Id': String(delivery.leadId),
      'X-Lead-Event': delivery.event,
      'Idempotency-Key': `lead-${delivery.leadId}-round-${delivery.round}`,
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signWebhook(delivery.body, delivery.secret, timestamp),
    },
    body: delivery.body,
  })
  // Drain the body so the connection is released.
  await response.arrayBuffer().catch(() => undefined)
  if (!response.ok) throw new Error(`Webhook answered HTTP ${response.status}`)
  return { status: response.status }
}
