import { describe, expect, it } from 'vitest'
import { formName, leadAnswers, notificationSubject, plainDateTime, plainName } from '../../../src/leads/answers'
import { leadNotificationAddressesError, notificationAddresses } from '../../../src/leads/delivery/notification'
import { deliveryChannels } from '../../../src/leads/delivery/deliver'
import { leadFormFields } from '../../../src/leads/fields'
import type { LeadFormValues } from '../../../src/leads/schemas'
import { formData } from '../../../src/leads/server/composeLead'
import type { FormSettings } from '../../../src/leads/settings'
import { contact, settingsFor, twoLocations, usedCar } from './fixtures'

/** The form data exactly as intake stores it (composeLead's formData) for these values. */
const stored = (settings: FormSettings, values: LeadFormValues) =>
  formData(settings, leadFormFields(settings), values, settings.car)

const rows = (answers: { label: string; value: string }[]) => answers.map((a) => `${a.label}: ${a.value}`)

describe('issue 20.5: "every answer as a labelled field", under the labels of the shopper\'s form', () => {
  it('a trade-in lead shows finance, preferred contact, the car traded and the condition answers in plain words', () => {
    const settings = settingsFor('trade-in', { car: usedCar, locations: twoLocations })
    const data = stored(settings, {
      ...contact,
      rego: 'ABC123',
      regoState: 'NSW',
      trade_make: 'Mazda',
      trade_model: 'CX-5',
      trade_year: '2018',
      kms: '82000',
      adj_condition: 'Good',
      adj_accident: 'No',
      adj_service_history: 'Yes',
      adj_keys: 'No',
      location_id: '8',
      PreferredContactMethod: 'SMS',
      finance: 'Yes',
    })
    const answers = leadAnswers('trade-in', data, { locations: { '8': 'Harbour Toyota City' } })
    expect(rows(answers)).toEqual([
      'Rego: ABC123',
      'State: NSW',
      'Make: Mazda',
      'Model: CX-5',
      'Year: 2018',
      'Kilometres: 82000',
      'Overall condition: Good',
      'Has it been in an accident?: No',
      'Full service history?: Yes',
      'Two keys?: No',
      'Location: Harbour Toyota City',
      'Preferred contact method: SMS',
      'Are you interested in finance?: Yes',
      'Name: Jamie Citizen',
      'Email: jamie@example.com',
      'Phone: +61412345678',
    ])
    // The car's own details (id, make, stock number) are shown with the car, not as answers.
    expect(answers.map((a) => a.name)).not.toContain('car_id')
    expect(answers.map((a) => a.name)).not.toContain('Vehicle Make')
  })

  it("a test drive shows the booking time as a day and time, and the comments under the form's label", () => {
    const settings = settingsFor('test-drive', { car: usedCar, forms: { testDriveTerms: true } })
    const data = stored(settings, {
      ...contact,
      test_drive_date: '2026-11-28T10:30',
      message: 'After lunch please',
      terms_agreed: true,
    })
    expect(rows(leadAnswers('test-drive', data))).toEqual([
      'Test Drive Booking Date: Saturday 28 November 2026, 10:30',
      'Comments: After lunch please',
      'Name: Jamie Citizen',
      'Email: jamie@example.com',
      'Phone: +61412345678',
      'Agreed to the terms of use: Yes',
    ])
  })

  it('a car enquiry lists the extra services chosen and the opt-in as Yes, not as codes', () => {
    const settings = settingsFor('car', { car: usedCar })
    const data = stored(settings, {
      ...contact,
      message: 'Is it still available?',
      additional_services: ['Finance', 'Trade-In Valuation'],
      opt_in: true,
    })
    const answers = rows(leadAnswers('car', data))
    expect(answers).toContain('I am also interested in: Finance, Trade-In Valuation')
    expect(answers).toContain('Keep me up to date with news and offers: Yes')
    expect(answers).toContain('Message: Is it still available?')
    expect(answers.join('\n')).not.toMatch(/opt_in_finance|opt_in_trade/)
  })

  it('amounts in dollars, option values by their labels, the preferred dealership by its name', () => {
    const quote = stored(settingsFor('finance-quote', { car: usedCar }), {
      ...contact,
      deposit: '$3,000',
      term_years: '5',
      balloon: '0',
    })
    expect(rows(leadAnswers('finance-quote', quote))).toEqual(
      expect.arrayContaining(['Deposit: $3,000', 'Loan term: 5 years', 'Balloon payment: $0']),
    )
    expect(
      rows(
        leadAnswers(
          'finance',
          { preferredDealership: 'harbour-city', 'do-you-have-a-trade-in': 'Yes', vehiclePriceBudget: 30000 },
          { dealerships: { 'harbour-city': 'Harbour Toyota City' } },
        ),
      ),
    ).toEqual([
      'Preferred Dealership: Harbour Toyota City',
      'Vehicle Price Budget: 30000',
      'Do you have a trade-in?: Yes',
    ])
  })

  it('data no form field names keeps a plain name; empty answers and non-objects give nothing', () => {
    expect(rows(leadAnswers('trade-in', { valuation_estimate: true, valuation_provider: 'local' }))).toEqual([
      'Valuation is an estimate: Yes',
      'Valued by: local',
    ])
    expect(rows(leadAnswers('old-form', { preferredTime: 'Morning', message: '' }))).toEqual([
      'Preferred time: Morning',
    ])
    expect(leadAnswers('car', null)).toEqual([])
    expect(leadAnswers('car', ['x'])).toEqual([])
  })

  it("the terms box stored as terms_conditions (the site's name for it) still reads as agreed", () => {
    expect(rows(leadAnswers('test-drive', { terms_conditions: true }))).toEqual(['Agreed to the terms of use: Yes'])
  })
})

