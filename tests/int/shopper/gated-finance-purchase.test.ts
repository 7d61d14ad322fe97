import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Car, Lead, User } from '@/payload-types'
import { financeQuote } from '../../../src/domain/financeQuote'
import { DELIVERY, PICK_UP } from '../../../src/domain/onlinePurchase'
import { MESSAGES } from '../../../src/leads/constants'
import { hashSessionToken, newSessionToken } from '../../../src/shopper/otp'
import { reserveCar } from '@/data/reservations'
import { SESSION_COOKIE } from '../../../src/shopper/session'
import { createSession } from '@/data/shoppers'
import {
  createCar,
  freshMobile,
  type Handlers,
  leadRequest,
  leadTestEnvironment,
  setup,
  siteId,
  userByEmail,
  validContact,
} from '../leads/helpers'

leadTestEnvironment()

let payload: Payload
let h: Handlers
let harbour: number
let metro: number
let lakeside: number
const original: Record<number, unknown> = {}

const lender = {
  interestRate: 7.49,
  comparisonRate: 8.12,
  paymentWeek: 120,
  termYears: 5,
  disclaimer: 'Lender disclaimer.',
}

async function settings(site: number, data: Record<string, unknown>) {
  const before = await payload.findByID({ collection: 'sites', id: site, depth: 0 })
  original[site] ??= { finance: before.finance, carPage: before.carPage }
  await payload.update({ collection: 'sites', id: site, data, depth: 0, context: { disableRevalidate: true } })
}

async function signedInCookie(phone: string): Promise<string> {
  const { token, tokenHash } = newSessionToken()
  await createSession(tokenHash, phone, new Date(Date.now() + 3600_000))
  expect(hashSessionToken(token)).toBe(tokenHash)
  return `${SESSION_COOKIE}=${token}`
}

function post(body: Record<string, unknown>, host: string, cookie?: string) {
  const request = leadRequest('/api/leads/submit', body, { host })
  if (cookie) request.headers.set('cookie', cookie)
  return h.submitLead(request)
}

const leadOf = async (response: Response): Promise<Lead> =>
  payload.findByID({ collection: 'leads', id: ((await response.json()) as { lead_id: number }).lead_id, depth: 0 })

beforeAll(async () => {
  ;({ payload, handlers: h } = await setup())
  harbour = await siteId(payload, 'harbour-toyota')
  metro = await siteId(payload, 'metro-used-cars')
  lakeside = await siteId(payload, 'lakeside-motors')
  await settings(harbour, { finance: { enabled: true, provider: 'provider_b', personalised: true, gatedMode: false } })
  await settings(metro, { carPage: { onlinePurchase: true }, finance: { gatedMode: false } })
  await settings(lakeside, { finance: { gatedMode: true } })
})

afterAll(async () => {
  for (const [site, data] of Object.entries(original))
    await payload.update({
      collection: 'sites',
      id: Number(site),
      data: data as never,
      depth: 0,
      context: { disableRevalidate: true },
    })
})

describe('gated mode (spec §2, §6: checkout and finance are gated when the gated mode is on; trade-in is not)', () => {
  it('a finance enquiry on a gated site without a signed-in shopper is refused with 401 and stores nothing', async () => {
    const before = await payload.count({ collection: 'leads', where: { site: { equals: lakeside } } })
    const response = await post(
      { form: 'finance', vehiclePriceBudget: '30000', ...validContact('2025550143') },
      'lakeside-motors.localhost:3000',
    )
    expect(response.status).toBe(401)
    expect(((await response.json()) as { error: string }).error).toBe(MESSAGES.signInRequired)
    expect((await payload.count({ collection: 'leads', where: { site: { equals: lakeside } } })).totalDocs).toBe(
      before.totalDocs,
    )
  })

  it('a signed-in shopper sends it, and the lead records the session phone', async () => {
    const cookie = await signedInCookie('+12025550143')
    const response = await post(
      { form: 'finance', vehiclePriceBudget: '30000', ...validContact('2025550143') },
      'lakeside-motors.localhost:3000',
      cookie,
    )
    expect(response.status).toBe(201)
    const lead = await leadOf(response)
    expect((lead.fields as Record<string, unknown>).signed_in_phone).toBe('+12025550143')
  })

  it('trade-in and sell-my-car are never gated', async () => {
    const response = await post(
      {
        form: 'trade-in',
        trade_make: 'Ford',
        trade_model: 'Focus',
        trade_year: '2018',
        kms: '60000',
        PreferredContactMethod: 'Phone',
        finance: 'No',
        ...adjustments(),
        ...validContact('2025550144'),
      },
      'lakeside-motors.localhost:3000',
    )
    expect(response.status).toBe(201)
  })
})

