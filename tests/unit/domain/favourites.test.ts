import { describe, expect, it } from 'vitest'
import { isFavourite, toggleCompare, toggleFavourite } from '@/domain/favourites'

describe('toggleFavourite (spec §4: Toggle: saved becomes removed; removed becomes saved. Adding logs an analytics event (id 39))', () => {
  it('removed becomes saved and logs event 39', () => {
    expect(toggleFavourite([{ id: 1 }], 2)).toEqual({ list: [{ id: 1 }, { id: 2 }], added: true, analyticsEventId: 39 })
  })

  it('saved becomes removed and logs nothing', () => {
    expect(toggleFavourite([{ id: 1 }, { id: 2 }], 1)).toEqual({
      list: [{ id: 2 }],
      added: false,
      analyticsEventId: null,
    })
  })

  it('matches ids whether stored as numbers or strings', () => {
    expect(isFavourite([{ id: '7' }], 7)).toBe(true)
    expect(toggleFavourite([{ id: '7' }], 7).added).toBe(false)
  })
})

describe('toggleCompare (compare up to 4 cars)', () => {
  it('adds up to 4 cars', () => {
    expect(toggleCompare([1, 2, 3], 4)).toEqual({ list: [1, 2, 3, 4], added: true, full: false })
  })

  it('a fifth car is not added and reports the list full', () => {
    expect(toggleCompare([1, 2, 3, 4], 5)).toEqual({ list: [1, 2, 3, 4], added: false, full: true })
  })

  it('a car already compared is removed, even when the list is full', () => {
    expect(toggleCompare([1, 2, 3, 4], 2)).toEqual({ list: [1, 3, 4], added: false, full: false })
  })
})
