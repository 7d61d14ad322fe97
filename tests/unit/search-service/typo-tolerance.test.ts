import { describe, expect, it } from 'vitest'
import { SearchEngine } from '@/search-service/engine/engine'
import type { JsonObject } from '@/search-service/engine/json'
import { executeSearch, type SearchQuery } from '@/search-service/engine/search'
import { allowedTypos, DEFAULT_TYPO_OPTIONS, fuzzyTokens, typoDistance } from '@/search-service/engine/typo'
import { collectParams, toSearchQuery } from '@/search-service/http/search-params'
import { seededRandom } from '@/search-service/bench-data'

const AT = '2026-01-01T00:00:00.000Z'

function engineWith(records: JsonObject[], settings: JsonObject): SearchEngine {
  const engine = new SearchEngine()
  engine.apply(engine.prepareSetSettings('cars', settings, false, AT))
  engine.apply(
    engine.prepareBatch(
      records.map((body) => ({ action: 'addObject', indexName: 'cars', body })),
      AT,
    ),
  )
  return engine
}

const cars: JsonObject[] = [
  { objectID: 'corolla', make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', body: 'Hatch', fuel: 'Petrol' },
  { objectID: 'rav4', make: 'Toyota', model: 'RAV4', badge: 'GXL', body: 'SUV', fuel: 'Hybrid' },
  { objectID: 'kluger', make: 'Toyota', model: 'Kluger', badge: 'Grande', body: 'SUV', fuel: 'Hybrid' },
  { objectID: 'cx5', make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', body: 'SUV', fuel: 'Petrol' },
  { objectID: 'ranger', make: 'Ford', model: 'Ranger', badge: 'Wildtrak', body: 'Ute', fuel: 'Diesel' },
  { objectID: 'landcruiser', make: 'Toyota', model: 'LandCruiser', badge: 'Sahara', body: 'SUV', fuel: 'Diesel' },
  { objectID: 'sportage', make: 'Kia', model: 'Sportage', badge: 'GT-Line', body: 'SUV', fuel: 'Petrol' },
  { objectID: 'i30', make: 'Hyundai', model: 'i30', badge: 'N Line', body: 'Hatch', fuel: 'Petrol' },
  { objectID: 'outlander', make: 'Mitsubishi', model: 'Outlander', badge: 'Aspire', body: 'SUV', fuel: 'Hybrid' },
  { objectID: 'series3', make: 'BMW', model: '3 Series', badge: '320i', body: 'Sedan', fuel: 'Petrol', year: 2019 },
]
const settings: JsonObject = {
  searchableAttributes: ['make', 'model', 'badge', 'body', 'fuel', 'year'],
  customRanking: ['asc(objectID)'],
}

const search = (engine: SearchEngine, query: string, extra: Partial<SearchQuery> = {}): string[] =>
  executeSearch(engine.view('cars'), { query, filters: [], ...extra }).hits.map((h) => String(h.objectID))

const params = (values: JsonObject): Partial<SearchQuery> => ({ typoParams: values })

describe('typo distance', () => {
  it('counts insertions, deletions, substitutions and a transposition as one typo each', () => {
    expect(typoDistance('corola', 'corolla')).toBe(1)
    expect(typoDistance('corlloa', 'corolla')).toBe(2)
    expect(typoDistance('croolla', 'corolla')).toBe(1)
    expect(typoDistance('kluger', 'kluger')).toBe(0)
    expect(typoDistance('klugr', 'kluger')).toBe(1)
  })

  it('allows 1 typo from 4 letters and 2 from 8 by default', () => {
    expect(allowedTypos('rav', DEFAULT_TYPO_OPTIONS)).toBe(0)
    expect(allowedTypos('golf', DEFAULT_TYPO_OPTIONS)).toBe(1)
    expect(allowedTypos('outlandr', DEFAULT_TYPO_OPTIONS)).toBe(2)
    expect(allowedTypos('outlandr', { ...DEFAULT_TYPO_OPTIONS, typoTolerance: false })).toBe(0)
  })

  it('finds the same vocabulary words as comparing every word (trie walk over the sorted words)', () => {
    const random = seededRandom(7)
    const letters = 'abcdeorst'
    const word = (length: number): string =>
      Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('')
    const tokens = [...new Set(Array.from({ length: 400 }, () => word(1 + Math.floor(random() * 8))))]
    const sorted = Int32Array.from(tokens.keys()).sort((a, b) => (tokens[a] < tokens[b] ? -1 : 1))
    for (let q = 0; q < 30; q++) {
      const query = word(2 + Math.floor(random() * 7))
      for (const maxTypos of [1, 2]) {
        for (const prefix of [false, true]) {
          const found = fuzzyTokens(tokens, sorted, query, maxTypos, prefix, () => true)
            .map((m) => tokens[m.tokenId])
            .sort()
          const expected = tokens
            .filter((t) =>
              prefix
                ? Array.from({ length: t.length + 1 }, (_, k) => typoDistance(query, t.slice(0, k))).some(
                    (d) => d <= maxTypos,
                  )
                : typoDistance(query, t) <= maxTypos,
            )
            .sort()
          expect(found, `${query} ${maxTypos} ${prefix}`).toEqual(expected)
        }
      }
    }
  })
})

describe('typo tolerance (Algolia defaults)', () => {
  const engine = engineWith(cars, settings)

  it("'corola' finds Corolla", () => {
    expect(search(engine, 'corola')).toEqual(['corolla'])
    expect(search(engine, 'toyota corola')).toEqual(['corolla'])
  })

  it('counts a transposition as one typo', () => {
    expect(search(engine, 'rnager')).toEqual(['ranger'])
  })

  it('3-letter words get no typo', () => {
    expect(search(engine, 'suw')).toEqual([])
    expect(search(engine, 'fprd')).toEqual(['ranger'])
    expect(search(engine, 'frd')).toEqual([])
  })

  it('1 typo from 4 letters, not 2', () => {
    expect(search(engine, 'klugr')).toEqual(['kluger'])
    expect(search(engine, 'klgr')).toEqual([])
  })

  it('2 typos from 8 letters', () => {
    expect(search(engine, 'outlndr')).toEqual([])
    expect(search(engine, 'outlnder')).toEqual(['outlander'])
    expect(search(engine, 'landcrusier')).toEqual(['landcruiser'])
    expect(search(engine, 'lndcrusier')).toEqual(['landcruiser'])
  })

  it('the last word matches as a prefix, with typos too', () => {
    expect(search(engine, 'sportag')).toEqual(['sportage'])
    expect(search(engine, 'outlnd')).toEqual(['outlander'])
  })

  it('exact before typo ranking', () => {
    const e = engineWith(
      [
        { objectID: 'a-typo', model: 'Carola' },
        { objectID: 'b-exact', model: 'Corola' },
        { objectID: 'c-typo', model: 'Corolla' },
      ],
      { searchableAttributes: ['model'], customRanking: ['asc(objectID)'] },
    )
    expect(search(e, 'corola')).toEqual(['b-exact', 'a-typo', 'c-typo'])
  })

  it('a typo on the first letter counts as two in the ranking', () => {
    const e = engineWith(
      [
        { objectID: 'a-first', model: 'Morolla' },
        { objectID: 'b-second', model: 'Cirolla' },
      ],
      { searchableAttributes: ['model'], customRanking: ['asc(objectID)'] },
    )
    expect(search(e, 'corolla')).toEqual(['b-second', 'a-first'])
  })

  it('finds words written after the vocabulary was sorted (new words are merged in)', () => {
    const e = engineWith(cars, settings)
    expect(search(e, 'corola')).toEqual(['corolla'])
    for (const [id, model] of [
      ['zz-aaa', 'Aaaa'],
      ['coroller', 'Coroller'],
      ['zz-zzz', 'Zzzz'],
    ])
      e.apply(e.prepareBatch([{ action: 'addObject', indexName: 'cars', body: { objectID: id, model } }], AT))
    expect(search(e, 'corola').sort()).toEqual(['corolla', 'coroller'])
    expect(search(e, 'zzz')).toEqual(['zz-zzz'])
    expect(search(e, 'aaab')).toEqual(['zz-aaa'])
  })

  it('highlights typo matches whole', () => {
    const hit = executeSearch(engine.view('cars'), { query: 'corola', filters: [] }).hits[0]
    expect(hit._highlightResult?.model).toMatchObject({ value: '<em>Corolla</em>', matchLevel: 'full' })
  })
})

describe('splitting and concatenation', () => {
  const engine = engineWith(
    [
      ...cars,
      { objectID: 'rav4-spaced', make: 'Toyota', model: 'RAV 4', badge: 'Cruiser', body: 'SUV', fuel: 'Petrol' },
    ],
    settings,
  )

  it("'rav 4' finds RAV4", () => {
    expect(search(engine, 'rav 4')).toContain('rav4')
    expect(search(engine, 'toyota rav 4 gxl')).toEqual(['rav4'])
  })

  it("'rav4' finds 'RAV 4' spelled records", () => {
    expect(search(engine, 'rav4').sort()).toEqual(['rav4', 'rav4-spaced'])
    expect(search(engine, 'rav4 cruiser')).toEqual(['rav4-spaced'])
  })

  it('no splitting or concatenation with typoTolerance false', () => {
    expect(search(engine, 'rav4', params({ typoTolerance: false }))).toEqual(['rav4'])
    expect(search(engine, 'toyota rav 4 gxl', params({ typoTolerance: false }))).toEqual([])
  })
})

describe('typo settings', () => {
  it('typoTolerance false: exact words (and the last as a prefix) only', () => {
    const engine = engineWith(cars, { ...settings, typoTolerance: false })
    expect(search(engine, 'corola')).toEqual([])
    expect(search(engine, 'corol')).toEqual(['corolla'])
    expect(search(engine, 'corola', params({ typoTolerance: true }))).toEqual(['corolla'])
  })

  it("typoTolerance 'min' keeps only the fewest typos", () => {
    const records = [
      { objectID: 'exact', model: 'Corola' },
      { objectID: 'one', model: 'Corolla' },
      { objectID: 'two', model: 'Morola' },
    ]
    const engine = engineWith(records, { searchableAttributes: ['model'], customRanking: ['asc(objectID)'] })
    expect(search(engine, 'corola')).toEqual(['exact', 'one', 'two'])
    expect(search(engine, 'corola', params({ typoTolerance: 'min' }))).toEqual(['exact'])
    const withoutExact = engineWith(records.slice(1), { searchableAttributes: ['model'], typoTolerance: 'min' })
    expect(search(withoutExact, 'corola')).toEqual(['one'])
    expect(executeSearch(withoutExact.view('cars'), { query: 'corola', filters: [] }).nbHits).toBe(1)
  })

  it("typoTolerance 'strict' keeps the two fewest typo counts", () => {
    const engine = engineWith(
      [
        { objectID: 'exact', model: 'Corola' },
        { objectID: 'one', model: 'Corolla' },
        { objectID: 'first-letter', model: 'Morola' },
      ],
      { searchableAttributes: ['model'], customRanking: ['asc(objectID)'], typoTolerance: 'strict' },
    )
    expect(search(engine, 'corola')).toEqual(['exact', 'one'])
  })

  it('minWordSizefor1Typo honoured from settings and from the query', () => {
    const engine = engineWith(cars, { ...settings, minWordSizefor1Typo: 3 })
    expect(search(engine, 'suw').sort()).toEqual(['cx5', 'kluger', 'landcruiser', 'outlander', 'rav4', 'sportage'])
    expect(search(engine, 'suw', params({ minWordSizefor1Typo: 4 }))).toEqual([])
    const defaults = engineWith(cars, settings)
    expect(search(defaults, 'klugr', params({ minWordSizefor1Typo: 6 }))).toEqual([])
    expect(search(defaults, 'suw', params({ minWordSizefor1Typo: 3 })).length).toBe(6)
  })

  it('minWordSizefor2Typos honoured from settings and from the query', () => {
    const engine = engineWith(cars, { ...settings, minWordSizefor2Typos: 5 })
    expect(search(engine, 'rnagr')).toEqual(['ranger'])
    expect(search(engine, 'rnagr', params({ minWordSizefor2Typos: 8 }))).toEqual([])
  })

  it('numeric tokens: typos allowed by default, not with allowTyposOnNumericTokens false', () => {
    const engine = engineWith(cars, settings)
    expect(search(engine, '2018')).toEqual(['series3'])
    expect(search(engine, '2018', params({ allowTyposOnNumericTokens: false }))).toEqual([])
    expect(search(engine, '2019', params({ allowTyposOnNumericTokens: false }))).toEqual(['series3'])
  })

  it('disableTypoToleranceOnAttributes: words only in those attributes match exactly', () => {
    const engine = engineWith(cars, { ...settings, disableTypoToleranceOnAttributes: ['badge'] })
    expect(search(engine, 'wildtrek')).toEqual([])
    expect(search(engine, 'wildtrak')).toEqual(['ranger'])
    expect(search(engine, 'rangr')).toEqual(['ranger'])
  })

  it("queryType 'prefixNone' and 'prefixAll'", () => {
    const engine = engineWith(cars, settings)
    expect(search(engine, 'corol', params({ queryType: 'prefixNone' }))).toEqual([])
    expect(search(engine, 'toyo corol', params({ queryType: 'prefixAll' }))).toEqual(['corolla'])
  })

  it('reads the parameters from a request (strings as the URL-encoded params send them)', () => {
    const query = toSearchQuery(
      collectParams({ params: 'query=corola&typoTolerance=min&minWordSizefor1Typo=5&allowTyposOnNumericTokens=false' }),
    )
    expect(query.typoParams).toEqual({ typoTolerance: 'min', minWordSizefor1Typo: 5, allowTyposOnNumericTokens: false })
    expect(() => toSearchQuery({ query: 'x', typoTolerance: 'sometimes' })).toThrow(/typoTolerance/)
  })
})

describe('removeWordsIfNoResults', () => {
  const engine = engineWith(cars, settings)

  it("'hybrid suv under 40000' finds nothing by default", () => {
    expect(search(engine, 'hybrid suv under 40000')).toEqual([])
  })

  it("lastWords: 'hybrid suv under 40000' returns the hybrid SUVs", () => {
    expect(search(engine, 'hybrid suv under 40000', params({ removeWordsIfNoResults: 'lastWords' })).sort()).toEqual([
      'kluger',
      'outlander',
      'rav4',
    ])
    const withSetting = engineWith(cars, { ...settings, removeWordsIfNoResults: 'lastWords' })
    expect(search(withSetting, 'hybrid suv under 40000').sort()).toEqual(['kluger', 'outlander', 'rav4'])
  })

  it('firstWords drops words from the start', () => {
    expect(search(engine, 'cheap reliable kluger', params({ removeWordsIfNoResults: 'firstWords' }))).toEqual([
      'kluger',
    ])
    expect(search(engine, 'kluger cheap reliable', params({ removeWordsIfNoResults: 'firstWords' }))).toEqual([])
  })

  it('allOptional matches any word, more words first', () => {
    expect(search(engine, 'diesel hybrid ute', params({ removeWordsIfNoResults: 'allOptional' }))).toEqual([
      'ranger',
      'kluger',
      'landcruiser',
      'outlander',
      'rav4',
    ])
  })

  it('keeps results as they are when the whole query matches', () => {
    expect(search(engine, 'hybrid suv', params({ removeWordsIfNoResults: 'allOptional' })).sort()).toEqual([
      'kluger',
      'outlander',
      'rav4',
    ])
  })
})
