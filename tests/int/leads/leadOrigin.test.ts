import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { leadDocument } from '../../../src/leads/delivery/leadDocument'
import type { Lead, Site } from '@/payload-types'
import {
  createCar,
  freshMobile,
  type Handlers,
  leadRequest,
  leadTestEnvironment,
  setup,
  siteId,
  validContact,
} from './helpers'

/**
 * Issue 26.6(c), spec §3 "Enquiry form fields: name, email, phone, message, category, subcategory, dealership_slug,
 * location, opt_in, Rego, page_id, car_id, Vehicle Make, Vehicle Model, stock_number, manufacturer_slug, car_type, …":
 * every lead, whatever its form, carries the page it came from (page_id) and, when its car or model has a make, the
 * make's manufacturer_slug. Through the real intake into Postgres, then the document the CRM receives.
 */
leadTestEnvironment()

let payload: Payload
let h: Handlers
let harbour: number

beforeAll(async () => {
  ;({ payload, handlers: h } = await setup())
  harbour = await siteId(payload, 'harbour-toyota')
})

const HOST = 'http://harbour-toyota.localhost:3000'

async function submit(body: Record<string, unknown>, host?: string) {
  const response = await h.submitLead(leadRequest('/api/leads/submit', body, host ? { host } : {}))
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  const { lead_id } = (await response.json()) as { lead_id: number }
  return payload.findByID({ collection: 'leads', id: lead_id, depth: 0 }) as Promise<Lead>
}

const fieldsOf = (lead: Lead) => lead.fields as Record<string, unknown>

async function crmDocument(lead: Lead) {
  const site = (await payload.findByID({ collection: 'sites', id: harbour, depth: 0 })) as Site
  return leadDocument(lead, 'created', site, null, null)
}

describe('spec §3 enquiry fields page_id and manufacturer_slug: every lead names its page and its make', () => {
  it("a car enquiry from the car page: page_id is the car page, manufacturer_slug the car's make", async () => {
    const car = await createCar(payload, harbour, { make: 'Toyota', model: 'RAV4' })
    const lead = await submit({
      form: 'car',
      car_id: String(car.id),
      ...validContact(),
      message: 'Is it still available?',
      url: `${HOST}/cars/${car.slug}?utm_source=google`,
    })
    expect(fieldsOf(lead)).toMatchObject({ page_id: `cars/${car.slug}`, manufacturer_slug: 'toyota' })
    const doc = await crmDocument(lead)
    expect(doc.page_id).toBe(`cars/${car.slug}`)
    expect(doc.manufacturer_slug).toBe('toyota')
  })

  it('a make with a two-word name gets its reference slug; the platform fallback path loses its /sites prefix', async () => {
    const car = await createCar(payload, harbour, { make: 'Land Rover', model: 'Defender' })
    const lead = await submit(
      {
        form: 'test-drive',
        site: 'harbour-toyota',
        car_id: String(car.id),
        ...validContact(),
        message: 'Saturday please',
        url: `http://localhost:3000/sites/harbour-toyota/cars/${car.slug}`,
      },
      'localhost:3000',
    )
    expect(fieldsOf(lead)).toMatchObject({ page_id: `cars/${car.slug}`, manufacturer_slug: 'land-rover' })
  })

  it("a quote without a car: manufacturer_slug of the chosen model's manufacturer; page_id as the page sent it", async () => {
    const lead = await submit({
      form: 'quote',
      model: 'RAV4',
      name: 'Sam',
      postcode: '2000',
      phone: freshMobile(),
      email: 'sam@example.com',
      page_id: 'models/get-quote',
      terms_agreed: true,
      url: `${HOST}/models/get-quote`,
    })
    expect(fieldsOf(lead)).toMatchObject({ page_id: 'models/get-quote', manufacturer_slug: 'toyota' })
  })

  it('a general enquiry (no car, no model): page_id from the page it was on, no manufacturer_slug', async () => {
    const lead = await submit({
      form: 'general',
      category: 'General Enquiry',
      message: 'Do you have a white RAV4?',
      ...validContact(),
      url: `${HOST}/enquire`,
    })
    expect(fieldsOf(lead).page_id).toBe('enquire')
    expect(fieldsOf(lead)).not.toHaveProperty('manufacturer_slug')
    expect((await crmDocument(lead)).manufacturer_slug).toBeNull()
  })

  it("a form on the home page names 'home'", async () => {
    const lead = await submit({
      form: 'general',
      category: 'General Enquiry',
      message: 'Hello',
      ...validContact(),
      url: `${HOST}/`,
    })
    expect(fieldsOf(lead).page_id).toBe('home')
  })
})
