import { describe, expect, it } from 'vitest'
import { sendLimits } from '../../../src/domain/sendLimits'
import { siteCeilingPlan, unknownClientDelaySeconds } from '../../../src/domain/signInSiteCeiling'

describe('the site-wide sign-in SMS ceiling no longer blocks shoppers who are not the attacker (issue 38.4)', () => {
  const plan = siteCeilingPlan(sendLimits({})['sign-in-code'].perSite!)

  it('keeps the ceiling (1,000 an hour) and reserves a fifth of it for known numbers and clients', () => {
    expect(plan).toMatchObject({ ceiling: 1000, windowSeconds: 3600, reservedForKnown: 200, openPart: 800 })
    expect(plan.openPart + plan.reservedForKnown).toBe(plan.ceiling)
  })

  it('scales with SIGN_IN_CODES_PER_SITE', () => {
    const small = siteCeilingPlan(sendLimits({ SIGN_IN_CODES_PER_SITE: '50' })['sign-in-code'].perSite!)
    expect(small).toMatchObject({ ceiling: 50, reservedForKnown: 10, openPart: 40, delayAfter: 5 })
  })

  it('new clients get codes at once up to the threshold (a tenth of the ceiling), then a delay instead of a refusal', () => {
    expect(plan.delayAfter).toBe(100)
    expect(unknownClientDelaySeconds(0, 0, plan)).toBe(0)
    expect(unknownClientDelaySeconds(99, 0, plan)).toBe(0)
    expect(unknownClientDelaySeconds(100, 0, plan)).toBe(10)
  })

  it("the delay grows with the client's own codes past the threshold and with the site's flood, up to 15 minutes", () => {
    expect([0, 1, 2, 3].map((n) => unknownClientDelaySeconds(100, n, plan))).toEqual([10, 20, 40, 80])
    expect([199, 200, 300, 799].map((sent) => unknownClientDelaySeconds(sent, 0, plan))).toEqual([10, 20, 40, 640])
    expect(unknownClientDelaySeconds(799, 5, plan)).toBe(900)
    expect(unknownClientDelaySeconds(100, 1_000, plan)).toBe(900)
  })

  it('60 addresses waiting out every delay get far fewer codes in an hour than the open part', () => {
    let sent = plan.delayAfter
    const clients = Array.from({ length: 60 }, () => ({ next: 0, codes: 0 }))
    for (let t = 0; t < plan.windowSeconds; t++)
      for (const client of clients)
        if (client.next <= t) {
          client.next = t + unknownClientDelaySeconds(sent, client.codes, plan)
          client.codes += 1
          sent += 1
        }
    expect(sent).toBeLessThan(plan.openPart)
  })
})
