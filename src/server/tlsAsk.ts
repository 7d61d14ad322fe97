import { askBeforeLookUp, askedHost, platformTlsHosts, takeToken, tokenBucket } from '@/lib/tlsAsk'
import { siteHasDomainNow } from '@/data/siteDomains'
import { env } from '@/config/env'

/**
 * GET /api/tls-ask?domain=<host>: Caddy's on-demand TLS `ask` (deploy/Caddyfile). 200 lets the proxy get a
 * certificate for the host; any other status refuses it. 200 for the platform's hosts and a site's domain, 404 for
 * every other host, 400 for a missing or malformed `domain`, 429 when look-ups come faster than the bucket allows,
 * 503 when the database cannot answer. Never cached (a site saved with a new domain is allowed at once).
 */

/** Look-ups at once, and per second after: far above the domains an operator adds, far below a flood. */
export const TLS_ASK_BURST = 20
export const TLS_ASK_PER_SECOND = 5

/** One bucket per process for every asked host: a flood of SNI names costs the database at most this rate. */
const bucket = tokenBucket(TLS_ASK_BURST, TLS_ASK_PER_SECOND, Date.now())

const answer = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export async function answerTlsAsk(url: URL): Promise<Response> {
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
  if (before === 'refuse') return answer(404, { domain: asked.host, error: 'no site has this domain' })
  if (!takeToken(bucket, Date.now()))
    return answer(429, { error: 'too many certificate checks; try again' }, { 'Retry-After': '1' })
  let known: boolean
  try {
    known = await siteHasDomainNow(asked.host)
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'tls ask: domain look-up failed', error: String(error) }))
    return answer(503, { error: 'the domain could not be checked; try again' }, { 'Retry-After': '5' })
  }
  return known
    ? answer(200, { domain: asked.host, allowed: 'site domain' })
    : answer(404, { domain: asked.host, error: 'no site has this domain' })
}
