import { describe, expect, it } from 'vitest'
import { reducedPrice } from '@/domain/tradeInOffer'

describe('reducedPrice (spec §4 Trade-in reduced price)', () => {
  it('when offer_price is above 0, reducedPrice = price minus offer_price', () => {
    expect(reducedPrice(30000, 5000)).toBe(25000)
    expect(reducedPrice(30000, 1)).toBe(29999)
  })

  it('an offer_price of 0, negative or missing leaves the price', () => {
    expect(reducedPrice(30000, 0)).toBe(30000)
    expect(reducedPrice(30000, -100)).toBe(30000)
    expect(reducedPrice(30000, null)).toBe(30000)
    expect(reducedPrice(30000, undefined)).toBe(30000)
  })
})
