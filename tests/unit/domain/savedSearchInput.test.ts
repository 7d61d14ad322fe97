import { describe, expect, it } from 'vitest'
import { savedSearchState } from '@/domain/savedSearchInput'

describe('issue 30.1 "saves the current search (query, filters, sort)": what a saved search keeps', () => {
  it('keeps query, refinements, numeric ranges and sort; drops the page and empty values', () => {
    const check = savedSearchState({
      query: ' hybrid ',
      refinements: { make: ['Toyota', ''], body: [] },
      ranges: { price: { min: null, max: 30000 } },
      sortBy: 'cars_price_asc',
      page: 4,
    })
    expect(check).toEqual({
      ok: true,
      value: {
        query: 'hybrid',
        refinements: { make: ['Toyota'] },
        ranges: { price: { max: 30000 } },
        sortBy: 'cars_price_asc',
      },
    })
  })

  it('bad input names its field (a 400, never a 500)', () => {
    expect(savedSearchState(null)).toMatchObject({ ok: false, field: 'state' })
    expect(savedSearchState({ query: 5 })).toMatchObject({ ok: false, field: 'state.query' })
    expect(savedSearchState({ refinements: { password: ['x'] } })).toMatchObject({
      ok: false,
      field: 'state.refinements.password',
    })
    expect(savedSearchState({ refinements: { make: 'Toyota' } })).toMatchObject({
      ok: false,
      field: 'state.refinements.make',
    })
    expect(savedSearchState({ ranges: { price: { min: '1e999' } } })).toMatchObject({
      ok: false,
      field: 'state.ranges.price',
    })
    expect(savedSearchState({ ranges: { price: { min: 5, max: 1 } } })).toMatchObject({
      ok: false,
      field: 'state.ranges.price',
    })
    expect(savedSearchState({ sortBy: 'x y' })).toMatchObject({ ok: false, field: 'state.sortBy' })
  })
})
