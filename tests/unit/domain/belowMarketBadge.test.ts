import { describe, expect, it } from 'vitest'
import { showsBelowMarketBadge } from '@/domain/belowMarketBadge'

const market = { average_market_price: 30000, state_average_market_price: 31000 }

describe('showsBelowMarketBadge (spec §5 Below-market badge)', () => {
  it('shown only when the price is at least 500 below the market average and under the state average', () => {
    expect(showsBelowMarketBadge({ price: 29500, autograb_data: market })).toBe(true)
  })

  it('not shown when the price is less than 500 below the market average', () => {
    expect(showsBelowMarketBadge({ price: 29501, autograb_data: market })).toBe(false)
  })

  it('not shown when the price is not under the state average', () => {
    expect(
      showsBelowMarketBadge({
        price: 29000,
        autograb_data: { average_market_price: 30000, state_average_market_price: 29000 },
      }),
    ).toBe(false)
    expect(
      showsBelowMarketBadge({
        price: 28999,
        autograb_data: { average_market_price: 30000, state_average_market_price: 29000 },
      }),
    ).toBe(true)
  })

  it('not shown without market data or without a real price', () => {
    expect(showsBelowMarketBadge({ price: 20000, autograb_data: null })).toBe(false)
    expect(showsBelowMarketBadge({ price: 20000, autograb_data: { average_market_price: 30000 } })).toBe(false)
    expect(showsBelowMarketBadge({ price: 0, autograb_data: market })).toBe(false)
  })
})
