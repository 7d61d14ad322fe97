/**
 * Jobs run exactly once, however many runners share the database, and no failing job leaves a transaction open.
 *
 * Two Payload instances (each with its own connection pool, as two app servers have) run the queue in parallel over
 * the same jobs. The test task is the registered `releaseReservation` slug (the jobs table's task column is an enum)
 * with its handler swapped for one that records each execution in a table.
 */
import { sql } from '@payloadcms/db-postgres'
import { databasePoolOptions, monitorPool } from '@/server/jobsDatabase'
import { processJobs } from '@/server/processJobs'
import { appChecks, readiness } from '@/server/readiness'
import type { Payload, SanitizedConfig, TaskConfig } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testPayload } from './payload'

const SLUG = 'releaseReservation'
const QUEUE = 'jobs-once-test'

let admin: pg.Pool
let first: Payload
let second: Payload
let restoreHandler: () => void

type Mode = 'ok' | 'throw' | 'failLog'
type Input = { reservationId: number; mode: Mode }

async function idleInTransaction(): Promise<number> {
  const { rows } = await admin.query(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
  )
  return rows[0].n
}

/** Connections a pool has handed out and not got back (Payload's connect keeps one for itself). */
function checkedOut(payload: Payload): number {
  const pool = (payload.db as unknown as { pool: pg.Pool }).pool
  return pool.totalCount - pool.idleCount
}

async function queueJobs(payload: Payload, count: number, mode: Mode, queue = QUEUE): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    const job = (await payload.jobs.queue({
      task: SLUG as never,
      input: { reservationId: i, mode } as never,
      queue,
    })) as { id: number | string }
    ids.push(Number(job.id))
  }
  return ids
}

async function runUntilDone(payload: Payload, queue: string, deadline: number): Promise<void> {
  for (;;) {
    await payload.jobs.run({ queue, limit: 4 })
    const { rows } = await admin.query(
      `select count(*)::int as n from payload_jobs where queue = $1 and completed_at is null and has_error is not true`,
      [queue],
    )
    if (rows[0].n === 0) return
    if (Date.now() > deadline) throw new Error(`jobs of ${queue} still open after the deadline`)
  }
}

beforeAll(async () => {
  const base = await testPayload()
  admin = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  await admin.query(
    `create table if not exists jobs_once_runs (job_id integer not null, runner text not null, at timestamptz default now())`,
  )
  await admin.query(`truncate jobs_once_runs`)
  // A log insert that fails for the 'failLog' jobs, as the operator's second server's did.
  await admin.query(`
    create or replace function jobs_once_fail_log() returns trigger language plpgsql as $$
    begin
      if new.input->>'mode' = 'failLog' then raise exception 'forced failure of the job log insert'; end if;
      return new;
    end $$;
    drop trigger if exists jobs_once_fail_log on payload_jobs_log;
    create trigger jobs_once_fail_log before insert on payload_jobs_log for each row execute function jobs_once_fail_log();
  `)

  const config = base.config as SanitizedConfig
  const task = config.jobs.tasks!.find((t) => t.slug === SLUG) as TaskConfig<{
    input: Input
    output: { outcome: string }
  }>
  const original = task.handler
  restoreHandler = () => {
    task.handler = original
  }
  task.handler = (async ({ input, job, req }) => {
    const runner = req.payload === first ? 'first' : req.payload === second ? 'second' : 'other'
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 15))
    await req.payload.db.drizzle.execute(
      sql`insert into jobs_once_runs (job_id, runner) values (${Number(job.id)}, ${runner})`,
    )
    if (input.mode === 'throw') throw new Error('task failed on purpose')
    return { output: { outcome: 'counted' } }
  }) as typeof task.handler

  const { getPayload } = await import('payload')
  first = await getPayload({ config: base.config, key: 'jobs-once-first' })
  second = await getPayload({ config: base.config, key: 'jobs-once-second' })
  expect(first).not.toBe(second)
  expect((first.db as unknown as { pool: pg.Pool }).pool).not.toBe((second.db as unknown as { pool: pg.Pool }).pool)
})

afterAll(async () => {
  restoreHandler?.()
  await admin?.query(
    `drop trigger if exists jobs_once_fail_log on payload_jobs_log; drop table if exists jobs_once_runs`,
  )
  await admin?.query(`delete from payload_jobs where queue like 'jobs-once-%'`)
  await Promise.all([first?.destroy(), second?.destroy()])
  await admin?.end()
})

