import { describe, expect, it } from 'vitest'
import {
  browserError,
  CLIENT_ERROR_BODY_LIMIT,
  CLIENT_ERROR_LIMITS,
  parseClientError,
} from '../../../src/observability/clientErrors'

describe('browser error reports, "bounded" (issue 40.5)', () => {
  it("takes a message, a kind, a stack and the page, and keeps the page's path only (no query, no fragment)", () => {
    expect(
      parseClientError({
        kind: 'error',
        name: 'TypeError',
        message: ' x is undefined ',
        stack: 'at a (app.js:1:2)',
        page: 'https://harbour.example/finance?phone=0400000000#calc',
        digest: '1234567',
      }),
    ).toEqual({
      report: {
        kind: 'error',
        name: 'TypeError',
        message: 'x is undefined',
        stack: 'at a (app.js:1:2)',
        page: '/finance',
        digest: '1234567',
      },
    })
    expect(parseClientError({ message: 'm', page: '/cars?q=1' })).toEqual({
      report: { kind: 'error', name: 'Error', message: 'm', page: '/cars' },
    })
  })

  it('names the field that is missing or of the wrong type (a 400, never a 500)', () => {
    expect(parseClientError({})).toEqual({ field: 'message', message: 'message is required.' })
    expect(parseClientError({ message: '  ' })).toMatchObject({ field: 'message' })
    expect(parseClientError({ message: 'm', kind: 'warning' })).toMatchObject({ field: 'kind' })
    expect(parseClientError({ message: 'm', stack: 7 })).toEqual({ field: 'stack', message: 'stack must be text.' })
    expect(parseClientError({ message: 'm', page: ['/'] })).toMatchObject({ field: 'page' })
  })

  it('cuts every field to its length, so one report is small whatever was sent', () => {
    const parsed = parseClientError({
      message: 'm'.repeat(5_000),
      name: 'N'.repeat(500),
      stack: 's'.repeat(50_000),
      page: `/${'p'.repeat(5_000)}`,
    })
    if (!('report' in parsed)) throw new Error('expected a report')
    expect(parsed.report.message).toHaveLength(1_000)
    expect(parsed.report.name).toHaveLength(100)
    expect(parsed.report.stack).toHaveLength(6_000)
    expect(parsed.report.page!.length).toBeLessThanOrEqual(300)
    expect(CLIENT_ERROR_BODY_LIMIT).toBeLessThanOrEqual(16_384)
  })

  it('is rate-limited per browser and per site, the site allowing more than one browser', () => {
    const { perClient, perSite } = CLIENT_ERROR_LIMITS
    expect(perClient.points).toBeGreaterThan(0)
    expect(perSite.points).toBeGreaterThan(perClient.points)
    expect(perClient.prefix).not.toBe(perSite.prefix)
  })

  it("becomes an Error with the browser's name, message and stack", () => {
    const error = browserError({ kind: 'error', name: 'RangeError', message: 'bad', stack: 'at f (a.js:1:1)' })
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('RangeError')
    expect(error.message).toBe('bad')
    expect(error.stack).toBe('RangeError: bad\nat f (a.js:1:1)')
  })
})
