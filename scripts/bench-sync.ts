/**
 * `npm run bench:sync`: how long a car change takes to reach the search index (issue target: within 1 s).
 * Starts a throwaway embedded Postgres (migrated and seeded like `npm start`) and the search service as
 * its own process, then times create, update and delete through Payload's local API until the index
 * (read over HTTP with the real algoliasearch client) shows the change. Prints p50/p95/max per operation.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startEmbeddedPostgres } from '../src/lib/embeddedPostgres'

const ROUNDS = Number(process.env.BENCH_SYNC_ROUNDS ?? 50)
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54369)
const SEARCH_PORT = Number(process.env.BENCH_SEARCH_PORT ?? 7769)
const dataDir = path.resolve(`.data/bench-sync-${PG_PORT}`)

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('the index did not show the change within 5 s')
  }
}

async function main(): Promise<void> {
  fs.rmSync(dataDir, { recursive: true, force: true })
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: PG_PORT, database: 'bench_sync' })
  Object.assign(process.env, {
    DATABASE_URL: pg.url,
    PAYLOAD_SECRET: 'bench-sync-secret',
    SEARCH_ADMIN_KEY: 'bench-admin-key',
    SEARCH_SEARCH_KEY: 'bench-search-key',
    SEARCH_PORT: String(SEARCH_PORT),
    SEARCH_DATA_DIR: path.join(dataDir, 'search'),
    DISABLE_JOB_AUTORUN: '1',
    SEED_STOCK_PER_SITE: process.env.SEED_STOCK_PER_SITE ?? '320',
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
    const client = searchAdminClient()
    const dealer = (await payload.find({ collection: 'dealerships', limit: 1, depth: 0 })).docs[0]
    if (!dealer) throw new Error('no dealership seeded')
    const record = async (id: number) => {
      const found = await client.getObject({ indexName: CARS_INDEX, objectID: String(id) }).catch(() => null)
      return (found ?? undefined) as { price?: number } | undefined
    }
    const times: Record<'create' | 'update' | 'delete', number[]> = { create: [], update: [], delete: [] }
    for (let i = 0; i < ROUNDS; i++) {
      let start = performance.now()
      const car = await payload.create({
        collection: 'cars',
        data: {
          dealership: dealer.id,
          make: 'Kia',
          model: 'Picanto',
          year: 2022,
          price: 15990,
          stocknum: `BENCH-SYNC-${i}`,
        } as never,
        depth: 0,
      })
      await waitFor(async () => Boolean(await record(car.id)))
      times.create.push(performance.now() - start)

      start = performance.now()
      await payload.update({ collection: 'cars', id: car.id, data: { price: 16990 } as never, depth: 0 })
      await waitFor(async () => (await record(car.id))?.price === 16990)
      times.update.push(performance.now() - start)

      start = performance.now()
      await payload.delete({ collection: 'cars', id: car.id })
      await waitFor(async () => !(await record(car.id)))
      times.delete.push(performance.now() - start)
    }
    console.log(`\nChange → visible in the index (${ROUNDS} rounds, ${new Date().toISOString().slice(0, 10)}):`)
    console.log('operation   p50 ms   p95 ms   max ms   within 1 s')
    let failed = 0
    for (const [operation, list] of Object.entries(times)) {
      const sorted = [...list].sort((a, b) => a - b)
      const within = sorted.filter((t) => t <= 1000).length
      if (within < sorted.length) failed++
      console.log(
        `${operation.padEnd(10)}${percentile(sorted, 50).toFixed(1).padStart(7)}${percentile(sorted, 95).toFixed(1).padStart(9)}${sorted.at(-1)!.toFixed(1).padStart(9)}   ${within}/${sorted.length}`,
      )
    }
    console.log(`${3 - failed} passed, ${failed} failed`)
    // Close the pool before Postgres stops, or its idle clients throw "terminating connection".
    await (payload.db as unknown as { pool?: { end(): Promise<void> } }).pool?.end()
    await payload.destroy()
  } finally {
    search.kill('SIGTERM')
    await pg.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
