import { describe, expect, it } from 'vitest'
import { checkoutExplainer, checkoutPath, reservationDeposit } from '@/domain/reservation'

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

describe('checkoutExplainer (issue 19.6: "The checkout says before the shopper submits how the deposit is paid, what happens next, and the terms.")', () => {
  const deposit = reservationDeposit()
  it('Reserve deposit default text $200, fully refundable, hold 48 hours', () => {
    const e = checkoutExplainer(deposit, 'dealership')
    expect(e.deposit).toBe('$200 fully refundable deposit, and we hold the car for 48 hours.')
    expect(e.next[0]).toContain('48 hours')
    expect(e.termsPath).toBe('/terms-and-conditions')
  })

  it("how the deposit is paid follows the site's payment adapter: by card online, or at the dealership", () => {
    expect(checkoutExplainer(deposit, 'card').payment).toMatch(/by card on this page.*fully refundable/)
    expect(checkoutExplainer(deposit, 'dealership').payment).toMatch(/Nothing is charged online.*at the dealership/)
    const own = reservationDeposit({ payment_processors: ['stripe'], dealerDepositAmount: 500 })
    expect(checkoutExplainer(own, 'card').payment).toContain('$500 deposit')
  })
})