function adjustments(): Record<string, string> {
  return { adj_condition: 'Good', adj_accident: 'No', adj_service_history: 'Yes', adj_keys: 'Yes' }
}

describe('personalised finance (spec §2: /personalised/finance?car_id={id} for cars with a vehicle-identification code)', () => {
  let car: Car
  beforeAll(async () => {
    car = await createCar(payload, harbour, {
      has_nvic: true,
      price: 30_000,
      finance_lenders: [{ provider: 'provider_b', ...lender }] as never,
    })
  })

  it('prices the quote at the car lender rate on the server, whatever the browser claims', async () => {
    const response = await post(
      {
        form: 'finance-quote',
        car_id: String(car.id),
        deposit: '$3,000',
        term_years: '5',
        balloon: '0',
        weekly: '1',
        ...validContact(),
      },
      'harbour-toyota.localhost:3000',
    )
    expect(response.status).toBe(201)
    const lead = await leadOf(response)
    const expected = financeQuote({ price: 30_000, interestRate: 7.49, deposit: 3000, termYears: 5, balloon: 0 })
    const quote = (lead.fields as { quote: Record<string, number> }).quote
    expect(quote.weekly).toBe(expected.weekly)
    expect(quote.monthly).toBe(expected.monthly)
    expect(quote.amountFinanced).toBe(27_000)
    expect(quote.interestRate).toBe(7.49)
    expect(lead.category).toBe('Personalised Finance Quote')
  })

  it('a deposit of the whole price or a balloon above half of it is a 400 naming the field', async () => {
    const deposit = await post(
      {
        form: 'finance-quote',
        car_id: String(car.id),
        deposit: '30000',
        term_years: '5',
        balloon: '0',
        ...validContact(),
      },
      'harbour-toyota.localhost:3000',
    )
    expect(deposit.status).toBe(400)
    expect(((await deposit.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['deposit'])
    const balloon = await post(
      {
        form: 'finance-quote',
        car_id: String(car.id),
        deposit: '0',
        term_years: '5',
        balloon: '20000',
        ...validContact(),
      },
      'harbour-toyota.localhost:3000',
    )
    expect(((await balloon.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['balloon'])
  })

  it('a car without an NVIC, or a site without the mode, gets no quote', async () => {
    const plain = await createCar(payload, harbour, {
      has_nvic: false,
      price: 30_000,
      finance_lenders: [{ provider: 'provider_b', ...lender }] as never,
    })
    const response = await post(
      {
        form: 'finance-quote',
        car_id: String(plain.id),
        deposit: '3000',
        term_years: '5',
        balloon: '0',
        ...validContact(),
      },
      'harbour-toyota.localhost:3000',
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('car_id')
    const metroResponse = await post(
      {
        form: 'finance-quote',
        car_id: String(car.id),
        deposit: '3000',
        term_years: '5',
        balloon: '0',
        ...validContact(),
      },
      'metro-used-cars.localhost:3000',
    )
    expect(((await metroResponse.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('form')
  })
})

describe('online purchase (spec §2: /checkout-journey?car_id={slug}, shown only for used cars on one dealer)', () => {
  const order = (carId: number, extra: Record<string, unknown> = {}) => ({
    form: 'online-purchase',
    car_id: String(carId),
    ...validContact(freshMobile()),
    postcode: '3175',
    'do-you-have-a-trade-in': 'No',
    finance: 'Yes',
    deposit: '5000',
    handover: PICK_UP,
    terms_agreed: true,
    ...extra,
  })

  it('saves the order as a lead with the purchase data', async () => {
    const car = await createCar(payload, metro, { car_type: 'used', price: 21_990 })
    const response = await post(order(car.id), 'metro-used-cars.localhost:3000')
    expect(response.status).toBe(201)
    const lead = await leadOf(response)
    expect(lead.form).toBe('online-purchase')
    expect(lead.category).toBe('Online Purchase')
    expect(lead.car).toBe(car.id)
    expect((lead.fields as { purchase: Record<string, unknown> }).purchase).toEqual({
      price: 21_990,
      handover: PICK_UP,
      finance: 'Yes',
      trade_in: 'No',
    })
  })

  it('delivery needs an address and a trade-in needs its make, model and year (400 naming each field)', async () => {
    const car = await createCar(payload, metro, { car_type: 'used' })
    const response = await post(
      order(car.id, { handover: DELIVERY, 'do-you-have-a-trade-in': 'Yes', trade_make: 'Mazda' }),
      'metro-used-cars.localhost:3000',
    )
    expect(response.status).toBe(400)
    const fields = ((await response.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)
    expect(fields.sort()).toEqual(['delivery_address', 'trade_model', 'trade_year'])
  })

  it('new cars, reserved cars and sites without online purchase are refused', async () => {
    const fresh = await createCar(payload, metro, { car_type: 'new' })
    expect((await post(order(fresh.id), 'metro-used-cars.localhost:3000')).status).toBe(400)
    const held = await createCar(payload, metro, { car_type: 'used', reserved: true })
    expect((await post(order(held.id), 'metro-used-cars.localhost:3000')).status).toBe(400)
    const harbourCar = await createCar(payload, harbour, { car_type: 'used' })
    const other = await post(order(harbourCar.id), 'harbour-toyota.localhost:3000')
    expect(((await other.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('form')
  })
})

describe('staff see and manage their own site reservations', () => {
  let editorHarbour: User
  let editorMetro: User
  let reservationId: number
  let carId: number

  beforeAll(async () => {
    editorHarbour = await userByEmail(payload, 'editor@harbour-toyota.example.com')
    editorMetro = await userByEmail(payload, 'editor@metro-used-cars.example.com')
    const car = await createCar(payload, harbour, { car_type: 'used' })
    carId = car.id
    const held = await reserveCar({
      siteId: harbour,
      carId,
      phone: '+61412000999',
      name: 'Pat Buyer',
      email: 'pat@example.com',
      depositDollars: 200,
      currency: 'aud',
      description: 'Deposit',
    })
    if (!held.ok) throw new Error('expected a reservation')
    reservationId = held.id
  })

  it("a site editor lists their own site's reservations and never another site's; anonymous reads none", async () => {
    const own = await payload.find({
      collection: 'reservations',
      overrideAccess: false,
      user: editorHarbour,
      limit: 500,
      depth: 0,
    })
    expect(own.docs.map((r) => r.id)).toContain(reservationId)
    for (const doc of own.docs) expect(doc.site).toBe(harbour)
    const other = await payload.find({
      collection: 'reservations',
      overrideAccess: false,
      user: editorMetro,
      limit: 500,
      depth: 0,
    })
    expect(other.docs.map((r) => r.id)).not.toContain(reservationId)
    await expect(
      payload.findByID({ collection: 'reservations', id: reservationId, overrideAccess: false, user: editorMetro }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'reservations', overrideAccess: false })).rejects.toThrow()
  })

  it("another site's editor cannot change it; staff cannot rewrite what the shopper sent", async () => {
    await expect(
      payload.update({
        collection: 'reservations',
        id: reservationId,
        data: { status: 'cancelled' },
        overrideAccess: false,
        user: editorMetro,
      }),
    ).rejects.toThrow()
    const updated = await payload.update({
      collection: 'reservations',
      id: reservationId,
      data: { status: 'held', phone: '+61400000000', name: 'Forged' },
      overrideAccess: false,
      user: editorHarbour,
    })
    expect(updated.phone).toBe('+61412000999')
    expect(updated.name).toBe('Pat Buyer')
  })

  it('confirming the sale marks the car sold; cancelling another hold puts its car back on sale', async () => {
    await payload.update({
      collection: 'reservations',
      id: reservationId,
      data: { status: 'confirmed' },
      overrideAccess: false,
      user: editorHarbour,
    })
    const sold = await payload.findByID({ collection: 'cars', id: carId, depth: 0 })
    expect(sold.status).toBe('sold')
    expect(sold.reserved).toBe(false)

    const car = await createCar(payload, harbour, { car_type: 'used' })
    const held = await reserveCar({
      siteId: harbour,
      carId: car.id,
      phone: '+61412000998',
      name: 'Lee',
      email: 'lee@example.com',
      depositDollars: 200,
      currency: 'aud',
      description: 'Deposit',
    })
    if (!held.ok) throw new Error('expected a reservation')
    expect((await payload.findByID({ collection: 'cars', id: car.id, depth: 0 })).reserved).toBe(true)
    await payload.update({
      collection: 'reservations',
      id: held.id,
      data: { status: 'cancelled' },
      overrideAccess: false,
      user: editorHarbour,
    })
    expect((await payload.findByID({ collection: 'cars', id: car.id, depth: 0 })).reserved).toBe(false)
  })
})
