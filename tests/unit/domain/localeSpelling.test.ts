import { describe, expect, it } from 'vitest'
import { distanceInLocaleUnit, distanceUnit, formatDistance, localeSpelling } from '@/domain/localeSpelling'

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
