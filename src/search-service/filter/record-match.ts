import type { Conjunction, FilterTest } from './types'

/**
 * One record tested against a parsed filter in-process, with the engine's semantics (facets case-insensitive, tags
 * case-sensitive, numeric tests on numbers only, `!=` true when the value differs or is missing). For work that
 * must apply a site's filter to a handful of records without a query per record: saved-search alerts.
 */
export function recordMatchesFilter(filter: Conjunction, record: Readonly<Record<string, unknown>>): boolean {
  return filter.every((group) => group.some((test) => testMatches(test, record)))
}

const valuesAt = (record: Readonly<Record<string, unknown>>, attribute: string): unknown[] => {
  let value: unknown = record
  for (const part of attribute.split('.')) {
    if (value === null || typeof value !== 'object') return []
    value = (value as Record<string, unknown>)[part]
  }
  if (value === undefined || value === null) return []
  return Array.isArray(value) ? value : [value]
}

const facetText = (value: unknown) =>
  typeof value === 'string'
    ? value.toLowerCase()
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : null

function positive(test: FilterTest, record: Readonly<Record<string, unknown>>): boolean {
  if (test.kind === 'tag') return valuesAt(record, '_tags').some((v) => v === test.value)
  if (test.kind === 'facet') {
    const wanted = test.value.toLowerCase()
    return valuesAt(record, test.attribute).some((v) => facetText(v) === wanted)
  }
  const numbers = valuesAt(record, test.attribute).filter(
    (v): v is number => typeof v === 'number' && Number.isFinite(v),
  )
  if (test.kind === 'range') return numbers.some((n) => n >= test.lower && n <= test.upper)
  const v = test.value
  return numbers.some((n) => {
    switch (test.operator) {
      case '<':
        return n < v
      case '<=':
        return n <= v
      case '>':
        return n > v
      case '>=':
        return n >= v
      case '=':
      case '!=':
        return n === v
    }
  })
}

function testMatches(test: FilterTest, record: Readonly<Record<string, unknown>>): boolean {
  const negated = test.kind === 'numeric' && test.operator === '!=' ? !test.negated : test.negated
  return positive(test, record) !== negated
}
