/**
 * npm run bench:alerts (issue 30.3): 50,000 saved searches of subscribed shoppers over the 4 demo sites, then a
 * 1,000-car feed import into one site; prints the time from the import's end until every alert is queued (the
 * matching job run by a job worker, its alert items stored and each touched site's digest job queued; target ≤ 60 s)
 * and the matching cost per saved search, then the digests' send rate through the local SMS outbox.
 *
 * Runs on its own embedded Postgres and search service (ports from PORT as the other benches: Postgres
 * 54400+(PORT-3500), search 7800+(PORT-3500)), data in .data/bench-alerts, emptied each run. No app build needed:
 * the import and the job worker run in this process, as `npm run import:stock` and a JOBS_WORKER server do.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { benchEnvironment, databaseUrlFor } from './lib/benchServer'
import { verdicts } from './lib/verdicts'
import { startEmbeddedPostgres } from '../src/lib/embeddedPostgres'
import { startSearchService } from '../src/search-service/server'

const SAVED_SEARCHES = Number(process.env.BENCH_SAVED_SEARCHES ?? 50_000)
const CARS = Number(process.env.BENCH_IMPORT_CARS ?? 1_000)
const TARGET_SECONDS = 60

const bench = benchEnvironment({ port: 3500, dataDir: '.data/bench-alerts' })
fs.rmSync(bench.dataDir, { recursive: true, force: true })
const postgres = await startEmbeddedPostgres({
  dataDir: path.join(bench.dataDir, 'pg'),
  port: bench.pgPort,
  database: 'dealer_platform',
})
const search = await startSearchService({
  port: bench.searchPort,
  dataDir: path.join(bench.dataDir, 'search'),
  appId: 'local',
  adminKey: 'bench-admin-key',
  searchKey: 'bench-search-key',
})
Object.assign(process.env, bench.env, {
  DATABASE_URL: databaseUrlFor(bench.pgPort),
  SEARCH_ADMIN_KEY: 'bench-admin-key',
  SEARCH_SEARCH_KEY: 'bench-search-key',
  PAYLOAD_SECRET: 'bench-alerts-secret',
  DISABLE_JOB_AUTORUN: '1',
  SEED_STOCK_PER_SITE: '40',
  ALERTS_PER_SITE: '1000000',
})

const seeded = await new Promise<number | null>((resolve) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/prepare-db.ts', '--demo'], {
    env: process.env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  child.on('exit', resolve)
})
if (seeded !== 0) throw new Error('Migrating and seeding the bench database failed.')

const { default: config } = await import('../payload.config')
const { getPayload } = await import('payload')
const { importStockFeed } = await import('../src/stock/importFeedNow')
const { sendSiteDigests } = await import('../src/shopper/alertDigests')
const payload = await getPayload({ config })
const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
const verdict = verdicts()

// Every demo site takes saved searches (the watchlist with alerts on).
const sites = (await payload.find({ collection: 'sites', limit: 4, depth: 0, sort: 'id' })).docs
for (const site of sites)
  await payload.update({
    collection: 'sites',
    id: site.id,
    data: { cards: { ...site.cards, favourites: 'watchlist', shopperAlerts: true } },
    depth: 0,
  })

// 50,000 saved searches, two per shopper, each a make (and most a price ceiling, some a body or a query word).
const MAKES = ['Toyota', 'Mazda', 'Hyundai', 'Kia', 'Ford', 'Mitsubishi', 'Nissan', 'Subaru', 'Volkswagen', 'Honda']
const BODIES = ['SUV', 'Sedan', 'Hatch', 'Ute']
const started = Date.now()
await db.query(
  `INSERT INTO alert_subscriptions (site_id, phone, channel, unsubscribe_token, consent_text, consent_at)
   SELECT ($1::int[])[1 + (n % $2)], '+6140' || lpad(n::text, 7, '0'), 'sms', md5('u' || n), 'bench consent', now()
   FROM generate_series(0, $3 - 1) AS n`,
  [sites.map((s) => s.id), sites.length, Math.ceil(SAVED_SEARCHES / 2)],
)
await db.query(
  `INSERT INTO saved_searches (site_id, phone, name, state)
   SELECT a.site_id, a.phone, 'Search ' || k,
     jsonb_strip_nulls(jsonb_build_object(
       'refinements', jsonb_strip_nulls(jsonb_build_object(
         'make', jsonb_build_array(($1::text[])[1 + ((h + k) % array_length($1::text[], 1))]),
         'body', CASE WHEN h % 5 = 0 THEN jsonb_build_array(($2::text[])[1 + (h % 4)]) END)),
       'ranges', CASE WHEN h % 3 <> 0 THEN jsonb_build_object('price', jsonb_build_object('max', 20000 + (h % 8) * 10000)) END,
       'query', CASE WHEN h % 7 = 0 THEN 'auto' END))
   FROM (SELECT site_id, phone, abs(hashtext(phone)) AS h FROM alert_subscriptions) a, generate_series(0, 1) AS k`,
  [MAKES, BODIES],
)
const { rows: counted } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_searches')
console.log(
  `${counted[0]!.n} saved searches of ${Math.ceil(SAVED_SEARCHES / 2)} shoppers over ${sites.length} sites (${Date.now() - started} ms)`,
)

// A new dealership of the first site, in its stock binding, and a 1,000-car feed for it.
const site = sites[0]!
const yard = await payload.create({
  collection: 'dealerships',
  data: { site: site.id, name: 'Bench Alerts Yard', slug: 'bench-alerts-yard' },
})
const fresh = await payload.findByID({ collection: 'sites', id: site.id, depth: 0 })
await payload.update({
  collection: 'sites',
  id: site.id,
  data: {
    search: {
      ...fresh.search,
      stockDealerships: [
        ...(fresh.search?.stockDealerships ?? []).map((d) => (typeof d === 'object' ? d.id : d)),
        yard.id,
      ],
    },
  },
  depth: 0,
})
const lines = ['StockNo,Make,Model,Year,Price,Odometer,Condition,Status,Body,Transmission']
for (let i = 0; i < CARS; i++)
  lines.push(
    `BA-${i},${MAKES[i % MAKES.length]},Model ${i % 17},${2015 + (i % 10)},${15000 + ((i * 7919) % 60000)},${(i * 3571) % 150000},Used,Available,${BODIES[i % 4]},Automatic`,
  )

const importStart = Date.now()
const summary = await importStockFeed(payload, {
  dealershipSlug: 'bench-alerts-yard',
  content: `${lines.join('\n')}\n`,
  format: 'csv',
})
const importEnd = Date.now()
console.log(`import: ${summary.created} cars created in ${((importEnd - importStart) / 1000).toFixed(1)} s`)

// A job worker, as a JOBS_WORKER server runs it, until the matching job is done and the digest jobs are queued.
const open = async (task: string) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = $1 AND completed_at IS NULL AND has_error IS NOT TRUE`,
      [task],
    )
  ).rows[0]!.n
let matchMs = 0
for (;;) {
  if ((await open('matchAlerts')) === 0) break
  const t = Date.now()
  await payload.jobs.run({ limit: 4, where: { taskSlug: { equals: 'matchAlerts' } } } as never)
  matchMs += Date.now() - t
  if (Date.now() - importEnd > 10 * 60_000) break
}
const queuedAt = Date.now()
const { rows: items } = await db.query<{ n: number; shoppers: number }>(
  'SELECT count(*)::int AS n, count(DISTINCT phone)::int AS shoppers FROM alert_items',
)
const digestJobs = await open('sendAlertDigests')
const tested = (
  await db.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_searches WHERE site_id = $1', [site.id])
).rows[0]!.n
const seconds = (queuedAt - importEnd) / 1000
console.log(
  `import end → every alert queued: ${seconds.toFixed(2)} s (${items[0]!.n} alert items for ${items[0]!.shoppers} shoppers, ${digestJobs} digest job(s) queued)`,
)
console.log(
  `matching cost: ${((matchMs * 1000) / Math.max(1, tested)).toFixed(1)} µs per saved search of the site (${tested} tested against ${summary.created} cars in ${matchMs} ms)`,
)
verdict.check(
  seconds <= TARGET_SECONDS,
  `every alert queued ${seconds.toFixed(2)} s after the import (target ≤ ${TARGET_SECONDS} s)`,
)
verdict.check(items[0]!.n > 0 && digestJobs > 0, 'the import matched saved searches and queued the digests')

// The digests of the site: each shopper one message through the local SMS outbox.
const sendStart = Date.now()
const run = await sendSiteDigests(payload, site.id)
const sendSeconds = (Date.now() - sendStart) / 1000
console.log(
  `digests: ${run.sent} sent in ${sendSeconds.toFixed(1)} s (${(run.sent / Math.max(0.001, sendSeconds)).toFixed(0)}/s), ${run.waiting} waiting, ${run.empty} empty`,
)
const again = await sendSiteDigests(payload, site.id)
verdict.check(run.sent === items[0]!.shoppers && again.sent === 0, 'one digest per shopper; a second run sends none')

await db.end()
await payload.destroy?.()
await search.close()
await postgres.stop()
verdict.finish()
