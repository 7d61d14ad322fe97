import { describe, expect, it } from 'vitest'
import { leadEvent } from '../../../src/leads/events'
import { leadFormFields } from '../../../src/leads/fields'
import { composeLead } from '../../../src/leads/server/composeLead'
import { storedLeadBody, valuationIsEstimate } from '../../../src/leads/server/submitSteps'
import type { Valuation } from '../../../src/leads/tradeIn/valuation'
import { localValuation } from '../../../src/leads/tradeIn/localValuation'
import { ESTIMATE_HEADING, ESTIMATE_NOTE } from '../../../src/components/forms/TradeInForm'
import { contact, settingsFor, usedCar } from './fixtures'

const now = new Date('2026-03-01T00:00:00.000Z')
const values = {
  ...contact,
  car_id: '42',
  trade_make: 'Mazda',
  trade_model: 'CX-5',
  trade_year: '2022',
  kms: '30,000',
  PreferredContactMethod: 'Phone',
  finance: 'No',
  adj_condition: 'Good',
}

const compose = (valuation: Valuation) => {
  const settings = settingsFor('trade-in', { car: usedCar })
  return composeLead({
    settings,
    fields: leadFormFields(settings),
    values,
    envelope: { form: 'trade-in' },
    dealershipIdBySlug: new Map([['harbour-toyota', 3]]),
    dealershipIdByLocation: new Map(),
    carDealershipId: 3,
    carVin: null,
    userAgent: null,
    now,
    valuation,
  })
}

/** Issue 19.11: the valuation provider's `estimate` flag goes through the answer, the form and the stored lead. */
describe('The trade-in figure is called an estimate when the valuation provider estimates', () => {
  it("the local provider answers { offer_price, estimate: true, provider: 'local' }", async () => {
    const valuation = await localValuation.value(
      { year: 2022, make: 'Mazda', model: 'CX-5', kms: 30_000, adjustmentAnswers: { condition: 'Good' } },
      now,
    )
    expect(valuation).toMatchObject({ offer_price: expect.any(Number), estimate: true, provider: 'local' })
  })

  it('the lead stores that the figure was an estimate, and whose (lead.fields)', () => {
    const lead = compose({ offer_price: 21000, estimate: true, provider: 'local' })
    expect(lead.tradeIn?.offerPrice).toBe(21000)
    expect(lead.fields).toMatchObject({ valuation_estimate: true, valuation_provider: 'local' })
    expect(valuationIsEstimate(lead)).toBe(true)

    const valued = compose({ offer_price: 22000, estimate: false, provider: 'redbook' })
    expect(valued.fields).toMatchObject({ valuation_estimate: false, valuation_provider: 'redbook' })
    expect(valuationIsEstimate(valued)).toBe(false)

    const none = compose({ offer_price: null, reason: 'no-online-estimate' })
    expect(none.fields).not.toHaveProperty('valuation_estimate')
    expect(valuationIsEstimate(none)).toBe(false)
  })

  it('the answer carries valuation.estimate', () => {
    const secret = process.env.PAYLOAD_SECRET
    process.env.PAYLOAD_SECRET = 'unit-test-secret'
    try {
      const lead = compose({ offer_price: 21000, estimate: true, provider: 'local' })
      expect(storedLeadBody('trade-in', 9, lead, leadEvent('trade-in', null)).valuation).toEqual({
        id: null,
        offer_price: 21000,
        price: 38990,
        reducedPrice: 17990,
        estimate: true,
      })
    } finally {
      process.env.PAYLOAD_SECRET = secret
    }
  })

  it("the form's wording", () => {
    expect(ESTIMATE_HEADING).toBe('Your estimated trade-in value')
    expect(ESTIMATE_NOTE).toBe('This is an estimate: the final offer follows an inspection of your car.')
  })
})
