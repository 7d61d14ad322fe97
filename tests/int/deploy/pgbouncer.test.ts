import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { freePort } from '../../../scripts/lib/freePort'
import { type RunningPgbouncer, startPgbouncer } from '../../../scripts/lib/pgbouncer'

/**
 * Issue 40.4: the app through Debian's PgBouncer in transaction pool mode (docs/deployment.md, "A connection pooler in
 * front of PostgreSQL"). Payload on the pooler's URL, as a server behind it runs; the stock import's advisory lock is
 * transaction-level, so two imports of one yard through the pooler still run one after the other. `npm run
 * test:cluster` runs every request path through it; this is the quick check of the parts.
 */
let bouncer: RunningPgbouncer
let payload: Payload
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbouncer-int-'))

beforeAll(async () => {
  fs.chmodSync(dir, 0o755)
  bouncer = await startPgbouncer({
    dir: path.join(dir, 'pgbouncer'),
    port: await freePort(),
    databaseUrl: inject('databaseUrl'),
  })
  process.env.DATABASE_URL = bouncer.url
  process.env.DATABASE_IDLE_IN_TRANSACTION_MS = '0'
  process.env.SEARCH_PORT = String(inject('searchPort'))
  process.env.SEARCH_ADMIN_KEY ??= 'int-admin-key'
  process.env.SEARCH_SEARCH_KEY ??= 'int-search-key'
  process.env.DISABLE_JOB_AUTORUN = '1'
  process.env.PAYLOAD_SECRET ??= 'integration-test-secret'
  const { default: config } = await import('../../../payload.config')
  const { getPayload } = await import('payload')
  payload = await getPayload({ config })
})

afterAll(async () => {
  await payload?.db.destroy?.()
  await bouncer?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

async function adminConsole<T extends pg.QueryResultRow>(query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: bouncer.url.replace(/\/[^/]+$/, '/pgbouncer') })
  await client.connect()
  try {
    return (await client.query<T>(query)).rows
  } finally {
    await client.end()
  }
}

describe('the app through PgBouncer in transaction pool mode', () => {
  it('reads and writes through the pooler, which runs in transaction mode', async () => {
    const mode = (await adminConsole<{ key: string; value: string }>('SHOW CONFIG')).find((r) => r.key === 'pool_mode')
    expect(mode?.value).toBe('transaction')
    const sites = await payload.find({ collection: 'sites', limit: 1, depth: 0 })
    expect(sites.docs.length).toBe(1)
    const stats = (await adminConsole<{ database: string; total_xact_count: string }>('SHOW STATS')).find(
      (r) => r.database === 'dealer_platform_test',
    )
    expect(Number(stats?.total_xact_count)).toBeGreaterThan(0)
  })

  it("two imports of one yard take the yard's lock one after the other through the pooler", async () => {
    const { inTransaction, lockDealershipStock } = await import('@/data/stockTransactions')
    const spans: { start: number; end: number }[] = []
    const holdTheLock = () =>
      inTransaction(payload, async (req) => {
        await lockDealershipStock(payload, req, 987_654)
        const start = Date.now()
        await new Promise((resolve) => setTimeout(resolve, 400))
        spans.push({ start, end: Date.now() })
      })
    await Promise.all([holdTheLock(), holdTheLock()])
    spans.sort((a, b) => a.start - b.start)
    expect(spans).toHaveLength(2)
    // The second got the lock only when the first transaction ended.
    expect(spans[1]!.start).toBeGreaterThanOrEqual(spans[0]!.end)
  })
})
