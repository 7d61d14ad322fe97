/**
 * The job queue, the leads waiting for delivery and this server's pool, for GET /api/metrics
 * (src/observability/metrics.ts), read when Prometheus scrapes (every 15 s or so): two aggregate queries on indexed
 * columns and the pool's own counters. A figure that cannot be read (the database is down) is left out and named in
 * `failed`, so the scrape still answers.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Pool } from 'pg'
import type { DatabaseFigures } from '@/observability/metrics'
import { payloadClient } from './payloadClient'

type Row = Record<string, unknown>
type Execute = (query: ReturnType<typeof sql>) => Promise<{ rows: Row[] }>

const number = (value: unknown) => (value === null || value === undefined ? 0 : Number(value)) || 0

export async function readOperationalFigures(): Promise<{ figures: DatabaseFigures; failed: string[] }> {
  const figures: DatabaseFigures = {}
  let payload
  try {
    payload = await payloadClient()
  } catch {
    return { figures, failed: ['payload'] }
  }
  const db = payload.db as unknown as { drizzle: { execute: Execute }; pool?: Pool }
  // Due now: not done, not failed for good, not scheduled for later (a retry's backoff, the next feed pull).
  const jobs = db.drizzle
    .execute(
      sql`select
            count(*) filter (where not processing) as queued,
            count(*) filter (where processing) as processing,
            extract(epoch from now() - min(coalesce(wait_until, created_at)) filter (where not processing)) as oldest
          from payload_jobs
          where completed_at is null and coalesce(has_error, false) = false
            and (wait_until is null or wait_until <= now())`,
    )
    .then(({ rows: [row = {}] }) => {
      figures.jobs = {
        queued: number(row.queued),
        processing: number(row.processing),
        oldestQueuedSeconds: Math.max(0, number(row.oldest)),
      }
    })
  const leads = db.drizzle
    .execute(
      sql`select count(*) as undelivered, extract(epoch from now() - min(created_at)) as oldest
          from leads where delivery_status in ('pending', 'retrying')`,
    )
    .then(({ rows: [row = {}] }) => {
      figures.leads = {
        undelivered: number(row.undelivered),
        oldestUndeliveredSeconds: Math.max(0, number(row.oldest)),
      }
    })
  const results = await Promise.allSettled([jobs, leads])
  const failed = (['jobs', 'leads'] as const).filter((_, i) => results[i]!.status === 'rejected')
  const pool = db.pool
  if (pool)
    figures.pool = {
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: (pool as unknown as { options?: { max?: number } }).options?.max ?? 0,
    }
  return { figures, failed }
}
