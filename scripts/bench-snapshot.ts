/**
 * `npm run bench:snapshot`: how long the search service stops answering while it writes a snapshot of a platform's
 * index (issue 29.5 names snapshot size as where one search process breaks first).
 *
 * The service has one thread: while a snapshot's synchronous steps run (capturing the records and structure images,
 * encoding the image header), no search is answered. This opens a durable engine in a temporary directory, writes
 * BENCH_CARS cars (default 250,000, the platform of 500 dealers) through the write log in batches of 1,000 as the sync
 * jobs do, then takes the snapshot the service's timer takes (without the structure images) while a 1 ms timer records
 * the event loop's longest stall and a query runs every 5 ms, recording each one's delay from when it was due; then
 * the same for the snapshot with the images that closing the service writes. Prints each one's time, longest stall
 * and the queries' p50/p99/max, and `N passed, N failed`: the timer's snapshot against MAX_STALL_MS (default 250).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BENCH_NOW, generateCars } from '../src/search-service/bench-data'
import type { JsonObject } from '../src/search-service/engine/json'
import { executeSearch } from '../src/search-service/engine/search'
import { collectParams, toSearchQuery } from '../src/search-service/http/search-params'
import { DurableEngine } from '../src/search-service/storage/durable-engine'
import { carsIndexSettings, replicaSettings } from '../src/search/carIndexSettings'
import { verdicts } from './lib/verdicts'

const CARS = Number(process.env.BENCH_CARS ?? 250_000)
const MAX_STALL_MS = Number(process.env.MAX_STALL_MS ?? 250)
const AT = new Date(BENCH_NOW * 1000).toISOString()
const { check, finish } = verdicts()

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-snapshot-'))
try {
  const durable = await DurableEngine.open({ dataDir: dir, snapshotEveryMs: 0, maxLogBytes: Number.MAX_SAFE_INTEGER })
  const { engine } = durable
  await durable.commit(engine.prepareSetSettings('cars', carsIndexSettings as JsonObject, true, AT))
  for (const [name, settings] of Object.entries(replicaSettings))
    await durable.commit(engine.prepareSetSettings(name, settings as JsonObject, false, AT))
  const cars = generateCars(CARS)
  const loaded = performance.now()
  for (let i = 0; i < cars.length; i += 1000)
    await durable.commit(
      engine.prepareBatch(
        cars.slice(i, i + 1000).map((body) => ({ action: 'addObject', indexName: 'cars', body })),
        AT,
      ),
    )
  engine.warmUp()
  const search = toSearchQuery(collectParams({ query: 'corolla', hitsPerPage: 24 }))
  const query = () => executeSearch(engine.view('cars'), search)
  query()
  console.log(`${CARS} cars written through the log in ${((performance.now() - loaded) / 1000).toFixed(1)} s`)

  // The stall: the longest gap between two ticks of a 1 ms timer. The queries: each one's delay from when it was due.
  const measureStalls = async (take: () => Promise<void>) => {
    let last = performance.now()
    let stall = 0
    const ticker = setInterval(() => {
      const now = performance.now()
      stall = Math.max(stall, now - last)
      last = now
    }, 1)
    const delays: number[] = []
    let due = performance.now() + 5
    let querying = true
    const queries = (async () => {
      while (querying) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())))
        query()
        delays.push(performance.now() - due)
        due += 5
        if (due < performance.now()) due = performance.now() + 5
      }
    })()
    const started = performance.now()
    await take()
    const took = performance.now() - started
    querying = false
    await queries
    clearInterval(ticker)
    return { took, stall, delays }
  }
  const report = (
    label: string,
    { took, stall, delays }: Awaited<ReturnType<typeof measureStalls>>,
    files: string[],
  ) => {
    const bytes = files.reduce(
      (sum, file) => sum + (fs.existsSync(path.join(dir, file)) ? fs.statSync(path.join(dir, file)).size : 0),
      0,
    )
    console.log(
      `${label} of ${CARS} cars (${(bytes / 2 ** 20).toFixed(0)} MB): ${took.toFixed(0)} ms in all; longest stall ` +
        `${stall.toFixed(0)} ms; ${delays.length} queries meanwhile, delay p50 ${percentile(delays, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(delays, 99).toFixed(1)} ms, max ${Math.max(...delays).toFixed(0)} ms`,
    )
  }
  console.log(`\n${os.cpus().length} CPUs, Node ${process.versions.node}`)
  const timer = await measureStalls(() => durable.snapshotIfChanged({ images: false }))
  report("the timer's snapshot (no structure images)", timer, ['snapshot.ndjson'])
  fs.rmSync(path.join(dir, 'index-image.bin'), { force: true })
  const closing = await measureStalls(() => durable.snapshot())
  report('a snapshot with the structure images (at close)', closing, ['snapshot.ndjson', 'index-image.bin'])
  check(
    timer.stall <= MAX_STALL_MS,
    `the longest stall while the timer snapshots: ${timer.stall.toFixed(0)} ms (limit ${MAX_STALL_MS} ms)`,
  )
  await durable.close()
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
finish()
