/** Request checks that need nothing but the headers (unit-testable without Payload). */

const hostsOf = (headers: Headers) =>
  [headers.get('host'), headers.get('x-forwarded-host')?.split(',')[0]?.trim()].filter((h): h is string => Boolean(h)).map((h) => h.toLowerCase())

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
 * Without that server (next dev) every client is 'unknown' and shares one per-IP budget.
 */
export function clientIp(headers: Headers): string {
  return headers.get('x-client-ip')?.trim() || 'unknown'
}
