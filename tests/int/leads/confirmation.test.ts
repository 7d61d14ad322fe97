import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Dealership, Lead, Location, Site } from '@/payload-types'
import { formatAppointment } from '../../../src/domain/clock'
import { REFERENCE_PATTERN } from '../../../src/domain/leadReference'
import { appointmentInstant } from '../../../src/domain/shopperConfirmation'
import { handleReservation } from '../../../src/shopper/reserveRequest'
import { newSessionToken } from '../../../src/shopper/otp'
import { createSession } from '@/data/shoppers'
import { decodeMailBody, mailHeader, mailParts } from '../../eml'
import { bookableDateTime } from '../../support/shopperDates'
import {
  createCar,
  freshIp,
  freshMobile,
  type Handlers,
  leadRequest,
  leadTestEnvironment,
  outboxFiles,
  runDeliveryJobs,
  setup,
  siteId,
  validContact,
} from './helpers'

/**
 * Issue 39.1 and 39.2, read from the outbox as the shopper and the dealer would: each lead's reference (site-prefixed,
 * random) in the intake's answer and in every message; the shopper's confirmation by e-mail or SMS with the reference,
 * the dealer's name, address and phone, the car, and an appointment's day and time on the site's clock with an .ics.
 */
const { outbox } = leadTestEnvironment()

let payload: Payload
let h: Handlers
let harbour: number
let site: Site

const CRM = 'crm@harbour-toyota.example'
const SALES = 'sales@harbour-toyota.example'

beforeAll(async () => {
  ;({ payload, handlers: h } = await setup())
  harbour = await siteId(payload, 'harbour-toyota')
  // Where the demo seed sends the site's leads (other suites on this database change them): the CRM's ADF address
  // and the sales team, both outbox addresses.
  const before = await payload.findByID({ collection: 'sites', id: harbour, depth: 0 })
  site = await payload.update({
    collection: 'sites',
    id: harbour,
    data: { forms: { leadEmail: CRM, leadWebhookUrl: '', leadNotifications: { enabled: true, emails: [SALES] } } },
  })
  return async () => {
    await payload.update({
      collection: 'sites',
      id: harbour,
      data: {
        forms: {
          leadEmail: before.forms?.leadEmail ?? '',
          leadWebhookUrl: before.forms?.leadWebhookUrl ?? '',
          leadNotifications: before.forms?.leadNotifications ?? { enabled: true, emails: [] },
        },
      },
    })
  }
})

const lead = (id: number) => payload.findByID({ collection: 'leads', id, depth: 0 }) as Promise<Lead>

const mails = () => outboxFiles(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
const mailsOf = (leadId: number, event: string) =>
  mails().filter((raw) => mailHeader(raw, 'X-Lead-Id') === String(leadId) && mailHeader(raw, 'X-Lead-Event') === event)
const textsTo = (phone: string) =>
  (fs.existsSync(path.join(outbox, 'sms.log')) ? fs.readFileSync(path.join(outbox, 'sms.log'), 'utf8') : '')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; body: string })
    .filter((sms) => sms.to.replace(/\D/g, '').endsWith(phone.replace(/\D/g, '').slice(-8)))

async function submit(body: Record<string, unknown>) {
  const response = await h.submitLead(leadRequest('/api/leads/submit', body))
  const answer = (await response.json()) as { lead_id: number; reference: string; error?: unknown }
  expect(response.status, JSON.stringify(answer)).toBe(201)
  return answer
}

/** The dealer a lead names, as the shopper should be told: its location's details first, then its dealership's. */
async function dealerOf(stored: Lead) {
  const idOf = (v: unknown) => (typeof v === 'object' && v ? (v as { id: number }).id : (v as number | null))
  const dealership = idOf(stored.dealership)
    ? ((await payload.findByID({ collection: 'dealerships', id: idOf(stored.dealership)!, depth: 0 })) as Dealership)
    : null
  const location = idOf(stored.location)
    ? ((await payload.findByID({ collection: 'locations', id: idOf(stored.location)!, depth: 0 })) as Location)
    : null
  return {
    name: dealership?.name ?? site.name,
    phone: location?.contactDetail?.phone ?? dealership?.phone ?? null,
    street: location?.address?.street ?? dealership?.address?.street ?? null,
    timeZone: location?.timeZone || site.timeZone || 'Australia/Sydney',
  }
}

