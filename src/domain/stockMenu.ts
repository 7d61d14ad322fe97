import { searchStateToUrl } from './searchUrl'
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
 * Content spec §2 "Pre-owned Vehicles: a dynamic stock dropdown": built from the site's stock, not fixed links. The
 * car types the site has, each with its count (/search/{type}-cars); All Stock with the total; then the makes with
 * the most cars (/search/{make}), ties by name. Types and makes without cars are left out.
 */
export function stockMenu(
  counts: StockFacetCounts,
  makes: number = STOCK_MENU_MAKES,
): { types: StockMenuLink[]; all: StockMenuLink | null; makes: StockMenuLink[] } {
  const types = TYPES.flatMap(([type, label]) => {
    const count = counts.car_type?.[type] ?? 0
    return count > 0 ? [{ label, count, path: searchStateToUrl({ refinements: { car_type: [type] } }) }] : []
  })
  const total = types.reduce((sum, t) => sum + t.count, 0)
  const topMakes = Object.entries(counts.make ?? {})
    .filter(([name, count]) => name.trim() !== '' && count > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, makes)
    .map(([name, count]) => ({ label: name, count, path: searchStateToUrl({ refinements: { make: [name] } }) }))
  return {
    types,
    all: total > 0 ? { label: 'All Stock', count: total, path: '/search/new-used-and-demo-cars' } : null,
    makes: topMakes,
  }
}
