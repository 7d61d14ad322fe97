import { describe, expect, it } from 'vitest'
import { TERMS_REQUIRED_MESSAGE, TERMS_REQUIRED_MESSAGE_LONG } from '../../../src/leads/constants'
import { leadFormDefaults, leadFormFields } from '../../../src/leads/fields'
import { fieldErrorsOf, leadFormSchema } from '../../../src/leads/schemas'
import type { FormSettings } from '../../../src/leads/settings'
import { contact, settingsFor, twoDealerships, usedCar } from './fixtures'

const errorsOf = (settings: FormSettings, values: Record<string, unknown>) => {
  const result = leadFormSchema(settings).safeParse(values)
  return result.success ? [] : fieldErrorsOf(result.error)
}

/** Issue 19.8: the site's form switches noPreferredDealership, termsField and termsMessage. */
describe('Preferred dealership required when the site has more than one dealership and it is not removed', () => {
  it('two dealerships: shown and required on the general, finance and book-test-drive forms', () => {
    for (const kind of ['general', 'finance', 'book-test-drive'] as const) {
      const settings = settingsFor(kind, { dealerships: twoDealerships })
      expect(settings).toMatchObject({ showPreferredDealership: true, preferredDealershipRequired: true })
    }
    const general = settingsFor('general', { dealerships: twoDealerships })
    expect(errorsOf(general, { ...contact, category: 'General Enquiry', message: 'Hi' })).toEqual([
      { field: 'dealership_slug', message: 'Preferred Dealership is required.' },
    ])
  })

  it('removed by forms.noPreferredDealership: no field and nothing required, on any form', () => {
    const forms = { noPreferredDealership: true }
    for (const kind of ['general', 'finance', 'book-test-drive'] as const) {
      const settings = settingsFor(kind, { dealerships: twoDealerships, forms })
      expect(settings).toMatchObject({ showPreferredDealership: false, preferredDealershipRequired: false })
    }
    const general = settingsFor('general', { dealerships: twoDealerships, forms })
    expect(leadFormFields(general).some((f) => f.name === 'dealership_slug')).toBe(false)
    expect(errorsOf(general, { ...contact, category: 'General Enquiry', message: 'Hi' })).toEqual([])
    // Finance keeps its hidden preferredDealership (a car's own dealership or the query's), never a select.
    const finance = leadFormFields(settingsFor('finance', { dealerships: twoDealerships, forms }))
    expect(finance.find((f) => f.name === 'preferredDealership')?.type).toBe('hidden')
  })

  it('one dealership: no field whatever the switch says', () => {
    expect(settingsFor('general').showPreferredDealership).toBe(false)
  })
})

describe('Where terms are shown (terms_agreed or terms_conditions) they are required', () => {
  const withTerms = (forms: Record<string, unknown> = {}) =>
    settingsFor('test-drive', { car: usedCar, forms: { testDriveTerms: true, ...forms } })

  it("terms_agreed by default, with '*You must agree to the terms of use before submitting.'", () => {
    const settings = withTerms()
    const terms = leadFormFields(settings).filter((f) => f.type === 'terms')
    expect(terms.map((f) => f.name)).toEqual(['terms_agreed'])
    expect(leadFormDefaults(settings).terms_agreed).toBe(false)
    expect(errorsOf(settings, { ...contact, car_id: '42', terms_agreed: false })).toEqual([
      { field: 'terms_agreed', message: '*You must agree to the terms of use before submitting.' },
    ])
    expect(TERMS_REQUIRED_MESSAGE).toBe('*You must agree to the terms of use before submitting.')
  })

  it('terms_conditions on sites whose termsField says so: that name is required, terms_agreed is not asked', () => {
    const settings = withTerms({ termsField: 'terms_conditions' })
    expect(
      leadFormFields(settings)
        .filter((f) => f.type === 'terms')
        .map((f) => f.name),
    ).toEqual(['terms_conditions'])
    expect(errorsOf(settings, { ...contact, car_id: '42', terms_agreed: true })).toEqual([
      { field: 'terms_conditions', message: '*You must agree to the terms of use before submitting.' },
    ])
    expect(errorsOf(settings, { ...contact, car_id: '42', terms_conditions: true })).toEqual([])
  })

  it("termsMessage 'long': 'You must agree to the terms of use before submitting the form.'", () => {
    const settings = withTerms({ termsField: 'terms_conditions', termsMessage: 'long' })
    expect(TERMS_REQUIRED_MESSAGE_LONG).toBe('You must agree to the terms of use before submitting the form.')
    expect(errorsOf(settings, { ...contact, car_id: '42' })).toEqual([
      { field: 'terms_conditions', message: 'You must agree to the terms of use before submitting the form.' },
    ])
  })

  it('the online purchase takes the same name and message', () => {
    const settings = settingsFor('online-purchase', {
      car: usedCar,
      forms: { termsField: 'terms_conditions', termsMessage: 'long' },
    })
    const terms = leadFormFields(settings).find((f) => f.type === 'terms')!
    expect(terms).toMatchObject({ name: 'terms_conditions', requiredMessage: TERMS_REQUIRED_MESSAGE_LONG })
  })

  it('no terms where the site shows none', () => {
    expect(leadFormFields(settingsFor('test-drive', { car: usedCar })).some((f) => f.type === 'terms')).toBe(false)
  })
})

describe("The valuation can be saved to /api/miscellaneous with column_name 'valuation' on sites that turn that mode on", () => {
  it('the trade-in form saves it only where forms.saveValuation is on (no Sites field yet: off everywhere)', () => {
    expect(settingsFor('trade-in').saveValuation).toBe(false)
    expect(settingsFor('trade-in', { forms: { saveValuation: true } }).saveValuation).toBe(true)
    expect(settingsFor('general', { forms: { saveValuation: true } }).saveValuation).toBe(false)
  })
})
