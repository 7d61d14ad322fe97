import { describe, expect, it } from 'vitest'
import {
  OFFER_PRESENTED_SUBCATEGORY,
  REQUEST_PHOTOS_MESSAGE,
  VALUATION_REQUESTED_SUBCATEGORY,
} from '../../../src/leads/constants'
import { leadFormFields } from '../../../src/leads/fields'
import type { LeadFormValues } from '../../../src/leads/schemas'
import { composeLead } from '../../../src/leads/server/composeLead'
import type { FormSettings } from '../../../src/leads/settings'
import { contact, settingsFor, twoDealerships, usedCar } from './fixtures'

const now = new Date('2026-03-01T00:00:00.000Z')

function compose(
  settings: FormSettings,
  values: LeadFormValues,
  extra: Partial<Parameters<typeof composeLead>[0]> = {},
) {
  return composeLead({
    settings,
    fields: leadFormFields(settings),
    values,
    envelope: {
      form: settings.kind,
      url: 'https://harbour.example/enquire',
      lead_attributes: { visited_pages: ['/'], linked_query_params: { utm_source: 'x' } },
    },
    dealershipIdBySlug: new Map([['harbour-toyota', 3]]),
    dealershipIdByLocation: new Map([[7, 3]]),
    carDealershipId: null,
    carVin: null,
    userAgent: 'UA',
    now,
    ...extra,
  })
}

describe('composeLead', () => {
  it('stores contact (phone in E.164), category, source, consent with time and the page trail', () => {
    const lead = compose(settingsFor('general'), { ...contact, category: 'Service', message: 'Hi', opt_in: true })
    expect(lead).toMatchObject({
      form: 'general',
      category: 'Service',
      subcategory: null,
      source: 'Website',
      name: 'Jamie Citizen',
      phone: '+61412345678',
      dealership: 3,
      url: 'https://harbour.example/enquire',
      userAgent: 'UA',
      eventId: 22,
      consent: { optIn: true, optInAt: now.toISOString(), termsAgreed: false, termsAgreedAt: null },
      leadAttributes: { visitedPages: ['/'], linkedQueryParams: { utm_source: 'x' } },
    })
  })

  it("takes the dealership from the car, the shopper's choice, the location, or the only one", () => {
    const many = settingsFor('general', { dealerships: twoDealerships })
    const map = new Map([
      ['metro-dandenong', 11],
      ['metro-essendon', 12],
    ])
    expect(
      compose(
        many,
        { ...contact, category: 'Service', message: 'x', dealership_slug: 'metro-essendon' },
        { dealershipIdBySlug: map },
      ).dealership,
    ).toBe(12)
    expect(
      compose(settingsFor('car', { car: usedCar }), { ...contact, message: 'x', car_id: '42' }, { carDealershipId: 5 })
        .dealership,
    ).toBe(5)
  })

  it('snapshots the car and derives the spec fields from it', () => {
    const lead = compose(
      settingsFor('car', { car: usedCar }),
      { ...contact, message: 'x', car_id: '42', additional_services: ['Trade-In Valuation'] },
      { carVin: 'VIN1' },
    )
    expect(lead.vehicle).toMatchObject({
      name: '2021 Toyota RAV4 GX',
      stocknum: 'S123',
      vin: 'VIN1',
      carType: 'used',
      price: 38990,
    })
    expect(lead.fields).toMatchObject({
      car_id: 42,
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'RAV4',
      stock_number: 'S123',
      car_type: 'used',
      vehicle_status: 'in_stock',
      opt_in_trade: true,
    })
    expect(lead.consent?.optInTrade).toBe(true)
  })

  it('request photos: the fixed message comes first', () => {
    const lead = compose(settingsFor('request-photos', { car: usedCar }), {
      ...contact,
      car_id: '42',
      photo_request: REQUEST_PHOTOS_MESSAGE,
      message: 'Interior please',
    })
    expect(lead.message).toBe(`${REQUEST_PHOTOS_MESSAGE}\n\nInterior please`)
  })

  it('trade-in: reducedPrice = price − offer_price, subcategory by outcome', () => {
    const values = {
      ...contact,
      car_id: '42',
      trade_make: 'Mazda',
      trade_model: 'CX-5',
      trade_year: '2020',
      kms: '50,000',
      PreferredContactMethod: 'Phone',
      finance: 'Yes',
      rego: 'abc123',
      adj_condition: 'Good',
    }
    const withOffer = compose(settingsFor('trade-in', { car: usedCar }), values, {
      valuation: { offer_price: 20000, estimate: true, provider: 'local' },
    })
    expect(withOffer.subcategory).toBe(OFFER_PRESENTED_SUBCATEGORY)
    expect(withOffer.tradeIn).toMatchObject({
      rego: 'ABC123',
      kms: 50000,
      year: 2020,
      offerPrice: 20000,
      carPrice: 38990,
      reducedPrice: 18990,
      adjustmentAnswers: { condition: 'Good' },
    })
    expect(withOffer.consent).toMatchObject({ optInFinance: true, optInTrade: true })
    const without = compose(settingsFor('trade-in'), values, {
      valuation: { offer_price: null, reason: 'no-online-estimate' },
    })
    expect(without.subcategory).toBe(VALUATION_REQUESTED_SUBCATEGORY)
    expect(without.tradeIn).toMatchObject({ offerPrice: null, reducedPrice: null })
  })
})
