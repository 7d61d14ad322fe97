import { describe, expect, it, vi } from 'vitest'
import { STOCK_MENU_MAKES, stockMenu, stockMenuScope } from '@/domain/stockMenu'
import { stockDropdown, stockMenuItemScope } from '@/components/SiteHeader'
import type { Site } from '@/payload-types'

// SiteHeader imports siteHref from the module that also resolves sites; no database here.
vi.mock('@/data/sites', () => ({}))

const counts = {
  car_type: { used: 42, new: 17, demo: 0 },
  make: { Toyota: 30, Mazda: 9, 'Land Rover': 9, Kia: 4, Ford: 3, Holden: 3, Hyundai: 2, Nissan: 2, Subaru: 1, BMW: 1 },
}

describe("content §2 'Pre-owned Vehicles: a dynamic stock dropdown' (counts by type and make, not four fixed links)", () => {
  it('lists the types the stock has with their counts, All Stock with the total, then the biggest makes', () => {
    const menu = stockMenu(counts)
    expect(menu.types).toEqual([
      { label: 'New Cars', count: 17, path: '/search/new-cars' },
      { label: 'Used Cars', count: 42, path: '/search/used-cars' },
    ])
    expect(menu.all).toEqual({ label: 'All Stock', count: 59, path: '/search/new-used-and-demo-cars' })
    expect(menu.makes).toHaveLength(STOCK_MENU_MAKES)
    expect(menu.makes.slice(0, 3)).toEqual([
      { label: 'Toyota', count: 30, path: '/search/toyota' },
      { label: 'Land Rover', count: 9, path: '/search/land-rover' },
      { label: 'Mazda', count: 9, path: '/search/mazda' },
    ])
    expect(menu.makes.map((m) => m.label)).not.toContain('BMW')
  })

  it('no stock: no types, no All Stock, no makes', () => {
    expect(stockMenu({})).toEqual({ types: [], all: null, makes: [], total: 0 })
  })

  it('the header dropdown shows the counted links; the four fixed links only when the counts are unknown', () => {
    const ctx = { site: { id: 1, slug: 'x', name: 'X', locale: 'en-AU' } as unknown as Site, basePath: '/sites/x' }
    const links = stockDropdown(ctx, counts)
    expect(links[0]).toEqual({ label: 'New Cars (17)', href: '/sites/x/search/new-cars', newTab: false })
    expect(links[2]).toEqual({ label: 'All Stock (59)', href: '/sites/x/search/new-used-and-demo-cars', newTab: false })
    expect(links[3]).toEqual({ label: 'Toyota (30)', href: '/sites/x/search/toyota', newTab: false })
    expect(stockDropdown(ctx, null).map((l) => l.label)).toEqual(['New Cars', 'Demo Cars', 'Used Cars', 'All Stock'])
  })
})

describe("content §2 'Pre-owned Vehicles: a dynamic stock dropdown' counts pre-owned stock only (issue 39.10: not 'Toyota (242)' of 103 used cars)", () => {
  const ctx = { site: { id: 1, slug: 'x', name: 'X', locale: 'en-AU' } as unknown as Site, basePath: '/sites/x' }
  // The counts the layout reads for the used scope (siteStockCounts with car_type:used).
  const used = { car_type: { used: 103 }, make: { Toyota: 90, Mazda: 13 } }

  it('the menu item’s own link sets its car types: /search/used-cars is used stock; an all-stock link is unscoped', () => {
    expect(stockMenuScope('/search/used-cars')).toEqual(['used'])
    expect(stockMenuScope('/search/new-and-demo-cars')).toEqual(['new', 'demo'])
    expect(stockMenuScope('/search/new-used-and-demo-cars')).toBeNull()
    expect(stockMenuScope('/search')).toBeNull()
    expect(stockMenuScope('/used-car/list')).toBeNull()
    expect(stockMenuScope(null)).toBeNull()
    const nav = {
      header: [
        { label: 'Home', url: '/' },
        { label: 'Pre-owned Vehicles', url: '/search/used-cars', menu: 'stock' as const },
      ],
    }
    expect(stockMenuItemScope(nav as never)).toEqual({ shown: true, scope: ['used'] })
    expect(stockMenuItemScope({ header: [{ label: 'Home', url: '/' }] } as never)).toEqual({
      shown: false,
      scope: null,
    })
  })

  it('a used-scoped dropdown lists Used Cars and the makes of used stock, linked to used stock; no New Cars, no All Stock', () => {
    const links = stockDropdown(ctx, used, ['used'])
    expect(links.map((l) => l.label)).toEqual(['Used Cars (103)', 'Toyota (90)', 'Mazda (13)'])
    expect(links[1]!.href).toBe('/sites/x/search/toyota?car_type=used')
    // Counts of another type in the answer (none should come back under the scope) are never listed.
    expect(stockDropdown(ctx, { ...used, car_type: { used: 103, new: 139 } }, ['used'])[0]!.label).toBe(
      'Used Cars (103)',
    )
    // Counts unknown: only the scope's fixed link.
    expect(stockDropdown(ctx, null, ['used']).map((l) => l.label)).toEqual(['Used Cars'])
  })
})
