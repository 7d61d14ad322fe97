import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { create } from 'xmlbuilder2'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import type { Lead, Site } from '@/payload-types'
import { decodeMailBody, mailHeader } from '../../eml'
import { verifyWebhook, webhookSigningSecret } from '../../../src/leads/delivery/webhook'
import { OFFER_ACCEPTED_SUBCATEGORY } from '../../../src/leads/constants'
import {
  createCar,
  type Handlers,
  leadRequest,
  leadTestEnvironment,
  outboxFiles,
  runDeliveryJobs,
  setup,
  siteId,
  tradeInOnCar,
  userByEmail,
  validContact,
  webhookReceiver,
} from './helpers'

const { outbox } = leadTestEnvironment()

let payload: Payload
let h: Handlers
let harbour: number
let receiver: Awaited<ReturnType<typeof webhookReceiver>>
let seededForms: Site['forms']

beforeAll(async () => {
  ;({ payload, handlers: h } = await setup())
  harbour = await siteId(payload, 'harbour-toyota')
  receiver = await webhookReceiver([200])
  seededForms = (await payload.findByID({ collection: 'sites', id: harbour, depth: 0 })).forms
  // The CRM channels under test; the sales team's notification e-mail (seeded on) has tests of its own.
  await payload.update({
    collection: 'sites',
    id: harbour,
    data: {
      forms: {
        leadWebhookUrl: receiver.url,
        leadEmail: 'crm@harbour-toyota.example',
        leadNotifications: { enabled: false },
      },
    },
  })
})

afterAll(async () => {
  // Back to the seed's destinations for the files that follow.
  await payload.update({
    collection: 'sites',
    id: harbour,
    data: {
      forms: {
        leadWebhookUrl: seededForms?.leadWebhookUrl ?? '',
        leadEmail: seededForms?.leadEmail ?? '',
        leadNotifications: seededForms?.leadNotifications ?? { enabled: true },
      },
    },
  })
  await receiver.close()
})

const lead = (id: number) => payload.findByID({ collection: 'leads', id, depth: 0 }) as Promise<Lead>

async function submit(body: Record<string, unknown>): Promise<{
  lead_id: number
  follow_up_token?: string
  valuation?: { offer_price: number | null; price: number | null; reducedPrice: number | null }
}> {
  const response = await h.submitLead(leadRequest('/api/leads/submit', body))
  expect(response.status).toBe(201)
  return (await response.json()) as never
}

const adfOf = (file: string) => {
  const raw = fs.readFileSync(path.join(outbox, file), 'utf8')
  return { raw, xml: decodeMailBody(raw) }
}

type XmlObject = Record<string, unknown>

/**
 * Parses XML with a real parser (xmlbuilder2's DOM) into plain objects: attributes as '@name', text as '#'
 * (or the bare string for an element with only text), repeated children as arrays.
 */
function parseXml(xml: string): XmlObject {
  const toObject = (el: Element): unknown => {
    const out: XmlObject = {}
    for (const attr of Array.from(el.attributes)) out[`@${attr.name}`] = attr.value
    const children = Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1)
    for (const child of children) {
      const value = toObject(child)
      const existing = out[child.nodeName]
      out[child.nodeName] =
        existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value]
    }
    if (children.length === 0) {
      const text = el.textContent ?? ''
      if (el.attributes.length === 0) return text
      out['#'] = text
    }
    return out
  }
  const root = create(xml).root().node as unknown as Element
  return { [root.nodeName]: toObject(root) }
}

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v])

