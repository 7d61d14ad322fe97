/**
 * `npm run bench:cluster` (issue 17): on the same two-server cluster as test:cluster (scripts/lib/cluster.ts),
 * - edit-to-visible: an offer renamed through server A, until B's offers page shows it, 50 times (p50, p99);
 * - throughput: req/s of one server alone against both servers at once, same page, same connections in all, same run.
 * Prints the figures and `N passed, N failed` (the 2-second promise of DESIGN.md is the only pass mark).
 */
import { type Cluster, freePort, startCluster } from './lib/cluster'
import { request, within } from './lib/clusterRequests'
import { loadTest } from './lib/loadTest'
import { verdicts } from './lib/verdicts'

const { check, finish } = verdicts()
const EDITS = Number(process.env.BENCH_EDITS ?? 50)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
let cluster: Cluster | undefined

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

async function main() {
  cluster = await startCluster((line) => console.log(line))
  const a = await cluster.startServer('A', await freePort(), { JOBS_WORKER: '1' })
  const b = await cluster.startServer('B', await freePort(), { JOBS_WORKER: '0' })
  const host = (port: number) => `harbour-toyota.localhost:${port}`
  const token = (
    await request(a.port, '/api/users/login', {
      json: { email: 'admin@example.com', password: process.env.SEED_PASSWORD ?? 'demo-password' },
    })
  ).json<{ token: string }>().token
  const site = (await request(a.port, '/api/sites?where[slug][equals]=harbour-toyota&depth=0', { token })).json<{
    docs: { id: number }[]
  }>().docs[0]!.id
  const offer = (
    await request(a.port, `/api/offers?where[site][equals]=${site}&where[_status][equals]=published&limit=1&depth=0`, {
      token,
    })
  ).json<{ docs: { id: number }[] }>().docs[0]!

  const times: number[] = []
  for (let i = 0; i < EDITS; i++) {
    const name = `Bench Offer ${Date.now()}-${i}`
    await request(b.port, '/special-offers', { host: host(b.port) }) // B has the page cached before the edit
    const started = Date.now()
    await request(a.port, `/api/offers/${offer.id}`, { method: 'PATCH', token, json: { name, _status: 'published' } })
    const seen = await within(
      10_000,
      async () =>
        (await request(b.port, '/special-offers', { host: host(b.port) })).text.includes(name) ? true : undefined,
      20,
    )
    times.push(seen.value ? Date.now() - started : Number.POSITIVE_INFINITY)
  }
  const p50 = percentile(times, 50)
  const p99 = percentile(times, 99)
  console.log(`edit on A → visible on B, ${EDITS} edits: p50 ${p50} ms, p99 ${p99} ms, max ${Math.max(...times)} ms`)
  check(p99 <= 2_000, `edit-to-visible p99 ${p99} ms (limit 2,000)`)

  const page = '/search'
  await request(a.port, page, { host: host(a.port) })
  await request(b.port, page, { host: host(b.port) })
  const one = await loadTest(`${a.baseUrl}${page}`, { connections: CONNECTIONS, seconds: SECONDS, host: host(a.port) })
  const [onA, onB] = await Promise.all([
    loadTest(`${a.baseUrl}${page}`, { connections: CONNECTIONS / 2, seconds: SECONDS, host: host(a.port) }),
    loadTest(`${b.baseUrl}${page}`, { connections: CONNECTIONS / 2, seconds: SECONDS, host: host(b.port) }),
  ])
  const two = onA.rps + onB.rps
  console.log(
    `${page}, ${CONNECTIONS} connections, ${SECONDS} s: one server ${one.rps.toFixed(0)} req/s (p99 ${one.p99} ms), two servers ${two.toFixed(0)} req/s (A ${onA.rps.toFixed(0)}, B ${onB.rps.toFixed(0)}), ratio ${(two / one.rps).toFixed(2)}`,
  )
  check(
    one.failed + onA.failed + onB.failed === 0,
    `no failed requests under load (${one.failed + onA.failed + onB.failed})`,
  )
}

main()
  .catch((error: unknown) =>
    check(false, `the benchmark stopped: ${error instanceof Error ? error.stack : String(error)}`),
  )
  .finally(async () => {
    await cluster?.stop()
    finish()
  })
