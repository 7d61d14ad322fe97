import { CAR_QUERY_ATTRIBUTES } from './carSearchableAttributes'
import { formatNumber } from './numberFormat'
import { FILTER_ATTRIBUTES, RANGE_ATTRIBUTES, type SearchState } from './searchUrl'

/** A car as the search index holds it (its record): attribute → value or values. */
export type MatchableCar = Readonly<Record<string, unknown>>

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

const textOf = (value: unknown): string[] =>
  value === null || value === undefined
    ? []
    : Array.isArray(value)
      ? value.flatMap(textOf)
      : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? [String(value).toLowerCase()]
        : []

/** A car read once for many saved searches: its values in lower case, and the words of its searchable text. */
export interface PreparedCar {
  readonly record: MatchableCar
  readonly values: ReadonlyMap<string, readonly string[]>
  readonly words: readonly string[]
}

const preparedCars = new WeakMap<MatchableCar, PreparedCar>()

const isPrepared = (car: MatchableCar | PreparedCar): car is PreparedCar =>
  car.values instanceof Map && Array.isArray(car.words) && typeof car.record === 'object'

/** Reads a car once (cached per record): matching many saved searches against it then costs set lookups. */
export function prepareCar(record: MatchableCar): PreparedCar {
  const known = preparedCars.get(record)
  if (known) return known
  const prepared: PreparedCar = {
    record,
    values: new Map(FILTER_ATTRIBUTES.map((attribute) => [attribute, textOf(record[attribute])])),
    words: [...new Set(CAR_QUERY_ATTRIBUTES.flatMap((attribute) => textOf(record[attribute]).flatMap(words)))],
  }
  preparedCars.set(record, prepared)
  return prepared
}

/** A saved search compiled once, tested against many cars: `test` says whether a newly listed car is one it shows. */
export interface SavedSearchMatcher {
  /** The makes the search is limited to (lower case), or null for any make: lets callers test only those cars. */
  readonly makes: readonly string[] | null
  test(car: MatchableCar | PreparedCar): boolean
}

/**
 * Issue 30.1/30.2 "a car is listed that matches a saved search": the search's own filters, evaluated as the search
 * page's query does: values of one filter ORed, filters ANDed, ranges inclusive, and every word of the query found
 * at the start of a word of the car's searchable text (the search's prefix matching; typo tolerance is not applied,
 * so an alert never names a car the words do not describe). The site's stock filter and listing rule are applied by
 * the caller (the same binding as the site's search key). Sort order and page do not change which cars match.
 */
export function compileSavedSearch(state: SearchState): SavedSearchMatcher {
  const refinements = FILTER_ATTRIBUTES.flatMap((attribute) => {
    if ((RANGE_ATTRIBUTES as readonly string[]).includes(attribute) && state.ranges?.[attribute as 'price']) return []
    const values = (state.refinements?.[attribute] ?? []).map((v) => v.toLowerCase()).filter(Boolean)
    return values.length > 0 ? [{ attribute, values: new Set(values) }] : []
  })
  const ranges = RANGE_ATTRIBUTES.flatMap((attribute) => {
    const range = state.ranges?.[attribute]
    if (!range || (range.min === undefined && range.max === undefined)) return []
    return [{ attribute, min: range.min ?? -Infinity, max: range.max ?? Infinity }]
  })
  const queryWords = words(state.query ?? '')
  const makes = refinements.find((r) => r.attribute === 'make')
  return {
    makes: makes ? [...makes.values] : null,
    test(given) {
      const car = isPrepared(given) ? given : prepareCar(given)
      for (const { attribute, values } of refinements)
        if (!(car.values.get(attribute) ?? []).some((value) => values.has(value))) return false
      for (const { attribute, min, max } of ranges) {
        const value = car.record[attribute]
        if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) return false
      }
      return queryWords.every((word) => car.words.some((carWord) => carWord.startsWith(word)))
    },
  }
}

/** Issue 30.1: a saved search's name, at most 80 characters, never empty (the search's own summary when none given). */
export function savedSearchName(name: unknown, fallback: string): string | null {
  if (name === undefined || name === null || name === '') return fallback.slice(0, 80) || 'My search'
  if (typeof name !== 'string') return null
  const trimmed = name.replace(/\s+/g, ' ').trim()
  return trimmed.length >= 1 && trimmed.length <= 80 ? trimmed : null
}

/** A plain summary of a search for its default name: 'Toyota Corolla, used, under $30,000'. */
export function searchSummary(state: SearchState): string {
  const parts = [
    state.query?.trim(),
    ...(state.refinements?.make ?? []),
    ...(state.refinements?.model ?? []),
    ...(state.refinements?.car_type ?? []),
    ...(state.refinements?.body ?? []),
  ].filter((p): p is string => Boolean(p))
  const price = state.ranges?.price
  if (price?.max !== undefined) parts.push(`under $${formatNumber(Math.round(price.max))}`)
  return parts.length > 0 ? parts.join(', ') : 'All cars'
}
