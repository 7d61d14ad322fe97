import { describe, expect, it } from 'vitest'
import {
  alertConsentText,
  type DigestCarNow,
  digestDay,
  digestEmail,
  digestEntries,
  digestLinkPath,
  digestSms,
  nextDigestDayStart,
} from '@/domain/alertDigest'
import { alertTrigger } from '@/domain/alertTriggers'

const car = (id: number, extra: Partial<DigestCarNow> = {}): DigestCarNow => ({
  id,
  title: `2022 Toyota RAV4 #${id}`,
  path: `/cars/rav4-${id}`,
  price: 40_000,
  listed: true,
  ...extra,
})
const cars = (...list: DigestCarNow[]) => new Map(list.map((c) => [c.id, c]))

describe('issue 30.2 "at most one message per shopper per site per day (a digest)"', () => {
  it("the day is the site's own calendar day", () => {
    const instant = new Date('2026-11-28T14:30:00Z')
    expect(digestDay(instant, 'Australia/Sydney')).toBe('2026-11-29')
    expect(digestDay(instant, 'America/New_York')).toBe('2026-11-28')
  })

  it("the next digest may go when the site's next day starts", () => {
    const next = nextDigestDayStart(new Date('2026-11-28T14:30:00Z'), 'Australia/Sydney')
    expect(next.toISOString()).toBe('2026-11-29T13:00:00.000Z')
    expect(digestDay(next, 'Australia/Sydney')).toBe('2026-11-30')
  })
})

describe('issue 30.3 "a car sold before the digest goes is left out"', () => {
  it('a sold or unlisted car is dropped; a listed one stays', () => {
    const entries = digestEntries(
      [
        { carId: 1, reason: 'new-match' },
        { carId: 2, reason: 'new-match' },
      ],
      cars(car(1, { listed: false }), car(2)),
    )
    expect(entries.map((e) => e.car.id)).toEqual([2])
  })

  it('a car that is gone altogether is dropped', () => {
    expect(digestEntries([{ carId: 9, reason: 'new-match' }], cars())).toEqual([])
  })

  it('a price drop whose price went back up is dropped', () => {
    expect(
      digestEntries([{ carId: 1, reason: 'price-drop', priceBefore: 39_000, price: 38_000 }], cars(car(1))),
    ).toEqual([])
  })

  it('a car both matched and dropped in price is told once, as the price drop, price drops first', () => {
    const entries = digestEntries(
      [
        { carId: 1, reason: 'new-match' },
        { carId: 2, reason: 'new-match' },
        { carId: 2, reason: 'price-drop', priceBefore: 45_000, price: 40_000 },
        { carId: 2, reason: 'price-drop', priceBefore: 42_000, price: 40_000 },
      ],
      cars(car(1), car(2)),
    )
    expect(entries.map((e) => [e.car.id, e.reason, e.priceBefore])).toEqual([
      [2, 'price-drop', 45_000],
      [1, 'new-match', null],
    ])
  })
})

describe('issue 30.2 "each with a link to the cars and a one-tap unsubscribe (and STOP for SMS)"', () => {
  const input = (n: number) => ({
    siteName: 'Lakeside Motors',
    locale: 'en-US' as const,
    entries: digestEntries(
      Array.from({ length: n }, (_, i) => ({ carId: i + 1, reason: 'new-match' as const })),
      cars(...Array.from({ length: n }, (_, i) => car(i + 1))),
    ),
    link: 'https://lakeside.example/cars/rav4-1',
    unsubscribe: 'https://lakeside.example/api/alerts/unsubscribe?token=abc',
  })

  it('one car links to its page; several to the compare page of the first four', () => {
    expect(digestLinkPath(input(1).entries)).toBe('/cars/rav4-1')
    expect(digestLinkPath(input(6).entries)).toBe('/compare?ids=1,2,3,4')
  })

  it('the SMS names the sender, the link, the unsubscribe link and STOP, within two segments', () => {
    const text = digestSms(input(6))
    expect(text).toMatch(/^Lakeside Motors: /)
    expect(text).toContain('+4 more')
    expect(text).toContain('https://lakeside.example/cars/rav4-1')
    expect(text).toContain('api/alerts/unsubscribe?token=abc')
    expect(text).toContain('reply STOP')
    expect(text.length).toBeLessThanOrEqual(306)
  })

  it('the e-mail lists every car with its own link and ends with the one-click unsubscribe', () => {
    const mail = digestEmail({ ...input(2), carUrl: (e) => `https://lakeside.example${e.car.path}` })
    expect(mail.subject).toBe('Lakeside Motors: 2 new cars for your saved searches')
    expect(mail.text).toContain('https://lakeside.example/cars/rav4-2')
    expect(mail.text.trim().split('\n').at(-1)).toBe(
      'Unsubscribe with one click: https://lakeside.example/api/alerts/unsubscribe?token=abc',
    )
  })

  it('a price drop says the new and the old price', () => {
    const [entry] = digestEntries(
      [{ carId: 1, reason: 'price-drop', priceBefore: 42_500, price: 40_000 }],
      cars(car(1)),
    )
    expect(digestSms({ ...input(1), entries: [entry!] })).toContain('now $40,000 (was $42,500)')
  })
})

describe('issue 30.2 "consent is recorded with its time and wording" (Spam Act 2003, NZ UEMA, TCPA)', () => {
  it('names the sender, the frequency and how to stop', () => {
    const text = alertConsentText('email', 'Harbour Toyota', 'en-AU')
    expect(text).toContain('from Harbour Toyota')
    expect(text).toContain('at most one a day')
    expect(text).toContain('unsubscribe')
  })

  it('US texts add the TCPA wording: automated, not a condition of purchase, rates, STOP', () => {
    const text = alertConsentText('sms', 'Lakeside Motors', 'en-US')
    expect(text).toContain('automated technology')
    expect(text).toContain('not a condition of any purchase')
    expect(text).toContain('Msg & data rates may apply')
    expect(text).toContain('replying STOP')
  })
})

describe('issue 30.3 "matching runs after imports, price changes and edits": which changes alert', () => {
  const onSale = { id: 1, price: 30_000, status: 'in_stock', show_on_dealer_website: true }
  it('a new car on sale is newly listed; a hidden or sold one is not', () => {
    expect(alertTrigger(null, onSale)).toEqual({ kind: 'listed' })
    expect(alertTrigger(null, { ...onSale, show_on_dealer_website: false })).toBeNull()
    expect(alertTrigger(null, { ...onSale, status: 'sold' })).toBeNull()
  })
  it('a car put back on the website is newly listed', () => {
    expect(alertTrigger({ ...onSale, show_on_dealer_website: false }, onSale)).toEqual({ kind: 'listed' })
  })
  it('a lower real price is a price drop; a rise or a $1 placeholder is not', () => {
    expect(alertTrigger(onSale, { ...onSale, price: 28_000 })).toEqual({
      kind: 'price-drop',
      before: 30_000,
      after: 28_000,
    })
    expect(alertTrigger(onSale, { ...onSale, price: 31_000 })).toBeNull()
    expect(alertTrigger(onSale, { ...onSale, price: 1 })).toBeNull()
  })
})
