import { describe, expect, it } from 'vitest'
import { offerEndsText, offerPhase, offerScheduleText } from '@/domain/offerSchedule'

// Issue 26 §8: 'an offer shows its end date, the admin lists scheduled offers as scheduled, dates in the site's format'.

const sydney = 'Australia/Sydney'
const now = new Date('2026-11-28T00:00:00Z') // 28 Nov 2026, 11am in Sydney

describe('an offer shows its end date', () => {
  it("a time of day in the site's clock and date format", () => {
    expect(offerEndsText('2027-01-31T06:00:00.000Z', 'en-AU', sydney)).toBe('Offer ends 31 January 2027 at 5:00pm')
    expect(offerEndsText('2027-01-31T23:00:00.000Z', 'en-US', 'America/Chicago')).toBe(
      'Offer ends January 31, 2027 at 5:00 PM',
    )
  })

  it('an end at midnight names the last day the offer runs', () => {
    // 1 Feb 00:00 in Sydney: the offer runs to the end of 31 January.
    expect(offerEndsText('2027-01-31T13:00:00.000Z', 'en-AU', sydney)).toBe('Offer ends 31 January 2027')
  })

  it('no end, no line', () => {
    expect(offerEndsText(null, 'en-AU', sydney)).toBeNull()
    expect(offerEndsText('soon', 'en-AU', sydney)).toBeNull()
  })
})

describe('the admin lists scheduled offers as scheduled, dates in the site’s format', () => {
  it('scheduled before its start, live inside its window, ended after it', () => {
    expect(offerPhase({ startsAt: '2026-12-01T00:00:00.000Z' }, now, sydney)).toBe('scheduled')
    expect(offerPhase({ startsAt: '2026-11-01T00:00:00.000Z', expiresAt: '2027-01-01T00:00:00Z' }, now, sydney)).toBe(
      'live',
    )
    expect(offerPhase({ expiresAt: '2026-11-01T00:00:00.000Z' }, now, sydney)).toBe('ended')
  })

  it('the Status column reads Scheduled, Live or Ended with the dates in the site’s format', () => {
    const window = { startsAt: '2026-11-30T13:00:00.000Z', expiresAt: '2027-01-31T13:00:00.000Z' }
    expect(offerScheduleText(window, now, 'en-AU', sydney)).toBe('Scheduled: 1 Dec 2026 – 1 Feb 2027')
    expect(offerScheduleText(window, now, 'en-US', sydney)).toBe('Scheduled: Dec 1, 2026 – Feb 1, 2027')
    expect(offerScheduleText({ expiresAt: '2027-01-31T06:00:00.000Z' }, now, 'en-AU', sydney)).toBe(
      'Live until 31 Jan 2027, 5:00pm',
    )
    expect(offerScheduleText({}, now, 'en-AU', sydney)).toBe('Live')
    expect(offerScheduleText({ expiresAt: '2026-11-02T13:00:00.000Z' }, now, 'en-AU', sydney)).toBe('Ended 3 Nov 2026')
  })

  it('a draft with a publish scheduled is Scheduled from its publish time; a draft without one is not', () => {
    const publishAt = Date.parse('2026-12-05T23:30:00.000Z') // 6 Dec 10:30am in Sydney
    expect(offerScheduleText({ draft: true, publishAt }, now, 'en-AU', sydney)).toBe('Scheduled: 6 Dec 2026, 10:30am')
    expect(offerScheduleText({ draft: true, publishAt: null }, now, 'en-AU', sydney)).toBe('Draft: not scheduled')
    expect(
      offerScheduleText({ draft: true, publishAt: now.getTime() - 1 }, now, 'en-AU', sydney),
      'a publish time already past',
    ).toBe('Draft: not scheduled')
  })
})
