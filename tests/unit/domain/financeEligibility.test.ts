import { describe, expect, it } from 'vitest'
import {
  FINANCE_PROVIDERS,
  financeOffered,
  isFinanceEligible,
  isFinanceProviderKey,
  type FinanceProviderKey,
} from '@/domain/financeEligibility'
import type { Car, FinanceLender } from '@/domain/types'

const now = new Date('2025-06-01T00:00:00Z')
const lender: FinanceLender = { interestRate: 8.5, comparisonRate: 9.1, paymentWeek: 120, paymentMonth: 520 }
const carFor = (
  provider: FinanceProviderKey,
  overrides: Partial<Car> = {},
  lenderOverrides: Partial<FinanceLender> = {},
): Car => ({
  status: 'in_stock',
  year: 2020,
  price: 25000,
  make: 'Toyota',
  finance_lenders: { [provider]: { ...lender, ...lenderOverrides } },
  ...overrides,
})
const eligible = (
  provider: FinanceProviderKey,
  overrides: Partial<Car> = {},
  lenderOverrides: Partial<FinanceLender> = {},
) => isFinanceEligible(carFor(provider, overrides, lenderOverrides), { provider, now })

const byRule = (rule: string) =>
  (Object.keys(FINANCE_PROVIDERS) as FinanceProviderKey[]).filter((k) => FINANCE_PROVIDERS[k] === rule)

describe('finance providers (spec §5: one, three, two and one providers)', () => {
  it('config has one year-window provider, three weekly, two availability-only and one monthly', () => {
    expect(byRule('recent-year-and-comparison-rate')).toHaveLength(1)
    expect(byRule('weekly-payment')).toHaveLength(3)
    expect(byRule('available-only')).toHaveLength(2)
    expect(byRule('monthly-payment')).toHaveLength(1)
    expect(isFinanceProviderKey('provider_a')).toBe(true)
    expect(isFinanceProviderKey('toString')).toBe(false)
  })
})

describe('isFinanceEligible (spec §5 Finance eligibility)', () => {
  const all = Object.keys(FINANCE_PROVIDERS) as FinanceProviderKey[]

  it('always requires lender data with non-null interest and comparison rates', () => {
    for (const provider of all) {
      expect(eligible(provider)).toBe(true)
      expect(eligible(provider, {}, { interestRate: null })).toBe(false)
      expect(eligible(provider, {}, { comparisonRate: null })).toBe(false)
      expect(isFinanceEligible({ ...carFor(provider), finance_lenders: {} }, { provider, now })).toBe(false)
    }
  })

  it('lender data of another provider does not count', () => {
    expect(isFinanceEligible(carFor('provider_b'), { provider: 'provider_e', now })).toBe(false)
  })

  it('is disabled for one particular make and for some site modes and dealership groups', () => {
    expect(isFinanceEligible(carFor('provider_e'), { provider: 'provider_e', now, disabledMakes: ['toyota'] })).toBe(
      false,
    )
    expect(isFinanceEligible(carFor('provider_e'), { provider: 'provider_e', now, disabledMakes: ['Mazda'] })).toBe(
      true,
    )
    expect(isFinanceEligible(carFor('provider_e'), { provider: 'provider_e', now, financeDisabled: true })).toBe(false)
  })

  it('one provider needs year within the last 12 years, price above 500, available car and comparison rate', () => {
    const [provider] = byRule('recent-year-and-comparison-rate') as [FinanceProviderKey]
    expect(eligible(provider, { year: 2013 })).toBe(true)
    expect(eligible(provider, { year: 2012 })).toBe(false)
    expect(eligible(provider, { price: 501 })).toBe(true)
    expect(eligible(provider, { price: 500 })).toBe(false)
    expect(eligible(provider, { status: 'sold' })).toBe(false)
    expect(eligible(provider, {}, { comparisonRate: 0 })).toBe(false)
    expect(eligible(provider, {}, { paymentWeek: null, paymentMonth: null })).toBe(true)
  })

  it('three providers need price above 500, available car and a weekly payment', () => {
    for (const provider of byRule('weekly-payment')) {
      expect(eligible(provider, { price: 501, year: 1990 })).toBe(true)
      expect(eligible(provider, { price: 500 })).toBe(false)
      expect(eligible(provider, { status: 'sold' })).toBe(false)
      expect(eligible(provider, {}, { paymentWeek: null })).toBe(false)
      expect(eligible(provider, {}, { paymentWeek: 0 })).toBe(false)
    }
  })

  it('two providers need only an available car', () => {
    for (const provider of byRule('available-only')) {
      expect(eligible(provider, { price: 0, year: 1980 }, { paymentWeek: null, paymentMonth: null })).toBe(true)
      expect(eligible(provider, { status: 'coming_soon' })).toBe(true)
      expect(eligible(provider, { status: 'sold' })).toBe(false)
    }
  })

  it('one provider needs price above 500, availability and a monthly payment', () => {
    const [provider] = byRule('monthly-payment') as [FinanceProviderKey]
    expect(eligible(provider, { price: 501 }, { paymentWeek: null })).toBe(true)
    expect(eligible(provider, { price: 500 })).toBe(false)
    expect(eligible(provider, { status: 'sold' })).toBe(false)
    expect(eligible(provider, {}, { paymentMonth: null })).toBe(false)
  })

  it('the year window counts from the current year in the dealer time zone', () => {
    const newYearPerth = new Date('2025-12-31T17:00:00Z')
    const [provider] = byRule('recent-year-and-comparison-rate') as [FinanceProviderKey]
    expect(
      isFinanceEligible(carFor(provider, { year: 2013 }), { provider, now: newYearPerth, timeZone: 'Australia/Perth' }),
    ).toBe(false)
    expect(isFinanceEligible(carFor(provider, { year: 2013 }), { provider, now: newYearPerth, timeZone: 'UTC' })).toBe(
      true,
    )
  })
})

describe('financeOffered (spec §5: "is disabled for one particular make and for some site modes and dealership groups")', () => {
  const available = carFor('provider_e', { make: 'Mazda' })
  it('disabled for one particular make, whatever its case or spacing', () => {
    expect(financeOffered({ make: 'Toyota' }, { disabledMakes: [' toyota '] })).toBe(false)
    expect(financeOffered({ make: 'Mazda' }, { disabledMakes: ['Toyota'] })).toBe(true)
    expect(
      isFinanceEligible({ ...available, make: 'Toyota' }, { provider: 'provider_e', now, disabledMakes: ['TOYOTA'] }),
    ).toBe(false)
  })

  it('disabled for some site modes and dealership groups', () => {
    expect(financeOffered({ make: 'Mazda' }, { financeDisabled: true })).toBe(false)
    expect(isFinanceEligible(available, { provider: 'provider_e', now, financeDisabled: true })).toBe(false)
    expect(isFinanceEligible(available, { provider: 'provider_e', now })).toBe(true)
  })
})
