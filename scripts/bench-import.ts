/**
 * `npm run bench:import` (issue 25.1): a generated 10,000-car CSV through `npm run import:stock` (the same stock
 * import job as an admin upload, in its own process) on a throwaway embedded Postgres and search service, migrated
 * and seeded like `npm start`. Prints rows/s, the time from upload to searchable (every car in the search index) and
 * the importing process's peak memory (VmHWM), for a first import (10,000 new cars) and the next day's feed (every
 * price changed). Target on a 2-vCPU machine: ≤ 60 s to searchable. BENCH_IMPORT_ROWS resizes it.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startEmbeddedPostgres } from '../src/lib/embeddedPostgres'
import { feedCars, feedCsv } from '../tests/fixtures/dealerFeed'
import { verdicts } from './lib/verdicts'

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000)
const TARGET_S = 60
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54379)
const SEARCH_PORT = Number(process.env.BENCH_SEARCH_PORT ?? 7779)
const dataDir = path.resolve(`.data/bench-import-${PG_PORT}`)
const { check, finish } = verdicts()

/** The kernel's high-water mark of a process's resident memory, in MB (0 once it has exited). */
const peakMb = (pid: number): number => {
  try {
    const line = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    return line ? Number(line[1]) / 1024 : 0
  } catch {
    return 0
  }
}

/** Runs the command-line import of one file; resolves with its wall time, exit code, output and peak memory. */
function importFile(file: string, slug: string) {
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/import-stock.ts', file, '--dealership', slug], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr.on('data', (c: Buffer) => (output += c.toString()))
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, peakMb(child.pid!))), 100)
  return new Promise<{ seconds: number; code: number | null; output: string; peak: number }>((resolve) =>
    child.once('exit', (code) => {
      clearInterval(sampler)
      resolve({ seconds: (performance.now() - started) / 1000, code, output, peak })
    }),
  )
}

async function main(): Promise<void> {
  fs.rmSync(dataDir, { recursive: true, force: true })
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: PG_PORT, database: 'bench_import' })
  Object.assign(process.env, {
    DATABASE_URL: pg.url,
    PAYLOAD_SECRET: 'bench-import-secret',
    SEARCH_ADMIN_KEY: 'bench-admin-key',
    SEARCH_SEARCH_KEY: 'bench-search-key',
    SEARCH_PORT: String(SEARCH_PORT),
    SEARCH_DATA_DIR: path.join(dataDir, 'search'),
    DISABLE_JOB_AUTORUN: '1',
    SEED_STOCK_PER_SITE: '40',
    MEDIA_DIR: path.join(dataDir, 'media'),
  })
  const search = spawn(process.execPath, ['--import', 'tsx', 'src/search-service/main.ts'], {
    env: { ...process.env, SEARCH_EXIT_WITH_PARENT: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve) =>
    search.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('listening on') && resolve()),
  )
  try {
    console.log('Migrating and seeding a throwaway database…')
    const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare-db.ts', '--demo'], {
      env: process.env,
      stdio: 'ignore',
    })
    if (prepared.status !== 0) throw new Error('prepare-db failed')
    const { default: config } = await import('../payload.config')
    const { getPayload } = await import('payload')
    const { searchAdminClient } = await import('../src/search/adminClient')
    const { CARS_INDEX } = await import('../src/search/carIndexSettings')
    const payload = await getPayload({ config })
    const site = (await payload.find({ collection: 'sites', where: { slug: { equals: 'metro-used-cars' } } })).docs[0]!
    const slug = 'bench-import-yard'
    const dealership = await payload.create({
      collection: 'dealerships',
      data: { site: site.id, name: 'Bench Import Yard', slug },
    })
    const client = searchAdminClient()
    /** Cars of the yard in the index with the price this round's feed gives them. */
    const searchable = async (priceStep: number): Promise<number> => {
      const wanted = new Map(
        feedCars('BI', ROWS, priceStep).map((c) => [c.StockNo, Number(c.Price.replace(/\D/g, ''))]),
      )
      const ids = (
        await payload.find({
          collection: 'cars',
          where: { dealership: { equals: dealership.id } },
          depth: 0,
          limit: 0,
          pagination: false,
          select: { stocknum: true },
        })
      ).docs.map((car) => String(car.id))
      let found = 0
      for (let i = 0; i < ids.length; i += 1000) {
        const { results } = await client.getObjects<{ stocknum: string; price: number }>({
          requests: ids.slice(i, i + 1000).map((objectID) => ({ indexName: CARS_INDEX, objectID })),
        })
        found += results.filter((r) => r && wanted.get(r.stocknum) === r.price).length
      }
      return found
    }

    for (const [round, priceStep] of [
      ['first import (every car new)', 0],
      ["next day's feed (every price changed)", 250],
    ] as const) {
      const file = path.join(dataDir, `feed-${priceStep}.csv`)
      fs.writeFileSync(file, feedCsv(feedCars('BI', ROWS, priceStep), { crlf: true }))
      const bytes = fs.statSync(file).size
      const run = await importFile(file, slug)
      const started = performance.now() - run.seconds * 1000
      let inIndex = await searchable(priceStep)
      while (inIndex < ROWS && performance.now() - started < 600_000) {
        await new Promise((r) => setTimeout(r, 250))
        inIndex = await searchable(priceStep)
      }
      const toSearchable = (performance.now() - started) / 1000
      console.log(`\n${round}: ${ROWS.toLocaleString('en-AU')} cars, ${(bytes / 1e6).toFixed(1)} MB CSV`)
      console.log(`  ${run.output.trim().split('\n').at(-1)}`)
      console.log(
        `  import ${run.seconds.toFixed(1)} s (${Math.round(ROWS / run.seconds).toLocaleString('en-AU')} rows/s), ` +
          `upload to searchable ${toSearchable.toFixed(1)} s, peak memory ${run.peak.toFixed(0)} MB`,
      )
      check(run.code === 0, `${round}: the import exits 0`)
      check(inIndex === ROWS, `${round}: ${inIndex} of ${ROWS} cars searchable at their new price`)
      check(toSearchable <= TARGET_S, `${round}: searchable within ${TARGET_S} s (${toSearchable.toFixed(1)} s)`)
    }
    // Bounded: the numbers are printed; a pool still closing must not keep the script (and CI) waiting.
    const bounded = (work: Promise<unknown>) => Promise.race([work, new Promise((r) => setTimeout(r, 5_000))])
    await bounded(Promise.resolve((payload.db as unknown as { pool?: { end(): Promise<void> } }).pool?.end()))
    await bounded(payload.destroy())
  } finally {
    search.kill('SIGTERM')
    await Promise.race([pg.stop(), new Promise((r) => setTimeout(r, 10_000))])
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().then(finish, (error: unknown) => {
  console.error(error)
  process.exit(1)
})
