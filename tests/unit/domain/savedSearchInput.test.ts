import { describe, expect, it } from 'vitest'
import {
  PENDING_SAVE_MAX_AGE_MS,
  pendingSaveFor,
  savedSearchMode,
  savedSearchState,
  searchKey,
} from '@/domain/savedSearchInput'

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

describe('issue 39.5 "saved searches for every site"', () => {
  it('watchlist sites save by phone sign-in, sites with favourites in the browser (or none) by e-mail', () => {
    expect(savedSearchMode({ favourites: 'watchlist' })).toBe('phone')
    expect(savedSearchMode({ favourites: 'local' })).toBe('email')
    expect(savedSearchMode({ favourites: 'off' })).toBe('email')
    expect(savedSearchMode({})).toBe('email')
    expect(savedSearchMode(null)).toBe('email')
  })

  it('staff switching saved searches and alerts off turns them off in both modes', () => {
    expect(savedSearchMode({ favourites: 'watchlist', shopperAlerts: false })).toBeNull()
    expect(savedSearchMode({ favourites: 'local', shopperAlerts: false })).toBeNull()
  })
})

describe('issue 39.5 "the save started before sign-in completes after it"', () => {
  const state = { query: 'hilux', refinements: { make: ['Toyota', 'Ford'] }, ranges: { price: { max: 40_000 } } }
  const now = 1_800_000_000_000

  it('is the same search whatever the order of keys and values, and without the page', () => {
    expect(
      searchKey({ ranges: { price: { max: 40_000 } }, refinements: { make: ['Ford', 'Toyota'] }, query: 'hilux' }),
    ).toBe(searchKey(state))
    expect(searchKey({ ...state, page: 3 })).toBe(searchKey(state))
    expect(searchKey({ ...state, query: 'ranger' })).not.toBe(searchKey(state))
  })

  it('finishes the pending save on the search it was started on, within 30 minutes', () => {
    const stored = { key: searchKey(state), name: 'My ute', at: now - 29 * 60 * 1000 }
    expect(pendingSaveFor(stored, state, now)).toEqual(stored)
  })

  it('never on another search, after 30 minutes, or from something that is not a pending save', () => {
    const stored = { key: searchKey(state), name: 'My ute', at: now }
    expect(pendingSaveFor(stored, { query: 'ranger' }, now)).toBeNull()
    expect(pendingSaveFor(stored, state, now + PENDING_SAVE_MAX_AGE_MS + 1)).toBeNull()
    expect(pendingSaveFor({ ...stored, name: 'x'.repeat(81) }, state, now)).toBeNull()
    expect(pendingSaveFor({ ...stored, at: 'yesterday' }, state, now)).toBeNull()
    expect(pendingSaveFor('{"key":1}', state, now)).toBeNull()
    expect(pendingSaveFor(null, state, now)).toBeNull()
  })
})
