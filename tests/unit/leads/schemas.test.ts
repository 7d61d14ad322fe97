import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ENQUIRY_CATEGORY,
  MESSAGES,
  POSTCODE_MESSAGE,
  REGO_LABEL,
  REQUEST_PHOTOS_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  TEST_DRIVE_DATE_LABEL,
} from '../../../src/leads/constants'
import { leadFormDefaults, leadFormFields } from '../../../src/leads/fields'
import {
  fieldErrorsOf,
  isBookableDateTime,
  leadFormSchema,
  parseAmount,
  parseWholeNumber,
} from '../../../src/leads/schemas'
import type { FormSettings } from '../../../src/leads/settings'
import { contact, newCar, settingsFor, twoDealerships, twoLocations, usedCar } from './fixtures'

function errorsOf(settings: FormSettings, values: Record<string, unknown>) {
  const result = leadFormSchema(settings).safeParse(values)
  return result.success ? [] : fieldErrorsOf(result.error)
}
const messageFor = (settings: FormSettings, values: Record<string, unknown>, field: string) =>
  errorsOf(settings, values).find((e) => e.field === field)?.message

describe('general enquiry schema', () => {
  const settings = settingsFor('general')

  it("has the category select, required, defaulting to 'General Enquiry'", () => {
    const category = leadFormFields(settings).find((f) => f.name === 'category')!
    expect(category.required).toBe(true)
    expect(category.options?.[0]?.value).toBe(DEFAULT_ENQUIRY_CATEGORY)
    expect(leadFormDefaults(settings).category).toBe('General Enquiry')
    expect(messageFor(settings, { ...contact, message: 'Hi', category: '' }, 'category')).toBe('Category is required.')
    expect(messageFor(settings, { ...contact, message: 'Hi', category: 'Bribes' }, 'category')).toBe(
      'Please choose a valid category.',
    )
  })

  it('accepts a complete enquiry and drops unknown keys', () => {
    const result = leadFormSchema(settings).safeParse({
      ...contact,
      category: 'Service',
      message: '  Hi  ',
      evil: '<script>',
    })
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({ message: 'Hi', category: 'Service' })
    expect(result.data).not.toHaveProperty('evil')
  })

  it('names every missing contact field with its label', () => {
    expect(errorsOf(settings, { category: 'Service', message: 'Hi' })).toEqual([
      { field: 'name', message: 'Name is required.' },
      { field: 'email', message: 'Email is required.' },
      { field: 'phone', message: 'Phone is required.' },
    ])
  })

  it('checks email and phone (AU by default, US on en-US sites)', () => {
    expect(messageFor(settings, { ...contact, message: 'x', category: 'Service', email: 'nope@' }, 'email')).toBe(
      MESSAGES.email,
    )
    expect(messageFor(settings, { ...contact, message: 'x', category: 'Service', phone: '555 0100' }, 'phone')).toBe(
      MESSAGES.phone,
    )
    const us = settingsFor('general', { locale: 'en-US' })
    expect(
      messageFor(us, { ...contact, message: 'x', category: 'Service', phone: '(201) 555-0123' }, 'phone'),
    ).toBeUndefined()
  })

  it('requires the message unless the site exempts it (isMessageRequired false)', () => {
    expect(messageFor(settings, { ...contact, category: 'Service', message: ' ' }, 'message')).toBe(
      'Message is required.',
    )
    const exempt = settingsFor('general', { forms: { messageRequired: false } })
    expect(errorsOf(exempt, { ...contact, category: 'Service' })).toEqual([])
  })

  it('limits lengths', () => {
    expect(messageFor(settings, { ...contact, category: 'Service', message: 'x'.repeat(2001) }, 'message')).toBe(
      'Message must be at most 2000 characters.',
    )
    expect(messageFor(settings, { ...contact, category: 'Service', message: 'x', name: 'n'.repeat(81) }, 'name')).toBe(
      'Name must be at most 80 characters.',
    )
    for (const field of leadFormFields(settings))
      if (!['checkbox', 'terms', 'checkboxes'].includes(field.type)) expect(field.maxLength).toBeGreaterThan(0)
  })

  it(`Rego is optional with its help text: '${REGO_LABEL}'`, () => {
    const rego = leadFormFields(settings).find((f) => f.name === 'Rego')!
    expect(rego).toMatchObject({ label: 'Rego - Helps us better assist your enquiry', required: false })
  })

  it('asks the preferred dealership when the site has more than one', () => {
    const many = settingsFor('general', { dealerships: twoDealerships })
    expect(messageFor(many, { ...contact, category: 'Service', message: 'x' }, 'dealership_slug')).toBe(
      'Preferred Dealership is required.',
    )
    expect(
      messageFor(
        many,
        { ...contact, category: 'Service', message: 'x', dealership_slug: 'elsewhere' },
        'dealership_slug',
      ),
    ).toBe('Please choose a valid preferred dealership.')
    expect(leadFormFields(settingsFor('general')).some((f) => f.name === 'dealership_slug')).toBe(false)
  })

  it('asks the location when the site forces it and there is no car', () => {
    const forced = settingsFor('general', { forms: { forceLocationField: true }, locations: twoLocations })
    expect(messageFor(forced, { ...contact, category: 'Service', message: 'x' }, 'location')).toBe(
      'Location is required.',
    )
    expect(
      messageFor(forced, { ...contact, category: 'Service', message: 'x', location: '8' }, 'location'),
    ).toBeUndefined()
  })

  it('hides the opt-in when the site says so', () => {
    expect(leadFormFields(settings).some((f) => f.name === 'opt_in')).toBe(true)
    expect(
      leadFormFields(settingsFor('general', { forms: { hideOptIn: true } })).some((f) => f.name === 'opt_in'),
    ).toBe(false)
  })
})

