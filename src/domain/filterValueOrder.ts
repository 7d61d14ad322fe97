import { inCarTypeOrder } from './carTypeOrder'
import { priceRangeOrder } from './priceRangeOrder'

/** How a filter lists its values. */
export type FilterValueOrder = 'count' | 'name' | 'make-model' | 'car-type' | 'price'

/** Filters the sidebar shows as a dropdown with 'All' (spec §2 "Dropdown filters with an 'All' option"). */
export const DROPDOWN_FILTERS: ReadonlySet<string> = new Set(['state', 'city', 'location_name', 'dealership_name'])

/**
 * Spec §2 "Dropdown filters with an 'All' option; sort orders: by name, by make/model, by car type (new, demo,
 * used)" (issue 39.10, A3.3: models and dropdowns were listed by count). Car types in their own order; make and model
 * pairs by make, then model; the model list and the dropdowns by name; makes by name unless the site sorts them by
 * volume (content spec: "sort makes by volume"); price brackets cheapest first. Other checkbox lists keep the biggest
 * first.
 */
export function filterValueOrder(attribute: string, options: { makesByVolume?: boolean } = {}): FilterValueOrder {
  if (attribute === 'car_type') return 'car-type'
  if (attribute === 'make_model') return 'make-model'
  if (attribute === 'price_range' || attribute === 'weekly_price_range') return 'price'
  if (attribute === 'make') return options.makesByVolume ? 'count' : 'name'
  if (attribute === 'model' || DROPDOWN_FILTERS.has(attribute)) return 'name'
  return 'count'
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })

/**
 * Make and model pairs ('Land Rover Defender') by make, then model: the makes known from the make facet split each
 * pair (the longest matching make wins, so 'Land Rover' is not read as 'Land'); a pair of no known make sorts by its
 * text.
 */
function makeModelKey(value: string, makes: readonly string[]): [string, string] {
  const make = makes.filter((m) => value === m || value.startsWith(`${m} `)).sort((a, b) => b.length - a.length)[0]
  return make ? [make, value.slice(make.length).trim()] : [value, '']
}

/**
 * The values in the filter's order (filterValueOrder). The caller has already picked which values show (the biggest,
 * up to the facet's limit, and the selected ones); this only orders them.
 */
export function orderFilterValues<T extends { value: string; count: number }>(
  values: readonly T[],
  order: FilterValueOrder,
  makes: readonly string[] = [],
): T[] {
  switch (order) {
    case 'car-type':
      return inCarTypeOrder(values, (v) => v.value)
    case 'price':
      return priceRangeOrder([...values], (v) => v.value)
    case 'name':
      return [...values].sort((a, b) => byName(a.value, b.value))
    case 'make-model':
      return [...values].sort((a, b) => {
        const [am, ar] = makeModelKey(a.value, makes)
        const [bm, br] = makeModelKey(b.value, makes)
        return byName(am, bm) || byName(ar, br)
      })
    case 'count':
      return [...values].sort((a, b) => b.count - a.count || byName(a.value, b.value))
  }
}
