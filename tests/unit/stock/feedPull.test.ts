import { stdSerializers } from 'pino'
import { describe, expect, it } from 'vitest'
import { isOutboundForbidden } from '../../../src/platform/outboundGuard'
import {
  downloadFeed,
  FEED_UNREACHABLE,
  FeedPullError,
  feedFilename,
  feedFormatFromAnswer,
  feedPullFailureMessage,
  isPullDue,
  lastNightlyStart,
} from '../../../src/stock/feedPull'

const SYDNEY = 'Australia/Sydney'
const at = (iso: string) => new Date(iso)

describe('isPullDue', () => {
  it('off: never due, even when never pulled', () => {
    expect(isPullDue({ schedule: 'off', lastPulledAt: null, now: at('2026-11-28T00:00:00Z'), timeZone: SYDNEY })).toBe(
      false,
    )
    expect(isPullDue({ schedule: null, lastPulledAt: null, now: at('2026-11-28T00:00:00Z'), timeZone: SYDNEY })).toBe(
      false,
    )
  })

  it('hourly: due when never pulled', () => {
    expect(isPullDue({ schedule: 'hourly', lastPulledAt: null, now: new Date(), timeZone: SYDNEY })).toBe(true)
  })

  it('hourly: due when an hour or more has passed since the last pull, not before', () => {
    const now = at('2026-11-28T10:00:00Z')
    const due = (last: string) => isPullDue({ schedule: 'hourly', lastPulledAt: last, now, timeZone: SYDNEY })
    expect(due('2026-11-28T09:00:00Z')).toBe(true)
    expect(due('2026-11-28T08:12:00Z')).toBe(true)
    expect(due('2026-11-28T09:00:01Z')).toBe(false)
    expect(due('2026-11-28T09:55:00Z')).toBe(false)
  })

  // Sydney is UTC+11 in November (daylight time): 02:00 local on 28 Nov is 27 Nov 15:00 UTC.
  it('nightly: due when never pulled', () => {
    expect(
      isPullDue({ schedule: 'nightly', lastPulledAt: null, now: at('2026-11-28T03:00:00Z'), timeZone: SYDNEY }),
    ).toBe(true)
  })

  it('nightly: due on the first run after 02:00 local, once per local day', () => {
    const lastNight = '2026-11-26T15:05:00Z' // 02:05 on 27 Nov in Sydney
    const nightly = (now: string, last = lastNight) =>
      isPullDue({ schedule: 'nightly', lastPulledAt: last, now: at(now), timeZone: SYDNEY })
    expect(nightly('2026-11-27T14:55:00Z')).toBe(false) // 01:55 on 28 Nov: not yet
    expect(nightly('2026-11-27T15:00:00Z')).toBe(true) // 02:00 on 28 Nov
    expect(nightly('2026-11-27T15:05:00Z')).toBe(true) // the first run after 2am
    // Pulled at 02:05 on 28 Nov: not again that local day, even at 23:59.
    expect(nightly('2026-11-28T12:59:00Z', '2026-11-27T15:05:00Z')).toBe(false)
    expect(nightly('2026-11-28T15:00:00Z', '2026-11-27T15:05:00Z')).toBe(true)
  })

  it('nightly: 02:00 is read in the site time zone, not the server’s', () => {
    const now = at('2026-11-28T10:30:00Z') // 02:30 in Los Angeles (UTC-8), 21:30 in Sydney
    const last = '2026-11-28T09:00:00Z' // 01:00 in Los Angeles, 20:00 in Sydney
    expect(isPullDue({ schedule: 'nightly', lastPulledAt: last, now, timeZone: 'America/Los_Angeles' })).toBe(true)
    expect(isPullDue({ schedule: 'nightly', lastPulledAt: last, now, timeZone: SYDNEY })).toBe(false)
  })

  it('nightly: a night when clocks jump past 02:00 still has one pull', () => {
    // Sydney, 4 Oct 2026: 02:00 becomes 03:00 (UTC+10 → UTC+11).
    const start = lastNightlyStart(at('2026-10-03T17:30:00Z'), SYDNEY) // 04:30 local
    expect(start.getTime()).toBeLessThanOrEqual(at('2026-10-03T17:30:00Z').getTime())
    expect(start.getTime()).toBeGreaterThan(at('2026-10-03T12:00:00Z').getTime())
  })
})

describe('the downloaded feed’s format and file name', () => {
  const url = (s: string) => new URL(s)
  it('the format comes from the Content-Type, else the address’s extension, else CSV', () => {
    expect(feedFormatFromAnswer('application/json; charset=utf-8', url('https://d.example.com/stock.csv'))).toBe('json')
    expect(feedFormatFromAnswer('text/csv', url('https://d.example.com/stock.json'))).toBe('csv')
    expect(feedFormatFromAnswer('application/octet-stream', url('https://d.example.com/stock.JSON'))).toBe('json')
    expect(feedFormatFromAnswer(undefined, url('https://d.example.com/export?id=4'))).toBe('csv')
  })
  it('the file name is the address’s last segment with the format’s extension', () => {
    expect(feedFilename(url('https://d.example.com/exports/stock%20list.csv'), 'csv')).toBe('stock-list.csv')
    expect(feedFilename(url('https://d.example.com/export?id=4'), 'json')).toBe('export.json')
    expect(feedFilename(url('https://d.example.com/'), 'csv')).toBe('feed.csv')
  })
})

