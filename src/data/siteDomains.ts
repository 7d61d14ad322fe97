import pg from 'pg'
import { normaliseHost } from '@/lib/hostName'
import { env } from '@/config/env'

/**
 * Whether any site claims a host, for the proxy's admin-host check (src/lib/staffHost.ts). The proxy runs before
 * Payload, so this is one indexed query on the domains table over a one-connection pool, remembered for 10 s.
 * When the database cannot answer, the host counts as a site's (the admin stays closed rather than open).
 */
const TTL_MS = 10_000
const remembered = new Map<string, { value: boolean; until: number }>()
let pool: pg.Pool | null = null

export async function isSiteDomain(host: string): Promise<boolean> {
  const name = normaliseHost(host)
  const hit = remembered.get(name)
  if (hit && hit.until > Date.now()) return hit.value
  let value = true
  try {
    pool ??= new pg.Pool({
      connectionString: env('DATABASE_URL'),
      max: 1,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 5_000,
    })
    const result = await pool.query('select 1 from sites_domains where domain = $1 limit 1', [name])
    value = (result.rowCount ?? 0) > 0
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'site domain lookup failed: staff paths closed on this host',
        host: name,
        error: String(error),
      }),
    )
    return true
  }
  if (remembered.size > 10_000) remembered.clear()
  remembered.set(name, { value, until: Date.now() + TTL_MS })
  return value
}
