/**
 * `npm run bench:pages`: shopper pages under load. Builds and starts the app as `npm start` does on its own data
 * directory (scripts/lib/benchServer.ts) with 10,000 extra cars, then measures with autocannon over loopback the
 * home, search, car and offers pages of two demo sites (by Host header, as a browser on {slug}.localhost sends it)
 * and a static file from public/ served by the same server as the ceiling: 2xx answers per second and p50/p99
 * latency at 10 and 50 connections. Ends with PASS/FAIL lines and `N passed, N failed`, and stops what it started.
 *
 * BENCH_SECONDS (default 10) per run, BENCH_CARS (default 10000) extra cars, BENCH_REUSE=1 to use a running server.
 */
import os from 'node:os'
import { benchEnvironment, ensureCarCount, startBenchApp } from './lib/benchServer'
import { firstCarPath, hostRequest } from './lib/hostRequest'
import { type LoadResult, loadTest } from './lib/loadTest'
import { verdicts } from './lib/verdicts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const EXTRA_CARS = Number(process.env.BENCH_CARS ?? 10_000)
const DEMO_CARS = 4 * 320
const SITES = ['harbour-toyota', 'metro-used-cars']
const STATIC_PATH = '/favicon.ico'
const CONNECTIONS = [10, 50] as const

type Target = { label: string; kind: 'home' | 'search' | 'car' | 'offers' | 'static'; path: string; host?: string }

const app = await startBenchApp(benchEnvironment())
const { check: verdict, finish } = verdicts()

try {
  const cars = await ensureCarCount(app, DEMO_CARS + EXTRA_CARS)
  const origin = `http://127.0.0.1:${app.port}`

  const targets: Target[] = [{ label: `static ${STATIC_PATH}`, kind: 'static', path: STATIC_PATH }]
  for (const site of SITES) {
    const host = `${site}.localhost:${app.port}`
    targets.push(
      { label: `${site} home`, kind: 'home', path: '/', host },
      { label: `${site} search`, kind: 'search', path: '/search', host },
      { label: `${site} car`, kind: 'car', path: await firstCarPath(app.port, host), host },
      { label: `${site} offers`, kind: 'offers', path: '/special-offers', host },
    )
  }

  // Warm-up: every page once and a short burst, so the first timed run does not pay for compilation or cold caches.
  for (const target of targets) {
    const res = await hostRequest(app.port, target.path, target.host ?? `127.0.0.1:${app.port}`)
    if (res.status !== 200) throw new Error(`${target.label} (${target.path}) answered ${res.status}`)
    await loadTest(`${origin}${target.path}`, { connections: 10, seconds: 2, host: target.host })
  }

  console.log(
    `\nShopper pages under load (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs, Node ${process.versions.node}, ` +
      `${cars} cars, ${SECONDS} s per run, autocannon in this process on the same machine, load ${os.loadavg()[0]!.toFixed(1)})`,
  )
  const header = [
    'page'.padEnd(30),
    'path'.padEnd(44),
    ...CONNECTIONS.flatMap((c) => [`req/s@${c}`.padStart(10), `p50@${c}`.padStart(8), `p99@${c}`.padStart(8)]),
    'failed'.padStart(8),
  ]
  console.log(header.join(' '))
  const results = new Map<Target, LoadResult[]>()
  for (const target of targets) {
    const runs: LoadResult[] = []
    for (const connections of CONNECTIONS)
      runs.push(await loadTest(`${origin}${target.path}`, { connections, seconds: SECONDS, host: target.host }))
    results.set(target, runs)
    const cells = runs.flatMap((r) => [r.rps.toFixed(0).padStart(10), `${r.p50}`.padStart(8), `${r.p99}`.padStart(8)])
    console.log(
      [
        target.label.padEnd(30),
        target.path.slice(0, 44).padEnd(44),
        ...cells,
        String(runs.reduce((n, r) => n + r.failed, 0)).padStart(8),
      ].join(' '),
    )
  }

  console.log('')
  const staticRuns = results.get(targets[0]!)!
  const at50 = CONNECTIONS.indexOf(50)
  const at10 = CONNECTIONS.indexOf(10)
  const ceiling = staticRuns[at50]!.rps
  for (const [target, runs] of results) {
    if (target.kind === 'search' || target.kind === 'car') {
      const share = runs[at50]!.rps / ceiling
      verdict(
        share >= 0.3,
        `${target.label}: ${runs[at50]!.rps.toFixed(0)} req/s at 50 connections is ${(share * 100).toFixed(1)}% of the static file's ${ceiling.toFixed(0)} (target ≥ 30%)`,
      )
    }
  }
  for (const [target, runs] of results) {
    if (target.kind === 'static') continue
    const run = runs[at10]!
    verdict(
      run.ok > 0 && run.p99 < 200,
      `${target.label}: p99 ${run.ok > 0 ? `${run.p99} ms` : 'n/a (no request succeeded)'} at 10 connections (target < 200 ms)`,
    )
  }
  for (const [target, runs] of results) {
    const errors = runs.reduce((n, r) => n + r.failed, 0)
    if (errors > 0) verdict(false, `${target.label}: ${errors} requests failed (not 2xx, error or 10 s timeout)`)
  }
} catch (error) {
  verdict(false, `benchmark did not complete: ${error instanceof Error ? error.message : String(error)}`)
} finally {
  await app.stop()
}
finish()
