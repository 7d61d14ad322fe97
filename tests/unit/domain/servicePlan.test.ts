import { describe, expect, it } from 'vitest'
import { DEFAULT_SERVICE_PLAN, servicePlanFor, type ServicePlan } from '@/domain/servicePlan'

const plan = (amount: number): ServicePlan => ({ ...DEFAULT_SERVICE_PLAN, amount })
const plans = [
  { model: 'Prado', plan: plan(390) },
  { model: 'LandCruiser 70', plan: plan(525) },
  { model: 'Corolla', plan: plan(245) },
  { model: 'Corolla Cross', plan: plan(250) },
  { model: '', plan: plan(1) },
]

describe('servicePlanFor (content spec: Default: $250 for 5 services over 5 years or 75,000 km, at 12 months or 15,000 km intervals)', () => {
  it('the default plan is $250, 5 services, 5 years, 75,000 km, 12 months or 15,000 km', () => {
    expect(DEFAULT_SERVICE_PLAN).toEqual({ amount: 250, years: 5, services: 5, interval: 12, range: 75000, intervalKm: 15000 })
    expect(servicePlanFor('Mirai', plans)).toBe(DEFAULT_SERVICE_PLAN)
  })

  it('per-model prices, longest model name wins', () => {
    expect(servicePlanFor('LandCruiser Prado', plans).amount).toBe(390)
    expect(servicePlanFor('Corolla Cross Hybrid', plans).amount).toBe(250)
    expect(servicePlanFor('Corolla Hatch', plans).amount).toBe(245)
    expect(servicePlanFor('LandCruiser 70 Series', plans).amount).toBe(525)
  })
})
