import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readOperationalFigures } from '../../../src/data/operationalFigures'
import { metricsText, setDatabaseFigures } from '../../../src/observability/metrics'
import { testPayload } from '../payload'

type Execute = (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }>
let payload: Payload
const execute = (query: ReturnType<typeof sql>) =>
  (payload.db as unknown as { drizzle: { execute: Execute } }).drizzle.execute(query)
const made: { jobs: number[]; leads: number[] } = { jobs: [], leads: [] }

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const id of made.jobs) await execute(sql`delete from payload_jobs where id = ${id}`)
  for (const id of made.leads) await execute(sql`delete from leads where id = ${id}`)
})

/** A job due now that was queued `minutes` ago, as a worker that is down leaves it. */
async function waitingJob(minutes: number, extra = sql``): Promise<number> {
  const { rows } = await execute(
    sql`insert into payload_jobs (task_slug, queue, input, created_at, updated_at)
        values ('syncCarsToIndex', 'observability-test', '{}'::jsonb, now() - make_interval(mins => ${minutes}), now()) ${extra}
        returning id`,
  )
  const id = Number(rows[0]!.id)
  made.jobs.push(id)
  return id
}

describe('metrics read from Postgres at scrape time (issue 28.5)', () => {
  it('"job queue depth and oldest job\'s age": due jobs counted, the oldest one\'s wait in seconds', async () => {
    const before = (await readOperationalFigures()).figures.jobs!
    await waitingJob(120)
    await waitingJob(1)
    // Not waiting: scheduled for later (a retry's backoff), failed for good, or done.
    const later = await waitingJob(500)
    await execute(sql`update payload_jobs set wait_until = now() + interval '1 hour' where id = ${later}`)
    const failed = await waitingJob(500)
    await execute(sql`update payload_jobs set has_error = true where id = ${failed}`)
    const done = await waitingJob(500)
    await execute(sql`update payload_jobs set completed_at = now() where id = ${done}`)
    const { figures, failed: unread } = await readOperationalFigures()
    expect(unread).toEqual([])
    expect(figures.jobs!.queued).toBe(before.queued + 2)
    expect(figures.jobs!.oldestQueuedSeconds).toBeGreaterThanOrEqual(120 * 60)
    expect(figures.jobs!.oldestQueuedSeconds).toBeLessThan(500 * 60)
  })

  it('"lead delivery lag": leads pending or retrying, and how long the oldest has waited', async () => {
    const before = (await readOperationalFigures()).figures.leads!
    for (const [status, minutes] of [
      ['pending', 45],
      ['retrying', 5],
      ['delivered', 600],
      ['failed', 600],
    ] as const) {
      const { rows } = await execute(
        sql`insert into leads (form, delivery_status, created_at, updated_at)
            values ('contact', ${status}, now() - make_interval(mins => ${minutes}), now()) returning id`,
      )
      made.leads.push(Number(rows[0]!.id))
    }
    const { figures } = await readOperationalFigures()
    expect(figures.leads!.undelivered).toBe(before.undelivered + 2)
    expect(figures.leads!.oldestUndeliveredSeconds).toBeGreaterThanOrEqual(45 * 60)
  })

  it('"pool use": the pool Payload queries through, and the figures in the metrics text', async () => {
    const { figures } = await readOperationalFigures()
    expect(figures.pool!.max).toBe(Number(process.env.DATABASE_POOL_MAX ?? 10))
    expect(figures.pool!.total).toBeGreaterThan(0)
    expect(figures.pool!.total).toBeLessThanOrEqual(figures.pool!.max)
    setDatabaseFigures(figures)
    const { body } = await metricsText()
    expect(body).toContain(`dealer_jobs_queued ${figures.jobs!.queued}`)
    expect(body).toContain(`dealer_leads_undelivered ${figures.leads!.undelivered}`)
    expect(body).toMatch(/dealer_db_pool_connections\{state="idle"\} \d+/)
  })
})
