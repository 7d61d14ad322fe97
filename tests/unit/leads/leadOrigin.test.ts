import { describe, expect, it } from 'vitest'
import { composeLead } from '../../../src/leads/server/composeLead'
import { leadFormFields } from '../../../src/leads/fields'
import type { LeadFormValues } from '../../../src/leads/schemas'
import { leadPageId, manufacturerSlugOf, pageIdOfUrl } from '../../../src/leads/leadOrigin'
import { contact, settingsFor, usedCar } from './fixtures'

/**
 * Issue 26.6(c), spec §3 "Enquiry form fields: …, page_id, car_id, Vehicle Make, Vehicle Model, stock_number,
 * manufacturer_slug, …": the rules that name a lead's page and make.
 */
describe('spec §3 enquiry field page_id: the page the lead was sent from', () => {
  it('is the path of the page, without its slashes; the home page is home', () => {
    expect(pageIdOfUrl('https://harbour.example/cars/2021-toyota-rav4-9?utm_source=x#enquire')).toBe(
      'cars/2021-toyota-rav4-9',
    )
    expect(pageIdOfUrl('https://harbour.example/fleet/')).toBe('fleet')
    expect(pageIdOfUrl('https://harbour.example/')).toBe('home')
    expect(pageIdOfUrl('http://localhost:3000/sites/harbour-toyota/models/get-quote')).toBe('models/get-quote')
    expect(pageIdOfUrl('http://localhost:3000/sites/harbour-toyota')).toBe('home')
  })

  it('is nothing for a missing or non-web URL', () => {
    expect(pageIdOfUrl(undefined)).toBeNull()
    expect(pageIdOfUrl('not a url')).toBeNull()
    expect(pageIdOfUrl('javascript:alert(1)')).toBeNull()
  })

  it("the page's own page_id (a content page's slug) wins over the URL", () => {
    expect(leadPageId('genuine-service', 'https://h.example/genuine-service?x=1')).toBe('genuine-service')
    expect(leadPageId('  ', 'https://h.example/enquire')).toBe('enquire')
    expect(leadPageId(undefined, 'https://h.example/enquire')).toBe('enquire')
  })
})

describe('spec §3 enquiry field manufacturer_slug: the make of the car or model, as the reference list slugs it', () => {
  const list = [
    { name: 'Toyota', slug: 'toyota' },
    { name: 'Mercedes-Benz', slug: 'mercedes-benz' },
    { name: 'Land Rover', slug: 'land-rover' },
  ]
  it('finds the make in the list whatever its case or spacing, else slugs the make; no make, no slug', () => {
    expect(manufacturerSlugOf('TOYOTA', list)).toBe('toyota')
    expect(manufacturerSlugOf('Mercedes Benz', list)).toBe('mercedes-benz')
    expect(manufacturerSlugOf(' Land Rover ', list)).toBe('land-rover')
    expect(manufacturerSlugOf('Great Wall', list)).toBe('great-wall')
    expect(manufacturerSlugOf('', list)).toBeNull()
    expect(manufacturerSlugOf(null, list)).toBeNull()
  })
})

describe('composeLead stores page_id and manufacturer_slug with the form data of every lead', () => {
  const compose = (kind: 'car' | 'general', values: LeadFormValues, manufacturerSlug: string | null) => {
    const settings = settingsFor(kind, kind === 'car' ? { car: usedCar } : {})
    return composeLead({
      settings,
      fields: leadFormFields(settings),
      values,
      envelope: { form: kind, url: 'https://harbour.example/cars/2021-toyota-rav4-42' },
      dealershipIdBySlug: new Map([['harbour-toyota', 3]]),
      dealershipIdByLocation: new Map(),
      carDealershipId: null,
      carVin: null,
      userAgent: 'UA',
      now: new Date('2026-03-01T00:00:00Z'),
      manufacturerSlug,
    })
  }

  it('a car enquiry carries its page and its make', () => {
    const lead = compose('car', { ...contact, message: 'x', car_id: '42' }, 'toyota')
    expect(lead.fields).toMatchObject({ page_id: 'cars/2021-toyota-rav4-42', manufacturer_slug: 'toyota' })
  })

  it('a lead without a make has no manufacturer_slug, but still its page', () => {
    const lead = compose('general', { ...contact, category: 'General Enquiry', message: 'Hi' }, null)
    expect(lead.fields).toMatchObject({ page_id: 'cars/2021-toyota-rav4-42' })
    expect(lead.fields).not.toHaveProperty('manufacturer_slug')
  })
})