describe('car enquiry, test drive, make an offer, request photos', () => {
  it('car enquiry: extra services are a checkbox list sent as additional_services', () => {
    const settings = settingsFor('car', { car: usedCar })
    expect(leadFormFields(settings).some((f) => f.name === 'category')).toBe(false)
    const ok = leadFormSchema(settings).safeParse({
      ...contact,
      car_id: '42',
      message: 'x',
      additional_services: ['Finance', 'Insurance'],
    })
    expect(ok.success).toBe(true)
    expect(
      messageFor(
        settings,
        { ...contact, car_id: '42', message: 'x', additional_services: ['Spa day'] },
        'additional_services.0',
      ),
    ).toBe(MESSAGES.options)
  })

  it('location is required for new cars on sites that ask it, not for used ones', () => {
    const forNew = settingsFor('car', { car: newCar, forms: { locationRequiredForNewCars: true } })
    expect(messageFor(forNew, { ...contact, car_id: '43', message: 'x' }, 'location')).toBe('Location is required.')
    // One option: it is chosen for the shopper.
    expect(leadFormDefaults(forNew).location).toBe('7')
    expect(
      leadFormFields(settingsFor('car', { car: usedCar, forms: { locationRequiredForNewCars: true } })).some(
        (f) => f.name === 'location',
      ),
    ).toBe(false)
  })

  it("service booking (issue 39.2): an optional 'Preferred Service Date and Time', a date and time from today on", () => {
    const service = settingsFor('service')
    const date = leadFormFields(service).find((f) => f.name === 'service_date')!
    expect(date).toMatchObject({ label: 'Preferred Service Date and Time', type: 'datetime', required: false })
    const base = { ...contact, postcode: '2000', terms_agreed: true }
    expect(errorsOf(service, base)).toEqual([])
    const next = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    expect(errorsOf(service, { ...base, service_date: `${next}T09:15` })).toEqual([])
    expect(messageFor(service, { ...base, service_date: '2020-01-01T09:00' }, 'service_date')).toBe(
      'Preferred Service Date and Time must be a date and time from today on.',
    )
    // Only the service form asks it.
    expect(leadFormFields(settingsFor('contact')).some((f) => f.name === 'service_date')).toBe(false)
  })

  it(`test drive: optional '${TEST_DRIVE_DATE_LABEL}'; terms where shown: '${TERMS_REQUIRED_MESSAGE}'`, () => {
    const plain = settingsFor('test-drive', { car: usedCar })
    const date = leadFormFields(plain).find((f) => f.name === 'test_drive_date')!
    expect(date).toMatchObject({ label: 'Test Drive Booking Date', type: 'datetime', required: false })
    expect(errorsOf(plain, { ...contact, car_id: '42' })).toEqual([])
    expect(
      messageFor(plain, { ...contact, car_id: '42', test_drive_date: '2020-01-01T09:00' }, 'test_drive_date'),
    ).toBe('Test Drive Booking Date must be a date and time from today on.')

    const withTerms = settingsFor('test-drive', { car: usedCar, forms: { testDriveTerms: true } })
    expect(messageFor(withTerms, { ...contact, car_id: '42' }, 'terms_agreed')).toBe(
      '*You must agree to the terms of use before submitting.',
    )
    expect(messageFor(withTerms, { ...contact, car_id: '42', terms_agreed: false }, 'terms_agreed')).toBe(
      '*You must agree to the terms of use before submitting.',
    )
    expect(errorsOf(withTerms, { ...contact, car_id: '42', terms_agreed: true })).toEqual([])
  })

  it('make an offer: offer_from_client required, currency, placeholder from the car price', () => {
    const settings = settingsFor('make-offer', { car: usedCar })
    const offer = leadFormFields(settings).find((f) => f.name === 'offer_from_client')!
    expect(offer).toMatchObject({ type: 'currency', required: true, placeholder: 'e.g. $38,990' })
    expect(messageFor(settings, { ...contact, car_id: '42' }, 'offer_from_client')).toBe('Your Offer is required.')
    expect(messageFor(settings, { ...contact, car_id: '42', offer_from_client: 'lots' }, 'offer_from_client')).toBe(
      MESSAGES.amount('Your Offer'),
    )
    expect(errorsOf(settings, { ...contact, car_id: '42', offer_from_client: '$36,500.50' })).toEqual([])
  })

  it('request photos: a hidden field with the fixed message and an optional message', () => {
    const settings = settingsFor('request-photos', { car: usedCar })
    expect(leadFormFields(settings).find((f) => f.name === 'photo_request')).toMatchObject({
      type: 'hidden',
      value: REQUEST_PHOTOS_MESSAGE,
    })
    expect(leadFormDefaults(settings).photo_request).toBe(REQUEST_PHOTOS_MESSAGE)
    expect(errorsOf(settings, { ...contact, car_id: '42', photo_request: REQUEST_PHOTOS_MESSAGE })).toEqual([])
  })
})

