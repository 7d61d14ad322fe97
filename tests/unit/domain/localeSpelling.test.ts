import { describe, expect, it } from 'vitest'
import {
  distanceInLocaleUnit,
  distanceUnit,
  formatDistance,
  localeSpelling,
  localeWords,
} from '@/domain/localeSpelling'

describe('localeSpelling (spec: The US uses American spellings)', () => {
  it('colour to color, personalised to personalized, enquiry to inquiry, enquire to inquire', () => {
    expect(localeSpelling('colour', 'en-US')).toBe('color')
    expect(localeSpelling('personalised', 'en-US')).toBe('personalized')
    expect(localeSpelling('enquiry', 'en-US')).toBe('inquiry')
    expect(localeSpelling('enquire', 'en-US')).toBe('inquire')
  })

  it('keeps the case of the original', () => {
    expect(localeSpelling('Colour: Red. COLOUR CODE', 'en-US')).toBe('Color: Red. COLOR CODE')
    expect(localeSpelling('Enquire Now about our Personalised finance', 'en-US')).toBe(
      'Inquire Now about our Personalized finance',
    )
    expect(localeSpelling('ENQUIRY', 'en-US')).toBe('INQUIRY')
  })

  it('covers word forms (enquiries, colours, enquired)', () => {
    expect(localeSpelling('Your enquiries about colours were enquired', 'en-US')).toBe(
      'Your inquiries about colors were inquired',
    )
  })

  it('en-AU and en-NZ keep the text', () => {
    expect(localeSpelling('Enquire about the colour', 'en-AU')).toBe('Enquire about the colour')
    expect(localeSpelling('Enquire about the colour', 'en-NZ')).toBe('Enquire about the colour')
    expect(localeSpelling('Enquire about the colour')).toBe('Enquire about the colour')
  })
})

describe('distance unit (spec: The US uses miles; distance unit is kilometre otherwise)', () => {
  it('miles for en-US, km otherwise', () => {
    expect(distanceUnit('en-US')).toBe('mi')
    expect(distanceUnit('en-AU')).toBe('km')
    expect(distanceUnit('en-NZ')).toBe('km')
  })

  it('converts kilometres to miles for en-US', () => {
    expect(distanceInLocaleUnit(100, 'en-US')).toEqual({ value: 62, unit: 'mi' })
    expect(distanceInLocaleUnit(100, 'en-AU')).toEqual({ value: 100, unit: 'km' })
    expect(formatDistance(12345, 'en-AU')).toBe('12,345 km')
    expect(formatDistance(16093.44, 'en-US')).toBe('10,000 mi')
  })
})

describe('localeSpelling: the US words (issue 19.3, spec content §9)', () => {
  it('centre, favourite, organise, licence', () => {
    expect(localeSpelling('Service Centre, favourites, organised, Driver licence', 'en-US')).toBe(
      'Service Center, favorites, organized, Driver license',
    )
  })

  it('kilometres and kms are mileage as a label, miles after a number; km is mi', () => {
    expect(localeSpelling('Kilometres', 'en-US')).toBe('Mileage')
    expect(localeSpelling('Trade-in kilometres', 'en-US')).toBe('Trade-in mileage')
    expect(localeSpelling('Lowest Kms', 'en-US')).toBe('Lowest Mileage')
    expect(localeSpelling('over 150,000 kms or 75,000 kilometres', 'en-US')).toBe('over 150,000 miles or 75,000 miles')
    expect(localeSpelling('Odometer (km)', 'en-US')).toBe('Odometer (mi)')
    expect(localeSpelling('12,345 km', 'en-US')).toBe('12,345 mi')
    expect(localeSpelling('Kmart and kmh stay', 'en-US')).toBe('Kmart and kmh stay')
  })

  it('postcode is ZIP code, rego is license plate, mobile number is cell phone number', () => {
    expect(localeSpelling('Postcode', 'en-US')).toBe('ZIP code')
    expect(localeSpelling('Invalid postcode', 'en-US')).toBe('Invalid ZIP code')
    expect(localeSpelling('Rego - Helps us better assist your enquiry', 'en-US')).toBe(
      'License plate - Helps us better assist your inquiry',
    )
    expect(localeSpelling("We couldn't find that rego.", 'en-US')).toBe("We couldn't find that license plate.")
    expect(localeSpelling('Rego Expiry', 'en-US')).toBe('Registration expiry')
    expect(localeSpelling('Mobile Number', 'en-US')).toBe('Cell phone number')
    expect(localeSpelling('Please enter a valid mobile number.', 'en-US')).toBe(
      'Please enter a valid cell phone number.',
    )
  })

  it('p.a. is APR', () => {
    expect(localeSpelling('From $99/wk at 7.5% p.a. over 5 years.', 'en-US')).toBe(
      'From $99/wk at 7.5% APR over 5 years.',
    )
  })

  it('the Australian sites keep every one of these words', () => {
    const au = 'Postcode, Rego, Mobile Number, 12,345 km, Kilometres, 7.5% p.a., Service Centre, favourite'
    expect(localeSpelling(au, 'en-AU')).toBe(au)
    expect(localeSpelling(au, 'en-NZ')).toBe(au)
  })
})

describe('localeSpelling: every string through the locale (issue 26.4, en-US complete and consistent)', () => {
  it('tyre is tire and authorised is authorized, in every case', () => {
    expect(localeSpelling('Flat tyre? Tyres, TYRE PRESSURE', 'en-US')).toBe('Flat tire? Tires, TIRE PRESSURE')
    expect(localeSpelling('serviced by an authorised dealer; Authorisation', 'en-US')).toBe(
      'serviced by an authorized dealer; Authorization',
    )
  })

  it("24-hour times read on the US site's 12-hour clock: 17:30 is 5:30pm, 09:00 is 9:00am", () => {
    expect(localeSpelling('09:00 – 17:30', 'en-US')).toBe('9:00am – 5:30pm')
    expect(localeSpelling('12:00 – 13:00', 'en-US')).toBe('12:00pm – 1:00pm')
    expect(localeSpelling('00:00 – 24:00', 'en-US')).toBe('12:00am – 12:00am')
  })

  it('leaves a time already on the 12-hour clock as it is (the test-drive thanks once read "2:00am PM")', () => {
    expect(localeSpelling('Tuesday, December 1 at 2:00 PM', 'en-US')).toBe('Tuesday, December 1 at 2:00 PM')
    expect(localeSpelling('from 9:30am to 5:30 p.m.', 'en-US')).toBe('from 9:30am to 5:30 p.m.')
    expect(localeSpelling('at 14:00 sharp', 'en-US')).toBe('at 2:00pm sharp')
  })

  it('leaves what is not a time of day: date-times, ratios, versions, longer numbers', () => {
    for (const text of ['2026-01-15T10:00:00Z', 'a 16:9 screen', 'v1.10:30', '123:45', '10:30:15'])
      expect(localeSpelling(text, 'en-US')).toBe(text)
  })

  it('the Australian sites keep 24-hour times, tyres and authorised', () => {
    const text = 'Open 08:30 – 17:30 for tyres from an authorised dealer'
    expect(localeSpelling(text, 'en-AU')).toBe(text)
    expect(localeSpelling(text, 'en-NZ')).toBe(text)
  })

  it('localeWords spells without touching times (for stored content, whose hours fields keep 24-hour input)', () => {
    expect(localeWords('Colour 09:00', 'en-US')).toBe('Color 09:00')
  })
})