describe('jobs: claimed atomically, run exactly once by two runners', () => {
  it('two runners in parallel over 50 queued jobs run each exactly once', async () => {
    const ids = await queueJobs(first, 50, 'ok')
    const deadline = Date.now() + 45_000
    await Promise.all([
      runUntilDone(first, QUEUE, deadline),
      runUntilDone(second, QUEUE, deadline),
      runUntilDone(second, QUEUE, deadline),
    ])

    const { rows } = await admin.query(
      `select job_id, count(*)::int as n, array_agg(runner) as runners from jobs_once_runs group by job_id`,
    )
    const runs = new Map<number, number>(rows.map((r) => [Number(r.job_id), r.n]))
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b))
    expect(rows.filter((r) => r.n !== 1)).toEqual([])
    // Both runners did work (otherwise the test proved nothing about a race).
    const runners = new Set(rows.flatMap((r) => r.runners as string[]))
    expect(runners).toEqual(new Set(['first', 'second']))

    // Completed jobs are deleted (Payload's deleteJobOnComplete): none is left behind, claimed or open.
    const { rows: jobs } = await admin.query(`select count(*)::int as n from payload_jobs where id = any($1)`, [ids])
    expect(jobs[0].n).toBe(0)
    expect(await idleInTransaction()).toBe(0)
  })

  it('runByID does not run a job another runner holds', async () => {
    const [id] = await queueJobs(first, 1, 'ok', 'jobs-once-byid')
    await admin.query(`update payload_jobs set processing = true where id = $1`, [id])
    await second.jobs.runByID({ id })
    const { rows } = await admin.query(`select count(*)::int as n from jobs_once_runs where job_id = $1`, [id])
    expect(rows[0].n).toBe(0)
    await admin.query(`update payload_jobs set processing = false where id = $1`, [id])
    await second.jobs.runByID({ id })
    const { rows: after } = await admin.query(`select count(*)::int as n from jobs_once_runs where job_id = $1`, [id])
    expect(after[0].n).toBe(1)
  })
})

describe('jobs: a runner killed mid-job does not strand its job', () => {
  it('a claim untouched for longer than the lease (JOBS_LEASE_MS) is released, and the job runs once', async () => {
    const queue = 'jobs-once-lease'
    const [stale] = await queueJobs(first, 1, 'ok', queue)
    const [fresh] = await queueJobs(first, 1, 'ok', queue)
    // A dead server's claim (an hour old), and a live one's (just now): only the first may be taken over.
    await admin.query(
      `update payload_jobs set processing = true, updated_at = now() - interval '1 hour' where id = $1`,
      [stale],
    )
    await admin.query(`update payload_jobs set processing = true, updated_at = now() where id = $1`, [fresh])
    await second.jobs.run({ queue, limit: 4 })
    const { rows } = await admin.query(
      `select job_id, count(*)::int as n from jobs_once_runs where job_id = any($1) group by job_id`,
      [[stale, fresh]],
    )
    expect(rows.map((r) => [Number(r.job_id), r.n])).toEqual([[stale, 1]])
    await admin.query(`delete from payload_jobs where id = $1`, [fresh])
  })
})

describe('jobs: a server stopping for a deploy (issue 40.1)', () => {
  it('a draining server claims no job; another takes it', async () => {
    const queue = 'jobs-once-drain'
    const [id] = await queueJobs(first, 1, 'ok', queue)
    processJobs().draining = true
    try {
      await first.jobs.run({ queue, limit: 4 })
      const { rows } = await admin.query(`select processing, completed_at from payload_jobs where id = $1`, [id])
      expect(rows[0]).toEqual({ processing: false, completed_at: null })
    } finally {
      processJobs().draining = false
    }
    await second.jobs.run({ queue, limit: 4 })
    const { rows: runs } = await admin.query(`select count(*)::int as n from jobs_once_runs where job_id = $1`, [id])
    expect(runs[0].n).toBe(1)
  })

  it('the job it still runs at its grace deadline is handed back at once, not after the lease', async () => {
    const queue = 'jobs-once-handback'
    const [id] = await queueJobs(first, 1, 'ok', queue)
    // This server's claim, just made (a lease of minutes ahead), on a job it is still running.
    await admin.query(`update payload_jobs set processing = true, updated_at = now() where id = $1`, [id])
    processJobs().claimed.add(id)
    expect(await processJobs().running!()).toEqual([id])
    await second.jobs.run({ queue, limit: 4 })
    const { rows: before } = await admin.query(`select count(*)::int as n from jobs_once_runs where job_id = $1`, [id])
    expect(before[0].n).toBe(0)

    expect(await processJobs().handBack!()).toEqual([id])
    expect(processJobs().claimed.has(id)).toBe(false)
    await second.jobs.run({ queue, limit: 4 })
    const { rows: after } = await admin.query(`select count(*)::int as n from jobs_once_runs where job_id = $1`, [id])
    expect(after[0].n).toBe(1)
    // A finished job is never handed back.
    processJobs().claimed.add(id)
    expect(await processJobs().handBack!()).toEqual([])
  })
})

