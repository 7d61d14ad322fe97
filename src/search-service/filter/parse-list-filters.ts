import { parseSingleTest } from './parse-filters'
import { FilterSyntaxError, type Conjunction, type Disjunction, type FilterTest } from './types'

/** The array forms: each entry is ANDed; a nested array is one OR group. */
export type ListFilterParameter = 'facetFilters' | 'numericFilters' | 'tagFilters'

/**
 * Legacy string form used by older clients: `a:1,(b:2,b:3)` means `a:1 AND (b:2 OR b:3)`.
 * Backslashes are kept so the entry parser can still see `\-`.
 */
function splitLegacyList(source: string, parameter: string): Array<string | string[]> {
  const out: Array<string | string[]> = []
  let group: string[] | undefined
  let current = ''
  const flush = (): void => {
    const entry = current.trim()
    current = ''
    if (entry === '') return
    if (group) group.push(entry)
    else out.push(entry)
  }
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]
    if (ch === '\\' && i + 1 < source.length) {
      current += ch + source[i + 1]
      i++
    } else if (ch === ',') {
      flush()
    } else if (ch === '(' && current.trim() === '' && group === undefined) {
      group = []
    } else if (ch === ')' && group !== undefined) {
      flush()
      out.push(group)
      group = undefined
    } else {
      current += ch
    }
  }
  if (group !== undefined) throw new FilterSyntaxError(`${parameter}: missing ')' in '${source}'`)
  flush()
  return out
}

/** `\-x` is a literal leading minus; a bare leading `-` negates. */
function readNegation(raw: string): { value: string; negated: boolean } {
  if (raw.startsWith('\\-')) return { value: raw.slice(1), negated: false }
  if (raw.startsWith('-')) return { value: raw.slice(1), negated: true }
  return { value: raw, negated: false }
}

function parseEntry(entry: string, parameter: ListFilterParameter): FilterTest {
  if (parameter === 'numericFilters') {
    const test = parseSingleTest(entry, parameter)
    if (test.kind !== 'numeric' && test.kind !== 'range') {
      throw new FilterSyntaxError(
        `${parameter}: '${entry}' is not a numeric filter (expected e.g. price>=1000 or price:10 TO 20)`,
      )
    }
    return test
  }
  if (parameter === 'tagFilters') {
    const { value, negated } = readNegation(entry)
    return { kind: 'tag', value, negated }
  }
  const colon = entry.indexOf(':')
  if (colon <= 0) throw new FilterSyntaxError(`${parameter}: '${entry}' must have the form attribute:value`)
  const attribute = entry.slice(0, colon).trim()
  const { value, negated } = readNegation(entry.slice(colon + 1))
  if (attribute === '_tags') return { kind: 'tag', value, negated }
  return { kind: 'facet', attribute, value, negated }
}

/**
 * Parses facetFilters, numericFilters or tagFilters given as a string, an array of strings, or an
 * array mixing strings and arrays of strings (one level of nesting, like Algolia).
 */
export function parseListFilters(input: unknown, parameter: ListFilterParameter): Conjunction {
  if (input === undefined || input === null) return []
  const entries: unknown[] =
    typeof input === 'string' ? splitLegacyList(input, parameter) : Array.isArray(input) ? input : []
  if (typeof input !== 'string' && !Array.isArray(input)) {
    throw new FilterSyntaxError(`${parameter}: expected a string or an array of strings`)
  }
  const conjunction: Disjunction[] = []
  for (const entry of entries) {
    if (typeof entry === 'string') {
      // A string entry may itself be a legacy OR group, e.g. "(a:1,a:2)".
      const nested = entry.trim().startsWith('(') ? splitLegacyList(entry, parameter) : [entry]
      for (const part of nested) {
        if (typeof part === 'string') conjunction.push([parseEntry(part, parameter)])
        else if (part.length > 0) conjunction.push(part.map((p) => parseEntry(p, parameter)))
      }
    } else if (Array.isArray(entry)) {
      const tests = entry.map((inner) => {
        if (typeof inner !== 'string') {
          throw new FilterSyntaxError(`${parameter}: nested arrays may only contain strings (one level of nesting)`)
        }
        return parseEntry(inner, parameter)
      })
      if (tests.length > 0) conjunction.push(tests)
    } else {
      throw new FilterSyntaxError(`${parameter}: entries must be strings or arrays of strings`)
    }
  }
  return conjunction
}
