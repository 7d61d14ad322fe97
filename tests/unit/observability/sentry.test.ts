import { describe, expect, it } from 'vitest'
import { parseSentryDsn, sentryEnvelope } from '../../../src/observability/sentry'

describe('error reporting: "a Sentry-compatible hook when `SENTRY_DSN` is set" (issue 28.5)', () => {
  it('finds the envelope endpoint and key in a DSN, with or without a path before the project', () => {
    expect(parseSentryDsn('https://abc123@o42.ingest.sentry.io/4501')).toEqual({
      envelopeUrl: 'https://o42.ingest.sentry.io/api/4501/envelope/',
      publicKey: 'abc123',
      dsn: 'https://abc123@o42.ingest.sentry.io/4501',
    })
    expect(parseSentryDsn('http://key@glitchtip.internal:8000/errors/7')?.envelopeUrl).toBe(
      'http://glitchtip.internal:8000/errors/api/7/envelope/',
    )
  })

  it('refuses what is not a DSN', () => {
    for (const dsn of [
      '',
      'not a url',
      'https://sentry.io/42',
      'https://key@sentry.io/',
      'ftp://k@h/1',
      'https://k@h/x',
    ])
      expect(parseSentryDsn(dsn), dsn).toBeUndefined()
  })

  it('builds an envelope of one event: header, item header with the length, the exception with its frames', () => {
    const target = parseSentryDsn('https://abc@sentry.example/9')!
    const error = new TypeError('price is not a number')
    const lines = sentryEnvelope(
      target,
      { error, tags: { route: '/sites/[site]/cars/[slug]', requestId: 'req-1' }, environment: 'production' },
      new Date('2026-11-28T12:00:00Z'),
      'f'.repeat(32),
    ).split('\n')
    expect(lines).toHaveLength(3)
    expect(JSON.parse(lines[0]!)).toEqual({
      event_id: 'f'.repeat(32),
      sent_at: '2026-11-28T12:00:00.000Z',
      dsn: target.dsn,
    })
    expect(JSON.parse(lines[1]!)).toEqual({ type: 'event', length: Buffer.byteLength(lines[2]!) })
    const event = JSON.parse(lines[2]!)
    expect(event).toMatchObject({
      event_id: 'f'.repeat(32),
      level: 'error',
      environment: 'production',
      tags: { route: '/sites/[site]/cars/[slug]', requestId: 'req-1' },
    })
    expect(event.exception.values[0]).toMatchObject({ type: 'TypeError', value: 'price is not a number' })
    const frames = event.exception.values[0].stacktrace.frames
    // Oldest first, as Sentry wants: the frame of this test file is the last (newest).
    expect(frames.at(-1).filename).toMatch(/sentry\.test\.ts$/)
  })

  it('reports a thrown value that is not an Error', () => {
    const event = JSON.parse(
      sentryEnvelope(parseSentryDsn('https://k@h.example/1')!, { error: 'boom', tags: {} }).split('\n')[2]!,
    )
    expect(event.exception.values[0]).toMatchObject({ type: 'Error', value: 'boom' })
  })
})
