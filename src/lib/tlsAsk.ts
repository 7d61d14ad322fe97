import { domainProblem, isHostName } from './hostName'

/**
 * Which hosts the front proxy may get a certificate for (issue 40.2). Caddy's on-demand TLS asks the app
 * `GET /api/tls-ask?domain=<SNI name>` before it issues one: a certificate only for a host the platform serves, so a
 * stranger pointing any name at the proxy (or sending any SNI) cannot make it order certificates. The I/O (the
 * database look-up, the rate limit's clock) is src/server/tlsAsk.ts.
 */

/** The longest host name (RFC 1035); anything longer is not a name at all. */
const MAX_HOST_LENGTH = 253

export type AskedHost = { host: string } | { problem: string }

/**
 * The host named by the ask's `domain` parameter, lower case and without a trailing dot (an SNI name carries no
 * port or scheme, so neither is accepted), or why it is no host name (a 400).
 */
export function askedHost(domain: string | null): AskedHost {
  if (domain === null || domain.trim() === '') return { problem: 'domain is required: ?domain=<host name>.' }
  const host = domain.trim().toLowerCase().replace(/\.$/, '')
  if (host.length > MAX_HOST_LENGTH || !isHostName(host))
    return { problem: 'domain is not a host name (letters, digits, dashes and dots).' }
  return { host }
}

/** The platform's own hosts from its settings: PLATFORM_HOST, every ADMIN_HOSTS host and PUBLIC_SERVER_URL's host. */
export function platformTlsHosts(settings: {
  PLATFORM_HOST?: string
  ADMIN_HOSTS?: string
  PUBLIC_SERVER_URL?: string
}): Set<string> {
  const hosts = new Set<string>()
  const add = (value: string | undefined) => {
    const host = value?.trim().toLowerCase().replace(/\.$/, '')
    if (host && isHostName(host)) hosts.add(host)
  }
  add(settings.PLATFORM_HOST)
  for (const host of (settings.ADMIN_HOSTS ?? '').split(',')) add(host)
  try {
    if (settings.PUBLIC_SERVER_URL) add(new URL(settings.PUBLIC_SERVER_URL).hostname)
  } catch {
    // Not a URL: names no host (the environment's schema refuses it at start anyway).
  }
  return hosts
}

/**
 * What the ask answers before any look-up: `allow` for the platform's own hosts, `refuse` for a name no site can have
 * as its domain (an IP address, `localhost` and `{slug}.localhost`, a single label: lib/hostName.ts domainProblem,
 * the rule the sites collection saves domains by), else `look-up`: allowed when a site has it as a domain.
 */
export function askBeforeLookUp(host: string, platformHosts: ReadonlySet<string>): 'allow' | 'refuse' | 'look-up' {
  if (platformHosts.has(host)) return 'allow'
  return domainProblem(host) ? 'refuse' : 'look-up'
}

/**
 * A token bucket: `capacity` look-ups at once, refilled at `perSecond`. One bucket for every host (the caller is the
 * proxy, one client), so its memory is the same whatever a flood of names sends; pure (the caller passes the clock).
 */
export type TokenBucket = { readonly capacity: number; readonly perSecond: number; tokens: number; at: number }

export const tokenBucket = (capacity: number, perSecond: number, now: number): TokenBucket => ({
  capacity,
  perSecond,
  tokens: capacity,
  at: now,
})

/** Takes one token: true when there was one; false, and nothing taken, when the bucket is empty. */
export function takeToken(bucket: TokenBucket, now: number): boolean {
  const elapsed = Math.max(0, now - bucket.at) / 1000
  bucket.tokens = Math.min(bucket.capacity, bucket.tokens + elapsed * bucket.perSecond)
  bucket.at = Math.max(bucket.at, now)
  if (bucket.tokens < 1) return false
  bucket.tokens -= 1
  return true
}
