import { describe, expect, it } from 'vitest'
import { signInRequired, signInUrl } from '@/domain/gatedMode'

describe('gated mode (spec §2: checkout and finance are gated when the gated mode is on; trade-in and sell-my-car are not)', () => {
  it('checkout and finance need sign-in only when the gated mode is on', () => {
    expect(signInRequired('checkout', true)).toBe(true)
    expect(signInRequired('finance', true)).toBe(true)
    expect(signInRequired('checkout', false)).toBe(false)
    expect(signInRequired('finance', false)).toBe(false)
  })

  it('trade-in never needs sign-in, gated or not', () => {
    expect(signInRequired('trade-in', true)).toBe(false)
    expect(signInRequired('trade-in', false)).toBe(false)
  })

  it('watchlist save or removal always needs a signed-in user (spec §5)', () => {
    expect(signInRequired('watchlist', false)).toBe(true)
  })

  it('builds /sign-in?type={type}&redirect={target}&back={previous}', () => {
    expect(signInUrl('finance', '/personalised/finance?car_id=7', '/cars/x')).toBe(
      '/sign-in?type=finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D7&back=%2Fcars%2Fx',
    )
    expect(signInUrl('checkout', '/checkout-journey?car_id=a')).toBe(
      '/sign-in?type=checkout&redirect=%2Fcheckout-journey%3Fcar_id%3Da',
    )
  })
})
