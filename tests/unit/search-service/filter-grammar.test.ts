import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  andFilters,
  parseFilters,
  parseListFilters,
  serializeFilters,
  validateFilter,
  type Conjunction,
  type FilterTest,
} from '@/search-service/filter'

const facet = (attribute: string, value: string, negated = false): FilterTest => ({
  kind: 'facet',
  attribute,
  value,
  negated,
})
const numeric = (
  attribute: string,
  operator: '<' | '<=' | '=' | '!=' | '>=' | '>',
  value: number,
  negated = false,
): FilterTest => ({
  kind: 'numeric',
  attribute,
  operator,
  value,
  negated,
})
const tag = (value: string, negated = false): FilterTest => ({ kind: 'tag', value, negated })

function rejection(expression: string): string {
  const result = validateFilter(expression)
  if (result.ok) throw new Error(`expected '${expression}' to be rejected`)
  return result.error
}

describe('filters grammar: accepted forms', () => {
  it('parses a facet test, with quoting and escapes', () => {
    expect(parseFilters('make:Toyota')).toEqual([[facet('make', 'Toyota')]])
    expect(parseFilters('make:"Land Rover"')).toEqual([[facet('make', 'Land Rover')]])
    expect(parseFilters("dealer:'O\\'Brien Motors'")).toEqual([[facet('dealer', "O'Brien Motors")]])
    expect(parseFilters('"body type":"Cab \\"Chassis\\""')).toEqual([[facet('body type', 'Cab "Chassis"')]])
    expect(parseFilters('make:"AND"')).toEqual([[facet('make', 'AND')]])
  })

  it('parses booleans as facet tests on "true"/"false"', () => {
    expect(parseFilters('show_on_dealer_website:true')).toEqual([[facet('show_on_dealer_website', 'true')]])
  })

  it('parses every numeric comparison, negative and decimal numbers', () => {
    for (const op of ['<', '<=', '=', '!=', '>=', '>'] as const) {
      expect(parseFilters(`price ${op} 12.5`)).toEqual([[numeric('price', op, 12.5)]])
      expect(parseFilters(`price${op}-3`)).toEqual([[numeric('price', op, -3)]])
    }
  })

  it('parses inclusive ranges attr:lower TO upper', () => {
    expect(parseFilters('price:5.99 TO 100')).toEqual([
      [{ kind: 'range', attribute: 'price', lower: 5.99, upper: 100, negated: false }],
    ])
  })

  it('parses _tags:x and bare words as tag filters', () => {
    expect(parseFilters('_tags:published')).toEqual([[tag('published')]])
    expect(parseFilters('public OR user_42')).toEqual([[tag('public'), tag('user_42')]])
  })

  it('parses NOT on single tests', () => {
    expect(parseFilters('NOT make:BMW AND NOT price > 5')).toEqual([
      [facet('make', 'BMW', true)],
      [numeric('price', '>', 5, true)],
    ])
  })

  it('gives AND lower precedence than grouping: A AND (B OR C) AND D', () => {
    expect(parseFilters('a:1 AND (b:2 OR b:3) AND d:4')).toEqual([
      [facet('a', '1')],
      [facet('b', '2'), facet('b', '3')],
      [facet('d', '4')],
    ])
    expect(parseFilters('(a:1 OR a:2) AND (c < 3 OR c > 9)')).toEqual([
      [facet('a', '1'), facet('a', '2')],
      [numeric('c', '<', 3), numeric('c', '>', 9)],
    ])
  })

  it('accepts an empty filter as "no filter"', () => {
    expect(parseFilters('')).toEqual([])
    expect(parseFilters('   ')).toEqual([])
  })

  it('accepts the listing rule combined with a site filter', () => {
    expect(
      validateFilter('listed_until > 1767225600 AND show_on_dealer_website:true AND (car_type:used OR car_type:demo)'),
    ).toEqual({ ok: true })
  })
})

describe('filters grammar: what Algolia rejects', () => {
  it('rejects a facet test ORed with a numeric test', () => {
    expect(rejection('make:Toyota OR price > 5')).toMatch(/cannot mix facet and numeric/)
  })

  it('rejects a tag ORed with a facet test', () => {
    expect(rejection('published OR make:Toyota')).toMatch(/cannot mix facet and tag/)
  })

  it('rejects A OR (B AND C)', () => {
    expect(rejection('a:1 OR (b:2 AND c:3)')).toMatch(/\(X AND Y\) OR Z is not allowed/)
  })

  it('rejects A OR B AND C (AND binds tighter, giving an OR of an AND)', () => {
    expect(rejection('a:1 OR b:2 AND c:3')).toMatch(/\(X AND Y\) OR Z is not allowed/)
    expect(rejection('a:1 AND b:2 OR c:3')).toMatch(/\(X AND Y\) OR Z is not allowed/)
  })

  it('rejects NOT applied to a group', () => {
    expect(rejection('NOT (a:1 OR a:2)')).toMatch(/NOT can only negate a single filter/)
    expect(rejection('NOT (a:1)')).toMatch(/NOT can only negate a single filter/)
  })

  it('rejects parentheses around an AND combination', () => {
    expect(rejection('(a:1 AND b:2)')).toMatch(/parentheses can only group OR/)
    expect(rejection('(a:1 AND (b:2 OR b:3))')).toMatch(/parentheses can only group OR/)
  })

  it('rejects malformed syntax with the column', () => {
    expect(rejection('make:')).toMatch(/unexpected end of filter/)
    expect(rejection('make:Toyota AND')).toMatch(/unexpected end of filter/)
    expect(rejection('(make:Toyota')).toMatch(/expected '\)'/)
    expect(rejection('make:Toyota)')).toMatch(/unexpected '\)'.* at col 12/)
    expect(rejection('price > abc')).toMatch(/invalid numeric value/)
    expect(rejection('price:1 TO x')).toMatch(/invalid upper bound/)
    expect(rejection('price:"1" TO 3')).toMatch(/invalid lower bound/)
    expect(rejection('make:"Toyota')).toMatch(/unterminated quoted string/)
    expect(rejection('make:Toyota make:Honda')).toMatch(/expected AND, OR or end of filter/)
    expect(rejection('NOT NOT a:1')).toMatch(/cannot be repeated/)
    expect(rejection('make:AND')).toMatch(/quote values that are keywords/)
  })
})

