import { askBeforeLookUp, askedHost, platformTlsHosts, takeToken, tokenBucket } from '@/lib/tlsAsk'
import { allSiteDomains, siteHasDomainNow } from '@/data/siteDomains'
import { env } from '@/config/env'

/**
 * GET /api/tls-ask?domain=<host>: Caddy's on-demand TLS `ask` (deploy/Caddyfile). 200 lets the proxy get (or load) a
 * certificate for the host; any other status refuses it. 200 for the platform's hosts and a site's domain, 404 for
 * every other host, 400 for a missing or malformed `domain`, 429 when look-ups of unknown names come faster than the
 * bucket allows, 503 when the database cannot answer. Never cached by a client (`no-store`).
 *
 * Caddy asks on every handshake for a name it does not hold in memory, so after a proxy restart it asks for every
 * dealer domain at once: those come from a snapshot of all site domains (one query, read again when 30 s old). A name
 * not in it is looked up on its own, at once (a site saved with a new domain is allowed on its first request), and
 * those look-ups are what the bucket limits: a flood of invented SNI names costs the database at most its rate, and
 * nothing is remembered per unknown name. A domain taken off a site is refused once the snapshot is read again.
 */

/** Look-ups of names not in the snapshot at once, and per second after: far above the domains an operator adds. */
export const TLS_ASK_BURST = 20
export const TLS_ASK_PER_SECOND = 5
/** How long the snapshot of site domains is used before it is read again. */
export const TLS_ASK_SNAPSHOT_MS = 30_000

/** One bucket per process for every asked name. */
const bucket = tokenBucket(TLS_ASK_BURST, TLS_ASK_PER_SECOND, Date.now())
let snapshot: { domains: Set<string>; readAt: number } | null = null
let reading: Promise<Set<string>> | null = null

/** The snapshot of site domains, read again when older than TLS_ASK_SNAPSHOT_MS (one read at a time). */
function siteDomains(now: number): Promise<Set<string>> {
  if (snapshot && now - snapshot.readAt < TLS_ASK_SNAPSHOT_MS) return Promise.resolve(snapshot.domains)
  reading ??= allSiteDomains()
    .then((domains) => {
      snapshot = { domains, readAt: now }
      return domains
    })
    .finally(() => {
      reading = null
    })
  return reading
}

const answer = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

const unknownHost = (host: string) => answer(404, { domain: host, error: 'no site has this domain' })

/** `now`: the clock (a test moves it past the snapshot's age). */
export async function answerTlsAsk(url: URL, now = Date.now()): Promise<Response> {
  const asked = askedHost(url.searchParams.get('domain'))
  if ('problem' in asked)
    return answer(400, { error: asked.problem, errors: [{ field: 'domain', message: asked.problem }] })
  const platformHosts = platformTlsHosts({
    PLATFORM_HOST: env('PLATFORM_HOST'),
    ADMIN_HOSTS: env('ADMIN_HOSTS'),
    PUBLIC_SERVER_URL: env('PUBLIC_SERVER_URL'),
  })
  const before = askBeforeLookUp(asked.host, platformHosts)
  if (before === 'allow') return answer(200, { domain: asked.host, allowed: 'platform host' })
  if (before === 'refuse') return unknownHost(asked.host)
  try {
    const known = await siteDomains(now)
    if (known.has(asked.host)) return answer(200, { domain: asked.host, allowed: 'site domain' })
    if (!takeToken(bucket, now))
      return answer(429, { error: 'too many certificate checks; try again' }, { 'Retry-After': '1' })
    if (!(await siteHasDomainNow(asked.host))) return unknownHost(asked.host)
    // A real domain (saved on a site since the snapshot): bounded by the sites, not by strangers.
    known.add(asked.host)
    return answer(200, { domain: asked.host, allowed: 'site domain' })
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'tls ask: domain look-up failed', error: String(error) }))
    return answer(503, { error: 'the domain could not be checked; try again' }, { 'Retry-After': '5' })
  }
}
