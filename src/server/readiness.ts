/**
 * `/api/health` says the process is alive (no I/O). `/api/ready` says whether this server can serve: the database
 * answers `select 1`, the search service answers a cheap authenticated call, and Redis answers PING when REDIS_URL is
 * set. Each check has a short timeout; the answer names only which part failed (details go to the log, never to the
 * caller: the endpoint answers on every host).
 */
import { searchConnection, type SearchConnection } from '@/search/connection'
import { errorFields, logLine } from './log'
import { environment, type Environment } from '@/config/env'

export type Check = () => Promise<void>

export interface ReadinessResult {
  status: 200 | 503
  body: { status: 'ready' | 'unavailable'; checks: Record<string, 'ok' | 'failed'>; failed?: string[] }
}

export const HEALTH_BODY = { status: 'ok' } as const

function withTimeout(check: Check, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([Promise.resolve().then(check), timeout]).finally(() => clearTimeout(timer))
}

/** Runs the checks in parallel, each bounded by timeoutMs. */
export async function readiness(checks: Record<string, Check>, timeoutMs = 2000): Promise<ReadinessResult> {
  const names = Object.keys(checks)
  const outcomes = await Promise.allSettled(names.map((name) => withTimeout(checks[name], timeoutMs)))
  const result: ReadinessResult['body']['checks'] = {}
  const failed: string[] = []
  outcomes.forEach((outcome, i) => {
    result[names[i]] = outcome.status === 'fulfilled' ? 'ok' : 'failed'
    if (outcome.status === 'rejected') {
      failed.push(names[i])
      logLine('warn', 'readiness check failed', { check: names[i], ...errorFields(outcome.reason) })
    }
  })
  if (failed.length > 0) return { status: 503, body: { status: 'unavailable', checks: result, failed } }
  return { status: 200, body: { status: 'ready', checks: result } }
}

/** The search service (embedded, SEARCH_URL or Algolia): lists at most one index with the admin key. */
export function searchCheck(connection: () => SearchConnection = () => searchConnection(), timeoutMs = 2000): Check {
  return async () => {
    const c = connection()
    const host = c.serverHosts?.[0] ?? { url: `${c.appId}-dsn.algolia.net`, protocol: 'https' as const }
    const response = await fetch(`${host.protocol}://${host.url}/1/indexes?page=0&hitsPerPage=1`, {
      headers: { 'x-algolia-application-id': c.appId, 'x-algolia-api-key': c.adminKey },
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    })
    await response.body?.cancel()
    if (!response.ok) throw new Error(`search service answered ${response.status}`)
  }
}

/** Redis: connect, PING, disconnect, all within timeoutMs. */
export function redisCheck(url: string, timeoutMs = 2000): Check {
  return async () => {
    const { createClient } = await import('@redis/client')
    const client = createClient({ url, socket: { connectTimeout: timeoutMs, reconnectStrategy: false } })
    client.on('error', () => undefined)
    try {
      await client.connect()
      const pong = await client.ping()
      if (pong !== 'PONG') throw new Error(`redis answered ${String(pong)}`)
    } finally {
      client.destroy()
    }
  }
}

/** The app's checks: database (through Payload's pool), search, and Redis when REDIS_URL is set. */
export function appChecks(env: Environment = environment()): Record<string, Check> {
  const checks: Record<string, Check> = {
    database: async () => {
      const [{ payloadClient }, { sql }] = await Promise.all([
        import('@/data/payloadClient'),
        import('@payloadcms/db-postgres'),
      ])
      const payload = await payloadClient()
      await payload.db.drizzle.execute(sql`select 1`)
    },
    search: searchCheck(),
  }
  if (env.REDIS_URL) checks.redis = redisCheck(env.REDIS_URL)
  return checks
}
