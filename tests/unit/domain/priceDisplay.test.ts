import { describe, expect, it } from 'vitest'
import { formatPrice, hasRealPrice, priceDisplay } from '@/domain/priceDisplay'

describe('priceDisplay (spec §4 Price display order)', () => {
  it('1. shows the subscription price if the site offers subscriptions and it is above 0', () => {
    expect(priceDisplay({ price: 30000, subscription_price: 199 }, { subscriptionsEnabled: true })).toEqual({
      kind: 'subscription',
      amount: 199,
      text: '$199',
    })
  })

  it('ignores the subscription price when the site does not offer subscriptions', () => {
    expect(priceDisplay({ price: 30000, subscription_price: 199 }).kind).toBe('price')
  })

  it('ignores a subscription price of 0 (must be above 0)', () => {
    expect(priceDisplay({ price: 30000, subscription_price: 0 }, { subscriptionsEnabled: true }).kind).toBe('price')
  })

  it('2. shows the reduced price if different from the listed price', () => {
    expect(priceDisplay({ price: 30000 }, { reducedPrice: 27000 })).toEqual({
      kind: 'reduced',
      amount: 27000,
      listedPrice: 30000,
      text: '$27,000',
    })
  })

  it('shows the listed price when the reduced price equals it', () => {
    expect(priceDisplay({ price: 30000 }, { reducedPrice: 30000 })).toEqual({
      kind: 'price',
      amount: 30000,
      text: '$30,000',
    })
  })

  it('3. shows the listed price if above 10', () => {
    expect(priceDisplay({ price: 11 })).toEqual({ kind: 'price', amount: 11, text: '$11' })
  })

  it('does not treat a price of exactly 10 as a listed price', () => {
    expect(priceDisplay({ price: 10 }).kind).toBe('no-price')
  })

  it('4. shows PREORDER for preorder cars when no price above 10', () => {
    expect(priceDisplay({ price: 10, preorder: true })).toEqual({ kind: 'preorder', text: 'PREORDER' })
  })

  it('a preorder car with a price above 10 shows the price, not PREORDER', () => {
    expect(priceDisplay({ price: 45990, preorder: true }).kind).toBe('price')
  })

  it("5. shows the site's no-price text, default 'Enquire for price.'", () => {
    expect(priceDisplay({ price: 0 })).toEqual({ kind: 'no-price', text: 'Enquire for price.' })
    expect(priceDisplay({ price: null }, { noPriceText: 'Call for price' })).toEqual({
      kind: 'no-price',
      text: 'Call for price',
    })
  })

  it('subscription beats reduced price, which beats listed price (first match wins)', () => {
    const car = { price: 30000, subscription_price: 150 }
    expect(priceDisplay(car, { subscriptionsEnabled: true, reducedPrice: 25000 }).kind).toBe('subscription')
    expect(priceDisplay(car, { reducedPrice: 25000 }).kind).toBe('reduced')
  })
})

describe('formatPrice (prices show with $ and thousand separators)', () => {
  it('writes $ and thousand separators', () => {
    expect(formatPrice(250000)).toBe('$250,000')
    expect(formatPrice(1234567)).toBe('$1,234,567')
    expect(formatPrice(999)).toBe('$999')
  })

  it('rounds to whole dollars', () => {
    expect(formatPrice(163.5)).toBe('$164')
  })
})

describe('hasRealPrice (price above 10 counts as a real price)', () => {
  it('is true above 10 and false at 10, 0 or missing', () => {
    expect(hasRealPrice(10.01)).toBe(true)
    expect(hasRealPrice(10)).toBe(false)
    expect(hasRealPrice(0)).toBe(false)
    expect(hasRealPrice(null)).toBe(false)
  })
})
