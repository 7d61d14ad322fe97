import { clientKey } from './clientKey'

/**
 * Checks every shopper and car API call makes before it does anything (not lead-specific: the lead intake, shopper
 * sign-in, watchlist, reservations and car APIs share them). Headers and body only: no Payload, unit-testable.
 */

/** Largest JSON body an API call may send. */
export const REQUEST_BODY_LIMIT = 32_000

export const REQUEST_MESSAGES = {
  badJson: 'The request body must be a JSON object.',
  tooLarge: 'The request body is too large.',
} as const

export const jsonResponse = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export type BodyResult = { value: Record<string, unknown> } | { response: Response }

/** A JSON object of at most 32 kB (or `limit` bytes); anything else is a 4xx that says why. */
export async function readJsonBody(request: Request, limit = REQUEST_BODY_LIMIT): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limit) return { response: jsonResponse(413, { error: REQUEST_MESSAGES.tooLarge }) }
  const text = await request.text()
  if (text.length > limit) return { response: jsonResponse(413, { error: REQUEST_MESSAGES.tooLarge }) }
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value)) return { value: value as Record<string, unknown> }
  } catch {
    // fall through
  }
  return { response: jsonResponse(400, { error: REQUEST_MESSAGES.badJson }) }
}

const hostsOf = (headers: Headers) =>
  [headers.get('host'), headers.get('x-forwarded-host')?.split(',')[0]?.trim()]
    .filter((h): h is string => Boolean(h))
    .map((h) => h.toLowerCase())

/**
 * Same-origin check for every POST: the Origin (or, without one, Sec-Fetch-Site or the Referer) must be this
 * host. Blocks other sites posting forms in a shopper's browser; curl without an Origin is refused too.
 */
export function isSameOrigin(headers: Headers): boolean {
  const hosts = hostsOf(headers)
  const sameHost = (value: string) => {
    try {
      return hosts.includes(new URL(value).host.toLowerCase())
    } catch {
      return false
    }
  }
  const origin = headers.get('origin')
  if (origin && origin !== 'null') return sameHost(origin)
  const fetchSite = headers.get('sec-fetch-site')
  if (fetchSite) return fetchSite === 'same-origin'
  const referer = headers.get('referer')
  return referer ? sameHost(referer) : false
}

/**
 * The client address for rate limits: the x-client-ip header the custom server (scripts/serve.ts) sets from the
 * socket, believing X-Forwarded-For only from TRUSTED_PROXIES (src/server/clientAddress.ts). The server drops any
 * x-client-ip, X-Forwarded-For, X-Real-IP or Forwarded a client sent, so nothing here is the client's own claim.
 * Without that server (next dev) every client is 'unknown' and shares one per-IP budget. An IPv6 client is counted
 * by its /64 (clientKey), so rotating through one's own /64 buys nothing.
 */
export function clientIp(headers: Headers): string {
  return clientKey(headers.get('x-client-ip')?.trim() || 'unknown')
}
