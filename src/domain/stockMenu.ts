import { searchStateFromUrl, searchStateToUrl } from './searchUrl'
import type { CarType } from './types'

/** Facet counts of a site's listed stock: cars per car_type and per make. */
export interface StockFacetCounts {
  car_type?: Record<string, number>
  make?: Record<string, number>
}

export type StockMenuLink = { label: string; count: number; path: string }

/** How many makes the dropdown lists, the biggest first. */
export const STOCK_MENU_MAKES = 8

/** Spec §2: car types in the order new, demo, used. */
const TYPES: ReadonlyArray<readonly [CarType, string]> = [
  ['new', 'New Cars'],
  ['demo', 'Demo Cars'],
  ['used', 'Used Cars'],
]

/**
 * The car types a stock menu item covers, from its own link (issue 39.10: "Pre-owned Vehicles" links to
 * /search/used-cars, so its dropdown counts used cars only, not new ones). Null when the link covers all stock.
 */
export function stockMenuScope(url: string | null | undefined): CarType[] | null {
  if (!url) return null
  let types: string[] = []
  try {
    types = searchStateFromUrl(url).refinements?.car_type ?? []
  } catch {
    return null
  }
  const scope = TYPES.map(([type]) => type).filter((type) => types.includes(type))
  return scope.length > 0 && scope.length < TYPES.length ? scope : null
}

/**
 * Content spec §2 "Pre-owned Vehicles: a dynamic stock dropdown": built from the site's stock, not fixed links. The
 * car types the site has, each with its count (/search/{type}-cars); All Stock with the total; then the makes with
 * the most cars (/search/{make}), ties by name. Types and makes without cars are left out. A menu scoped to some car
 * types (stockMenuScope: "Pre-owned Vehicles" is used stock) lists only those types, no All Stock, and its makes link
 * to those types' stock; its counts must be of those types (siteStockCounts with the scope).
 */
export function stockMenu(
  counts: StockFacetCounts,
  makes: number = STOCK_MENU_MAKES,
  scope: readonly CarType[] | null = null,
): { types: StockMenuLink[]; all: StockMenuLink | null; makes: StockMenuLink[]; total: number } {
  const types = TYPES.filter(([type]) => !scope || scope.includes(type)).flatMap(([type, label]) => {
    const count = counts.car_type?.[type] ?? 0
    return count > 0 ? [{ label, count, path: searchStateToUrl({ refinements: { car_type: [type] } }) }] : []
  })
  const total = types.reduce((sum, t) => sum + t.count, 0)
  const carType = scope ? { car_type: [...scope] } : {}
  const topMakes = Object.entries(counts.make ?? {})
    .filter(([name, count]) => name.trim() !== '' && count > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, makes)
    .map(([name, count]) => ({
      label: name,
      count,
      path: searchStateToUrl({ refinements: { ...carType, make: [name] } }),
    }))
  return {
    types,
    all: total > 0 && !scope ? { label: 'All Stock', count: total, path: '/search/new-used-and-demo-cars' } : null,
    makes: topMakes,
    total,
  }
}
