import { describe, expect, it } from 'vitest'
import { checkoutPath, reservationDeposit } from '@/domain/reservation'

describe("reservationDeposit (spec: Default deposit $200, fully refundable. The car is held for 48 hours. The label uses the dealer's own amount when payment processors are set)", () => {
  it('default $200, fully refundable, held 48 hours', () => {
    expect(reservationDeposit()).toEqual({
      amount: 200,
      refundable: true,
      holdHours: 48,
      label: '$200 fully refundable deposit',
      holdText: 'We hold the car for 48 hours.',
    })
  })

  it("uses the dealer's own amount when payment processors are set", () => {
    expect(reservationDeposit({ payment_processors: [{ name: 'stripe' }], dealerDepositAmount: 1000 }).label).toBe(
      '$1,000 fully refundable deposit',
    )
  })

  it('keeps $200 without payment processors, even when the dealer has an amount', () => {
    expect(reservationDeposit({ payment_processors: [], dealerDepositAmount: 1000 }).amount).toBe(200)
    expect(reservationDeposit({ payment_processors: null, dealerDepositAmount: 1000 }).amount).toBe(200)
    expect(reservationDeposit({ payment_processors: [{}], dealerDepositAmount: 0 }).amount).toBe(200)
  })
})

describe('checkoutPath (spec §2: /cars/{slug}/checkout (or /cars/{slug}/buy-online on some sites))', () => {
  it('builds both paths', () => {
    expect(checkoutPath('2021-toyota-rav4')).toBe('/cars/2021-toyota-rav4/checkout')
    expect(checkoutPath('2021-toyota-rav4', true)).toBe('/cars/2021-toyota-rav4/buy-online')
  })
})