describe('contact form', () => {
  const settings = settingsFor('contact')

  it('has First Name, last name, postcode, Mobile Number, Email Address, a message and a hidden field', () => {
    expect(leadFormFields(settings).map((f) => [f.name, f.label, f.type])).toEqual([
      ['name', 'First Name', 'text'],
      ['last_name', 'Last Name', 'text'],
      ['postcode', 'Postcode', 'postcode'],
      ['phone', 'Mobile Number', 'phone'],
      ['email', 'Email Address', 'email'],
      ['message', 'Message', 'textarea'],
      ['page_id', 'Page', 'hidden'],
    ])
  })

  it("issue 19: the general contact form ('Send us a message') has a message field, optional on every site", () => {
    for (const forms of [{}, { messageRequired: true }, { messageRequired: false }]) {
      const field = leadFormFields(settingsFor('contact', { forms })).find((f) => f.name === 'message')
      expect(field).toMatchObject({ type: 'textarea', required: false })
    }
    expect(errorsOf(settings, { ...contact, postcode: '2000', message: 'Please call after 5pm.' })).toEqual([])
  })

  it.each(['', '200', '20000', '2 00', '2,000', 'abcd'])(`postcode %j: '${POSTCODE_MESSAGE}'`, (postcode) => {
    expect(messageFor(settings, { ...contact, postcode }, 'postcode')).toBe(
      'Invalid postcode. Please enter a 4-digit number.',
    )
  })

  it('a 4-digit postcode passes; the input is limited to 4 characters', () => {
    expect(errorsOf(settings, { ...contact, postcode: '2000' })).toEqual([])
    expect(leadFormFields(settings).find((f) => f.name === 'postcode')!.maxLength).toBe(4)
    expect(messageFor(settings, { ...contact }, 'postcode')).toBe(POSTCODE_MESSAGE)
  })
})

