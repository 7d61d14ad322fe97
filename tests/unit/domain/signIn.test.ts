import { describe, expect, it } from 'vitest'
import { needsSignIn, signInPath } from '@/domain/signIn'

describe('signInPath (spec §2: /sign-in?type={watchlist|trade-in|checkout|finance}&redirect={target}&back={previous})', () => {
  it('builds the sign-in link', () => {
    expect(signInPath({ type: 'watchlist', redirect: '/cars/rav4?x=1', back: '/search' })).toBe('/sign-in?type=watchlist&redirect=%2Fcars%2Frav4%3Fx%3D1&back=%2Fsearch')
    expect(signInPath({ type: 'finance' })).toBe('/sign-in?type=finance')
  })
})

describe('needsSignIn (spec §5: Watchlist save or removal needs a signed-in user with a phone number; checkout and finance are gated when the gated mode is on; trade-in and sell-my-car are not)', () => {
  const shopper = { id: 'u1', phone: '+61412345678' }

  it('watchlist needs a signed-in user with a phone number', () => {
    expect(needsSignIn('watchlist', null)).toBe(true)
    expect(needsSignIn('watchlist', { id: 'u1', phone: '' })).toBe(true)
    expect(needsSignIn('watchlist', { phone: '+61412345678' })).toBe(true)
    expect(needsSignIn('watchlist', shopper)).toBe(false)
  })

  it('checkout and finance are gated only when the gated mode is on', () => {
    expect(needsSignIn('checkout', null, false)).toBe(false)
    expect(needsSignIn('checkout', null, true)).toBe(true)
    expect(needsSignIn('finance', null, true)).toBe(true)
    expect(needsSignIn('finance', shopper, true)).toBe(false)
  })

  it('trade-in and sell-my-car are not gated', () => {
    expect(needsSignIn('trade-in', null, true)).toBe(false)
    expect(needsSignIn('sell-my-car', null, true)).toBe(false)
  })
})
