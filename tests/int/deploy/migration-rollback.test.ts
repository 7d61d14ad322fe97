import { spawn } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { migrations } from '../../../migrations'

/**
 * docs/deployment.md, runbook "Roll back": `npm run migrate` as an operator runs it, on a new database of the suite's
 * server. A deploy's migrations are one batch, and `npm run migrate -- --down` takes exactly that batch back with the
 * release's `down` functions; migrating again brings the schema back as it was. Migrations go to
 * DATABASE_DIRECT_URL when it is set (DATABASE_URL is then a pooler's, here an address where nothing listens).
 */
const root = path.resolve(import.meta.dirname, '../../..')
const database = `rollback_${process.pid}`
let serverUrl: string
let url: string

/** `npm run migrate` in a process of its own (three of them take a minute or more on a busy machine). */
function migrate(args: string[], env: Record<string, string>): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts', ...args], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('exit', (status) => resolve({ status, out }))
  })
}

async function query<T extends pg.QueryResultRow>(target: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: target })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** Every column of the public schema, with its type: what a migration changes. */
const schema = async () =>
  (
    await query<{ c: string }>(
      url,
      `SELECT table_name || '.' || column_name || ':' || data_type AS c FROM information_schema.columns
       WHERE table_schema = 'public' ORDER BY 1`,
    )
  ).map((row) => row.c)

const applied = async () =>
  (
    await query<{ name: string; batch: number }>(url, 'SELECT name, batch FROM payload_migrations ORDER BY name')
  ).filter((row) => row.name !== 'dev')

beforeAll(async () => {
  serverUrl = inject('databaseUrl')
  url = serverUrl.replace(/\/[^/]+$/, `/${database}`)
  await query(serverUrl, `CREATE DATABASE ${database}`)
})

afterAll(async () => {
  await query(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
})

describe('rolling back a migration (runbook)', () => {
  it("migrate -- --down rolls back the last deploy's batch only, and migrate applies it again", async () => {
    const direct = { DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:1/pooler', DATABASE_DIRECT_URL: url }
    const first = await migrate([], direct)
    expect(first.status, first.out).toBe(0)
    const last = migrations.at(-1)!.name
    expect((await applied()).map((row) => row.name)).toEqual(migrations.map((m) => m.name))
    const current = await schema()

    // The last migration as the one a deploy added: a batch of its own.
    await query(url, 'UPDATE payload_migrations SET batch = batch + 1 WHERE name = $1', [last])
    const down = await migrate(['--down'], direct)
    expect(down.status, down.out).toBe(0)
    expect(down.out).toContain(`rolled back ${last}`)
    const after = await applied()
    expect(after.map((row) => row.name)).toEqual(migrations.slice(0, -1).map((m) => m.name))
    expect(await schema()).not.toEqual(current)

    const again = await migrate([], direct)
    expect(again.status, again.out).toBe(0)
    expect((await applied()).map((row) => row.name)).toEqual(migrations.map((m) => m.name))
    expect(await schema()).toEqual(current)
  }, 480_000)
})
