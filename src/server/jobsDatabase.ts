/**
 * The Postgres adapter as the app runs it: Payload's adapter, plus
 *
 * 1. Atomic job claims. Payload's runner (payload/dist/queues/operations/runJobs) claims jobs through
 *    `updateJobs({ data: { processing: true }, where: { processing: false, … } })`
 *    (payload/dist/queues/utilities/updateJob.js), which @payloadcms/drizzle's `updateJobs` executes as a plain
 *    SELECT of the matching rows followed by `UPDATE … WHERE id = $id` per row. Under READ COMMITTED two servers
 *    both SELECT the same free job and both UPDATE it: each believes it claimed the job and both run it (and both
 *    write its log). Here a claim is a compare-and-swap instead: one
 *    `UPDATE payload_jobs SET processing = true WHERE id = … AND processing = false AND updated_at = <as read>`
 *    per batch. Postgres re-checks the WHERE of a row another transaction just changed, so of two claimers exactly
 *    one gets the row back from RETURNING; the other skips it. `updated_at` (bumped by every job update) also keeps a
 *    job that was claimed, run and put back to wait (retry backoff) in the meantime from being taken on a stale read.
 *
 * 2. No transaction left open on an error. Payload's `updateJobs` utility begins a transaction, calls
 *    `db.updateJobs`, and commits; when `db.updateJobs` throws (e.g. the insert into `payload_jobs_log` fails) it
 *    neither commits nor rolls back, so the connection stays `idle in transaction (aborted)` and never returns to
 *    the pool. Every error of `db.updateJobs` here rolls that transaction back first, then rethrows.
 *
 * 3. Pool health: `idle_in_transaction_session_timeout` on every connection (a safety net: Postgres ends a session
 *    that sits in an open transaction) and pool exhaustion logged as JSON lines.
 */
import type { DatabaseAdapterObj, Where } from 'payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { Pool, PoolClient, PoolConfig } from 'pg'
import { errorFields, logLine } from './log'
import { environment, type Environment } from '@/config/env'
import { processJobs } from './processJobs'

const JOBS = 'payload-jobs'

/** Pool options for every app connection: the size, a bounded wait for a connection, and the idle-in-transaction cap. */
export function databasePoolOptions(connectionString: string, env: Environment = environment()): PoolConfig {
  const configured = Number(env.DATABASE_IDLE_IN_TRANSACTION_MS ?? 30_000)
  // 0 sends no startup option (for a connection pooler such as PgBouncer that refuses `options`; set it there).
  const idleInTransactionMs = configured === 0 ? 0 : Math.max(1000, Math.round(configured) || 30_000)
  return {
    connectionString,
    max: Number(env.DATABASE_POOL_MAX ?? 10),
    // A request waits at most 10 s for a free connection, then fails (lead intake answers 503) instead of hanging.
    connectionTimeoutMillis: 10_000,
    ...(idleInTransactionMs > 0 ? { options: `-c idle_in_transaction_session_timeout=${idleInTransactionMs}` } : {}),
  }
}

type UpdateJobsArgs = Parameters<PostgresAdapter['updateJobs']>[0]
type JobDoc = Record<string, unknown> & { id: number | string; updatedAt?: string }

/** Whether an updateJobs call is the runner's claim: it sets `processing: true` and nothing else. */
export function isClaim(data: Record<string, unknown> | undefined): boolean {
  if (!data || data.processing !== true) return false
  return Object.keys(data).every((key) => key === 'processing' || key === 'updatedAt')
}

/**
 * How long a claim holds without the job being touched. A server killed in the middle of a job (kill -9, a lost
 * machine) leaves it `processing` for ever, and Payload never runs it again: a lead answered 201 would never reach the
 * dealer. Payload touches the job after every task, and each of our tasks takes seconds, so a claim untouched for this
 * long belongs to a dead runner and is released before the next claim. JOBS_LEASE_MS, default 5 minutes.
 */
