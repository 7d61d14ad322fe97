/**
 * Starts the app as `npm start` does (embedded Postgres, search service, migrations, seed, build when sources
 * changed, `next start`) on its own data directory and ports, waits until it answers, and stops it again.
 * Used by the benchmark, audit and fault scripts so they never touch a developer's `.data`.
 *
 * Environment: PORT (default 3500), DATA_DIR (default .data/bench), EMBEDDED_PG_PORT and SEARCH_PORT (derived from
 * PORT unless set), NEXT_DIST_DIR (default .next-bench). BENCH_REUSE=1 uses a server already answering on PORT.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

export type BenchEnvironment = {
  port: number
  dataDir: string
  pgPort: number
  searchPort: number
  distDir: string
  env: NodeJS.ProcessEnv
}

export type RunningApp = BenchEnvironment & {
  baseUrl: string
  databaseUrl: string
  /** The start script's process (null when an already running server was reused). */
  process: ChildProcess | null
  stop: () => Promise<void>
}

/** Ports and directories of a benchmark server; every port derives from PORT so several can run side by side. */
export function benchEnvironment(defaults: { port?: number; dataDir?: string } = {}): BenchEnvironment {
  const port = Number(process.env.PORT ?? defaults.port ?? 3500)
  const offset = port - 3500
  const dataDir = path.resolve(process.env.DATA_DIR ?? defaults.dataDir ?? '.data/bench')
  const pgPort = Number(process.env.EMBEDDED_PG_PORT ?? 54400 + offset)
  const searchPort = Number(process.env.SEARCH_PORT ?? 7800 + offset)
  const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench'
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(dataDir, 'media'),
    EMBEDDED_PG_PORT: String(pgPort),
    SEARCH_PORT: String(searchPort),
    NEXT_DIST_DIR: distDir,
    // Local CRM receivers (the fault suite's webhook) live on 127.0.0.1.
    OUTBOUND_ALLOWED_HOSTS: '127.0.0.1,localhost',
  }
  delete env.DATABASE_URL
  delete env.ALGOLIA_APP_ID
  return { port, dataDir, pgPort, searchPort, distDir, env }
}

export const databaseUrlFor = (pgPort: number) => `postgres://postgres:postgres@127.0.0.1:${pgPort}/dealer_platform`

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) })
    await res.arrayBuffer()
    return res.status < 500
  } catch {
    return false
  }
}

/** Waits until GET url answers below 500, or the process exits, or the time is up. */
export async function waitUntilAnswering(url: string, timeoutMs: number, child?: ChildProcess | null): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} before answering`)
    if (await answers(url)) return
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`)
}

/** Sends SIGTERM to the start script (it stops Next, the search service and Postgres) and waits for it to exit. */
export async function stopProcess(child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref())
  if ((await Promise.race([exited, timer])) === 'timeout') {
    child.kill('SIGKILL')
    await exited
  }
}

/**
 * Starts the app on its own data directory (or reuses one answering on PORT when BENCH_REUSE=1) and waits for it.
 * The start script's output goes to `{dataDir}/start.log`.
 */
export async function startBenchApp(
  environment: BenchEnvironment = benchEnvironment(),
  log: (line: string) => void = console.log,
): Promise<RunningApp> {
  const baseUrl = `http://localhost:${environment.port}`
  const databaseUrl = databaseUrlFor(environment.pgPort)
  if (process.env.BENCH_REUSE === '1' && (await answers(`${baseUrl}/`))) {
    log(`reusing the server on ${baseUrl}`)
    return { ...environment, baseUrl, databaseUrl, process: null, stop: async () => undefined }
  }
  fs.mkdirSync(environment.dataDir, { recursive: true })
  const logFile = path.join(environment.dataDir, 'start.log')
  const out = fs.openSync(logFile, 'a')
  log(
    `starting the app on ${baseUrl} (data in ${path.relative(process.cwd(), environment.dataDir)}, log ${path.relative(process.cwd(), logFile)}); a build can take minutes`,
  )
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: environment.env,
    stdio: ['ignore', out, out],
  })
  fs.closeSync(out)
  const started = Date.now()
  try {
    await waitUntilAnswering(`${baseUrl}/`, 30 * 60_000, child)
  } catch (error) {
    await stopProcess(child)
    throw error
  }
  log(`app answering after ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return { ...environment, baseUrl, databaseUrl, process: child, stop: () => stopProcess(child) }
}

/** Number of rows of one table, read straight from Postgres. */
export async function countRows(databaseUrl: string, sql: string, params: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>(sql, params)
    return Number(rows[0]?.n ?? 0)
  } finally {
    await client.end()
  }
}

/** Runs `npx tsx script args` with the app's environment and resolves with its exit code. */
export function runScript(
  app: BenchEnvironment,
  script: string,
  args: string[],
  extraEnv: Record<string, string> = {},
  quiet = true,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...app.env, ...extraEnv },
      stdio: quiet ? 'ignore' : 'inherit',
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
}

/** Adds benchmark stock (scripts/seed-stock.ts) until the database holds at least `total` cars. */
export async function ensureCarCount(
  app: RunningApp,
  total: number,
  log: (line: string) => void = console.log,
): Promise<number> {
  const count = () => countRows(app.databaseUrl, 'SELECT count(*) AS n FROM cars')
  const before = await count()
  if (before >= total) return before
  log(`adding ${total - before} cars (npm run seed:stock), ${before} there now`)
  const started = Date.now()
  const code = await runScript(
    app,
    'scripts/seed-stock.ts',
    ['--count', String(total - before), '--seed', String(before + 1)],
    {},
    false,
  )
  if (code !== 0) throw new Error(`seed:stock exited with ${code}`)
  const after = await count()
  log(`${after} cars after ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return after
}
