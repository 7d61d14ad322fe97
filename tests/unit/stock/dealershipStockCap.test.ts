import { describe, expect, it } from 'vitest'
import { carsPerDealership, DEFAULT_CARS_PER_DEALERSHIP, stockCapRefusal } from '@/stock/dealershipStockCap'

describe("issue 38.5: a dealership's stock is capped (a platform setting)", () => {
  it('20,000 cars a dealership unless CARS_PER_DEALERSHIP says otherwise', () => {
    expect(DEFAULT_CARS_PER_DEALERSHIP).toBe(20_000)
    expect(carsPerDealership({})).toBe(20_000)
    expect(carsPerDealership({ CARS_PER_DEALERSHIP: '50' })).toBe(50)
    expect(carsPerDealership({ CARS_PER_DEALERSHIP: 'lots' })).toBe(20_000)
    expect(carsPerDealership({ CARS_PER_DEALERSHIP: '0' })).toBe(20_000)
  })

  it('a feed of more rows than the cap is refused as a whole file, naming the cap; at the cap it is not', () => {
    expect(stockCapRefusal(20_000, 20_000)).toBeUndefined()
    expect(stockCapRefusal(300_000, 20_000)).toEqual({
      line: 0,
      field: 'file',
      reason:
        "this feed lists 300,000 cars, more than the 20,000 a dealership may have on this platform (its stock limit, set by the platform's operator)",
    })
  })
})
