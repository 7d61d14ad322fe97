import { describe, expect, it } from 'vitest'
import { BENCH_NOW, generateCars, seededRandom } from '@/search-service/bench-data'
import { SearchEngine } from '@/search-service/engine/engine'
import { evaluateFilters } from '@/search-service/engine/filter-evaluation'
import type { JsonObject } from '@/search-service/engine/json'
import { scratch } from '@/search-service/engine/scratch'
import { executeSearch, recordMatches, searchFacetValues, type SearchOutcome } from '@/search-service/engine/search'
import { siteFirstMatches } from '@/search-service/engine/site-first'
import { parseFilters } from '@/search-service/filter'
import { collectParams, toSearchQuery } from '@/search-service/http/search-params'
import { listingRuleFilter } from '@/search/securedKey'
import { bruteFacetCounts, matchesFilters } from './brute-force'
import { carsIndexSettings, FILTER_ATTRIBUTES, replicaSettings, SORT_REPLICAS } from '@/search/carIndexSettings'

const AT = '2026-01-01T00:00:00.000Z'
const DEALERS = 500

/**
 * 6,000 cars of 500 dealers (a dealer holds well under 1/128 of the index, so its queries go
 * site-first), then updates and deletions so postings, columns and pending sorted copies have moved.
 */
function platform(): SearchEngine {
  const random = seededRandom(29)
  const cars = generateCars(6000, 11).map((car): JsonObject => {
    const dealer = 1 + Math.floor(random() * DEALERS)
    return {
      ...car,
      site_id: dealer,
      dealership_id: dealer,
      ...(typeof car.tag === 'string' ? { _tags: [car.tag] } : {}),
    }
  })
  const engine = new SearchEngine()
  engine.apply(engine.prepareSetSettings('cars', carsIndexSettings as JsonObject, true, AT))
  for (const [name, settings] of Object.entries(replicaSettings))
    engine.apply(engine.prepareSetSettings(name, settings as JsonObject, false, AT))
  engine.apply(
    engine.prepareBatch(
      cars.map((body) => ({ action: 'addObject', indexName: 'cars', body })),
      AT,
    ),
  )
  engine.warmUp()
  const changes = cars.slice(0, 400).map((car, i) =>
    i % 2 === 0
      ? { action: 'deleteObject', indexName: 'cars', body: { objectID: car.objectID } }
      : {
          action: 'partialUpdateObject',
          indexName: 'cars',
          body: { objectID: car.objectID, price: 1000 + i * 97, make: i % 3 === 0 ? 'Toyota' : 'Kia' },
        },
  )
  engine.apply(engine.prepareBatch(changes, AT))
  toyotaDealers = engine
    .view('cars')
    .store.allRecords()
    .filter((car) => ['RAV4', 'HiLux', 'Corolla', 'LandCruiser'].includes(String(car.model)))
    .map((car) => Number(car.dealership_id))
  return engine
}

const TEXTS = [
  '',
  '',
  'toyota',
  'corola',
  'toyta corola',
  'rav 4',
  'rav4',
  'hilux sr5',
  'landcrusier',
  'white suv',
  'hybrid suv under 40000',
  'mazda cx',
  's',
  'to',
  'gx',
  'ranger wildtrack',
]
const MAKES = ['Toyota', 'Mazda', 'Kia', 'Ford', 'Hyundai']
const BODIES = ['SUV', 'Ute', 'Sedan', 'Hatch']

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]
}

/** One random shopper query: text, refinements, ranges, tags, typo settings, page and facets. */
function randomParams(random: () => number): JsonObject {
  const params: JsonObject = {
    query: pick(random, TEXTS),
    facets: random() < 0.5 ? ['*'] : [...FILTER_ATTRIBUTES],
    hitsPerPage: pick(random, [0, 5, 21]),
    page: pick(random, [0, 0, 1, 2]),
    highlightPreTag: '<em>',
    highlightPostTag: '</em>',
  }
  const facetFilters: Array<string | string[]> = []
  if (random() < 0.3) facetFilters.push(MAKES.filter(() => random() < 0.4).map((m) => `make:${m}`))
  if (random() < 0.2) facetFilters.push(`body:${pick(random, BODIES)}`)
  if (random() < 0.15) facetFilters.push(`make:-${pick(random, MAKES)}`)
  const nonEmpty = facetFilters.filter((f) => f.length > 0)
  if (nonEmpty.length > 0) params.facetFilters = nonEmpty
  if (random() < 0.25) params.numericFilters = [`price>=${pick(random, [0, 20000, 40000])}`, 'price<=60000']
  if (random() < 0.1) params.tagFilters = [['Low kms', 'One owner']]
  if (random() < 0.15) params.typoTolerance = pick(random, ['min', 'strict', false])
  if (random() < 0.2) params.removeWordsIfNoResults = pick(random, ['none', 'firstWords', 'allOptional'])
  if (random() < 0.1) params.queryType = pick(random, ['prefixAll', 'prefixNone'])
  if (random() < 0.15) params.sortFacetValuesBy = 'alpha'
  if (random() < 0.15) params.maxValuesPerFacet = pick(random, [1, 3, 10])
  return params
}

/** Dealers selling a Toyota the text queries name (RAV4, HiLux, Corolla, LandCruiser), so words find something. */
let toyotaDealers: number[] = []

