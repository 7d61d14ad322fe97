import { describe, expect, it } from 'vitest'
import { carTitle } from '@/domain/carTitle'

describe("carTitle (spec: the car's name, '{car name}' in the watchlist toasts)", () => {
  it('car name is year, make, model and badge', () => {
    expect(carTitle({ year: 2021, make: 'Toyota', model: 'RAV4', badge: 'GX' })).toBe('2021 Toyota RAV4 GX')
  })

  it('leaves out missing parts', () => {
    expect(carTitle({ year: 2021, make: 'Toyota', model: 'RAV4', badge: null })).toBe('2021 Toyota RAV4')
    expect(carTitle({ make: 'Toyota', model: 'RAV4', badge: '' })).toBe('Toyota RAV4')
    expect(carTitle({})).toBe('')
  })
})
