/**
 * A throwaway cluster of Debian's own PostgreSQL server (the `postgresql` package, binaries under
 * /usr/lib/postgresql/{major}/bin), as a production deployment runs a PostgreSQL that is not embedded: initdb into a
 * fresh directory, one server on a loopback port, password authentication. For `npm run test:production`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

const DEBIAN_ROOT = '/usr/lib/postgresql'

/** The newest major version among the names of /usr/lib/postgresql (`['13', '15']` → `'15'`), or null. */
export function newestMajor(names: string[]): string | null {
  const majors = names.filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a))
  return majors[0] ?? null
}

/** The bin directory of the installed server: PG_BIN_DIR, else the newest /usr/lib/postgresql/{major}/bin. */
export function debianPostgresBinDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN_DIR) return env.PG_BIN_DIR
  const major = fs.existsSync(DEBIAN_ROOT) ? newestMajor(fs.readdirSync(DEBIAN_ROOT)) : null
  const dir = major && path.join(DEBIAN_ROOT, major, 'bin')
  if (!dir || !fs.existsSync(path.join(dir, 'postgres')))
    throw new Error(
      `No PostgreSQL server under ${DEBIAN_ROOT}: install Debian's \`postgresql\` package (.ci/run does).`,
    )
  return dir
}

export type DebianPostgres = { url: string; version: string; stop: () => Promise<void> }

/**
 * initdb into `dir` and start the server on `port` as the given user (PostgreSQL refuses root), then create
 * `database` owned by `user`. Resolves once it accepts connections; `stop` is a fast shutdown.
 */
export async function startDebianPostgres(options: {
  dir: string
  port: number
  database: string
  user: string
  password: string
  runAs?: { uid: number; gid: number }
}): Promise<DebianPostgres> {
  const bin = debianPostgresBinDir()
  const data = path.join(options.dir, 'data')
  fs.mkdirSync(options.dir, { recursive: true })
  const pwfile = path.join(options.dir, 'pwfile')
  fs.writeFileSync(pwfile, options.password, { mode: 0o600 })
  if (options.runAs) execFileSync('chown', ['-R', `${options.runAs.uid}:${options.runAs.gid}`, options.dir])
  const ids = options.runAs ?? {}
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', options.user, `--pwfile=${pwfile}`, '--auth=scram-sha-256', '-E', 'UTF8', '--no-sync'],
    { ...ids, cwd: options.dir, stdio: 'pipe' },
  )
  const version = execFileSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).trim()
  const log = path.join(options.dir, 'postgres.log')
  const out = fs.openSync(log, 'a')
  const child: ChildProcess = spawn(
    path.join(bin, 'postgres'),
    ['-D', data, '-p', String(options.port), '-c', 'listen_addresses=127.0.0.1', '-k', options.dir, '-c', 'fsync=off'],
    { ...ids, cwd: options.dir, stdio: ['ignore', out, out] },
  )
  fs.closeSync(out)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGINT')
    await exited
  }
  const admin = `postgres://${options.user}:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}`
  const until = Date.now() + 30_000
  for (;;) {
    const client = new pg.Client({ connectionString: `${admin}/postgres` })
    try {
      await client.connect()
      await client.query(`CREATE DATABASE "${options.database}"`)
      await client.end()
      break
    } catch (error) {
      await client.end().catch(() => undefined)
      if (child.exitCode !== null || Date.now() > until) {
        await stop()
        throw new Error(`PostgreSQL did not start (${error instanceof Error ? error.message : error}); log: ${log}`, {
          cause: error,
        })
      }
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  return { url: `${admin}/${options.database}`, version, stop }
}