export function jobLeaseMs(env: Environment = environment()): number {
  const configured = Number(env.JOBS_LEASE_MS ?? 300_000)
  return Number.isFinite(configured) && configured >= 10_000 ? Math.round(configured) : 300_000
}

async function releaseStaleClaims(adapter: PostgresAdapter, req: UpdateJobsArgs['req']): Promise<void> {
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  const db = (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
  const before = new Date(Date.now() - jobLeaseMs()).toISOString()
  const result = await db.execute(sql`
    UPDATE payload_jobs SET processing = false
    WHERE processing = true AND completed_at IS NULL AND has_error IS NOT TRUE AND updated_at < ${before}::timestamptz
    RETURNING id`)
  const released = result.rows.map((row) => Number(row.id))
  if (released.length > 0)
    logLine('warn', 'jobs released from a runner that stopped mid-job (lease ran out)', { jobs: released })
}

async function claimedStillRunning(adapter: PostgresAdapter, release: boolean): Promise<number[]> {
  const jobs = processJobs()
  const asked = [...jobs.claimed]
  if (asked.length === 0) return []
  const ids = JSON.stringify(asked)
  const result = release
    ? await adapter.drizzle.execute(sql`
        UPDATE payload_jobs SET processing = false
        WHERE id IN (SELECT value::int FROM jsonb_array_elements_text(${ids}::jsonb))
          AND processing = true AND completed_at IS NULL
        RETURNING id`)
    : await adapter.drizzle.execute(sql`
        SELECT id FROM payload_jobs
        WHERE id IN (SELECT value::int FROM jsonb_array_elements_text(${ids}::jsonb))
          AND processing = true AND completed_at IS NULL`)
  const still = result.rows.map((row) => Number(row.id))
  // Finished ones (and ones handed back) are forgotten: the set stays as small as the jobs running now.
  for (const id of asked) if (release || !still.includes(id)) jobs.claimed.delete(id)
  return still
}

async function claimJobs(adapter: PostgresAdapter, args: UpdateJobsArgs): Promise<JobDoc[] | null> {
  const { id, limit, req, returning, sort, where } = args as UpdateJobsArgs & { id?: number | string; where?: Where }
  const byId = id !== undefined && id !== null
  // A stopping server starts nothing new: another worker will take it.
  if (processJobs().draining && !byId) return returning === false ? null : []
  if (!byId) await releaseStaleClaims(adapter, req)
  const found = await adapter.find({
    collection: JOBS,
    where: byId ? { id: { equals: id } } : (where ?? {}),
    limit: byId ? 1 : (limit ?? 0),
    pagination: false,
    sort: sort as string | undefined,
    req,
  })
  const candidates = found.docs as JobDoc[]
  if (candidates.length === 0) return returning === false ? null : []

  const now = new Date().toISOString()
  const seen = JSON.stringify(candidates.map((doc) => ({ id: Number(doc.id), seen: doc.updatedAt ?? null })))
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  const db = (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
  // runByID (byId) runs a job on request, as Payload does, but never one another runner holds right now.
  const result = await db.execute(sql`
    UPDATE payload_jobs AS j SET processing = true, updated_at = ${now}::timestamptz
    FROM jsonb_to_recordset(${seen}::jsonb) AS c(id integer, seen timestamptz)
    WHERE j.id = c.id AND j.processing IS NOT TRUE
      AND (${byId} OR (j.updated_at = c.seen AND j.completed_at IS NULL AND j.has_error IS NOT TRUE))
    RETURNING j.id`)
  const claimed = new Set(result.rows.map((row) => Number(row.id)))
  for (const claimedId of claimed) processJobs().claimed.add(claimedId)
  if (returning === false) return null
  return candidates
    .filter((doc) => claimed.has(Number(doc.id)))
    .map((doc) => ({ ...doc, processing: true, updatedAt: now }))
}

/** Wraps the adapter's `updateJobs` (atomic claims, rollback on error) and `connect` (pool monitoring). */
export function withSafeJobs(adapterObj: DatabaseAdapterObj<PostgresAdapter>): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args)
      const jobs = processJobs()
      jobs.running = () => claimedStillRunning(adapter, false)
      jobs.handBack = () => claimedStillRunning(adapter, true)
      const updateJobs = adapter.updateJobs
      adapter.updateJobs = async function safeUpdateJobs(this: PostgresAdapter, jobArgs) {
        try {
          if (isClaim(jobArgs.data as Record<string, unknown>)) return (await claimJobs(this, jobArgs)) as never
          const updated = await updateJobs.call(this, jobArgs)
          // A job deleted meanwhile comes back as null, on which Payload's caller throws ("reading 'log'").
          return Array.isArray(updated) ? updated.filter((doc) => doc !== null && doc !== undefined) : updated
        } catch (err) {
          // Payload's caller began this transaction and will not end it when we throw: end it here.
          const transactionID = jobArgs.req?.transactionID ? await jobArgs.req.transactionID : undefined
          if (transactionID !== undefined) await this.rollbackTransaction(transactionID).catch(() => undefined)
          throw err
        }
      }
      const connect = adapter.connect
      if (connect) {
        adapter.connect = async function monitoredConnect(this: PostgresAdapter, options) {
          await connect.call(this, options)
          if (this.pool) monitorPool(this.pool as unknown as Pool)
        }
      }
      return adapter
    },
  }
}