describe('lead delivery', () => {
  it('a CRM that is down loses nothing: retried, then delivered once; the e-mail is not sent twice', async () => {
    receiver.setScript([503, 200])
    const before = outboxFiles(outbox).length
    const received = receiver.received.length
    const { lead_id } = await submit({
      form: 'general',
      category: 'Service',
      message: 'Book me in <b>please</b> & thanks ]]>',
      ...validContact(),
    })

    await runDeliveryJobs(payload, lead_id)
    let stored = await lead(lead_id)
    expect(stored.delivery?.webhook?.status).toBe('retrying')
    expect(stored.delivery?.webhook?.attempts).toBe(1)
    expect(stored.delivery?.webhook?.lastError).toContain('503')
    expect(stored.delivery?.email?.status).toBe('delivered')
    expect(stored.deliveryStatus).toBe('retrying')
    expect(outboxFiles(outbox).length).toBe(before + 1)

    await runDeliveryJobs(payload, lead_id)
    stored = await lead(lead_id)
    expect(stored.delivery?.webhook?.status).toBe('delivered')
    expect(stored.delivery?.webhook?.attempts).toBe(2)
    expect(stored.deliveryStatus).toBe('delivered')
    expect(outboxFiles(outbox).length).toBe(before + 1)

    const calls = receiver.received.slice(received)
    expect(calls).toHaveLength(2)
    const last = calls[1]!
    expect(last.headers['x-lead-id']).toBe(String(lead_id))
    expect(last.headers['idempotency-key']).toBe(calls[0]!.headers['idempotency-key'])
    expect(
      verifyWebhook(
        last.body,
        webhookSigningSecret(harbour),
        String(last.headers['x-lead-timestamp']),
        String(last.headers['x-lead-signature']),
      ),
    ).toBe(true)
    expect(
      verifyWebhook(
        last.body,
        webhookSigningSecret(harbour + 1),
        String(last.headers['x-lead-timestamp']),
        String(last.headers['x-lead-signature']),
      ),
    ).toBe(false)
    const json = JSON.parse(last.body) as Record<string, unknown>
    expect(json).toMatchObject({
      lead_id,
      event: 'created',
      category: 'Service',
      source: 'Website',
      site: { slug: 'harbour-toyota' },
    })
    expect(json.message).toBe('Book me in <b>please</b> & thanks ]]>')
  })

  it('after the last retry the lead is marked failed for staff, who resend it', async () => {
    receiver.setScript([500])
    const { lead_id } = await submit({
      form: 'general',
      category: 'Parts',
      message: 'Need a filter',
      ...validContact(),
    })
    for (let i = 0; i < 3; i++) await runDeliveryJobs(payload, lead_id)
    let stored = await lead(lead_id)
    expect(stored.delivery?.webhook?.status).toBe('failed')
    expect(stored.delivery?.webhook?.attempts).toBe(3)
    expect(stored.deliveryStatus).toBe('failed')
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'deliverLead' } }, { hasError: { equals: true } }] },
      limit: 500,
      depth: 0,
    })
    expect(jobs.docs.some((j) => (j.input as { leadId?: number }).leadId === lead_id)).toBe(true)

    // Staff see it in their list, filtered by status.
    const editor = await userByEmail(payload, 'editor@harbour-toyota.example.com')
    const failed = await payload.find({
      collection: 'leads',
      where: { deliveryStatus: { equals: 'failed' } },
      overrideAccess: false,
      user: editor,
      limit: 500,
      depth: 0,
    })
    expect(failed.docs.map((d) => d.id)).toContain(lead_id)

    receiver.setScript([200])
    await payload.update({
      collection: 'leads',
      id: lead_id,
      data: { delivery: { resend: true } },
      overrideAccess: false,
      user: editor,
    })
    stored = await lead(lead_id)
    expect(stored.deliveryStatus).toBe('pending')
    expect(stored.delivery?.round).toBe(2)
    expect(stored.delivery?.resend).toBe(false)
    await runDeliveryJobs(payload, lead_id)
    stored = await lead(lead_id)
    expect(stored.deliveryStatus).toBe('delivered')
    expect(stored.delivery?.lastEvent).toBe('resend')
  })

  it('a site without destinations keeps its leads as not-configured', async () => {
    const metro = await siteId(payload, 'metro-used-cars')
    // The demo seed gives every site a destination (issue 39.1): this site's are taken away for the test.
    const { forms } = await payload.findByID({ collection: 'sites', id: metro, depth: 0 })
    await payload.update({
      collection: 'sites',
      id: metro,
      data: { forms: { leadEmail: '', leadWebhookUrl: '', leadNotifications: { enabled: true, emails: [] } } },
    })
    onTestFinished(async () => {
      await payload.update({
        collection: 'sites',
        id: metro,
        data: {
          forms: {
            leadEmail: forms?.leadEmail ?? '',
            leadWebhookUrl: forms?.leadWebhookUrl ?? '',
            leadNotifications: forms?.leadNotifications ?? { enabled: true, emails: [] },
          },
        },
      })
    })
    const response = await h.submitLead(
      leadRequest(
        '/api/leads/submit',
        {
          form: 'contact',
          site: 'metro-used-cars',
          name: 'Ana',
          postcode: '3000',
          phone: validContact().phone,
          email: 'ana@example.com',
        },
        { host: 'localhost:3000' },
      ),
    )
    const { lead_id } = (await response.json()) as { lead_id: number }
    await runDeliveryJobs(payload, lead_id)
    const stored = await lead(lead_id)
    expect(stored.site).toBe(metro)
    expect(stored.deliveryStatus).toBe('not-configured')
  })

  it('writes valid ADF 1.0: prospect, vehicle with interest and status, customer, vendor, provider; a trade-in as the second vehicle', async () => {
    receiver.setScript([200])
    const car = await createCar(payload, harbour, {
      car_type: 'used',
      price: 30000,
      year: 2021,
      make: 'Toyota',
      model: 'Camry',
      badge: 'Ascent',
      km: 30000,
    })
    const before = new Set(outboxFiles(outbox))
    const shopper = validContact()
    const submitted = await submit({
      ...tradeInOnCar(car.id),
      ...shopper,
      name: 'Jo "JJ" <O\'Neil> & Co \u0007',
    })
    const offer = submitted.valuation!.offer_price!
    expect(offer).toBeGreaterThan(0)
    expect(submitted.valuation!.reducedPrice).toBe(30000 - offer)
    await runDeliveryJobs(payload, submitted.lead_id)
    const file = outboxFiles(outbox).find((f) => !before.has(f))!
    const { raw, xml } = adfOf(file)
    expect(mailHeader(raw, 'To')).toBe('crm@harbour-toyota.example')
    expect(mailHeader(raw, 'X-Lead-Id')).toBe(String(submitted.lead_id))
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<?adf version="1.0"?>')

    const parsed = parseXml(xml)
    const adf = parsed.adf as XmlObject
    const prospect = adf.prospect as XmlObject
    expect(prospect['@status']).toBe('new')
    // The lead number, then (issue 39.1) the reference the shopper was given.
    const ids = asArray(prospect.id as XmlObject | XmlObject[])
    expect(ids.map((id) => [id['@sequence'], id['#']])).toEqual([
      ['1', String(submitted.lead_id)],
      ['2', (await lead(submitted.lead_id)).reference],
    ])
    expect(Number.isNaN(Date.parse(String(prospect.requestdate)))).toBe(false)

    const vehicles = asArray(prospect.vehicle as XmlObject | XmlObject[])
    expect(vehicles).toHaveLength(2)
    const [wanted, trade] = vehicles as [XmlObject, XmlObject]
    expect(wanted['@interest']).toBe('buy')
    expect(wanted['@status']).toBe('used')
    expect([wanted.year, wanted.make, wanted.model, wanted.trim, wanted.stock, wanted.vin]).toEqual([
      '2021',
      'Toyota',
      'Camry',
      'Ascent',
      car.stocknum,
      'JTMW1RFV20D000001',
    ])
    expect(wanted.odometer).toEqual({ '@status': 'original', '@units': 'km', '#': '30000' })
    expect(wanted.price).toEqual({ '@type': 'asking', '@currency': 'AUD', '#': '30000' })
    expect(trade['@interest']).toBe('trade-in')
    expect(trade['@status']).toBe('used')
    expect([trade.make, trade.model, trade.year]).toEqual(['Toyota', 'Corolla', String(new Date().getFullYear() - 4)])
    expect(trade.odometer).toEqual({ '@status': 'original', '@units': 'km', '#': '45000' })
    expect(trade.price).toEqual({ '@type': 'appraisal', '@currency': 'AUD', '#': String(offer) })
    expect(trade.comments).toBe('Rego TRADE1 (NSW)')

    const customer = prospect.customer as XmlObject
    const contact = customer.contact as XmlObject
    expect(contact['@primarycontact']).toBe('1')
    // Quotes, angle brackets and ampersands survive escaping; the bell character (not allowed in XML 1.0) is dropped.
    expect(contact.name).toEqual({ '@part': 'full', '@type': 'individual', '#': 'Jo "JJ" <O\'Neil> & Co' })
    expect(contact.email).toEqual({ '@preferredcontact': '1', '#': 'jamie@example.com' })
    expect((contact.phone as XmlObject)['@type']).toBe('cellphone')
    expect(String(customer.comments)).toContain('Interested in finance: Yes')
    expect(String(customer.comments)).toContain(`Price after trade-in: $${(30000 - offer).toLocaleString('en-AU')}`)

    const vendor = prospect.vendor as XmlObject
    expect(vendor.vendorname).toBe('Harbour Toyota')
    expect(((vendor.contact as XmlObject).name as XmlObject)['#']).toBe('Harbour Toyota')
    const provider = prospect.provider as XmlObject
    expect((provider.name as XmlObject)['#']).toBe('Dealer Platform')
    expect(String(provider.service)).toContain('trade-in')

    // Offer accepted: the follow-up marks the lead and delivers it again with subcategory '3. Offer Accepted'.
    const denied = await h.acceptOffer(
      leadRequest('/api/leads/offer-accepted', {
        lead_id: submitted.lead_id,
        follow_up_token: 'forged',
        subcategory: OFFER_ACCEPTED_SUBCATEGORY,
        offer_accepted: true,
        form_completed: true,
      }),
    )
    expect(denied.status).toBe(403)
    const wrongSub = await h.acceptOffer(
      leadRequest('/api/leads/offer-accepted', {
        lead_id: submitted.lead_id,
        follow_up_token: submitted.follow_up_token,
        subcategory: 'Offer Accepted',
        offer_accepted: true,
      }),
    )
    expect(wrongSub.status).toBe(400)
    expect(await wrongSub.json()).toMatchObject({
      errors: [{ field: 'subcategory', message: "subcategory must be '3. Offer Accepted'." }],
    })
    const otherSite = await h.acceptOffer(
      leadRequest(
        '/api/leads/offer-accepted',
        {
          lead_id: submitted.lead_id,
          follow_up_token: submitted.follow_up_token,
          category: 'Trade-In Valuation',
          subcategory: OFFER_ACCEPTED_SUBCATEGORY,
          offer_accepted: true,
          form_completed: true,
        },
        { host: 'metro-used-cars.localhost:3000' },
      ),
    )
    expect(otherSite.status).toBe(404)
    const accepted = await h.acceptOffer(
      leadRequest('/api/leads/offer-accepted', {
        lead_id: submitted.lead_id,
        follow_up_token: submitted.follow_up_token,
        category: 'Trade-In Valuation',
        subcategory: OFFER_ACCEPTED_SUBCATEGORY,
        offer_accepted: true,
        form_completed: true,
      }),
    )
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toMatchObject({ lead_id: submitted.lead_id, offer_accepted: true, event: { id: 18 } })
    const stored = await lead(submitted.lead_id)
    expect(stored.subcategory).toBe(OFFER_ACCEPTED_SUBCATEGORY)
    expect(stored.tradeIn?.offerAccepted).toBe(true)
    expect(stored.tradeIn?.offerPrice).toBe(offer)
    expect(stored.deliveryStatus).toBe('pending')
    const beforeAccepted = new Set(outboxFiles(outbox))
    const webhookCalls = receiver.received.length
    await runDeliveryJobs(payload, submitted.lead_id)
    expect((await lead(submitted.lead_id)).deliveryStatus).toBe('delivered')
    const acceptedFile = outboxFiles(outbox).find((f) => !beforeAccepted.has(f))!
    const acceptedXml = adfOf(acceptedFile).xml
    expect(acceptedXml).toContain('<prospect status="resend">')
    expect(acceptedXml).toContain('Subcategory: 3. Offer Accepted')
    const hook = JSON.parse(receiver.received[webhookCalls]!.body) as Record<string, unknown>
    expect(hook).toMatchObject({
      event: 'offer-accepted',
      subcategory: OFFER_ACCEPTED_SUBCATEGORY,
      trade_in: { offer_accepted: true, offer_price: offer },
    })
  })

  it('cars over 7 years or 100,000 km get no online offer; the lead is still stored and delivered', async () => {
    const { lead_id, valuation } = await submit({
      form: 'trade-in',
      trade_make: 'Ford',
      trade_model: 'Falcon',
      trade_year: '2012',
      kms: '180000',
      adj_condition: 'Fair',
      adj_accident: 'No',
      adj_service_history: 'No',
      adj_keys: 'Yes',
      PreferredContactMethod: 'Phone',
      finance: 'No',
      ...validContact(),
    })
    expect(valuation?.offer_price).toBeNull()
    const stored = await lead(lead_id)
    expect(stored.subcategory).toBe('1. Valuation Requested')
    await runDeliveryJobs(payload, lead_id)
    expect((await lead(lead_id)).deliveryStatus).toBe('delivered')
  })

  it('looks up a rego through the local adapter', async () => {
    const found = await h.lookupRego(leadRequest('/api/leads/rego-lookup', { rego: 'abc 123', regoState: 'VIC' }))
    expect(await found.json()).toMatchObject({ found: true, year: 2019, make: 'Mazda', model: 'CX-5' })
    const missing = await h.lookupRego(leadRequest('/api/leads/rego-lookup', { rego: 'ZZZ999', regoState: 'VIC' }))
    expect(await missing.json()).toEqual({ found: false })
    const bad = await h.lookupRego(leadRequest('/api/leads/rego-lookup', { rego: '<script>', regoState: 'XX' }))
    expect(bad.status).toBe(400)
  })

  it("the plate's state is one of the site's country: US states on the US site, Australian ones elsewhere", async () => {
    const us = { host: 'lakeside-motors.localhost:3000' }
    const found = await h.lookupRego(leadRequest('/api/leads/rego-lookup', { rego: 'lks 2020', regoState: 'wi' }, us))
    expect(found.status).toBe(200)
    expect(await found.json()).toMatchObject({ found: true, year: 2020, make: 'Ford', model: 'F-150' })
    const australian = await h.lookupRego(
      leadRequest('/api/leads/rego-lookup', { rego: 'ABC123', regoState: 'VIC' }, us),
    )
    expect(australian.status).toBe(400)
    expect(await australian.json()).toMatchObject({ errors: [{ field: 'regoState' }] })
    const american = await h.lookupRego(leadRequest('/api/leads/rego-lookup', { rego: 'LKS2020', regoState: 'WI' }))
    expect(american.status).toBe(400)
  })
})
