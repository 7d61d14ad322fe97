import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FilterSidebar } from '@/components/search/FilterSidebar'
import type { CarSearchSettings } from '@/components/search/carSearchSettings'
import { filterValueOrder, orderFilterValues } from '@/domain/filterValueOrder'

const v = (value: string, count: number) => ({ value, count })

function sidebar(filters: string[], facets: Record<string, Record<string, number>>) {
  return renderToStaticMarkup(
    createElement(FilterSidebar, {
      state: {},
      result: { hits: [], nbHits: 100, nbPages: 5, page: 0, facets, stats: {}, ms: 1 },
      settings: { filters, popularMakes: [], cards: {} } as unknown as CarSearchSettings,
      queryInput: '',
      onQueryInput: () => {},
      onRefine: () => {},
      onRange: () => {},
      currentYear: 2026,
    }),
  )
}

describe("spec §2 'Dropdown filters with an 'All' option; sort orders: by name, by make/model, by car type (new, demo, used)' (A3.3, issue 39.10)", () => {
  it('each filter has its order: dropdowns and models by name, make/model pairs by make then model, car types new, demo, used', () => {
    expect(filterValueOrder('location_name')).toBe('name')
    expect(filterValueOrder('city')).toBe('name')
    expect(filterValueOrder('model')).toBe('name')
    expect(filterValueOrder('make_model')).toBe('make-model')
    expect(filterValueOrder('car_type')).toBe('car-type')
    expect(filterValueOrder('make')).toBe('name')
    expect(filterValueOrder('make', { makesByVolume: true })).toBe('count')
    expect(filterValueOrder('body')).toBe('count')
  })

  it('by name, whatever the counts; by make/model with two-word makes kept whole', () => {
    const models = [v('RAV4', 40), v('Corolla', 25), v('86', 1), v('HiLux', 30)]
    expect(orderFilterValues(models, 'name').map((m) => m.value)).toEqual(['86', 'Corolla', 'HiLux', 'RAV4'])
    const pairs = [
      v('Land Rover Defender', 9),
      v('Land Cruiser Custom X', 2),
      v('Kia Sportage', 12),
      v('Kia Cerato', 3),
    ]
    // 'Land Cruiser Custom' is a make of its own here; 'Land Rover' comes before it by make.
    const makes = ['Kia', 'Land Rover', 'Land Cruiser Custom']
    expect(orderFilterValues(pairs, 'make-model', makes).map((m) => m.value)).toEqual([
      'Kia Cerato',
      'Kia Sportage',
      'Land Cruiser Custom X',
      'Land Rover Defender',
    ])
    expect(orderFilterValues([v('used', 9), v('new', 1), v('demo', 3)], 'car-type').map((m) => m.value)).toEqual([
      'new',
      'demo',
      'used',
    ])
  })

  it('the sidebar lists models and a dropdown by name, not by count', () => {
    const html = sidebar(['model', 'location_name'], {
      model: { RAV4: 40, HiLux: 30, Corolla: 25 },
      location_name: { 'Parramatta Toyota': 50, 'Bondi Toyota': 10, 'Chatswood Toyota': 30 },
    })
    const models = [...html.matchAll(/<input type="checkbox"[^>]*\/><span>([^<]+)<\/span>/g)].map((m) => m[1])
    expect(models).toEqual(['Corolla', 'HiLux', 'RAV4'])
    const options = [...html.matchAll(/<option value="([^"]+)">/g)].map((m) => m[1])
    expect(options).toEqual(['Bondi Toyota', 'Chatswood Toyota', 'Parramatta Toyota'])
  })
})