describe('jobs: every error path ends its transaction and returns its connection', () => {
  it('a task that throws: the job records the error, no transaction stays open, the pool serves queries', async () => {
    const before = checkedOut(first)
    const [id] = await queueJobs(first, 1, 'throw', 'jobs-once-throw')
    await first.jobs.run({ queue: 'jobs-once-throw' })
    const job = await first.findByID({ collection: 'payload-jobs', id })
    expect(job.processing).toBe(false)
    expect(job.totalTried).toBe(1)
    expect(job.log?.some((entry) => entry.state === 'failed')).toBe(true)
    expect(await idleInTransaction()).toBe(0)
    expect(checkedOut(first)).toBe(before)
  })

  it('a failing insert into payload_jobs_log: rolled back, connection returned, the pool still serves queries', async () => {
    const before = checkedOut(second)
    await queueJobs(first, 3, 'failLog', 'jobs-once-faillog')
    // Each failed log insert used to leave one connection idle in transaction (aborted): run more than the pool holds.
    for (let i = 0; i < 4; i++) await second.jobs.run({ queue: 'jobs-once-faillog', limit: 3 }).catch(() => undefined)
    expect(await idleInTransaction()).toBe(0)
    expect(checkedOut(second)).toBe(before)
    const { rows } = await admin.query(
      `select count(*)::int as n from jobs_once_runs r join payload_jobs j on j.id = r.job_id where j.queue = 'jobs-once-faillog'`,
    )
    expect(rows[0].n).toBeGreaterThan(0)
    // The pool answers right away (a leaked pool would wait 10 s for a connection and fail).
    const started = Date.now()
    const found = await second.find({
      collection: 'payload-jobs',
      where: { queue: { equals: 'jobs-once-faillog' } },
      limit: 10,
    })
    expect(found.docs).toHaveLength(3)
    expect(Date.now() - started).toBeLessThan(2000)
  })
})

describe('database connections', () => {
  it('carry idle_in_transaction_session_timeout', async () => {
    const result = await first.db.drizzle.execute(sql`show idle_in_transaction_session_timeout`)
    const value = (result as unknown as { rows: { idle_in_transaction_session_timeout: string }[] }).rows[0]
      .idle_in_transaction_session_timeout
    expect(value).toBe('30s')
  })
})

describe('pool safety net', () => {
  it('a transaction left open is ended by the server after DATABASE_IDLE_IN_TRANSACTION_MS, logged, without a crash', async () => {
    const lines: string[] = []
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true))
    const pool = new pg.Pool({
      ...databasePoolOptions(process.env.DATABASE_URL!, { DATABASE_IDLE_IN_TRANSACTION_MS: '1000' }),
      max: 1,
      connectionTimeoutMillis: 300,
    })
    monitorPool(pool)
    let leaked: pg.PoolClient | undefined
    try {
      leaked = await pool.connect()
      await leaked.query('begin')
      await leaked.query('select 1')
      // The pool is exhausted while the forgotten transaction holds its only connection: logged as such.
      await expect(pool.query('select 1')).rejects.toThrow(/timeout/)
      expect(lines.some((line) => line.includes('"msg":"database pool exhausted'))).toBe(true)
      await new Promise((resolve) => setTimeout(resolve, 1800))
      expect(await idleInTransaction()).toBe(0)
      expect(lines.some((line) => line.includes('"msg":"database connection error"'))).toBe(true)
      leaked.release(true)
      leaked = undefined
      expect((await pool.query('select 1 as one')).rows[0].one).toBe(1)
    } finally {
      vi.mocked(process.stderr.write).mockRestore()
      // A failed expectation above must fail the test, not hang it: pool.end() waits for every client to return.
      leaked?.release(true)
      await pool.end()
    }
  })
})

describe('/api/ready checks', () => {
  it('the database and the search service answer: ready', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const result = await readiness(appChecks({}))
    vi.mocked(process.stdout.write).mockRestore()
    expect(result).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'ok', search: 'ok' } } })
  })
})