const monitored = new WeakSet<Pool>()

/** Logs pool exhaustion and connection errors as JSON lines. */
export function monitorPool(pool: Pool, options: { checkEveryMs?: number } = {}): void {
  if (monitored.has(pool)) return
  monitored.add(pool)
  const counts = () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max,
  })

  // An idle connection that fails is removed by the pool and reported here; without a listener it would crash.
  pool.on('error', (err) =>
    logLine('error', 'database connection error (idle)', { ...errorFields(err), pool: counts() }),
  )
  // A checked-out connection that fails while its owner is between queries (e.g. ended by
  // idle_in_transaction_session_timeout) emits 'error' on the client: without a listener that crashes the process.
  // Its owner sees the failure on its next query and releases it; a connection nobody will release keeps its slot.
  pool.on('connect', (client: PoolClient) => {
    client.on('error', (err) => logLine('error', 'database connection error', { ...errorFields(err), pool: counts() }))
  })

  let lastExhaustedLog = 0
  const connect = pool.connect.bind(pool) as (cb?: unknown) => unknown
  const report = (err: unknown) => {
    if (!(err instanceof Error) || !/timeout exceeded when trying to connect/i.test(err.message)) return
    if (Date.now() - lastExhaustedLog < 5000) return
    lastExhaustedLog = Date.now()
    logLine('error', 'database pool exhausted: no free connection within the connection timeout', { pool: counts() })
  }
  ;(pool as unknown as { connect: (cb?: unknown) => unknown }).connect = (cb?: unknown) => {
    if (typeof cb === 'function') {
      return connect((err: unknown, client: unknown, done: unknown) => {
        if (err) report(err)
        ;(cb as (...a: unknown[]) => void)(err, client, done)
      })
    }
    return (connect() as Promise<PoolClient>).catch((err: unknown) => {
      report(err)
      throw err
    })
  }

  // Clients waiting for a connection on two checks in a row: the pool is saturated (or leaking); say so.
  let waitingBefore = false
  const timer = setInterval(() => {
    const waiting = pool.waitingCount > 0
    if (waiting && waitingBefore)
      logLine('warn', 'database pool saturated: clients are waiting for a connection', { pool: counts() })
    waitingBefore = waiting
  }, options.checkEveryMs ?? 5000)
  timer.unref()
  const end = pool.end.bind(pool)
  pool.end = ((cb?: () => void) => {
    clearInterval(timer)
    return cb ? end(cb) : end()
  }) as Pool['end']
}
