/**
 * Issue 29.2, search engine: a dealer's query must cost what its own stock costs, not what the platform holds.
 * One dealer's 1,000 cars (the same records) sit inside a small platform (~4 dealers) and inside a large one
 * (500 dealers, 250,000 cars); its browser's query mix, scoped by the real secured-key site filter and listing
 * rule, runs interleaved on both. Prints per query the two medians and their ratio; passes at ≤ 1.5x.
 * Run with `npm run bench:search-scale`. Knobs: BENCH_SCALE_RUNS (default 100), BENCH_SCALE_CARS (250000),
 * BENCH_SCALE_DEALERS (500), BENCH_SCALE_SMALL_DEALERS (4), BENCH_SCALE_LAYOUT (interleaved | clustered).
 * Ends with "N passed, N failed".
 */
import os from 'node:os'
import { BENCH_NOW, generateCars } from '../src/search-service/bench-data'
import type { SearchEngine } from '../src/search-service/engine/engine'
import type { JsonObject } from '../src/search-service/engine/json'
import type { StoredRecord } from '../src/search-service/engine/record-store'
import { executeSearch, type SearchOutcome, type SearchQuery } from '../src/search-service/engine/search'
import { parseFilters } from '../src/search-service/filter'
import { collectParams, toSearchQuery } from '../src/search-service/http/search-params'
import { FILTER_ATTRIBUTES, indexForSort, SORT_REPLICAS, type SortOption } from '../src/search/carIndexSettings'
import { siteSearchFilter } from '../src/search/siteSearchKey'
import { buildBenchEngine } from './lib/benchEngine'

const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 100)
const LARGE_CARS = Number(process.env.BENCH_SCALE_CARS ?? 250_000)
const LARGE_DEALERS = Number(process.env.BENCH_SCALE_DEALERS ?? 500)
const SMALL_DEALERS = Number(process.env.BENCH_SCALE_SMALL_DEALERS ?? 4)
/** 'interleaved' (default): the dealer's cars spread among everyone's; 'clustered': side by side, as one partition. */
const LAYOUT = process.env.BENCH_SCALE_LAYOUT === 'clustered' ? 'clustered' : 'interleaved'
const DEALER_CARS = 1000
const MAX_RATIO = 1.5
const WARM_UP_RUNS = 5
/** The measured dealer: site 1 selling dealership 1's stock. */
const DEALER = 1

/** A car of `dealer`, with the tenancy fields the secured key filters on. */
function ofDealer(car: StoredRecord, dealer: number, n: number): StoredRecord {
  return {
    ...car,
    objectID: `d${dealer}-${n}`,
    site_id: dealer,
    site_ids: [dealer],
    dealership_id: dealer,
    dealership_slug: `dealer-${dealer}`,
  }
}

/**
 * The dealer's cars spread evenly among everyone else's (as years of interleaved imports leave them), always in
 * the same relative order so that ties rank the same in both platforms.
 */
function platformCars(dealerCars: readonly StoredRecord[], total: number, dealers: number): StoredRecord[] {
  const others = generateCars(total - dealerCars.length, 7).map((car, i) => ofDealer(car, 2 + (i % (dealers - 1)), i))
  const out: StoredRecord[] = []
  let next = 0
  dealerCars.forEach((car, k) => {
    const share = LAYOUT === 'clustered' ? 0.5 : (k + 1) / dealerCars.length
    const until = Math.floor(share * others.length)
    while (next < until) out.push(others[next++])
    out.push(car)
  })
  while (next < others.length) out.push(others[next++])
  return out
}

interface ScaleQuery {
  readonly label: string
  readonly index: string
  readonly query: SearchQuery
}

/** What the dealer's search page sends, with the site's secured-key filter enforced as the service does. */
function dealerQueries(): ScaleQuery[] {
  const keyFilter = siteSearchFilter({ id: DEALER, search: { stockDealerships: [DEALER] } }, new Date(BENCH_NOW * 1000))
  const enforced = parseFilters(keyFilter)
  const page = {
    facets: [...FILTER_ATTRIBUTES],
    hitsPerPage: 21,
    highlightPreTag: '__ais-highlight__',
    highlightPostTag: '__/ais-highlight__',
  }
  const make = (label: string, params: JsonObject, sort: SortOption = 'relevant'): ScaleQuery => {
    const body: JsonObject = { ...page, ...params }
    return { label, index: indexForSort(sort), query: toSearchQuery(collectParams(body), enforced) }
  }
  const sorts = Object.keys(SORT_REPLICAS).filter((s) => s !== 'relevant') as SortOption[]
  return [
    make('text "toyota"', { query: 'toyota' }),
    make('misspelled "corola"', { query: 'corola' }),
    make('empty query, every facet', { query: '' }),
    make('make + body refinement', { query: '', facetFilters: [['make:Toyota', 'make:Mazda'], ['body:SUV']] }),
    make('price range', { query: '', numericFilters: ['price>=20000', 'price<=40000'] }),
    ...sorts.map((sort) => make(`sort ${sort}`, { query: '' }, sort)),
  ]
}

