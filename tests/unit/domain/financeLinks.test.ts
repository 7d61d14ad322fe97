import { describe, expect, it } from 'vitest'
import { financeButtonUrl, financeEnquiryUrl } from '@/domain/financeLinks'

const car = { id: 42, dealership_slug: 'acme-toyota', price: 25990, car_type: 'used' as const, has_nvic: true }

describe('financeEnquiryUrl (spec §2: Query: preferredDealership, vehiclePriceBudget, car_id, car_type; anchored at #finance-form)', () => {
  it('builds the finance enquiry link for a car', () => {
    expect(financeEnquiryUrl(car)).toBe(
      '/finance?preferredDealership=acme-toyota&vehiclePriceBudget=25990&car_id=42&car_type=used#finance-form',
    )
  })

  it('uses the site path (/finance-enquiry or /apply-for-finance) and leaves out missing values', () => {
    expect(financeEnquiryUrl({ id: 7, dealership_slug: null, price: 0, car_type: 'new' }, '/apply-for-finance')).toBe(
      '/apply-for-finance?car_id=7&car_type=new#finance-form',
    )
    expect(financeEnquiryUrl(null, '/finance-enquiry')).toBe('/finance-enquiry#finance-form')
  })
})

describe('financeButtonUrl (spec §4: gated finance quote link when the car qualifies, else a finance enquiry link)', () => {
  it('a qualifying car with a vehicle-identification code goes to /personalised/finance?car_id={id} when that mode is on', () => {
    expect(financeButtonUrl(car, { eligible: true, personalisedFinance: true })).toBe('/personalised/finance?car_id=42')
  })

  it('otherwise the finance enquiry link', () => {
    const enquiry = financeEnquiryUrl(car)
    expect(financeButtonUrl(car, { eligible: false, personalisedFinance: true })).toBe(enquiry)
    expect(financeButtonUrl(car, { eligible: true, personalisedFinance: false })).toBe(enquiry)
    expect(financeButtonUrl({ ...car, has_nvic: false }, { eligible: true, personalisedFinance: true })).toBe(enquiry)
  })
})