describe('Each lead gets a reference a dealer can quote (issue 39.1)', () => {
  it('site-prefixed and random, unique, stored on the lead, answered to the shopper and in the ADF e-mail and the notification', async () => {
    const car = await createCar(payload, harbour)
    const first = await submit({ form: 'car', car_id: String(car.id), message: 'Is it available?', ...validContact() })
    const second = await submit({ form: 'car', car_id: String(car.id), message: 'And now?', ...validContact() })
    for (const answer of [first, second]) {
      expect(answer.reference).toMatch(REFERENCE_PATTERN)
      expect(answer.reference.startsWith('HAR-')).toBe(true)
      expect((await lead(answer.lead_id)).reference).toBe(answer.reference)
    }
    // Not a running number: the two references share nothing but the prefix's form.
    expect(first.reference).not.toBe(second.reference)
    expect(first.reference).not.toContain(String(first.lead_id))

    await runDeliveryJobs(payload, first.lead_id)
    const [adf] = mailsOf(first.lead_id, 'created')
    expect(adf, 'the ADF e-mail in the outbox').toBeDefined()
    expect(mailHeader(adf!, 'To')).toBe(CRM)
    expect(decodeMailBody(adf!)).toContain(`>${first.reference}</id>`)
    const [notification] = mailsOf(first.lead_id, 'notification')
    expect(mailHeader(notification!, 'To')).toBe(SALES)
    expect(decodeMailBody(notification!)).toContain(`Reference: ${first.reference}`)
    expect((await lead(first.lead_id)).deliveryStatus).toBe('delivered')
    // A car enquiry is no booking: no confirmation is sent for it.
    expect(mailsOf(first.lead_id, 'confirmation')).toHaveLength(0)
  })
})