describe('en-US messages (issue 19.3)', () => {
  const settings = settingsFor('contact', { locale: 'en-US' })

  it('asks for a five-digit ZIP code, in US words', () => {
    expect(leadFormFields(settings).find((f) => f.name === 'postcode')!.maxLength).toBe(5)
    expect(errorsOf(settings, { ...contact, phone: '(608) 555-0142', postcode: '53704' })).toEqual([])
    expect(messageFor(settings, { ...contact, postcode: '2000' }, 'postcode')).toBe(
      'Invalid ZIP code. Please enter a 5-digit number.',
    )
    expect(messageFor(settings, { name: 'Ann', email: 'ann@example.com', postcode: '53704' }, 'phone')).toBe(
      'Cell phone number is required.',
    )
  })

  it('the trade-in asks for a US state and its mileage', () => {
    const fields = leadFormFields(settingsFor('trade-in', { locale: 'en-US' }))
    expect(fields.find((f) => f.name === 'regoState')!.options!.map((o) => o.value)).toContain('WI')
    expect(messageFor(settingsFor('trade-in', { locale: 'en-US' }), {}, 'kms')).toBe('Mileage is required.')
  })
})

describe('finance and book-test-drive', () => {
  it('finance: prefilled from the query; the preferred dealership is a select when there are several', () => {
    const settings = settingsFor('finance', {
      dealerships: twoDealerships,
      query: { preferredDealership: 'metro-essendon', vehiclePriceBudget: '25990', car_type: 'used', car_id: '9' },
    })
    expect(settings.defaults).toMatchObject({
      preferredDealership: 'metro-essendon',
      vehiclePriceBudget: '25990',
      car_type: 'used',
    })
    expect(leadFormFields(settings).find((f) => f.name === 'preferredDealership')).toMatchObject({
      type: 'select',
      required: true,
    })
    expect(messageFor(settings, { ...contact }, 'preferredDealership')).toBe('Preferred Dealership is required.')
    expect(
      messageFor(
        settings,
        { ...contact, preferredDealership: 'metro-essendon', vehiclePriceBudget: 'a lot' },
        'vehiclePriceBudget',
      ),
    ).toBe(MESSAGES.number('Vehicle Price Budget', 0, 10_000_000))
    const single = settingsFor('finance', { query: { preferredDealership: 'elsewhere' } })
    expect(single.defaults.preferredDealership).toBe('harbour-toyota')
    expect(leadFormFields(single).find((f) => f.name === 'preferredDealership')!.type).toBe('hidden')
  })

  it('book a test drive without a car: model, location and date are required', () => {
    const settings = settingsFor('book-test-drive', {
      models: [{ value: 'RAV4', label: 'RAV4' }],
      locations: twoLocations,
    })
    expect(errorsOf(settings, { ...contact }).map((e) => e.field)).toEqual(['model', 'location', 'test_drive_date'])
  })
})

describe('trade-in valuation schema', () => {
  const settings = settingsFor('trade-in', { car: usedCar })

  it('defaults PreferredContactMethod to Phone and finance to No', () => {
    expect(leadFormDefaults(settings)).toMatchObject({ PreferredContactMethod: 'Phone', finance: 'No', car_id: '42' })
  })

  it('needs the car (make, model, year), kms and the adjustment answers', () => {
    const fields = errorsOf(settings, { ...contact, PreferredContactMethod: 'Phone', finance: 'No', car_id: '42' }).map(
      (e) => e.field,
    )
    expect(fields).toEqual([
      'trade_make',
      'trade_model',
      'trade_year',
      'kms',
      'adj_condition',
      'adj_accident',
      'adj_service_history',
      'adj_keys',
    ])
    expect(messageFor(settings, { kms: '-5' }, 'kms')).toBe(MESSAGES.number('Kilometres', 0, 2_000_000))
    expect(messageFor(settings, { PreferredContactMethod: 'Pigeon' }, 'PreferredContactMethod')).toBe(
      'Please choose a valid preferred contact method.',
    )
  })
})

describe('parsers', () => {
  it('reads amounts and whole numbers', () => {
    expect(parseAmount('$25,000')).toBe(25000)
    expect(parseAmount('25000.5')).toBe(25000.5)
    expect(parseAmount('1e5')).toBeNull()
    expect(parseWholeNumber('45,000')).toBe(45000)
    expect(parseWholeNumber('4.5')).toBeNull()
  })

  it('accepts booking dates from today on, valid calendar dates only', () => {
    const now = new Date('2026-06-10T02:00:00Z')
    expect(isBookableDateTime('2026-06-10T09:00', now)).toBe(true)
    expect(isBookableDateTime('2026-06-01T09:00', now)).toBe(false)
    expect(isBookableDateTime('2026-02-30T09:00', now)).toBe(false)
    expect(isBookableDateTime('2026-06-12 09:00', now)).toBe(false)
    expect(isBookableDateTime('2030-06-12T09:00', now)).toBe(false)
  })
})
