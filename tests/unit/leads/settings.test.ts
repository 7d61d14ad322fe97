import { describe, expect, it } from 'vitest'
import { FIND_SIMILAR_MESSAGE } from '../../../src/domain/carButtons'
import { formOffered } from '../../../src/leads/settings'
import { settingsFor, twoDealerships, twoLocations, usedCar } from './fixtures'

describe('form settings from the site switches (spec §5)', () => {
  it('message required by default, exempted by messageRequired false; only on enquiry forms', () => {
    expect(settingsFor('general').messageRequired).toBe(true)
    expect(settingsFor('car', { car: usedCar }).messageRequired).toBe(true)
    expect(settingsFor('car', { car: usedCar, forms: { messageRequired: false } }).messageRequired).toBe(false)
    expect(settingsFor('test-drive', { car: usedCar }).messageRequired).toBe(false)
    expect(settingsFor('finance').messageRequired).toBe(false)
  })

  it('location: forced without a car, for new cars where the site says so, never on the contact form', () => {
    expect(settingsFor('general', { forms: { forceLocationField: true } }).locationRequired).toBe(true)
    expect(settingsFor('car', { car: usedCar, forms: { forceLocationField: true } }).locationRequired).toBe(false)
    expect(settingsFor('contact', { forms: { forceLocationField: true } }).showLocation).toBe(false)
    expect(settingsFor('general', { forms: { forceLocationField: true }, locations: [] }).locationRequired).toBe(false)
  })

  it('auto-selects the only location', () => {
    expect(settingsFor('book-test-drive').defaults.location).toBe('7')
    expect(settingsFor('book-test-drive', { locations: twoLocations }).defaults.location).toBeUndefined()
    expect(settingsFor('trade-in').defaults.location_id).toBe('7')
  })

  it('preferred dealership only when the site has more than one and there is no car', () => {
    expect(settingsFor('general', { dealerships: twoDealerships })).toMatchObject({
      showPreferredDealership: true,
      preferredDealershipRequired: true,
    })
    expect(settingsFor('general').showPreferredDealership).toBe(false)
    expect(settingsFor('car', { car: usedCar, dealerships: twoDealerships }).showPreferredDealership).toBe(false)
  })

  it('terms only on test-drive forms of sites that show them', () => {
    expect(settingsFor('test-drive', { car: usedCar, forms: { testDriveTerms: true } }).termsRequired).toBe(true)
    expect(settingsFor('book-test-drive', { forms: { testDriveTerms: true } }).termsRequired).toBe(true)
    expect(settingsFor('general', { forms: { testDriveTerms: true } }).termsRequired).toBe(false)
  })

  it("a sold car's enquiry starts with 'Can you please find me something similar?'", () => {
    expect(settingsFor('car', { car: { ...usedCar, status: 'sold' } }).defaults.message).toBe(FIND_SIMILAR_MESSAGE)
    expect(settingsFor('car', { car: usedCar }).defaults.message).toBeUndefined()
  })

  it('finance takes the car: car_id, car_type, its dealership and price', () => {
    expect(settingsFor('finance', { car: usedCar }).defaults).toMatchObject({
      car_id: '42',
      car_type: 'used',
      preferredDealership: 'harbour-toyota',
      vehiclePriceBudget: '38990',
    })
    expect(
      settingsFor('finance', { query: { vehiclePriceBudget: 'DROP TABLE' } }).defaults.vehiclePriceBudget,
    ).toBeUndefined()
  })

  it('forms a site can switch off', () => {
    expect(formOffered('make-offer', { forms: { makeAnOffer: false } })).toBe(false)
    expect(formOffered('make-offer', { forms: { makeAnOffer: true } })).toBe(true)
    expect(formOffered('finance', { finance: { enabled: false } })).toBe(false)
    expect(formOffered('finance', {})).toBe(true)
    expect(formOffered('contact', {})).toBe(true)
  })

  it('phone country follows the locale', () => {
    expect(settingsFor('general', { locale: 'en-NZ' }).phoneCountry).toBe('NZ')
    expect(settingsFor('general', { locale: 'en-US' }).phoneCountry).toBe('US')
  })
})
