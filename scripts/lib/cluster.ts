/**
 * Several app servers on one set of shared parts, as an operator runs them (DESIGN.md "Topology"): one PostgreSQL,
 * one search service, one Redis and one S3-compatible store (s3rver), each started here on its own port, and N app
 * servers (scripts/serve.ts, the production server) on the same build. Used by `npm run test:cluster` and
 * `npm run bench:cluster`; everything lives under CLUSTER_DIR (default .data/cluster) and is stopped again.
 * With `pooler` the app servers reach PostgreSQL through Debian's PgBouncer in transaction mode (issue 40.4), as a
 * large deployment runs them; migrations, the seed, backup and restore use the direct URL (DATABASE_DIRECT_URL).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import S3rver from 's3rver'
import { startEmbeddedPostgres } from '../../src/lib/embeddedPostgres'
import { stopProcess, waitUntilAnswering } from './benchServer'
import { freePort } from './freePort'
import { needsBuild } from './buildFreshness'
import { addCompileHints } from '../../src/server/compileHints'
import { serverNodeFlags } from '../../src/server/nodeFlags'
import { type Certificate, selfSignedCertificate } from './webhookReceiver'
import { type RunningPgbouncer, startPgbouncer } from './pgbouncer'

export { freePort }

export type ClusterServer = { name: string; port: number; baseUrl: string; process: ChildProcess; logFile: string }

export type Cluster = {
  dir: string
  /** The database itself (checks, backup, restore). */
  databaseUrl: string
  /** With `pooler`: PgBouncer in front of it, the app servers' DATABASE_URL. */
  pgbouncer?: RunningPgbouncer
  redisPort: number
  certificate: Certificate
  servers: ClusterServer[]
  env: NodeJS.ProcessEnv
  startServer: (name: string, port: number, extra?: Record<string, string>) => Promise<ClusterServer>
  /** Runs a script (scripts/backup.ts, …) with the cluster's environment and `extra` over it. */
  runScript: (
    script: string,
    args: string[],
    extra?: Record<string, string>,
  ) => Promise<{ status: number; out: string }>
  stopRedis: () => Promise<void>
  startRedis: () => Promise<void>
  stop: () => Promise<void>
}

const root = path.resolve(import.meta.dirname, '../..')
const NEXT_BIN = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')