function timed(engine: SearchEngine, q: ScaleQuery): { ms: number; outcome: SearchOutcome } {
  const started = performance.now()
  const outcome = executeSearch(engine.view(q.index), q.query)
  return { ms: performance.now() - started, outcome }
}

/** The answer without its timing, to check both platforms answer the dealer alike. */
function answerOf(outcome: SearchOutcome): string {
  const { processingTimeMS: _ignored, ...rest } = outcome
  return JSON.stringify(rest)
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function main(): void {
  console.log(
    `search scale bench (${LAYOUT}): one dealer's ${DEALER_CARS} cars in ${SMALL_DEALERS} dealers' stock vs ${LARGE_DEALERS} dealers / ${LARGE_CARS} cars, median of ${RUNS}, node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, load ${os.loadavg()[0].toFixed(2)}`,
  )
  const dealerCars = generateCars(DEALER_CARS, 2911).map((car, i) => ofDealer(car, DEALER, i))
  let started = performance.now()
  const small = buildBenchEngine(platformCars(dealerCars, DEALER_CARS * SMALL_DEALERS, SMALL_DEALERS))
  const smallBuild = performance.now() - started
  started = performance.now()
  const large = buildBenchEngine(platformCars(dealerCars, LARGE_CARS, LARGE_DEALERS))
  const largeBuild = performance.now() - started
  console.log(
    `built: small ${(smallBuild / 1000).toFixed(1)} s, large ${(largeBuild / 1000).toFixed(1)} s; heap ${(process.memoryUsage().heapUsed / 2 ** 30).toFixed(2)} GiB`,
  )

  const queries = dealerQueries()
  const mismatched: string[] = []
  for (const q of queries) {
    const a = timed(small, q).outcome
    const b = timed(large, q).outcome
    if (answerOf(a) !== answerOf(b)) mismatched.push(q.label)
    if (a.nbHits === 0) mismatched.push(`${q.label} (no hits)`)
  }
  for (let r = 0; r < WARM_UP_RUNS; r++) {
    for (const q of queries) {
      timed(small, q)
      timed(large, q)
    }
  }

  const smallMs = queries.map((): number[] => [])
  const largeMs = queries.map((): number[] => [])
  for (let r = 0; r < RUNS; r++) {
    queries.forEach((q, i) => {
      // Alternate which platform goes first, so neither always runs on a warmer cache.
      if (r % 2 === 0) {
        smallMs[i].push(timed(small, q).ms)
        largeMs[i].push(timed(large, q).ms)
      } else {
        largeMs[i].push(timed(large, q).ms)
        smallMs[i].push(timed(small, q).ms)
      }
    })
  }

  console.log('')
  console.log(`| dealer query (nbHits) | ${SMALL_DEALERS} dealers ms | ${LARGE_DEALERS} dealers ms | ratio |`)
  console.log('|---|---|---|---|')
  const checks: Array<[string, boolean]> = []
  let worst = 0
  queries.forEach((q, i) => {
    const a = median(smallMs[i])
    const b = median(largeMs[i])
    const ratio = b / a
    worst = Math.max(worst, ratio)
    const hits = timed(small, q).outcome.nbHits
    console.log(`| ${q.label} (${hits}) | ${a.toFixed(3)} | ${b.toFixed(3)} | ${ratio.toFixed(2)}x |`)
    checks.push([`${q.label}: ${ratio.toFixed(2)}x ≤ ${MAX_RATIO}x`, ratio <= MAX_RATIO])
  })
  console.log('')
  console.log(`worst ratio: ${worst.toFixed(2)}x`)
  checks.push([
    `the dealer's answers are identical in both platforms${mismatched.length > 0 ? ` (differ: ${mismatched.join(', ')})` : ''}`,
    mismatched.length === 0,
  ])
  for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'} ${name}`)
  const passed = checks.filter(([, ok]) => ok).length
  console.log(`${passed} passed, ${checks.length - passed} failed`)
  process.exitCode = passed === checks.length ? 0 : 1
}

main()
