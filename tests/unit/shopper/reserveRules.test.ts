import { describe, expect, it } from 'vitest'
import { RESERVE_DEFAULTS, reserveRules } from '../../../src/shopper/reserveRules'

describe('reservation holds are limited per phone and per IP, with defaults in the site settings', () => {
  it('defaults: two live holds a phone, five holds an IP a day, sign-in required', () => {
    expect(reserveRules(undefined)).toEqual({ holdsPerPhone: 2, holdsPerIpPerDay: 5, requiresSignIn: true })
    expect(
      reserveRules({ reserveHoldsPerPhone: null, reserveHoldsPerIpPerDay: null, reserveRequiresSignIn: null }),
    ).toEqual({ ...RESERVE_DEFAULTS })
  })

  it("uses the site's own limits; nonsense values fall back to the defaults", () => {
    expect(reserveRules({ reserveHoldsPerPhone: 1, reserveHoldsPerIpPerDay: 20 })).toMatchObject({
      holdsPerPhone: 1,
      holdsPerIpPerDay: 20,
    })
    expect(reserveRules({ reserveHoldsPerPhone: 0, reserveHoldsPerIpPerDay: -3 })).toMatchObject({
      holdsPerPhone: 2,
      holdsPerIpPerDay: 5,
    })
    expect(reserveRules({ reserveHoldsPerPhone: 1.5 })).toMatchObject({ holdsPerPhone: 2 })
  })
})

describe('a site can require the phone to be verified by code before a hold', () => {
  it('on by default where a deposit is taken', () => {
    expect(reserveRules({ depositAmount: 200 }).requiresSignIn).toBe(true)
    expect(reserveRules({ depositAmount: null }).requiresSignIn).toBe(true)
  })

  it('off when the site turns it off, or takes no deposit', () => {
    expect(reserveRules({ depositAmount: 200, reserveRequiresSignIn: false }).requiresSignIn).toBe(false)
    expect(reserveRules({ depositAmount: 0 }).requiresSignIn).toBe(false)
  })
})
