import { describe, expect, it } from 'vitest'
import { normalisePhone, phoneCountryForLocale, telHref } from '@/domain/phoneNumber'

describe('normalisePhone (AU/NZ/US numbers)', () => {
  it('normalises an Australian mobile and landline', () => {
    expect(normalisePhone('0412 345 678')).toEqual({
      e164: '+61412345678',
      national: '0412 345 678',
      country: 'AU',
      href: 'tel:+61412345678',
    })
    expect(normalisePhone('(08) 9221 1234')?.e164).toBe('+61892211234')
    expect(normalisePhone('+61 412 345 678')?.e164).toBe('+61412345678')
  })

  it('reads numbers in the site country (NZ, US)', () => {
    expect(normalisePhone('021 234 5678', 'NZ')?.e164).toBe('+64212345678')
    expect(normalisePhone('(415) 555-2671', 'US')).toMatchObject({ e164: '+14155552671', country: 'US' })
  })

  it('rejects numbers that are not valid', () => {
    expect(normalisePhone('1234')).toBeNull()
    expect(normalisePhone('')).toBeNull()
    expect(normalisePhone(null)).toBeNull()
    expect(normalisePhone('call us')).toBeNull()
  })

  it('maps locales to countries', () => {
    expect(phoneCountryForLocale('en-AU')).toBe('AU')
    expect(phoneCountryForLocale('en-NZ')).toBe('NZ')
    expect(phoneCountryForLocale('en-US')).toBe('US')
  })
})

describe('telHref', () => {
  it('links a valid number in E.164 and falls back to its digits', () => {
    expect(telHref('(08) 9221 1234')).toBe('tel:+61892211234')
    expect(telHref('000')).toBe('tel:000')
    expect(telHref('+1 (415) 555-26')).toBe('tel:+141555526')
  })

  it('Australian 13, 1300 and 1800 numbers link in their national form', () => {
    expect(telHref('13 13 13')).toBe('tel:131313')
    expect(telHref('1300 655 506')).toBe('tel:1300655506')
    expect(telHref('1800 123 456')).toBe('tel:1800123456')
  })
})
