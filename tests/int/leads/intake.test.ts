import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { bookableDateTime } from '../../support/shopperDates'
import {
  FORM_ERRORS_HEADING,
  HONEYPOT_FIELD,
  MESSAGES,
  POSTCODE_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
} from '../../../src/leads/constants'
import {
  createCar,
  freshIp,
  freshMobile,
  type Handlers,
  leadRequest,
  leadTestEnvironment,
  setup,
  siteId,
  validContact,
} from './helpers'

leadTestEnvironment()

let payload: Payload
let h: Handlers
let harbour: number
let metro: number

beforeAll(async () => {
  ;({ payload, handlers: h } = await setup())
  harbour = await siteId(payload, 'harbour-toyota')
  metro = await siteId(payload, 'metro-used-cars')
})

const general = (extra: Record<string, unknown> = {}) => ({
  form: 'general',
  category: 'General Enquiry',
  message: 'Do you have a white RAV4 hybrid?',
  ...validContact(),
  opt_in: true,
  url: 'http://harbour-toyota.localhost:3000/enquire',
  lead_attributes: {
    visited_pages: ['/', '/search/used-cars', '/enquire'],
    linked_query_params: { utm_source: 'google', gclid: 'abc' },
  },
  ...extra,
})

/** A booking date a few days ahead, as the datetime-local input sends it. */
const soon = () => bookableDateTime(3, '10:30')

async function leadOf(response: Response) {
  const body = (await response.json()) as { lead_id: number }
  return payload.findByID({ collection: 'leads', id: body.lead_id, depth: 0 })
}

describe('lead intake: storage before the answer', () => {
  it('stores a general enquiry with the form data, source, consent time and page trail, then answers lead_id', async () => {
    const response = await h.submitLead(leadRequest('/api/leads/submit', general()))
    expect(response.status).toBe(201)
    const body = (await response.clone().json()) as { lead_id: number; event: { id: number } }
    expect(body.lead_id).toBeGreaterThan(0)
    expect(body.event.id).toBe(22)
    const lead = await leadOf(response)
    expect(lead.site).toBe(harbour)
    expect(lead.form).toBe('general')
    expect(lead.category).toBe('General Enquiry')
    expect(lead.source).toBe('Website')
    expect(lead.userAgent).toBe('vitest-lead-client/1.0')
    expect(lead.url).toBe('http://harbour-toyota.localhost:3000/enquire')
    expect(lead.phone).toMatch(/^\+614\d{8}$/)
    expect(lead.consent?.optIn).toBe(true)
    expect(Number.isNaN(Date.parse(lead.consent?.optInAt ?? ''))).toBe(false)
    expect(lead.leadAttributes?.visitedPages).toEqual(['/', '/search/used-cars', '/enquire'])
    expect(lead.leadAttributes?.linkedQueryParams).toEqual({ utm_source: 'google', gclid: 'abc' })
    expect((lead.fields as Record<string, unknown>).category).toBe('General Enquiry')
    expect(lead.deliveryStatus).toBe('pending')
    expect(lead.dealership).toBeTypeOf('number')
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'deliverLead' } },
      limit: 500,
      depth: 0,
    })
    expect(jobs.docs.some((j) => (j.input as { leadId?: number }).leadId === lead.id)).toBe(true)
  })

  it('answers careers enquiries with event 51', async () => {
    const response = await h.submitLead(leadRequest('/api/leads/submit', general({ category: 'Careers' })))
    expect(((await response.json()) as { event: { id: number } }).event.id).toBe(51)
  })

  it('finds the site from the body on the platform host (/sites/{slug} fallback)', async () => {
    const response = await h.submitLead(
      leadRequest('/api/leads/submit', general({ site: 'metro-used-cars', dealership_slug: 'metro-essendon' }), {
        host: 'localhost:3000',
      }),
    )
    expect(response.status).toBe(201)
    const lead = await leadOf(response)
    expect(lead.site).toBe(metro)
  })

  it('requires the preferred dealership on a site with two dealerships', async () => {
    const response = await h.submitLead(
      leadRequest('/api/leads/submit', general({ site: 'metro-used-cars' }), { host: 'localhost:3000' }),
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { field: string; message: string }[] }
    expect(body.errors).toContainEqual({ field: 'dealership_slug', message: 'Preferred Dealership is required.' })
  })

  it('refuses a body that names another site than the host', async () => {
    const response = await h.submitLead(leadRequest('/api/leads/submit', general({ site: 'metro-used-cars' })))
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('site')
  })

  it('answers 404 naming the site for an unknown host', async () => {
    const response = await h.submitLead(leadRequest('/api/leads/submit', general(), { host: 'nobody.localhost:3000' }))
    expect(response.status).toBe(404)
  })
})