describe('facetFilters, numericFilters, tagFilters', () => {
  it('reads arrays as AND and nested arrays as OR', () => {
    expect(parseListFilters([['make:Toyota', 'make:Mazda'], 'status:in_stock'], 'facetFilters')).toEqual([
      [facet('make', 'Toyota'), facet('make', 'Mazda')],
      [facet('status', 'in_stock')],
    ])
  })

  it('reads a leading minus on the value as negation and \\- as a literal minus', () => {
    expect(parseListFilters(['make:-BMW', 'code:\\-12'], 'facetFilters')).toEqual([
      [facet('make', 'BMW', true)],
      [facet('code', '-12')],
    ])
  })

  it('keeps colons inside facet values', () => {
    expect(parseListFilters(['time:10:30'], 'facetFilters')).toEqual([[facet('time', '10:30')]])
  })

  it('reads the legacy string form with parentheses for OR', () => {
    expect(parseListFilters('make:Toyota,(body:SUV,body:Ute)', 'facetFilters')).toEqual([
      [facet('make', 'Toyota')],
      [facet('body', 'SUV'), facet('body', 'Ute')],
    ])
  })

  it('parses numericFilters entries including ranges', () => {
    expect(parseListFilters(['price>=1000', ['year=2019', 'year:2021 TO 2022']], 'numericFilters')).toEqual([
      [numeric('price', '>=', 1000)],
      [numeric('year', '=', 2019), { kind: 'range', attribute: 'year', lower: 2021, upper: 2022, negated: false }],
    ])
  })

  it('rejects a non-numeric entry in numericFilters', () => {
    expect(() => parseListFilters(['make:Toyota'], 'numericFilters')).toThrow(/not a numeric filter/)
  })

  it('reads tagFilters with negation', () => {
    expect(parseListFilters(['a', ['b', '-c']], 'tagFilters')).toEqual([[tag('a')], [tag('b'), tag('c', true)]])
  })

  it('rejects deeper nesting and non-strings', () => {
    expect(() => parseListFilters([[['make:a']]], 'facetFilters')).toThrow(/one level of nesting/)
    expect(() => parseListFilters([5], 'facetFilters')).toThrow(/strings or arrays of strings/)
    expect(() => parseListFilters(['nocolon'], 'facetFilters')).toThrow(/attribute:value/)
  })
})

describe('combining filters', () => {
  it('ANDs expressions without wrapping them in parentheses', () => {
    expect(andFilters('car_type:used AND NOT make:BMW', 'a:1 OR a:2', 'listed_until > 10')).toBe(
      'car_type:used AND NOT make:BMW AND (a:1 OR a:2) AND listed_until > 10',
    )
    expect(validateFilter(andFilters('car_type:used AND NOT make:BMW', 'a:1 OR a:2'))).toEqual({ ok: true })
  })

  it('throws on an invalid part', () => {
    expect(() => andFilters('a:1', 'a:1 OR price > 2')).toThrow(/cannot mix/)
  })

  const attributeArb = fc.constantFrom('make', 'body type', 'location.name', 'AND', 'price')
  const valueArb = fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() === s && s !== '')
  const facetArb = fc.record({
    kind: fc.constant('facet' as const),
    attribute: attributeArb,
    value: valueArb,
    negated: fc.boolean(),
  })
  const tagArb = fc.record({ kind: fc.constant('tag' as const), value: valueArb, negated: fc.boolean() })
  const numericArb = fc.record({
    kind: fc.constant('numeric' as const),
    attribute: attributeArb,
    operator: fc.constantFrom('<' as const, '<=' as const, '=' as const, '!=' as const, '>=' as const, '>' as const),
    value: fc.integer({ min: -1000, max: 1000 }),
    negated: fc.boolean(),
  })
  const groupArb = fc.oneof(
    fc.array(facetArb, { minLength: 1, maxLength: 3 }),
    fc.array(tagArb, { minLength: 1, maxLength: 3 }),
    fc.array(numericArb, { minLength: 1, maxLength: 3 }),
  )

  it('round-trips any valid conjunction through serializeFilters and parseFilters', () => {
    fc.assert(
      fc.property(fc.array(groupArb, { maxLength: 4 }), (conjunction: Conjunction) => {
        expect(parseFilters(serializeFilters(conjunction))).toEqual(conjunction)
      }),
      { numRuns: 300 },
    )
  })
})
