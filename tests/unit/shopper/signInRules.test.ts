import { describe, expect, it } from 'vitest'
import { carriedAttempts, phoneClientKey, SIGN_IN_CODE, signInLimits } from '../../../src/shopper/otp'

const now = new Date('2026-01-01T00:00:00Z')
const live = (attempts: number) => ({ attempts, usedAt: null, expiresAt: new Date(now.getTime() + 60_000) })

describe('wrong sign-in codes count per code and per client', () => {
  it('a resend by the same client keeps the tries that client spent on the live code', () => {
    expect(carriedAttempts(live(3), 3, now)).toBe(3)
  })

  it("a resend by another client (the owner) does not inherit a stranger's tries", () => {
    expect(carriedAttempts(live(5), 0, now)).toBe(0)
    expect(carriedAttempts(live(5), 2, now)).toBe(2)
  })

  it("a client's tries on earlier codes never add tries the replaced code did not have", () => {
    expect(carriedAttempts(live(1), 4, now)).toBe(1)
  })

  it('nothing is carried from a used, expired or missing code', () => {
    expect(carriedAttempts(null, 5, now)).toBe(0)
    expect(carriedAttempts({ ...live(4), usedAt: now }, 4, now)).toBe(0)
    expect(carriedAttempts({ ...live(4), expiresAt: now }, 4, now)).toBe(0)
  })

  it('five tries per client and number an hour (codes sent: tests/unit/domain/sendLimits.test.ts)', () => {
    expect(signInLimits().tries).toMatchObject({ points: SIGN_IN_CODE.maxAttempts, duration: 3600 })
  })

  it('per-client counters are keyed by number and client address', () => {
    expect(phoneClientKey('+61412000000', '203.0.113.9')).toBe('+61412000000|203.0.113.9')
  })
})
