import { describe, expect, it } from 'vitest'
import { metricsAllowed } from '../../../src/observability/metricsAccess'

describe('GET /api/metrics "optionally guarded by METRICS_TOKEN (Bearer) when set"', () => {
  it('is open without METRICS_TOKEN (the platform host is the guard)', () => {
    expect(metricsAllowed(null, undefined)).toBe(true)
    expect(metricsAllowed(null, '  ')).toBe(true)
  })

  it('wants exactly `Bearer <token>` when it is set', () => {
    expect(metricsAllowed('Bearer s3cret-token', 's3cret-token')).toBe(true)
    expect(metricsAllowed('bearer s3cret-token', 's3cret-token')).toBe(true)
    expect(metricsAllowed(null, 's3cret-token')).toBe(false)
    expect(metricsAllowed('Bearer s3cret-tokeN', 's3cret-token')).toBe(false)
    expect(metricsAllowed('Bearer s3cret', 's3cret-token')).toBe(false)
    expect(metricsAllowed('Basic s3cret-token', 's3cret-token')).toBe(false)
    expect(metricsAllowed('s3cret-token', 's3cret-token')).toBe(false)
  })
})
