import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { VALUATION_SAVED } from '../../../src/leads/constants'
import { valuationSaveOn } from '../../../src/leads/server/miscellaneous'
import { type Handlers, leadRequest, leadTestEnvironment, setup, siteId, validContact } from './helpers'

leadTestEnvironment()

let payload: Payload
let h: Handlers
let harbour: number

beforeAll(async () => {
  ;({ payload, handlers: h } = await setup())
  harbour = await siteId(payload, 'harbour-toyota')
})

async function tradeInLead() {
  const response = await h.submitLead(
    leadRequest('/api/leads/submit', {
      form: 'trade-in',
      trade_make: 'Toyota',
      trade_model: 'Corolla',
      trade_year: String(new Date().getFullYear() - 3),
      kms: '40,000',
      adj_condition: 'Good',
      adj_accident: 'No',
      adj_service_history: 'Yes',
      adj_keys: 'Yes',
      PreferredContactMethod: 'Phone',
      finance: 'No',
      ...validContact(),
    }),
  )
  expect(response.status).toBe(201)
  return (await response.json()) as {
    lead_id: number
    follow_up_token: string
    valuation: { offer_price: number; estimate: boolean }
  }
}

const save = (body: Record<string, unknown>, on = true) =>
  h.saveMiscellaneous(leadRequest('/api/miscellaneous', body), { saveValuationOn: () => on })

/** Issue 19.10, spec §7 'optionally saved by POST /api/miscellaneous with the result and column_name 'valuation''. */
describe("The valuation can be saved to /api/miscellaneous with column_name 'valuation' on sites that turn that mode on", () => {
  it('saves the lead’s own valuation under lead.fields.valuation', async () => {
    const sent = await tradeInLead()
    expect(sent.valuation).toMatchObject({ offer_price: expect.any(Number), estimate: true })
    const response = await save({
      lead_id: sent.lead_id,
      follow_up_token: sent.follow_up_token,
      column_name: 'valuation',
      // The browser's copy is not what is stored: the lead's own figures are.
      value: { offer_price: 1, estimate: false },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ success: true, message: VALUATION_SAVED, column_name: 'valuation' })
    const lead = await payload.findByID({ collection: 'leads', id: sent.lead_id, depth: 0 })
    expect(lead.site).toBe(harbour)
    expect((lead.fields as Record<string, unknown>).valuation).toMatchObject({
      offer_price: sent.valuation.offer_price,
      estimate: true,
      provider: 'local',
      adjustmentAnswers: { condition: 'Good', accident: 'No', service_history: 'Yes', keys: 'Yes' },
      saved_at: expect.any(String),
    })
    // The rest of the form data stays as it was sent.
    expect(lead.fields).toMatchObject({ trade_make: 'Toyota', valuation_estimate: true })
  })

  it('off (the default on every site until the setting exists): 404, nothing saved', async () => {
    const site = await payload.findByID({ collection: 'sites', id: harbour, depth: 0 })
    expect(valuationSaveOn(site)).toBe(false)
    const sent = await tradeInLead()
    const response = await save(
      { lead_id: sent.lead_id, follow_up_token: sent.follow_up_token, column_name: 'valuation' },
      false,
    )
    expect(response.status).toBe(404)
    const lead = await payload.findByID({ collection: 'leads', id: sent.lead_id, depth: 0 })
    expect((lead.fields as Record<string, unknown>).valuation).toBeUndefined()
  })

  it("refuses another column, a wrong token and another site's lead", async () => {
    const sent = await tradeInLead()
    const other = await save({ lead_id: sent.lead_id, follow_up_token: sent.follow_up_token, column_name: 'notes' })
    expect(other.status).toBe(400)
    expect(await other.json()).toMatchObject({
      errors: [{ field: 'column_name', message: "column_name must be 'valuation'." }],
    })
    const forged = await save({ lead_id: sent.lead_id, follow_up_token: 'x'.repeat(64), column_name: 'valuation' })
    expect(forged.status).toBe(403)
    const elsewhere = await h.saveMiscellaneous(
      leadRequest(
        '/api/miscellaneous',
        { lead_id: sent.lead_id, follow_up_token: sent.follow_up_token, column_name: 'valuation' },
        { host: 'metro-used-cars.localhost:3000' },
      ),
      { saveValuationOn: () => true },
    )
    expect(elsewhere.status).toBe(404)
  })
})
