import type { Conjunction, FilterTest } from '@/search-service/filter'
import type { JsonObject, JsonPrimitive, JsonValue } from '@/search-service/engine/json'

/**
 * Reference semantics written the obvious way (scan every record), to check the engine's bitsets,
 * columns and counters against.
 */
export function primitivesAt(record: JsonObject, path: string): JsonPrimitive[] {
  const out: JsonPrimitive[] = []
  const visit = (value: JsonValue | undefined, parts: string[]): void => {
    if (value === undefined || value === null) return
    if (Array.isArray(value)) {
      value.forEach((v) => visit(v, parts))
      return
    }
    if (parts.length === 0) {
      if (typeof value !== 'object') out.push(value)
      return
    }
    if (typeof value === 'object') visit((value as JsonObject)[parts[0]], parts.slice(1))
  }
  if (path in record) visit(record[path], [])
  else visit(record, path.split('.'))
  return out
}

export function facetStrings(record: JsonObject, path: string): string[] {
  const keys = primitivesAt(record, path).flatMap((v) => {
    if (typeof v === 'string') return v === '' ? [] : [v]
    if (typeof v === 'number') return [String(v)]
    if (typeof v === 'boolean') return [String(v)]
    return []
  })
  return [...new Set(keys)]
}

export function numbersAt(record: JsonObject, path: string): number[] {
  return primitivesAt(record, path).flatMap((v) =>
    typeof v === 'number' ? [v] : typeof v === 'boolean' ? [v ? 1 : 0] : [],
  )
}

function positive(test: FilterTest, record: JsonObject, declared: ReadonlySet<string>): boolean {
  switch (test.kind) {
    case 'facet':
      return (
        declared.has(test.attribute) &&
        facetStrings(record, test.attribute).some((v) => v.toLowerCase() === test.value.toLowerCase())
      )
    case 'tag':
      return facetStrings(record, '_tags').includes(test.value)
    case 'range':
      return numbersAt(record, test.attribute).some((n) => n >= test.lower && n <= test.upper)
    case 'numeric':
      return numbersAt(record, test.attribute).some((n) => {
        switch (test.operator) {
          case '<':
            return n < test.value
          case '<=':
            return n <= test.value
          case '>':
            return n > test.value
          case '>=':
            return n >= test.value
          case '=':
          case '!=':
            return n === test.value
        }
      })
  }
}

export function matchesFilters(record: JsonObject, filters: Conjunction, declared: ReadonlySet<string>): boolean {
  return filters.every((group) =>
    group.some((test) => {
      const hit = positive(test, record, declared)
      const negated = test.kind === 'numeric' && test.operator === '!=' ? !test.negated : test.negated
      return negated ? !hit : hit
    }),
  )
}

export function bruteFacetCounts(records: readonly JsonObject[], attribute: string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const record of records) for (const key of facetStrings(record, attribute)) counts[key] = (counts[key] ?? 0) + 1
  return counts
}

/** facets_stats cover numbers only (booleans filter numerically as 1/0 but have no stats). */
export function bruteStats(
  records: readonly JsonObject[],
  attribute: string,
): { min: number; max: number; avg: number; sum: number } | undefined {
  const values = records.flatMap((r) => primitivesAt(r, attribute).filter((v): v is number => typeof v === 'number'))
  if (values.length === 0) return undefined
  const sum = values.reduce((a, b) => a + b, 0)
  return { min: Math.min(...values), max: Math.max(...values), avg: sum / values.length, sum }
}
