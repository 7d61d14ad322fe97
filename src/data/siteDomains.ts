import pg from 'pg'
import { normaliseHost } from '@/lib/hostName'
import { slugCandidate } from '@/lib/siteHost'
import { env } from '@/config/env'

/**
 * Whether any site claims a host, for the proxy's admin-host check (src/lib/staffHost.ts). The proxy runs before
 * Payload, so this is one indexed query on the domains table over a one-connection pool, remembered for 10 s.
 * When the database cannot answer, the host counts as a site's (the admin stays closed rather than open).
 */
const TTL_MS = 10_000
/** Remembered answers per query and host; bounded, since a stranger can send any number of invented hosts. */
const MAX_REMEMBERED = 10_000
const remembered = new Map<string, { value: boolean; until: number }>()
let pool: pg.Pool | null = null

const sitesPool = (): pg.Pool =>
  (pool ??= new pg.Pool({
    connectionString: env('DATABASE_URL'),
    max: 1,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  }))

/** One indexed query, remembered 10 s; when the database cannot answer, `whenDown` is the answer. */
async function lookUp(key: string, sql: string, params: string[], whenDown: boolean): Promise<boolean> {
  const hit = remembered.get(key)
  if (hit && hit.until > Date.now()) return hit.value
  let value: boolean
  try {
    const result = await sitesPool().query(sql, params)
    value = (result.rowCount ?? 0) > 0
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', msg: 'site host lookup failed', key, answer: whenDown, error: String(error) }),
    )
    return whenDown
  }
  if (remembered.size >= MAX_REMEMBERED) remembered.clear()
  remembered.set(key, { value, until: Date.now() + TTL_MS })
  return value
}

export async function isSiteDomain(host: string): Promise<boolean> {
  const name = normaliseHost(host)
  // Down: the host counts as a site's, so staff paths stay closed on it.
  return lookUp(`domain ${name}`, 'select 1 from sites_domains where domain = $1 limit 1', [name], true)
}

/**
 * Whether a site answers to this site key (its slug, {slug}.localhost, or one of its domains): the proxy answers any
 * other host 404 at once, so an invented Host header renders nothing and is cached nowhere (issue 38.1). When the
 * database cannot answer, the host counts as a site's: the page resolves it (or says not found) as before.
 */
export async function isKnownSiteKey(siteKey: string): Promise<boolean> {
  const name = normaliseHost(siteKey)
  return lookUp(
    `site ${name}`,
    'select 1 from sites_domains where domain = $1 union all select 1 from sites where slug = $2 limit 1',
    [name, slugCandidate(name)],
    true,
  )
}

/**
 * Whether a site has this (normalised) host as a domain, read now and remembered nowhere: the TLS ask
 * (src/server/tlsAsk.ts) allows a domain the moment a site is saved with it, and a flood of invented names fills no
 * memory. Rejects when the database cannot answer (the ask then says 503, and the proxy issues nothing).
 */
export async function siteHasDomainNow(host: string): Promise<boolean> {
  const result = await sitesPool().query('select 1 from sites_domains where domain = $1 limit 1', [host])
  return (result.rowCount ?? 0) > 0
}

/**
 * Every site domain, one query (their number is what operators entered, not what strangers send): the TLS ask's
 * snapshot, so a proxy restart asking for all of them at once costs one read, not one each.
 */
export async function allSiteDomains(): Promise<Set<string>> {
  const result = await sitesPool().query<{ domain: string }>('select domain from sites_domains')
  return new Set(result.rows.map((row) => row.domain))
}