/** A site's key filter with the site binding as facet tests (site-first) or as numeric tests (bitsets). */
function siteFilters(random: () => number, form: 'facet' | 'numeric'): string {
  const dealer = (): number => (random() < 0.5 ? pick(random, toyotaDealers) : 1 + Math.floor(random() * DEALERS))
  const dealers = Array.from({ length: random() < 0.25 ? 3 : 1 }, dealer)
  const test = (attribute: string, id: number) => (form === 'facet' ? `${attribute}:${id}` : `${attribute}=${id}`)
  const group =
    dealers.length === 1
      ? test('dealership_id', dealers[0])
      : `(${dealers.map((d) => test('dealership_id', d)).join(' OR ')})`
  const binding = dealers.length === 1 ? `${test('site_id', dealers[0])} AND ` : ''
  return `${binding}${group} AND ${listingRuleFilter(BENCH_NOW)}`
}

function withoutTiming(outcome: SearchOutcome): Omit<SearchOutcome, 'processingTimeMS'> {
  const { processingTimeMS: _ignored, ...rest } = outcome
  return rest
}

describe('site-first evaluation answers exactly like bitsets over the whole index', () => {
  const engine = platform()
  const indexes = Object.values(SORT_REPLICAS)

  it('gives the same hits, order, highlights, facets, stats and pages for random site queries', () => {
    const random = seededRandom(2029)
    let withHits = 0
    let withTextHits = 0
    for (let n = 0; n < 300; n++) {
      const seed = Math.floor(random() * 1e9)
      const [siteFirst, bitsets] = (['facet', 'numeric'] as const).map((form) => {
        const filter = siteFilters(seededRandom(seed), form)
        return toSearchQuery(collectParams(randomParams(seededRandom(seed + 1))), parseFilters(filter))
      })
      const index = pick(random, indexes)
      const view = engine.view(index)
      scratch.rewind()
      expect(siteFirstMatches(siteFirst.filters, view.store, view.settings)).toBeDefined()
      expect(siteFirstMatches(bitsets.filters, view.store, view.settings)).toBeUndefined()
      const expected = withoutTiming(executeSearch(view, bitsets))
      expect(withoutTiming(executeSearch(view, siteFirst))).toEqual(expected)
      if (siteFirst.query === '') {
        // And both agree with a scan of every record.
        const declared = new Set(view.settings.facets.keys())
        const matching = view.store.allRecords().filter((car) => matchesFilters(car, siteFirst.filters, declared))
        expect(expected.nbHits).toBe(matching.length)
        if (siteFirst.maxValuesPerFacet === undefined && siteFirst.sortFacetValuesBy === undefined)
          for (const facet of ['make', 'body', 'km'])
            expect(expected.facets?.[facet] ?? {}).toEqual(bruteFacetCounts(matching, facet))
      }
      if (expected.nbHits > 0) withHits++
      if (expected.nbHits > 0 && siteFirst.query !== '') withTextHits++
    }
    expect(withHits).toBeGreaterThan(60)
    expect(withTextHits).toBeGreaterThan(20)
  })

  it('matches split and joined words (rav 4, rav4, hi lux) from the records alone', () => {
    const view = engine.view('cars')
    let found = 0
    for (const dealer of toyotaDealers.slice(0, 40)) {
      for (const query of ['rav 4', 'rav4', 'hi lux', 'land cruiser', 'toyota rav 4 gx']) {
        const [siteFirst, bitsets] = (['facet', 'numeric'] as const).map((form) => {
          const at = (attribute: string) => (form === 'facet' ? `${attribute}:${dealer}` : `${attribute}=${dealer}`)
          const params = collectParams({ query, removeWordsIfNoResults: 'none', facets: ['model'] })
          return toSearchQuery(params, parseFilters(`${at('site_id')} AND ${at('dealership_id')}`))
        })
        const expected = withoutTiming(executeSearch(view, bitsets))
        expect(withoutTiming(executeSearch(view, siteFirst))).toEqual(expected)
        found += expected.nbHits
      }
    }
    expect(found).toBeGreaterThan(20)
  })

  it('gives the same facet values in a search for facet values', () => {
    const random = seededRandom(7)
    for (let n = 0; n < 60; n++) {
      const seed = Math.floor(random() * 1e9)
      const [siteFirst, bitsets] = (['facet', 'numeric'] as const).map((form) =>
        toSearchQuery(
          collectParams(randomParams(seededRandom(seed + 1))),
          parseFilters(siteFilters(seededRandom(seed), form)),
        ),
      )
      const facet = pick(random, ['make', 'model', 'badge'])
      const facetQuery = pick(random, ['', 't', 'co', 'hi'])
      const view = engine.view('cars')
      const expected = searchFacetValues(view, facet, facetQuery, bitsets, 10).facetHits
      expect(searchFacetValues(view, facet, facetQuery, siteFirst, 10).facetHits).toEqual(expected)
    }
  })

  it("checks one record against a key's filters as the whole-index bitset does", () => {
    const random = seededRandom(3)
    const view = engine.view('cars')
    for (let n = 0; n < 200; n++) {
      const filters = parseFilters(
        `${siteFilters(random, 'facet')} AND NOT make:${pick(random, MAKES)} AND price:${pick(random, [0, 10000, 30000])} TO 70000`,
      )
      const id = Math.floor(random() * view.store.idLimit)
      scratch.rewind()
      const bits = evaluateFilters(filters, view.store, view.settings)
      const expected = (bits[id >>> 5] & (1 << (id & 31))) !== 0
      expect(recordMatches(view, filters, id)).toBe(expected)
    }
  })
})
