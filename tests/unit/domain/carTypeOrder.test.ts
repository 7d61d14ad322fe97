import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FilterSidebar } from '@/components/search/FilterSidebar'
import type { CarSearchSettings } from '@/components/search/carSearchSettings'
import { CAR_TYPE_ORDER, inCarTypeOrder } from '@/domain/carTypeOrder'
import { stockMenu } from '@/domain/stockMenu'

/** Issue 26.6(d), spec §2 "sort orders: by name, by make/model, by car type (new, demo, used)". */
describe("spec §2 'sort orders: … by car type (new, demo, used)': car types in filter lists are new, demo, used", () => {
  it('orders by the spec, not by count; other values last in their own order', () => {
    expect(CAR_TYPE_ORDER).toEqual(['new', 'demo', 'used'])
    const counts = [
      { value: 'used', count: 90 },
      { value: 'boat', count: 50 },
      { value: 'new', count: 5 },
      { value: 'demo', count: 12 },
    ]
    expect(inCarTypeOrder(counts, (c) => c.value).map((c) => c.value)).toEqual(['new', 'demo', 'used', 'boat'])
  })

  it('the search sidebar lists New, Demo, Used although used cars are the most', () => {
    const html = renderToStaticMarkup(
      createElement(FilterSidebar, {
        state: {},
        result: {
          hits: [],
          nbHits: 100,
          nbPages: 5,
          page: 0,
          facets: { car_type: { used: 80, new: 5, demo: 15 } },
          stats: {},
          ms: 1,
        },
        settings: { filters: ['car_type'], popularMakes: [], cards: {} } as unknown as CarSearchSettings,
        queryInput: '',
        onQueryInput: () => {},
        onRefine: () => {},
        onRange: () => {},
        currentYear: 2026,
      }),
    )
    const labels = [...html.matchAll(/<input type="checkbox"[^>]*\/><span>([^<]+)<\/span>/g)].map((m) => m[1])
    expect(labels).toEqual(['New', 'Demo', 'Used'])
  })

  it("the header's stock dropdown lists New Cars, Demo Cars, Used Cars", () => {
    const menu = stockMenu({ car_type: { used: 80, new: 5, demo: 15 } })
    expect(menu.types.map((t) => t.label)).toEqual(['New Cars', 'Demo Cars', 'Used Cars'])
  })
})