describe('downloadFeed refusals before any connection', () => {
  it('a private address is refused by the guard, in plain words', async () => {
    await expect(downloadFeed('https://10.0.0.1/feed.csv', { env: {} })).rejects.toThrow(
      'The feed address is a private address.',
    )
  })
  it('http is refused', async () => {
    await expect(downloadFeed('http://dms.example.com/feed.csv', { env: {} })).rejects.toThrow(
      'The feed address must use https.',
    )
  })
  it('a host name that resolves to a private address is refused at the lookup', async () => {
    const resolve = ((_h: string, _o: unknown, cb: (e: null, a: { address: string; family: number }[]) => void) =>
      cb(null, [{ address: '192.168.1.20', family: 4 }])) as never
    await expect(downloadFeed('https://dms.example.com/feed.csv', { env: {}, resolve })).rejects.toThrow(
      FEED_UNREACHABLE,
    )
  })
})

describe('the feed pull reports one message for refused and unreachable addresses (the reason stays in the server log)', () => {
  // Before (issue 38.6): "leads to a private or internal address" for a name that resolves inside the network,
  // "could not be reached (ENOTFOUND)" for one that does not: an editor could map the internal names.
  type Answer = (cb: (e: NodeJS.ErrnoException | null, a: { address: string; family: number }[]) => void) => void
  const resolver = (answer: Answer) => ((_h: string, _o: unknown, cb: Parameters<Answer>[0]) => answer(cb)) as never
  const internal = resolver((cb) => cb(null, [{ address: '10.20.0.5', family: 4 }]))
  const metadata = resolver((cb) => cb(null, [{ address: '169.254.169.254', family: 4 }]))
  const unknown = resolver((cb) => cb(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }), []))
  const pullError = (url: string, resolve: never) =>
    downloadFeed(url, { env: {}, resolve }).then(
      () => expect.unreachable('the pull should fail'),
      (error: unknown) => error as Error,
    )

  it('a name that resolves to an internal or metadata address and a name that does not resolve: the same message', async () => {
    const refused = await pullError('https://erp.corp.internal/feed.csv', internal)
    const cloud = await pullError('https://meta.corp.internal/feed.csv', metadata)
    const missing = await pullError('https://nothing.corp.internal/feed.csv', unknown)
    expect(refused).toBeInstanceOf(FeedPullError)
    expect(refused.message).toBe(FEED_UNREACHABLE)
    expect(cloud.message).toBe(FEED_UNREACHABLE)
    expect(missing.message).toBe(FEED_UNREACHABLE)
    for (const error of [refused, cloud, missing]) expect(error.message).not.toMatch(/private|internal|ENOTFOUND|10\./)
  })

  it('the reason is the cause, which the server log (pino, as payload.logger) writes', async () => {
    const refused = await pullError('https://erp.corp.internal/feed.csv', internal)
    const missing = await pullError('https://nothing.corp.internal/feed.csv', unknown)
    expect(isOutboundForbidden(refused.cause)).toBe(true)
    expect(stdSerializers.err(refused).message).toContain('erp.corp.internal resolves to a forbidden (private)')
    expect((missing.cause as NodeJS.ErrnoException).code).toBe('ENOTFOUND')
    expect(stdSerializers.err(missing).message).toContain('ENOTFOUND')
  })
})

describe('feedPullFailureMessage', () => {
  it('names the dealership, the site, the error and the link, to the notification addresses', () => {
    const message = feedPullFailureMessage(
      { id: 1, name: 'Harbour Toyota', domains: [{ domain: 'harbourtoyota.com.au' }] } as never,
      { id: 7, name: 'Harbour Toyota Parramatta', feedPull: { url: 'https://dms.example.com/feed.csv' } },
      'The feed address answered 404.',
      ['sales@harbourtoyota.com.au'],
      { PUBLIC_SERVER_URL: 'https://admin.example.com/' },
    )
    expect(message.to).toEqual(['sales@harbourtoyota.com.au'])
    expect(message.from).toBe('leads@harbourtoyota.com.au')
    expect(message.subject).toBe('Stock feed not updated: Harbour Toyota Parramatta')
    expect(message.text).toContain('The scheduled stock feed of Harbour Toyota Parramatta (Harbour Toyota) could not')
    expect(message.text).toContain('What went wrong: The feed address answered 404.')
    expect(message.text).toContain('Feed address: https://dms.example.com/feed.csv')
    expect(message.text).toContain('Open the dealership: https://admin.example.com/admin/collections/dealerships/7')
  })
})
