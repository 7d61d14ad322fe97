/**
 * `npm run bench:pages`: shopper pages under load. Builds and starts the app as `npm start` does on its own data
 * directory (scripts/lib/benchServer.ts) with 10,000 extra cars, then measures with autocannon over loopback the
 * home, search, car and offers pages of two demo sites (by Host header, as a browser on {slug}.localhost sends it)
 * and a static file from public/ served by the same server as the ceiling: 2xx answers per second and p50/p99
 * latency at 10 and 50 connections. Filtered search pages (issue 29.4): one filtered URL, and a mix of 80 distinct
 * filtered URLs on both sites asked in turn; their first renders are measured apart ("cold": each URL of a fresh
 * sample asked once, one at a time, then a run in which every request asks a URL never asked before).
 * Ends with PASS/FAIL lines and `N passed, N failed`, and stops what it started.
 *
 * BENCH_SECONDS (default 10) per run, BENCH_CARS (default 10000) extra cars, BENCH_REUSE=1 to use a running server.
 */
import os from 'node:os'
import { benchEnvironment, ensureCarCount, startBenchApp } from './lib/benchServer'
import { filteredSearchMix, freshFilteredSearch, SINGLE_FILTERED_PATH } from './lib/filteredSearchUrls'
import { firstCarPath, hostRequest } from './lib/hostRequest'
import { type LoadResult, loadTest, loadTestMix, type MixRequest } from './lib/loadTest'
import { verdicts } from './lib/verdicts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const EXTRA_CARS = Number(process.env.BENCH_CARS ?? 10_000)
const DEMO_CARS = 4 * 320
const SITES = ['harbour-toyota', 'metro-used-cars']
const STATIC_PATH = '/favicon.ico'
const CONNECTIONS = [10, 50] as const
/** Issue 29.4: a filtered search page at 10 connections. */
const FILTERED_TARGET = { rps: 150, p99: 100 }
const COLD_SAMPLE = 40
/** Issue 38.3: "a new filter combination every request" at 10 connections. */
const COLD_TARGET = { rps: 150, p99: 150 }
/** Issue 38.3: another site's home page while one site gets 20 connections of new filter combinations. */
const FLOOD_CONNECTIONS = 20
const FLOOD_RATIO = 2

type Target = {
  label: string
  kind: 'home' | 'search' | 'car' | 'offers' | 'static' | 'filtered'
  path: string
  host?: string
  /** Several URLs asked in turn (the filtered mix). */
  mix?: MixRequest[]
}

const app = await startBenchApp(benchEnvironment())
const { check: verdict, finish } = verdicts()

/** Latency at the given quantile of a list of milliseconds. */
const quantile = (ms: number[], q: number) =>
  [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(q * ms.length))]!