function run(args: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = fs.openSync(logFile, 'a')
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', out, out] })
    fs.closeSync(out)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code} (log: ${logFile})`)),
    )
  })
}

/** Waits until something listens on the port. */
async function listening(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)))
      socket.on('error', () => resolve(false))
    })
    if (open) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`nothing listens on ${port} after ${timeoutMs} ms`)
}

/** Build when the sources are newer than the build (in `npm test` the e2e suite has built it already). */
async function ensureBuild(env: NodeJS.ProcessEnv, logFile: string, log: (line: string) => void): Promise<void> {
  const distDir = env.NEXT_DIST_DIR ?? '.next'
  if (!needsBuild(root, distDir)) return
  log(`building into ${distDir}; this takes minutes`)
  const startedAt = Date.now()
  await run([NEXT_BIN, 'build'], { ...env, NODE_ENV: 'production' }, logFile)
  fs.writeFileSync(path.join(root, distDir, 'SOURCES_AT'), String(startedAt))
  addCompileHints(path.join(root, distDir))
}

export type ClusterOptions = {
  /** Put PgBouncer (transaction pool mode) between the app servers and PostgreSQL. */
  pooler?: boolean
}

export async function startCluster(
  log: (line: string) => void = console.log,
  options: ClusterOptions = {},
): Promise<Cluster> {
  const dir = path.resolve(process.env.CLUSTER_DIR ?? '.data/cluster')
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  fs.mkdirSync(dir, { recursive: true })
  const logFile = path.join(dir, 'cluster.log')
  const [pgPort, searchPort, redisPort, s3Port] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ]
  const stops: Array<() => Promise<void>> = []

  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    port: pgPort,
    database: 'dealer_platform',
  })
  stops.push(postgres.stop)
  log(`PostgreSQL on ${pgPort}`)

  const s3 = new S3rver({
    port: s3Port,
    address: '127.0.0.1',
    directory: path.join(dir, 's3'),
    silent: true,
    configureBuckets: [{ name: 'media', configs: [] }],
  })
  await s3.run()
  stops.push(() => s3.close())
  log(`S3-compatible store (s3rver) on ${s3Port}`)

  let redis: ChildProcess | null = null
  const startRedis = async () => {
    redis = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    )
    await listening(redisPort, 10_000)
  }
  const stopRedis = async () => {
    if (redis) await stopProcess(redis, 5_000)
    redis = null
  }
  await startRedis()
  stops.push(stopRedis)
  log(`Redis on ${redisPort}`)

  const certificate = selfSignedCertificate(path.join(dir, 'crm'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // Both servers' admins are reached on http://localhost:PORT (src/lib/staffOrigins.ts).
    LOCAL_ADMIN: '1',
    DATA_DIR: dir,
    MEDIA_DIR: path.join(dir, 'media'),
    DATABASE_URL: postgres.url,
    PAYLOAD_SECRET: 'cluster-test-secret',
    SEARCH_URL: `http://127.0.0.1:${searchPort}`,
    SEARCH_PORT: String(searchPort),
    SEARCH_DATA_DIR: path.join(dir, 'search'),
    SEARCH_ADMIN_KEY: 'cluster-admin-key',
    SEARCH_SEARCH_KEY: 'cluster-search-key',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    S3_BUCKET: 'media',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    SEED_STOCK_PER_SITE: process.env.SEED_STOCK_PER_SITE ?? '40',
    // The demo seed refuses NODE_ENV=production without an explicit password (seed/demoSites.ts).
    SEED_PASSWORD: process.env.SEED_PASSWORD ?? 'demo-password',
    // The CRM receiver is local; its certificate is self-signed.
    OUTBOUND_ALLOWED_HOSTS: '127.0.0.1,localhost',
    NODE_EXTRA_CA_CERTS: certificate.certFile,
    // Several hundred requests from one loopback address: the per-IP limits would refuse most of them.
    LEAD_RATE_LIMIT_IP_POINTS: '1000000',
    SIGN_IN_CODES_PER_IP: '1000000',
  }
  delete env.ALGOLIA_APP_ID

  const search = spawn(process.execPath, ['--import', 'tsx', 'src/search-service/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  stops.push(() => stopProcess(search, 10_000))
  await listening(searchPort, 30_000)
  log(`search service on ${searchPort}`)

  // Migrations and the demo seed run once, before any server starts (what `npm run migrate` does in production).
  await run(['--import', 'tsx', 'scripts/prepare-db.ts', '--demo'], env, logFile)
  log('migrated and seeded once')
  await ensureBuild(env, logFile, log)

  let pgbouncer: RunningPgbouncer | undefined
  if (options.pooler) {
    pgbouncer = await startPgbouncer({
      dir: path.join(dir, 'pgbouncer'),
      port: await freePort(),
      databaseUrl: postgres.url,
    })
    stops.splice(1, 0, pgbouncer.stop)
    // Servers (and scripts run from here) through the pooler; one-shot steps switch to the direct URL themselves.
    env.DATABASE_URL = pgbouncer.url
    env.DATABASE_DIRECT_URL = postgres.url
    // PgBouncer refuses the `options` startup parameter; it ends transactions left open itself.
    env.DATABASE_IDLE_IN_TRANSACTION_MS = '0'
    log(`PgBouncer (transaction pool mode) on ${pgbouncer.port} in front of PostgreSQL`)
  }

  const servers: ClusterServer[] = []
  const startServer = async (
    name: string,
    port: number,
    extra: Record<string, string> = {},
  ): Promise<ClusterServer> => {
    const serverLog = path.join(dir, `${name}.log`)
    const out = fs.openSync(serverLog, 'a')
    const child = spawn(process.execPath, [...serverNodeFlags(), '--import', 'tsx', 'scripts/serve.ts'], {
      cwd: root,
      env: { ...env, PORT: String(port), ...extra },
      stdio: ['ignore', out, out],
    })
    fs.closeSync(out)
    const server = { name, port, baseUrl: `http://127.0.0.1:${port}`, process: child, logFile: serverLog }
    await waitUntilAnswering(`${server.baseUrl}/api/health`, 120_000, child)
    servers.push(server)
    return server
  }

  const runScript = (script: string, args: string[], extra: Record<string, string> = {}) =>
    new Promise<{ status: number; out: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
        cwd: root,
        env: { ...env, DISABLE_JOB_AUTORUN: '1', ...extra },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let out = ''
      child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()))
      child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()))
      child.on('exit', (code) => {
        fs.appendFileSync(logFile, out)
        resolve({ status: code ?? 1, out })
      })
    })

  const stop = async () => {
    for (const server of servers) await stopProcess(server.process, 10_000).catch(() => undefined)
    for (const fn of stops.reverse()) await fn().catch(() => undefined)
  }
  return {
    dir,
    databaseUrl: postgres.url,
    pgbouncer,
    redisPort,
    certificate,
    servers,
    env,
    startServer,
    runScript,
    stopRedis,
    startRedis,
    stop,
  }
}