describe('lead intake: bad input is a 4xx that names the field', () => {
  it('lists every invalid field under the spec heading', async () => {
    const response = await h.submitLead(
      leadRequest('/api/leads/submit', general({ email: 'nope', phone: '12', message: '' })),
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; errors: { field: string; message: string }[] }
    expect(body.error).toBe(FORM_ERRORS_HEADING)
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: MESSAGES.email },
        { field: 'phone', message: MESSAGES.phone },
        { field: 'message', message: 'Message is required.' },
      ]),
    )
  })

  it("contact form: 'Invalid postcode. Please enter a 4-digit number.'", async () => {
    const response = await h.submitLead(
      leadRequest('/api/leads/submit', {
        form: 'contact',
        name: 'Sam',
        postcode: '20000',
        phone: '0412345678',
        email: 'sam@example.com',
      }),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: POSTCODE_MESSAGE,
      errors: [{ field: 'postcode', message: POSTCODE_MESSAGE }],
    })
  })

  it('contact form stores first name, last name and postcode', async () => {
    const response = await h.submitLead(
      leadRequest('/api/leads/submit', {
        form: 'contact',
        name: 'Sam',
        last_name: 'Lee',
        postcode: '2000',
        phone: '0412345111',
        email: 'sam@example.com',
        page_id: 'contact',
      }),
    )
    expect(response.status).toBe(201)
    const lead = await leadOf(response)
    expect([lead.name, lead.lastName, lead.postcode, lead.category]).toEqual(['Sam', 'Lee', '2000', 'Contact Us'])
  })

  // Issue 26.1: the contact form blocks (service booking, fleet, feedback) and /models/get-quote send here.
  it.each([
    ['service', 'genuine-service', 'Service Booking', {}],
    ['fleet', 'fleet', 'Fleet Enquiry', {}],
    ['feedback', 'customer-feedback-survey', 'Customer Feedback', {}],
    ['quote', 'models/get-quote', 'Quote Request', { model: 'RAV4' }],
  ])('a %s lead stores its kind, category, page and answers', async (form, page, category, extra) => {
    const response = await h.submitLead(
      leadRequest('/api/leads/submit', {
        form,
        name: 'Sam',
        last_name: 'Lee',
        postcode: '2000',
        phone: freshMobile(),
        email: 'sam@example.com',
        message: `About ${form}`,
        page_id: page,
        terms_agreed: true,
        ...extra,
      }),
    )
    expect(response.status).toBe(201)
    const lead = await leadOf(response)
    expect(lead).toMatchObject({
      form,
      category,
      name: 'Sam',
      lastName: 'Lee',
      postcode: '2000',
      message: `About ${form}`,
    })
    expect(lead.fields).toMatchObject({ page_id: page, ...extra })
  })

  it('content spec §5: the content pages\' forms require the terms: "*You must agree to the terms of use before submitting."', async () => {
    for (const form of ['service', 'fleet', 'feedback', 'quote']) {
      const response = await h.submitLead(
        leadRequest('/api/leads/submit', {
          form,
          name: 'Sam',
          postcode: '2000',
          phone: freshMobile(),
          email: 'sam@example.com',
          ...(form === 'quote' ? { model: 'RAV4' } : {}),
        }),
      )
      expect(response.status, form).toBe(400)
      expect(await response.json()).toMatchObject({
        errors: [{ field: 'terms_agreed', message: TERMS_REQUIRED_MESSAGE }],
      })
    }
  })

  it('a quote names a model of the range', async () => {
    const response = await h.submitLead(
      leadRequest('/api/leads/submit', {
        form: 'quote',
        name: 'Sam',
        postcode: '2000',
        phone: freshMobile(),
        email: 'sam@example.com',
        model: 'Not A Model',
        terms_agreed: true,
      }),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errors: [{ field: 'model' }] })
  })

  it('test drive with terms shown: unticked terms give the spec message', async () => {
    await payload.update({ collection: 'sites', id: harbour, data: { forms: { testDriveTerms: true } } })
    try {
      const car = await createCar(payload, harbour, { car_type: 'new' })
      const response = await h.submitLead(
        leadRequest('/api/leads/submit', {
          form: 'test-drive',
          car_id: String(car.id),
          ...validContact(),
          terms_agreed: false,
        }),
      )
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        errors: [{ field: 'terms_agreed', message: TERMS_REQUIRED_MESSAGE }],
      })
      const ok = await h.submitLead(
        leadRequest('/api/leads/submit', {
          form: 'test-drive',
          car_id: String(car.id),
          ...validContact(),
          terms_agreed: true,
          test_drive_date: soon(),
        }),
      )
      expect(ok.status).toBe(201)
      const body = (await ok.clone().json()) as { event: { id: number; params: Record<string, unknown> } }
      expect(body.event).toEqual({
        id: 17,
        params: {
          vehicleStatus: 'new',
          vehicleMake: 'Toyota',
          vehicleModel: 'RAV4',
          vehicleYear: 2022,
          vehicleKilometers: 24000,
          vehicleGrade: 'GX',
        },
      })
      const lead = await leadOf(ok)
      expect(lead.consent?.termsAgreed).toBe(true)
      expect(lead.consent?.termsAgreedAt).toBeTruthy()
      expect(lead.vehicle?.stocknum).toBe(car.stocknum)
      expect(lead.car).toBe(car.id)
    } finally {
      await payload.update({ collection: 'sites', id: harbour, data: { forms: { testDriveTerms: false } } })
    }
  })

  it("refuses another site's car", async () => {
    const otherCar = await createCar(payload, metro)
    const response = await h.submitLead(
      leadRequest('/api/leads/submit', {
        form: 'car',
        car_id: String(otherCar.id),
        message: 'Is it available?',
        ...validContact(),
      }),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errors: [{ field: 'car_id', message: MESSAGES.carNotFound }] })
  })

  it('make an offer: only where the site offers it; offer_from_client is required and stored as a number', async () => {
    const car = await createCar(payload, harbour)
    const off = await h.submitLead(
      leadRequest('/api/leads/submit', {
        form: 'make-offer',
        car_id: car.id,
        offer_from_client: '30000',
        ...validContact(),
      }),
    )
    expect(await off.json()).toMatchObject({
      errors: [{ field: 'form', message: 'form: make-offer is not offered on this site.' }],
    })
    const metroCar = await createCar(payload, metro)
    const host = { host: 'metro-used-cars.localhost:3000' }
    const missing = await h.submitLead(
      leadRequest('/api/leads/submit', { form: 'make-offer', car_id: metroCar.id, ...validContact() }, host),
    )
    expect(await missing.json()).toMatchObject({
      errors: [{ field: 'offer_from_client', message: 'Your Offer is required.' }],
    })
    const offer = await h.submitLead(
      leadRequest(
        '/api/leads/submit',
        { form: 'make-offer', car_id: metroCar.id, offer_from_client: '$36,500', ...validContact() },
        host,
      ),
    )
    expect(offer.status).toBe(201)
    expect(((await leadOf(offer)).fields as Record<string, unknown>).offer_from_client).toBe(36500)
  })

  it('car enquiry: extra services go to additional_services', async () => {
    const car = await createCar(payload, harbour)
    const enquiry = await h.submitLead(
      leadRequest('/api/leads/submit', {
        form: 'car',
        car_id: car.id,
        message: 'Still there?',
        additional_services: ['Finance', 'Insurance'],
        Rego: 'ABC123',
        ...validContact(),
      }),
    )
    expect(enquiry.status).toBe(201)
    const fields = (await leadOf(enquiry)).fields as Record<string, unknown>
    expect(fields).toMatchObject({
      additional_services: ['Finance', 'Insurance'],
      opt_in_finance: true,
      opt_in_trade: false,
      Rego: 'ABC123',
      'Vehicle Make': 'Toyota',
      car_type: 'used',
    })
  })

  it('rejects over-long fields, unknown forms, non-JSON and oversized bodies', async () => {
    const long = await h.submitLead(leadRequest('/api/leads/submit', general({ message: 'x'.repeat(2001) })))
    expect(await long.json()).toMatchObject({
      errors: [{ field: 'message', message: 'Message must be at most 2000 characters.' }],
    })
    expect((await h.submitLead(leadRequest('/api/leads/submit', general({ form: 'nope' })))).status).toBe(400)
    expect((await h.submitLead(leadRequest('/api/leads/submit', '{not json'))).status).toBe(400)
    expect(
      (await h.submitLead(leadRequest('/api/leads/submit', general({ message: 'y'.repeat(40_000) })))).status,
    ).toBe(413)
  })
})

describe('lead intake: abuse', () => {
  it('refuses posts from another origin, and posts without any origin', async () => {
    const cross = await h.submitLead(leadRequest('/api/leads/submit', general(), { origin: 'https://evil.example' }))
    expect(cross.status).toBe(403)
    const none = await h.submitLead(leadRequest('/api/leads/submit', general(), { origin: null }))
    expect(none.status).toBe(403)
  })

  it('rejects a filled honeypot', async () => {
    const response = await h.submitLead(
      leadRequest('/api/leads/submit', general({ [HONEYPOT_FIELD]: 'http://spam.example' })),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errors: [{ field: HONEYPOT_FIELD }] })
  })

  it('limits submissions per IP with 429 and Retry-After', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 7; i++)
      statuses.push((await h.submitLead(leadRequest('/api/leads/submit', general(), { ip }))).status)
    expect(statuses.slice(0, 6).every((s) => s === 201)).toBe(true)
    const limited = await h.submitLead(leadRequest('/api/leads/submit', general(), { ip }))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('limits submissions per phone number across addresses', async () => {
    const phone = freshMobile()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await h.submitLead(leadRequest('/api/leads/submit', general({ phone })))).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })
})