try {
  const cars = await ensureCarCount(app, DEMO_CARS + EXTRA_CARS)
  const origin = `http://127.0.0.1:${app.port}`
  const hosts = SITES.map((site) => `${site}.localhost:${app.port}`)
  const run = Math.floor(Date.now() / 1000) % 100_000

  const mix = filteredSearchMix(hosts)
  const targets: Target[] = [{ label: `static ${STATIC_PATH}`, kind: 'static', path: STATIC_PATH }]
  for (const [i, site] of SITES.entries()) {
    const host = hosts[i]!
    targets.push(
      { label: `${site} home`, kind: 'home', path: '/', host },
      { label: `${site} search`, kind: 'search', path: '/search', host },
      { label: `${site} car`, kind: 'car', path: await firstCarPath(app.port, host), host },
      { label: `${site} offers`, kind: 'offers', path: '/special-offers', host },
    )
  }
  targets.push(
    { label: `${SITES[0]} filtered search`, kind: 'filtered', path: SINGLE_FILTERED_PATH, host: hosts[0] },
    { label: 'filtered search mix', kind: 'filtered', path: `${mix.length} URLs, ${SITES.length} sites`, mix },
  )

  // Warm-up: every page once and a short burst, so the first timed run does not pay for compilation or cold caches.
  for (const target of targets) await warmUp(target)

  // Cold, once the server is warm: filtered URLs no request asked before, each once, one at a time (a first render each).
  const coldMs: number[] = []
  for (let n = 0; n < COLD_SAMPLE; n++) {
    const { path, host } = freshFilteredSearch(hosts, run, n)
    const started = performance.now()
    const res = await hostRequest(app.port, path, host!)
    coldMs.push(performance.now() - started)
    if (res.status !== 200) throw new Error(`cold ${host}${path} answered ${res.status}`)
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
    // Again just before its runs: a page kept a minute or two has expired since the first warm-up (the runs before it
    // take minutes), and would be measured re-rendering in the background, which steady traffic spreads over time.
    await warmUp(target)
    for (const connections of CONNECTIONS) runs.push(await measure(target, connections, SECONDS))
    results.set(target, runs)
    printRow(target.label, target.path, runs)
  }

  // Cold under load: every request a filtered URL never asked before (each one rendered, then kept).
  const coldLoad = await loadTestMix(origin, {
    connections: 10,
    seconds: SECONDS,
    fresh: (n) => freshFilteredSearch(hosts, run, COLD_SAMPLE + n),
  })
  printRow('filtered search, cold', 'every request a new URL', [coldLoad])

  // A flood on one site (every request a new filter combination) while a shopper on another site opens its home page:
  // the other site's p99 beside its quiet p99 (a per-site share of the renders: src/server/siteRenderShare.ts).
  const quietHome = { path: '/', host: hosts[1]! }
  const quiet = await loadTestMix(origin, { connections: 1, seconds: SECONDS, mix: [quietHome] })
  const [flood, underFlood] = await Promise.all([
    loadTestMix(origin, {
      connections: FLOOD_CONNECTIONS,
      seconds: SECONDS,
      fresh: (n) => freshFilteredSearch([hosts[0]!], run + 500, n),
    }),
    loadTestMix(origin, { connections: 1, seconds: SECONDS, mix: [quietHome] }),
  ])
  printRow(`flood on ${SITES[0]}`, `${FLOOD_CONNECTIONS} connections, new URLs`, [flood])
  console.log(
    `flood on ${SITES[0]}: ${flood.rps.toFixed(0)} req/s answered 2xx, ${flood.failed} refused (503 with Retry-After) or failed`,
  )
  printRow(`${SITES[1]} home, quiet`, '1 connection', [quiet])
  printRow(`${SITES[1]} home, under flood`, '1 connection', [underFlood])
  console.log(
    `filtered search, cold, one at a time: ${COLD_SAMPLE} new URLs, p50 ${quantile(coldMs, 0.5).toFixed(0)} ms, ` +
      `p99 ${quantile(coldMs, 0.99).toFixed(0)} ms, max ${Math.max(...coldMs).toFixed(0)} ms`,
  )

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
    if (target.kind !== 'filtered') continue
    const run10 = runs[at10]!
    verdict(
      run10.rps >= FILTERED_TARGET.rps && run10.ok > 0 && run10.p99 <= FILTERED_TARGET.p99,
      `${target.label}: ${run10.rps.toFixed(0)} req/s, p50 ${run10.p50} ms, p99 ${run10.p99} ms at 10 connections ` +
        `(target ≥ ${FILTERED_TARGET.rps} req/s and p99 ≤ ${FILTERED_TARGET.p99} ms; static file ${staticRuns[at10]!.rps.toFixed(0)} req/s)`,
    )
  }
  for (const [target, runs] of results) {
    if (target.kind === 'static') continue
    const run10 = runs[at10]!
    verdict(
      run10.ok > 0 && run10.p99 < 200,
      `${target.label}: p99 ${run10.ok > 0 ? `${run10.p99} ms` : 'n/a (no request succeeded)'} at 10 connections (target < 200 ms)`,
    )
  }
  verdict(
    coldLoad.ok > 0 && coldLoad.rps >= COLD_TARGET.rps && coldLoad.p99 <= COLD_TARGET.p99,
    `filtered search, a new filter combination every request: ${coldLoad.rps.toFixed(0)} req/s, p50 ${coldLoad.p50} ms, ` +
      `p99 ${coldLoad.p99} ms at 10 connections (target ≥ ${COLD_TARGET.rps} req/s and p99 ≤ ${COLD_TARGET.p99} ms)`,
  )
  verdict(
    underFlood.ok > 0 && underFlood.p99 <= Math.max(quiet.p99, 1) * FLOOD_RATIO,
    `${SITES[1]} home under a flood on ${SITES[0]}: p99 ${underFlood.p99} ms against ${quiet.p99} ms quiet ` +
      `(target within ${FLOOD_RATIO}x)`,
  )
  const failures: [string, LoadResult[]][] = [...results].map(([target, runs]) => [target.label, runs])
  failures.push(['filtered search, cold', [coldLoad]])
  for (const [label, runs] of failures) {
    const errors = runs.reduce((n, r) => n + r.failed, 0)
    if (errors > 0) verdict(false, `${label}: ${errors} requests failed (not 2xx, error or 10 s timeout)`)
  }
} catch (error) {
  verdict(false, `benchmark did not complete: ${error instanceof Error ? error.message : String(error)}`)
} finally {
  await app.stop()
}
finish()

/** Each URL until a current copy answers it (an expired one answers STALE while it renders again), then a burst. */
async function warmUp(target: Target): Promise<void> {
  for (const { path, host } of target.mix ?? [{ path: target.path, host: target.host }]) {
    for (let attempt = 0; attempt < 40; attempt++) {
      const res = await hostRequest(app.port, path, host ?? `127.0.0.1:${app.port}`)
      if (res.status !== 200) throw new Error(`${target.label} (${path}) answered ${res.status}`)
      if (res.headers['x-nextjs-cache'] !== 'STALE') break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  await measure(target, 10, 2)
}

function measure(target: Target, connections: number, seconds: number): Promise<LoadResult> {
  const origin = `http://127.0.0.1:${app.port}`
  if (target.mix) return loadTestMix(origin, { connections, seconds, mix: target.mix })
  return loadTest(`${origin}${target.path}`, { connections, seconds, host: target.host })
}

function printRow(label: string, path: string, runs: LoadResult[]): void {
  const cells = runs.flatMap((r) => [r.rps.toFixed(0).padStart(10), `${r.p50}`.padStart(8), `${r.p99}`.padStart(8)])
  console.log(
    [
      label.padEnd(30),
      path.slice(0, 44).padEnd(44),
      ...cells,
      ...(runs.length < CONNECTIONS.length ? Array(3 * (CONNECTIONS.length - runs.length)).fill(''.padStart(8)) : []),
      String(runs.reduce((n, r) => n + r.failed, 0)).padStart(8),
    ].join(' '),
  )
}
