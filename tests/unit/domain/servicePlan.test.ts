import { describe, expect, it } from 'vitest'
import { DEFAULT_SERVICE_PLAN } from '@/domain/servicePlan'

describe('DEFAULT_SERVICE_PLAN (content spec: Default: $250 for 5 services over 5 years or 75,000 km, at 12 months or 15,000 km intervals)', () => {
  it('the default plan is $250, 5 services, 5 years, 75,000 km, 12 months or 15,000 km', () => {
    expect(DEFAULT_SERVICE_PLAN).toEqual({
      amount: 250,
      years: 5,
      services: 5,
      interval: 12,
      range: 75000,
      intervalKm: 15000,
    })
  })
})
