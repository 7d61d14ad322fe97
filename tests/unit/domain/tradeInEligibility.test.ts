import { describe, expect, it } from 'vitest'
import { onlineEstimateUnlikely, showsTradeInButton } from '@/domain/tradeInEligibility'
import type { Car } from '@/domain/types'

const car: Car = { status: 'in_stock', sold: false, reserved: false, price: 15000 }

describe('showsTradeInButton (spec §5 Trade-in button)', () => {
  it('dealership has the valuation service, status in_stock, not sold, not reserved, price above 200', () => {
    expect(showsTradeInButton(car, true)).toBe(true)
  })

  it('hidden without the valuation service', () => {
    expect(showsTradeInButton(car, false)).toBe(false)
  })

  it('hidden unless status is in_stock (coming_soon does not qualify)', () => {
    expect(showsTradeInButton({ ...car, status: 'coming_soon' }, true)).toBe(false)
    expect(showsTradeInButton({ ...car, status: 'sold' }, true)).toBe(false)
  })

  it('hidden for sold or reserved cars', () => {
    expect(showsTradeInButton({ ...car, sold: true }, true)).toBe(false)
    expect(showsTradeInButton({ ...car, reserved: true }, true)).toBe(false)
  })

  it('price must be above 200', () => {
    expect(showsTradeInButton({ ...car, price: 201 }, true)).toBe(true)
    expect(showsTradeInButton({ ...car, price: 200 }, true)).toBe(false)
    expect(showsTradeInButton({ ...car, price: null }, true)).toBe(false)
  })
})

describe('onlineEstimateUnlikely (trade-in copy: cars over 7 years old or over 100,000 km generally get no online estimate)', () => {
  const now = new Date('2025-06-01T00:00:00Z')

  it('over 7 years old', () => {
    expect(onlineEstimateUnlikely({ year: 2017, km: 50000 }, now)).toBe(true)
    expect(onlineEstimateUnlikely({ year: 2018, km: 50000 }, now)).toBe(false)
  })

  it('over 100,000 km', () => {
    expect(onlineEstimateUnlikely({ year: 2022, km: 100001 }, now)).toBe(true)
    expect(onlineEstimateUnlikely({ year: 2022, km: 100000 }, now)).toBe(false)
  })
})
