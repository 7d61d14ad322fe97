/**
 * Benchmark of the embedded search service: 100k synthetic cars, the query mix a search page
 * sends, side by side with @orama/orama on the same records and queries, plus restart time.
 * Run with `npm run bench:search` (tsx scripts/bench-search.ts). Ends with "N passed, N failed".
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'
import { create, insertMultiple, search as oramaSearch, type AnyOrama } from '@orama/orama'
import { BENCH_DEALERSHIPS, BENCH_NOW, generateCars, seededRandom } from '../src/search-service/bench-data'
import type { JsonObject } from '../src/search-service/engine/json'
import { executeSearch, type SearchQuery } from '../src/search-service/engine/search'
import { parseFilters, parseListFilters, type Conjunction } from '../src/search-service/filter'
import { DurableEngine } from '../src/search-service/storage/durable-engine'
import { carsIndexSettings, FILTER_ATTRIBUTES, replicaSettings, SORT_REPLICAS } from '../src/search/carIndexSettings'
import { listingRuleFilter } from '../src/search/securedKey'
import { BENCH_AT, buildBenchEngine } from './lib/benchEngine'

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000)
const INTERACTIONS = Number(process.env.BENCH_INTERACTIONS ?? 300)
const ORAMA_SAMPLE = Number(process.env.BENCH_ORAMA_QUERIES ?? 150)
const AT = BENCH_AT

v8.setFlagsFromString('--expose-gc')
const collectGarbage = vm.runInNewContext('gc') as () => void

function heapAfterGc(): number {
  collectGarbage()
  collectGarbage()
  return process.memoryUsage().heapUsed
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

// ---------------------------------------------------------------- query mix

type SortKey = keyof typeof SORT_REPLICAS

/** One engine-neutral query: what InstantSearch would send for one widget state. */
interface BenchQuery {
  readonly label: string
  readonly index: SortKey
  readonly text: string
  readonly site: number | undefined
  readonly facetRefinements: Readonly<Record<string, readonly string[]>>
  readonly priceRange: readonly [number, number] | undefined
  readonly facets: readonly string[]
  readonly hitsPerPage: number
}

const TEXTS = [
  'toyota',
  'hilux sr5',
  'mazda cx',
  'white suv',
  'ranger wildtrak',
  'corolla ascent',
  'kia sportage gt',
  'diesel ute',
  'i30',
  'land',
]
/**
 * Misspelled, split and joined queries (typo tolerance, splitting and concatenation). Measured on
 * their own, after the page mix, so the mix above stays comparable with earlier runs: the first
 * run of each is cold (its words' typo expansions are not cached yet), then the best of 5 warm runs.
 */
const TYPO_TEXTS = [
  'corola',
  'toyta corola',
  'rav 4',
  'hilx sr5',
  'landcrusier',
  'outlnder',
  'sportge',
  'ranger wildtrack',
  'mazda cx5',
  'whte suv',
  'hybrid suv under 40000',
]
const REFINEMENTS: Array<Record<string, string[]>> = [
  { make: ['Toyota', 'Mazda'], body: ['SUV'] },
  { make: ['Ford'], fuel: ['Diesel', 'Hybrid'], transmission: ['Automatic'] },
  { body: ['Ute', 'Cab Chassis'], drive: ['4WD'] },
  { make: ['Hyundai', 'Kia', 'Honda'], colour: ['White'] },
]

/** A search page interaction and the queries it sends (main query plus one per refined disjunctive facet). */
function interactionQueries(random: () => number): BenchQuery[] {
  const site = random() < 0.5 ? undefined : 1 + Math.floor(random() * BENCH_DEALERSHIPS)
  const base = {
    site,
    text: '',
    facetRefinements: {},
    priceRange: undefined,
    facets: FILTER_ATTRIBUTES,
    hitsPerPage: 21,
    index: 'relevant' as SortKey,
  }
  const kind = Math.floor(random() * 5)
  if (kind === 0) return [{ ...base, label: 'empty query, every facet' }]
  if (kind === 1) return [{ ...base, label: 'text query', text: TEXTS[Math.floor(random() * TEXTS.length)] }]
  if (kind === 2) {
    const refinements = REFINEMENTS[Math.floor(random() * REFINEMENTS.length)]
    const main: BenchQuery = { ...base, label: 'refinements', facetRefinements: refinements }
    const disjunctive = Object.keys(refinements).map((facet): BenchQuery => {
      const others = Object.fromEntries(Object.entries(refinements).filter(([name]) => name !== facet))
      return { ...base, label: 'disjunctive facet query', facetRefinements: others, facets: [facet], hitsPerPage: 0 }
    })
    return [main, ...disjunctive]
  }
  if (kind === 3) {
    const low = 10_000 + Math.floor(random() * 5) * 10_000
    return [{ ...base, label: 'price range', priceRange: [low, low + 20_000] }]
  }
  const sorts = Object.keys(SORT_REPLICAS).filter((k) => k !== 'relevant') as SortKey[]
  const sort = sorts[Math.floor(random() * sorts.length)]
  return [{ ...base, label: `sort ${sort}`, index: sort }]
}