describe('plain words', () => {
  it('names, dates and form names', () => {
    expect(plainName('vehiclePriceBudget')).toBe('Vehicle price budget')
    expect(plainName('trade_make')).toBe('Trade make')
    expect(plainDateTime('2026-01-05')).toBe('Monday 5 January 2026')
    expect(plainDateTime('soon')).toBe('soon')
    expect(formName('make-offer')).toBe('Make an offer')
    expect(formName(null)).toBe('Enquiry')
  })

  it('the notification subject names the form and the car', () => {
    expect(notificationSubject('test-drive', '2022 Toyota RAV4 GX')).toBe('New lead: Test drive – 2022 Toyota RAV4 GX')
    expect(notificationSubject('contact', null)).toBe('New lead: Contact us')
  })
})

describe('lead notifications: addresses and channels', () => {
  it('an address that is not one is refused, naming the field and the address', () => {
    expect(leadNotificationAddressesError(['sales@dealer.example', 'not an address'])).toBe(
      'E-mail addresses to notify: "not an address" is not an e-mail address (like sales@dealer.com.au).',
    )
    expect(leadNotificationAddressesError(['a@b.example', 'c@d.example'])).toBeNull()
    expect(leadNotificationAddressesError(null)).toBeNull()
  })

  it('mail relay: the recipients of a site are bounded (at most 10 addresses, every address still checked)', () => {
    const addresses = (n: number) => Array.from({ length: n }, (_, i) => `staff${i}@dealer.example`)
    expect(leadNotificationAddressesError(addresses(10))).toBeNull()
    expect(leadNotificationAddressesError(addresses(11))).toBe(
      'E-mail addresses to notify: at most 10 addresses (11 given).',
    )
    expect(leadNotificationAddressesError(addresses(200))).toBe(
      'E-mail addresses to notify: at most 10 addresses (200 given).',
    )
    expect(leadNotificationAddressesError([...addresses(9), 'not an address'])).toMatch(/is not an e-mail address/)
  })

  it('no addresses when switched off; on by default', () => {
    const forms = { leadNotifications: { emails: ['sales@dealer.example'] } }
    expect(notificationAddresses({ forms })).toEqual(['sales@dealer.example'])
    expect(
      notificationAddresses({ forms: { leadNotifications: { ...forms.leadNotifications, enabled: false } } }),
    ).toEqual([])
  })

  it('a new lead goes to all three channels; a resend or follow-up to the CRM only; a "Send again" to its one', () => {
    expect(deliveryChannels({ event: 'created' })).toEqual(['webhook', 'email', 'notification'])
    expect(deliveryChannels({ event: 'resend' })).toEqual(['webhook', 'email'])
    expect(deliveryChannels({ event: 'offer-accepted' })).toEqual(['webhook', 'email'])
    expect(deliveryChannels({ event: 'resend', channels: ['notification'] })).toEqual(['notification'])
    expect(deliveryChannels({ event: 'resend', channels: ['bogus'] })).toEqual(['webhook', 'email'])
  })
})
