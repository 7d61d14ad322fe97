import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/payload-types'
import { TERMS_REQUIRED_MESSAGE, TERMS_REQUIRED_MESSAGE_LONG } from '../../../src/leads/constants'
import { createCar, type Handlers, leadRequest, leadTestEnvironment, setup, siteId, validContact } from './helpers'

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

/** Sets some of a site's form switches for one test and puts the earlier values back. */
async function withForms(site: number, forms: NonNullable<Site['forms']>, run: () => Promise<void>) {
  const before = (await payload.findByID({ collection: 'sites', id: site, depth: 0 })).forms ?? {}
  const restore = Object.fromEntries(Object.keys(forms).map((k) => [k, before[k as keyof typeof before] ?? null]))
  await payload.update({ collection: 'sites', id: site, data: { forms } })
  try {
    await run()
  } finally {
    await payload.update({ collection: 'sites', id: site, data: { forms: restore } })
  }
}

const metroGeneral = (extra: Record<string, unknown> = {}) =>
  leadRequest(
    '/api/leads/submit',
    {
      form: 'general',
      category: 'General Enquiry',
      message: 'Any hatchbacks under $20,000?',
      ...validContact(),
      ...extra,
    },
    { host: 'metro-used-cars.localhost:3000' },
  )

describe('server: Preferred dealership required when the site has more than one dealership and it is not removed', () => {
  it('two dealerships: refused without one', async () => {
    const response = await h.submitLead(metroGeneral())
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: unknown[] }).errors).toContainEqual({
      field: 'dealership_slug',
      message: 'Preferred Dealership is required.',
    })
  })

  it('removed by forms.noPreferredDealership: stored without one', async () => {
    await withForms(metro, { noPreferredDealership: true }, async () => {
      const response = await h.submitLead(metroGeneral())
      expect(response.status).toBe(201)
      const { lead_id } = (await response.json()) as { lead_id: number }
      const lead = await payload.findByID({ collection: 'leads', id: lead_id, depth: 0 })
      expect(lead.site).toBe(metro)
      expect((lead.fields as Record<string, unknown>).dealership_slug).toBeUndefined()
    })
  })
})

describe('server: Where terms are shown (terms_agreed or terms_conditions) they are required', () => {
  const testDrive = (carId: number, extra: Record<string, unknown>) =>
    leadRequest('/api/leads/submit', { form: 'test-drive', car_id: String(carId), ...validContact(), ...extra })

  it("terms_conditions with the 'long' message: refused unticked, stored ticked under that name", async () => {
    await withForms(
      harbour,
      { testDriveTerms: true, termsField: 'terms_conditions', termsMessage: 'long' },
      async () => {
        const car = await createCar(payload, harbour)
        const refused = await h.submitLead(testDrive(car.id, { terms_agreed: true }))
        expect(refused.status).toBe(400)
        expect(((await refused.json()) as { errors: unknown[] }).errors).toEqual([
          { field: 'terms_conditions', message: 'You must agree to the terms of use before submitting the form.' },
        ])
        expect(TERMS_REQUIRED_MESSAGE_LONG).toBe('You must agree to the terms of use before submitting the form.')

        const ok = await h.submitLead(testDrive(car.id, { terms_conditions: true }))
        expect(ok.status).toBe(201)
        const { lead_id } = (await ok.json()) as { lead_id: number }
        const lead = await payload.findByID({ collection: 'leads', id: lead_id, depth: 0 })
        expect(lead.consent?.termsAgreed).toBe(true)
        expect(lead.consent?.termsAgreedAt).toBeTruthy()
        expect(lead.fields).toMatchObject({ terms_conditions: true })
        expect((lead.fields as Record<string, unknown>).terms_agreed).toBeUndefined()
      },
    )
  })

  it("terms_agreed with the 'short' message by default", async () => {
    await withForms(harbour, { testDriveTerms: true }, async () => {
      const car = await createCar(payload, harbour)
      const refused = await h.submitLead(testDrive(car.id, { terms_conditions: true }))
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { errors: unknown[] }).errors).toEqual([
        { field: 'terms_agreed', message: '*You must agree to the terms of use before submitting.' },
      ])
      expect(TERMS_REQUIRED_MESSAGE).toBe('*You must agree to the terms of use before submitting.')
    })
  })
})
