import { describe, expect, it } from 'vitest'
import { displayedResultCount, showMeLabel } from '@/domain/resultCount'

const facets = { status: { in_stock: 2100, coming_soon: 40 }, car_type: { new: 900, used: 1200, demo: 10 } }

describe('displayedResultCount (spec §4: When hits exceed 1999, the total shown is the configured stock count, or the summed status or car_type facet counts)', () => {
  it('shows the hit count up to 1999', () => {
    expect(displayedResultCount({ nbHits: 1999, configuredStockCount: 5000, facets })).toBe(1999)
  })

  it('over 1999 hits shows the configured stock count', () => {
    expect(displayedResultCount({ nbHits: 2000, configuredStockCount: 5000, facets })).toBe(5000)
  })

  it('over 1999 hits without a configured stock count shows the summed status facet counts', () => {
    expect(displayedResultCount({ nbHits: 2000, configuredStockCount: null, facets })).toBe(2140)
  })

  it('falls back to the summed car_type facet counts, then the hit count', () => {
    expect(displayedResultCount({ nbHits: 2000, facets: { car_type: facets.car_type } })).toBe(2110)
    expect(displayedResultCount({ nbHits: 2000 })).toBe(2000)
  })
})

describe("showMeLabel (spec: a 'Show Me N cars' button)", () => {
  it('reads Show Me N cars', () => {
    expect(showMeLabel(21)).toBe('Show Me 21 cars')
    expect(showMeLabel(0)).toBe('Show Me 0 cars')
    expect(showMeLabel(1)).toBe('Show Me 1 car')
    expect(showMeLabel(3, ['caravan', 'caravans'])).toBe('Show Me 3 caravans')
    expect(showMeLabel(1, ['caravan', 'caravans'])).toBe('Show Me 1 caravan')
  })
})
