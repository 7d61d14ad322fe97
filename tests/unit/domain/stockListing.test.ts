import { describe, expect, it } from 'vitest'
import { isListed, LISTED_FOREVER, listedUntil, listingFilter } from '@/domain/stockListing'

const now = new Date('2025-03-10T12:00:00Z')
const nowSeconds = now.getTime() / 1000
const day = 24 * 3600

describe('stock listing rule (spec §4: A car is listed when status is in_stock or coming_soon, or when it sold recently (sold_date_timestamp later than now minus N days) and show_on_dealer_website is true)', () => {
  it('in_stock and coming_soon cars are listed, far into the future', () => {
    expect(listedUntil({ status: 'in_stock', show_on_dealer_website: true })).toBe(LISTED_FOREVER)
    expect(isListed({ status: 'coming_soon', show_on_dealer_website: true }, now)).toBe(true)
  })

  it('a car sold within the last 3 days (default N) is listed; sold 3 days ago or more it is not', () => {
    const soldAt = (daysAgo: number) => ({
      status: 'sold' as const,
      sold: true,
      show_on_dealer_website: true,
      sold_date_timestamp: nowSeconds - daysAgo * day,
    })
    expect(isListed(soldAt(2.99), now)).toBe(true)
    expect(isListed(soldAt(3), now)).toBe(false)
    expect(listedUntil(soldAt(1))).toBe(nowSeconds - day + 3 * day)
  })

  it('N may be overridden per dealer through include_sold_cars_days', () => {
    const sold = { status: 'sold' as const, show_on_dealer_website: true, sold_date_timestamp: nowSeconds - 5 * day }
    expect(isListed(sold, now, 7)).toBe(true)
    expect(isListed(sold, now, 5)).toBe(false)
    expect(isListed(sold, now, 0)).toBe(false)
    expect(isListed(sold, now, null)).toBe(false)
  })

  it('show_on_dealer_website must be true, for stock and sold cars alike', () => {
    expect(listedUntil({ status: 'in_stock', show_on_dealer_website: false })).toBe(0)
    expect(listedUntil({ status: 'in_stock' })).toBe(0)
    expect(isListed({ status: 'sold', show_on_dealer_website: false, sold_date_timestamp: nowSeconds - 60 }, now)).toBe(
      false,
    )
  })

  it('a car flagged sold counts as sold even with status in_stock; without a sold time it is not listed', () => {
    expect(
      listedUntil({ status: 'in_stock', sold: true, show_on_dealer_website: true, sold_date_timestamp: 1000 }),
    ).toBe(1000 + 3 * day)
    expect(listedUntil({ status: 'sold', show_on_dealer_website: true })).toBe(0)
  })

  it('the search filter for the listing rule is listed_until > now in epoch seconds', () => {
    expect(listingFilter(now)).toBe(`listed_until > ${nowSeconds} AND show_on_dealer_website:true`)
  })
})
