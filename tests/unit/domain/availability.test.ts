import { describe, expect, it } from 'vitest'
import { isAvailableForSale, isSold, showsCertifiedBadge, showsSoldNotice } from '@/domain/availability'

describe('availability (spec §4 Availability)', () => {
  it('in_stock and coming_soon count as available for sale', () => {
    expect(isAvailableForSale({ status: 'in_stock' })).toBe(true)
    expect(isAvailableForSale({ status: 'coming_soon' })).toBe(true)
  })

  it('a sold car, or a car without status, is not available', () => {
    expect(isAvailableForSale({ status: 'sold' })).toBe(false)
    expect(isAvailableForSale({ status: null })).toBe(false)
    expect(isAvailableForSale({ status: 'in_stock', sold: true })).toBe(false)
  })

  it('Sold cars show a SOLD notice', () => {
    expect(showsSoldNotice({ status: 'sold' })).toBe(true)
    expect(showsSoldNotice({ status: 'in_stock', sold: true })).toBe(true)
    expect(showsSoldNotice({ status: 'in_stock' })).toBe(false)
    expect(isSold({ status: 'coming_soon', sold: false })).toBe(false)
  })

  it('the certified badge is hidden on sold cars', () => {
    expect(showsCertifiedBadge({ status: 'in_stock', certified: true })).toBe(true)
    expect(showsCertifiedBadge({ status: 'sold', certified: true })).toBe(false)
    expect(showsCertifiedBadge({ status: 'in_stock', certified: false })).toBe(false)
  })
})