describe('Every shopper hears back (issue 39.2)', () => {
  it("a test drive: an e-mail with the reference, the dealer's name, address and phone, the car, the day and time on the site's clock, and an .ics", async () => {
    const car = await createCar(payload, harbour)
    const booked = bookableDateTime(6, '10:30')
    const email = `td.${Date.now()}@example.com`
    const answer = await submit({
      form: 'test-drive',
      car_id: String(car.id),
      test_drive_date: booked,
      ...validContact(),
      email,
    })
    await runDeliveryJobs(payload, answer.lead_id)
    const stored = await lead(answer.lead_id)
    expect(stored.delivery?.confirmation).toMatchObject({ status: 'sent', channel: 'email', to: email })

    const [raw] = mailsOf(answer.lead_id, 'confirmation')
    expect(raw, 'the confirmation in the outbox').toBeDefined()
    expect(mailHeader(raw!, 'To')).toBe(email)
    expect(mailHeader(raw!, 'Subject')).toContain(answer.reference)
    const parts = mailParts(raw!)
    const text = parts.find((p) => p.contentType === 'text/plain')!.text
    const dealer = await dealerOf(stored)
    const when = formatAppointment(booked, 'en-AU')!
    for (const part of [answer.reference, dealer.name, stored.vehicle!.name!, when]) expect(text, part).toContain(part)
    if (dealer.phone) expect(text).toContain(dealer.phone)
    if (dealer.street) expect(text).toContain(dealer.street)

    const ics = parts.find((p) => p.contentType === 'text/calendar')
    expect(ics?.filename).toBe(`${answer.reference}.ics`)
    const start = appointmentInstant(booked, dealer.timeZone)!
    const utc = start
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')
    expect(ics!.text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(ics!.text).toContain(`\r\nDTSTART:${utc}\r\n`)
    expect(ics!.text).toMatch(new RegExp(`\\r\\nUID:${answer.reference}@`))
    expect(ics!.text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/)

    // A retry of the CRM channels, or a staff resend, does not send the shopper a second one.
    await payload.update({ collection: 'leads', id: answer.lead_id, data: { delivery: { resend: true } } })
    await runDeliveryJobs(payload, answer.lead_id)
    expect(mailsOf(answer.lead_id, 'confirmation')).toHaveLength(1)
  })

  it("a service booking: an e-mail with the day and time on the site's clock and an .ics of the appointment in the site's time zone", async () => {
    // Next month's 12th at 9:15 on the dealer's clock, from the real clock (the intake checks bookable dates).
    const now = new Date()
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 12))
    const booked = `${next.toISOString().slice(0, 10)}T09:15`
    const email = `svc.${Date.now()}@example.com`
    const answer = await submit({
      form: 'service',
      service_date: booked,
      message: 'Logbook service, please',
      page_id: 'genuine-service',
      postcode: '2000',
      terms_agreed: true,
      ...validContact(),
      email,
    })
    await runDeliveryJobs(payload, answer.lead_id)
    const stored = await lead(answer.lead_id)
    expect((stored.fields as Record<string, unknown>).service_date).toBe(booked)
    expect(stored.delivery?.confirmation).toMatchObject({ status: 'sent', channel: 'email', to: email })

    const [raw] = mailsOf(answer.lead_id, 'confirmation')
    expect(raw, 'the confirmation in the outbox').toBeDefined()
    expect(mailHeader(raw!, 'Subject')).toContain(`Your service booking with`)
    const parts = mailParts(raw!)
    const text = parts.find((p) => p.contentType === 'text/plain')!.text
    const dealer = await dealerOf(stored)
    expect(text).toContain(`is booked for ${formatAppointment(booked, 'en-AU')!}`)
    expect(text).toContain(answer.reference)

    const ics = parts.find((p) => p.contentType === 'text/calendar')
    expect(ics?.filename).toBe(`${answer.reference}.ics`)
    // 9:15 in Sydney is 22:15 or 23:15 UTC the day before (daylight saving or not), never 9:15 UTC.
    const start = appointmentInstant(booked, dealer.timeZone)!
    expect(dealer.timeZone).toBe('Australia/Sydney')
    expect([22, 23]).toContain(start.getUTCHours())
    const utc = start
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')
    expect(ics!.text).toContain(`\r\nDTSTART:${utc}\r\n`)
    const end = new Date(start.getTime() + 30 * 60_000)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')
    expect(ics!.text).toContain(`\r\nDTEND:${end}\r\n`)
    expect(ics!.text).toMatch(/\r\nSUMMARY:Your service booking with /)
    expect(ics!.text).toMatch(new RegExp(`\\r\\nUID:${answer.reference}@`))
    // The CRM's ADF document carries the booked time for the service desk.
    const [adf] = mailsOf(answer.lead_id, 'created')
    expect(decodeMailBody(adf!)).toContain(`Service Booking Date: ${booked}`)
  })

  it('a service request without a day: the confirmation says the dealer will call, and carries no .ics', async () => {
    const answer = await submit({
      form: 'service',
      page_id: 'genuine-service',
      postcode: '2000',
      terms_agreed: true,
      ...validContact(),
      email: `svc2.${Date.now()}@example.com`,
    })
    await runDeliveryJobs(payload, answer.lead_id)
    const [raw] = mailsOf(answer.lead_id, 'confirmation')
    const text = mailParts(raw!).find((p) => p.contentType === 'text/plain')!.text
    expect(text).toContain('will call you to confirm the day and time')
    expect(mailParts(raw!).some((p) => p.contentType === 'text/calendar')).toBe(false)
  })

  it('a finance enquiry: an e-mail with the reference and the dealer', async () => {
    const answer = await submit({
      form: 'finance',
      vehiclePriceBudget: '30000',
      ...validContact(),
      email: `fin.${Date.now()}@example.com`,
    })
    await runDeliveryJobs(payload, answer.lead_id)
    const [raw] = mailsOf(answer.lead_id, 'confirmation')
    const text = mailParts(raw!).find((p) => p.contentType === 'text/plain')!.text
    expect(text).toContain('Thank you for your finance enquiry.')
    expect(text).toContain(answer.reference)
    expect(mailParts(raw!).some((p) => p.contentType === 'text/calendar')).toBe(false)
  })

  it('a trade-in offer, SMS chosen: a text with the reference and the dealer', async () => {
    const phone = freshMobile()
    const answer = await submit({
      form: 'trade-in',
      trade_make: 'Toyota',
      trade_model: 'Corolla',
      trade_year: String(new Date().getFullYear() - 3),
      kms: '40000',
      adj_condition: 'Good',
      adj_accident: 'No',
      adj_service_history: 'Yes',
      adj_keys: 'Yes',
      PreferredContactMethod: 'SMS',
      finance: 'No',
      ...validContact(phone),
    })
    await runDeliveryJobs(payload, answer.lead_id)
    const stored = await lead(answer.lead_id)
    expect(stored.delivery?.confirmation).toMatchObject({ status: 'sent', channel: 'sms' })
    const texts = textsTo(phone).filter((sms) => sms.body.includes(answer.reference))
    expect(texts).toHaveLength(1)
    expect(texts[0]!.body).toContain('trade-in')
    expect(texts[0]!.body).toContain((await dealerOf(stored)).name)
    expect(mailsOf(answer.lead_id, 'confirmation')).toHaveLength(0)
  })

  it('a reservation: an order reference on screen (the answer) and in the e-mail to the shopper', async () => {
    const car = await createCar(payload, harbour, { price: 31990 })
    const phone = `+61413${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`
    const { token, tokenHash } = newSessionToken()
    await createSession(tokenHash, phone, new Date(Date.now() + 3600_000))
    const email = `res.${Date.now()}@example.com`
    const headers = new Headers({
      'content-type': 'application/json',
      host: 'harbour-toyota.localhost:3000',
      origin: 'http://harbour-toyota.localhost:3000',
      'x-client-ip': freshIp(),
      cookie: `dp_shopper=${token}`,
    })
    const response = await handleReservation(
      new Request('http://harbour-toyota.localhost:3000/api/reservations', {
        method: 'POST',
        headers,
        body: JSON.stringify({ car_id: car.id, name: 'Robin', email }),
      }),
    )
    const answer = (await response.json()) as { reservation_id: number; order_reference: string }
    expect(response.status, JSON.stringify(answer)).toBe(201)
    expect(answer.order_reference).toMatch(REFERENCE_PATTERN)
    const stored = await payload.findByID({ collection: 'reservations', id: answer.reservation_id, depth: 0 })
    expect(stored.orderReference).toBe(answer.order_reference)

    const raw = mails().find(
      (m) => mailHeader(m, 'X-Reservation-Reference') === answer.order_reference && mailHeader(m, 'To') === email,
    )
    expect(raw, 'the reservation confirmation in the outbox').toBeDefined()
    const text = mailParts(raw!).find((p) => p.contentType === 'text/plain')!.text
    expect(text).toContain(answer.order_reference)
    expect(text).toContain('is holding the car for you until')
    expect(text).toContain('Toyota')
  })
})
