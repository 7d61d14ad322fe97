import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FilterSidebar } from '@/components/search/FilterSidebar'
import { carSearchSettings } from '@/components/search/carSearchSettings'
import { activeFilterChips } from '@/components/search/searchView'
import { carSearchPlan } from '@/components/search/carSearchRequests'
import { Sites } from '@collections/Sites'
import type { Site } from '@/payload-types'

/**
 * Issue 26.6(a), spec §2 "Filter sidebar: collapsible sections … with Search, price slider, year slider, km slider,
 * make list with logos, model list, and checkbox lists" and spec §3 "Filter attributes: …, status, …,
 * filtered_features, …, make_model, …, subscription_price, price_range, …".
 */
const NEW_FILTERS = ['filtered_features', 'make_model', 'status', 'price_range', 'subscription_price']

const render = (filters: string[], facets: Record<string, Record<string, number>>, stats = {}) =>
  renderToStaticMarkup(
    createElement(FilterSidebar, {
      state: {},
      result: { hits: [], nbHits: 10, nbPages: 1, page: 0, facets, stats, ms: 1 },
      settings: carSearchSettings({ id: 1, slug: 'x', name: 'X', search: { filters } } as unknown as Site),
      queryInput: '',
      onQueryInput: () => {},
      onRefine: () => {},
      onRange: () => {},
      currentYear: 2026,
    }),
  )

describe("spec §2 'Filter sidebar' / §3 'Filter attributes': staff can choose features, make_model, status, price_range and subscription_price", () => {
  it('the site setting offers each of them to staff', () => {
    const json = JSON.stringify(Sites.fields)
    const options = /"name":"filters".*?"options":(\[.*?\])/.exec(json)![1]!
    const values = (JSON.parse(options) as { value: string }[]).map((o) => o.value)
    expect(values).toEqual(expect.arrayContaining(NEW_FILTERS))
  })

  it('each is a sidebar section with its own title', () => {
    const html = render(NEW_FILTERS, {})
    for (const title of ['Features', 'Make and Model', 'Availability', 'Price Range', 'Subscription Price'])
      expect(html).toContain(`>${title}<`)
  })

  it('availability names the statuses; price brackets read cheapest first; subscription price is a slider', () => {
    const html = render(
      ['status', 'price_range', 'subscription_price'],
      {
        status: { in_stock: 9, coming_soon: 1 },
        price_range: { '$30,000 - $40,000': 5, '$100,000+': 1, '$10,000 - $20,000': 2, '$0 - $10,000': 1 },
      },
      { subscription_price: { min: 149, max: 399 } },
    )
    expect(html).toContain('<span>In Stock</span>')
    expect(html).toContain('<span>Coming Soon</span>')
    expect(html).not.toContain('in_stock</span>')
    const brackets = [...html.matchAll(/<span>(\$[^<]+)<\/span>/g)].map((m) => m[1])
    expect(brackets).toEqual(['$0 - $10,000', '$10,000 - $20,000', '$30,000 - $40,000', '$100,000+'])
    expect(html).toContain('data-testid="slider-subscription_price"')
  })

  it('the search asks for their facets and the subscription slider bounds; chips name statuses', () => {
    const settings = carSearchSettings({
      id: 1,
      slug: 'x',
      name: 'X',
      search: { filters: NEW_FILTERS },
    } as unknown as Site)
    const plan = carSearchPlan(
      { refinements: { status: ['coming_soon'] }, ranges: { subscription_price: { min: 200 } } },
      { sortIndices: { relevant: 'cars' }, hitsPerPage: 21, facets: [...settings.filters, 'status'], now: new Date() },
    )
    expect(plan.requests[0]!.facets).toEqual(expect.arrayContaining(NEW_FILTERS))
    expect(plan.requests[0]!.facetFilters).toEqual([['status:coming_soon']])
    expect(plan.requests[0]!.numericFilters).toEqual(['subscription_price>=200'])
    expect(plan.roles).toEqual(['status', '*stats'])
    expect(activeFilterChips({ refinements: { status: ['coming_soon'] } })[0]!.label).toBe('Coming Soon')
  })
})