// ---------------------------------------------------------------- our engine

function engineFilters(query: BenchQuery): Conjunction {
  const parts: Conjunction[] = [parseFilters(listingRuleFilter(BENCH_NOW))]
  if (query.site !== undefined) parts.push(parseFilters(`dealership_id:${query.site}`))
  if (query.index === 'price_asc') parts.push(parseFilters('price > 0'))
  const facetFilters = Object.entries(query.facetRefinements).map(([facet, values]) =>
    values.map((v) => `${facet}:${v}`),
  )
  parts.push(parseListFilters(facetFilters, 'facetFilters'))
  if (query.priceRange)
    parts.push(parseListFilters([`price>=${query.priceRange[0]}`, `price<=${query.priceRange[1]}`], 'numericFilters'))
  return parts.flat()
}

function engineQuery(query: BenchQuery): SearchQuery {
  return {
    query: query.text,
    filters: engineFilters(query),
    facets: query.facets,
    hitsPerPage: query.hitsPerPage,
    highlightPreTag: '__ais-highlight__',
    highlightPostTag: '__/ais-highlight__',
    ...(query.hitsPerPage === 0 ? { attributesToRetrieve: [], attributesToHighlight: [] } : {}),
  }
}

// ---------------------------------------------------------------- Orama

const ORAMA_STRING_FACETS = FILTER_ATTRIBUTES.filter(
  (a) => !['km', 'price', 'subscription_price', 'seats', 'year', 'categories', 'filtered_features'].includes(a),
)

async function buildOrama(cars: readonly JsonObject[]): Promise<AnyOrama> {
  const schema: Record<string, string> = {
    name: 'string',
    model_text: 'string',
    make_text: 'string',
    badge_text: 'string',
    series: 'string',
    stocknum: 'string',
    vin: 'string',
    km: 'number',
    price: 'number',
    subscription_price: 'number',
    seats: 'number',
    year: 'number',
    listed_until: 'number',
    created_at_timestamp: 'number',
    dealership_id: 'enum',
    show_on_dealer_website: 'boolean',
    categories: 'enum[]',
    filtered_features: 'enum[]',
  }
  for (const facet of ORAMA_STRING_FACETS) schema[facet] = 'enum'
  const db = create({ schema: schema as Record<string, 'string'> })
  const docs = cars.map((car) => {
    const doc: Record<string, unknown> = { id: String(car.objectID) }
    for (const key of Object.keys(schema)) {
      const value = car[key.replace(/_text$/, '')]
      if (value !== null && value !== undefined) doc[key] = value
    }
    return doc
  })
  await insertMultiple(db, docs as never[], 2000)
  return db
}

const ORAMA_NUMBER_RANGES = {
  km: [0, 10_000, 50_000, 100_000, 150_000, 1e9],
  price: [0, 10_000, 20_000, 30_000, 50_000, 75_000, 1e9],
  subscription_price: [0, 100, 200, 300, 1e9],
  seats: [0, 3, 5, 6, 8, 100],
  year: [2000, 2010, 2015, 2020, 2023, 3000],
}

async function runOrama(db: AnyOrama, query: BenchQuery): Promise<void> {
  const where: Record<string, unknown>[] = [{ listed_until: { gt: BENCH_NOW } }, { show_on_dealer_website: true }]
  if (query.site !== undefined) where.push({ dealership_id: { eq: query.site } })
  if (query.index === 'price_asc') where.push({ price: { gt: 0 } })
  for (const [facet, values] of Object.entries(query.facetRefinements)) where.push({ [facet]: { in: values } })
  if (query.priceRange) where.push({ price: { between: query.priceRange } })
  const facets: Record<string, unknown> = {}
  for (const facet of query.facets) {
    if (facet in ORAMA_NUMBER_RANGES) {
      const bounds = ORAMA_NUMBER_RANGES[facet as keyof typeof ORAMA_NUMBER_RANGES]
      facets[facet] = { ranges: bounds.slice(0, -1).map((from, i) => ({ from, to: bounds[i + 1] })) }
    } else if (ORAMA_STRING_FACETS.includes(facet as (typeof ORAMA_STRING_FACETS)[number]))
      facets[facet] = { limit: 100 }
  }
  const sort =
    query.index === 'relevant'
      ? query.text === ''
        ? { property: 'created_at_timestamp', order: 'DESC' }
        : undefined
      : {
          property: query.index.startsWith('price')
            ? 'price'
            : query.index.startsWith('km')
              ? 'km'
              : 'created_at_timestamp',
          order: query.index.endsWith('asc') ? 'ASC' : 'DESC',
        }
  await oramaSearch(db, {
    term: query.text,
    properties:
      query.text === '' ? undefined : ['make_text', 'model_text', 'badge_text', 'series', 'name', 'stocknum', 'vin'],
    where: { and: where },
    facets,
    limit: query.hitsPerPage,
    ...(sort ? { sortBy: sort } : {}),
  } as never)
}

