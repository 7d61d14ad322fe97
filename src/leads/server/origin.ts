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
 * The client address for rate limits: the right-most X-Forwarded-For entry (the one our own proxy or Next
 * added), else X-Real-IP. Entries further left are whatever the client claimed.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean)
  return forwarded?.at(-1) ?? headers.get('x-real-ip')?.trim() ?? 'unknown'
}
