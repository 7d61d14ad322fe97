import { describe, expect, it } from 'vitest'
import { backoffDelaySeconds, sendLimits, waitText } from '../../../src/domain/sendLimits'

describe('Every message the platform sends is limited per sender, per target and per site (issue 27.2)', () => {
  const table = sendLimits({})

  it('every send has a sender or a site limit, and every send with a target backs off or is capped per target', () => {
    for (const [name, limit] of Object.entries(table)) {
      expect(limit.perSender ?? limit.perSite, name).toBeDefined()
      for (const w of [limit.perSender, limit.perSenderAndTarget, limit.perSite, limit.perTargetCap])
        if (w) expect(w.points, name).toBeGreaterThan(0)
    }
    expect(table['sign-in-code'].perTarget).toBeDefined()
    expect(table['sign-in-code'].perSite).toBeDefined()
    expect(table['staff-password-reset'].perTarget).toBeDefined()
    expect(table['lead-notification'].perSite).toBeDefined()
    expect(table['test-email']).toMatchObject({ perSender: { sender: 'user' }, perSite: { points: 5 } })
    expect(table['send-again']).toMatchObject({ perSender: { sender: 'user' }, perSite: { points: 20 } })
  })

  it("a stranger cannot exhaust a shopper's or a staff member's own access: what a target receives backs off, it is never a hard cap", () => {
    for (const name of ['sign-in-code', 'staff-login', 'staff-password-reset'] as const) {
      expect(table[name].perTarget, name).toBeDefined()
      expect(table[name].perTargetCap, name).toBeUndefined()
    }
  })

  it('issue 39.5: e-mail saves of strangers back off per address, are counted apart per site, and per client tighter than signed-in confirmations', () => {
    const saves = table['saved-search-confirmation']
    expect(saves.perTarget).toBeDefined()
    expect(saves.perTargetCap).toBeUndefined()
    expect(saves.perSender).toMatchObject({ sender: 'client', points: 5 })
    expect(saves.perSender!.points).toBeLessThan(table['alert-email-confirmation'].perSender!.points)
    expect(saves.perSite!.points).toBe(1000)
    expect(sendLimits({ SAVED_SEARCH_CONFIRMATIONS_PER_SITE: '50' })['saved-search-confirmation'].perSite!.points).toBe(
      50,
    )
  })

  it('sign-in codes: five at once from one client, then a growing delay up to an hour; at most ~35 a number a day', () => {
    const policy = table['sign-in-code'].perTarget!
    expect([1, 2, 3, 4].map((n) => backoffDelaySeconds(n, policy))).toEqual([0, 0, 0, 0])
    expect([5, 6, 7, 8].map((n) => backoffDelaySeconds(n, policy))).toEqual([60, 120, 240, 480])
    expect(backoffDelaySeconds(20, policy)).toBe(3600)
    expect(backoffDelaySeconds(10_000, policy)).toBe(3600)
    let elapsed = 0
    let sent = 0
    while (elapsed < 86_400) elapsed += backoffDelaySeconds(++sent, policy)
    expect(sent).toBeLessThanOrEqual(35)
  })

  it('staff passwords: five tries at once, then 30 s doubling to 15 minutes', () => {
    const policy = table['staff-login'].perTarget!
    expect([4, 5, 6, 7].map((n) => backoffDelaySeconds(n, policy))).toEqual([0, 30, 60, 120])
    expect(backoffDelaySeconds(50, policy)).toBe(900)
  })

  it('keeps the old environment overrides', () => {
    const env = sendLimits({
      SIGN_IN_CODES_PER_IP: '7',
      SIGN_IN_CODES_PER_PHONE: '2',
      LEAD_RATE_LIMIT_PHONE_POINTS: '9',
    })
    expect(env['sign-in-code'].perSender?.points).toBe(7)
    expect(env['sign-in-code'].perSenderAndTarget?.points).toBe(2)
    expect(env.lead.perTargetCap?.points).toBe(9)
    expect(sendLimits({ SIGN_IN_CODES_PER_IP: 'lots' })['sign-in-code'].perSender?.points).toBe(20)
  })

  it('says the wait in seconds or minutes', () => {
    expect(waitText(1)).toBe('1 second')
    expect(waitText(45)).toBe('45 seconds')
    expect(waitText(61)).toBe('2 minutes')
    expect(waitText(60)).toBe('1 minute')
  })
})