// ---------------------------------------------------------------- restart

/** Starts the real service process and resolves with the time until it printed its ready line. */
async function timeStartup(dataDir: string): Promise<{ ms: number; stop: () => Promise<void> }> {
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/search-service/main.ts')], {
    env: {
      ...process.env,
      SEARCH_PORT: '0',
      SEARCH_DATA_DIR: dataDir,
      SEARCH_ADMIN_KEY: 'bench-admin',
      SEARCH_SEARCH_KEY: 'bench-search',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await new Promise<void>((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer): void => {
      output += chunk.toString()
      if (output.includes('search service listening on')) resolve()
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => reject(new Error(`search service exited with ${code}: ${output}`)))
  })
  const ms = performance.now() - started
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { ms, stop }
}

/**
 * Restart time of the real process (`node --import tsx src/search-service/main.ts`) over 100k
 * cars: after a crash right after the bulk load (whatever snapshots the service took on its own
 * while loading, plus the log after them), then after the clean stop that snapshots everything.
 */
async function measureRestart(cars: readonly JsonObject[]): Promise<{ snapshotMs: number; replayMs: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'))
  try {
    const writer = await DurableEngine.open({ dataDir, snapshotEveryMs: 0 })
    await writer.commit(writer.engine.prepareSetSettings('cars', carsIndexSettings as JsonObject, true, AT))
    for (const [name, settings] of Object.entries(replicaSettings))
      await writer.commit(writer.engine.prepareSetSettings(name, settings as JsonObject, false, AT))
    for (let i = 0; i < cars.length; i += 1000) {
      await writer.commit(
        writer.engine.prepareBatch(
          cars.slice(i, i + 1000).map((body) => ({ action: 'addObject', indexName: 'cars', body })),
          AT,
        ),
      )
    }
    // No close: as after kill -9 once the last batch was acknowledged.
    await writer.settled()
    const fromLog = await timeStartup(dataDir)
    await fromLog.stop()
    const fromSnapshot = await timeStartup(dataDir)
    await fromSnapshot.stop()
    return { snapshotMs: fromSnapshot.ms, replayMs: fromLog.ms }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  console.log(
    `search bench: ${RECORDS} cars, ${INTERACTIONS} page interactions, node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, load ${os.loadavg()[0].toFixed(2)}`,
  )
  const cars = generateCars(RECORDS)
  const restart = await measureRestart(cars)
  const random = seededRandom(2024)
  const queries = Array.from({ length: INTERACTIONS }, () => interactionQueries(random)).flat()

  const heapBefore = heapAfterGc()
  let started = performance.now()
  const engine = buildBenchEngine(cars)
  const buildMs = performance.now() - started
  const engineHeap = heapAfterGc() - heapBefore

  for (const query of queries.slice(0, 50)) executeSearch(engine.view(SORT_REPLICAS[query.index]), engineQuery(query))
  const times: number[] = []
  const byLabel = new Map<string, number[]>()
  started = performance.now()
  for (const query of queries) {
    const result = executeSearch(engine.view(SORT_REPLICAS[query.index]), engineQuery(query))
    times.push(result.processingTimeMS)
    const label = `${query.label}${query.site === undefined ? ' (all stock)' : ' (one dealer)'}`
    byLabel.set(label, [...(byLabel.get(label) ?? []), result.processingTimeMS])
  }
  const wallMs = performance.now() - started
  const cpuTimes: number[] = []
  for (const query of queries) {
    const before = process.cpuUsage()
    executeSearch(engine.view(SORT_REPLICAS[query.index]), engineQuery(query))
    const used = process.cpuUsage(before)
    cpuTimes.push((used.user + used.system) / 1000)
  }
  const cpuSorted = [...cpuTimes].sort((a, b) => a - b)
  const sorted = [...times].sort((a, b) => a - b)
  const p50 = percentile(sorted, 50)
  const p95 = percentile(sorted, 95)
  const p99 = percentile(sorted, 99)
  const qps = (queries.length / wallMs) * 1000

  const oramaHeapBefore = heapAfterGc()
  started = performance.now()
  const orama = await buildOrama(cars)
  const oramaBuildMs = performance.now() - started
  const oramaHeap = heapAfterGc() - oramaHeapBefore
  const sample = queries
    .filter((_, i) => i % Math.max(1, Math.floor(queries.length / ORAMA_SAMPLE)) === 0)
    .slice(0, ORAMA_SAMPLE)
  for (const query of sample.slice(0, 5)) await runOrama(orama, query)
  const oramaTimes: number[] = []
  const ourSampleTimes: number[] = []
  for (const query of sample) {
    const t = performance.now()
    await runOrama(orama, query)
    oramaTimes.push(performance.now() - t)
    ourSampleTimes.push(executeSearch(engine.view(SORT_REPLICAS[query.index]), engineQuery(query)).processingTimeMS)
  }
  const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length
  const ratio = mean(oramaTimes) / mean(ourSampleTimes)
  const oramaSorted = [...oramaTimes].sort((a, b) => a - b)

  const rows: Array<[string, string, string]> = [
    ['queries measured', String(queries.length), String(sample.length)],
    ['p50 processingTimeMS', p50.toFixed(2), percentile(oramaSorted, 50).toFixed(2)],
    ['p95 processingTimeMS', p95.toFixed(2), percentile(oramaSorted, 95).toFixed(2)],
    ['p99 processingTimeMS', p99.toFixed(2), percentile(oramaSorted, 99).toFixed(2)],
    [
      'p50 / p95 / p99 CPU ms per query (this process)',
      `${percentile(cpuSorted, 50).toFixed(2)} / ${percentile(cpuSorted, 95).toFixed(2)} / ${percentile(cpuSorted, 99).toFixed(2)}`,
      '-',
    ],
    ['mean ms (same sample)', mean(ourSampleTimes).toFixed(2), mean(oramaTimes).toFixed(2)],
    ['queries/second, one core', qps.toFixed(0), (1000 / mean(oramaTimes)).toFixed(0)],
    ['index build (100k)', `${(buildMs / 1000).toFixed(2)} s`, `${(oramaBuildMs / 1000).toFixed(2)} s`],
    ['index heap (records + structures)', mb(engineHeap), mb(oramaHeap)],
  ]
  console.log('')
  console.log('| measure | this service | @orama/orama |')
  console.log('|---|---|---|')
  for (const [name, ours, theirs] of rows) console.log(`| ${name} | ${ours} | ${theirs} |`)
  console.log('')
  console.log('| query kind | n | p50 ms | p95 ms |')
  console.log('|---|---|---|---|')
  for (const [label, values] of [...byLabel].sort()) {
    const s = [...values].sort((a, b) => a - b)
    console.log(`| ${label} | ${s.length} | ${percentile(s, 50).toFixed(2)} | ${percentile(s, 95).toFixed(2)} |`)
  }
  console.log('')
  console.log(
    `restart of the service process with ${RECORDS} cars, until it answers: ${(restart.snapshotMs / 1000).toFixed(2)} s after a clean stop (snapshot + index image), ${(restart.replayMs / 1000).toFixed(2)} s after kill -9 right after the bulk load (snapshot taken while loading + log replay + index build)`,
  )
  console.log(`speed-up over Orama (mean time per query on the same ${sample.length} queries): ${ratio.toFixed(1)}x`)

  console.log('')
  console.log('| typo query (all stock, relevance) | nbHits | cold ms | warm ms (best of 5) |')
  console.log('|---|---|---|---|')
  for (const text of TYPO_TEXTS) {
    const query = engineQuery({
      label: 'typo query',
      index: 'relevant',
      text,
      site: undefined,
      facetRefinements: {},
      priceRange: undefined,
      facets: FILTER_ATTRIBUTES,
      hitsPerPage: 21,
    })
    const cold = executeSearch(engine.view(SORT_REPLICAS.relevant), query)
    let warm = Infinity
    for (let k = 0; k < 5; k++)
      warm = Math.min(warm, executeSearch(engine.view(SORT_REPLICAS.relevant), query).processingTimeMS)
    console.log(`| ${text} | ${cold.nbHits} | ${cold.processingTimeMS.toFixed(2)} | ${warm.toFixed(2)} |`)
  }

  const checks: Array<[string, boolean]> = [
    [`p95 ≤ 10 ms (${p95.toFixed(2)} ms)`, p95 <= 10],
    [`≥ 5x faster than Orama (${ratio.toFixed(1)}x)`, ratio >= 5],
    [`restart < 5 s (${(restart.snapshotMs / 1000).toFixed(2)} s, clean stop)`, restart.snapshotMs < 5000],
  ]
  console.log('')
  for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'} ${name}`)
  const passed = checks.filter(([, ok]) => ok).length
  console.log(`${passed} passed, ${checks.length - passed} failed`)
  process.exitCode = passed === checks.length ? 0 : 1
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
