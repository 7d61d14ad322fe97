import Stripe from 'stripe'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { verifyStripeEvent } from '../../../src/shopper/payments/provider'
import { reservationHoldContext } from '../../../collections/access/cars'
import { liveReservationsOfCar, markDepositPaid, reserveCar } from '@/data/reservations'
import { releaseReservation } from '@/data/reservationRelease'
import { testPayload } from '../payload'

let payload: Payload
let siteId: number

async function freshCar(stocknum: string) {
  const dealership = (await payload.find({ collection: 'dealerships', where: { site: { equals: siteId } }, limit: 1 }))
    .docs[0]!
  return payload.create({
    collection: 'cars',
    data: {
      dealership: dealership.id,
      make: 'Kia',
      model: 'Cerato',
      year: 2023,
      price: 24990,
      stocknum,
      status: 'in_stock',
    } as never,
    depth: 0,
  })
}

const input = (carId: number, phone: string) => ({
  siteId,
  carId,
  phone,
  name: 'Sam Shopper',
  email: 'sam@example.com',
  depositDollars: 200,
  currency: 'aud',
  description: 'Deposit',
})

beforeAll(async () => {
  payload = await testPayload()
  siteId = (await payload.find({ collection: 'sites', where: { slug: { equals: 'harbour-toyota' } }, limit: 1 }))
    .docs[0]!.id
})

describe('reserve a car with a refundable deposit (issue 7)', () => {
  it('two simultaneous reservations of one car yield exactly one (database constraint)', async () => {
    const car = await freshCar(`RES-RACE-${Date.now()}`)
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => reserveCar(input(car.id, `+6141200000${i}`))))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'taken')).toBe(true)
    expect(await liveReservationsOfCar(car.id)).toBe(1)
  })

  it('while held the car is Reserved; after 48 hours the job releases it and it can be reserved again', async () => {
    const car = await freshCar(`RES-HOLD-${Date.now()}`)
    const held = await reserveCar(input(car.id, '+61412000111'))
    if (!held.ok) throw new Error('expected a reservation')
    expect(held.holdUntil.getTime() - Date.now()).toBeGreaterThan(47.9 * 3600 * 1000)
    expect(held.deposit.provider).toBe('dealership')
    expect((await payload.findByID({ collection: 'cars', id: car.id, depth: 0 })).reserved).toBe(true)
    expect(await releaseReservation(payload, held.id, new Date())).toBe('kept')
    expect(await releaseReservation(payload, held.id, new Date(held.holdUntil.getTime() + 1000))).toBe('released')
    expect((await payload.findByID({ collection: 'cars', id: car.id, depth: 0 })).reserved).toBe(false)
    expect((await reserveCar(input(car.id, '+61412000112'))).ok).toBe(true)
  })
})

describe('the reservation flow writes cars without overriding access', () => {
  it('its context reaches only the car it holds; without it an anonymous write is refused', async () => {
    const [held, other] = [await freshCar(`RES-CTX-A-${Date.now()}`), await freshCar(`RES-CTX-B-${Date.now()}`)]
    await payload.update({
      collection: 'cars',
      id: held.id,
      data: { reserved: true },
      overrideAccess: false,
      context: reservationHoldContext(held.id),
    })
    expect((await payload.findByID({ collection: 'cars', id: held.id, depth: 0 })).reserved).toBe(true)
    await expect(
      payload.update({
        collection: 'cars',
        id: other.id,
        data: { reserved: true },
        overrideAccess: false,
        context: reservationHoldContext(held.id),
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({ collection: 'cars', id: other.id, data: { reserved: true }, overrideAccess: false }),
    ).rejects.toThrow()
    expect((await payload.findByID({ collection: 'cars', id: other.id, depth: 0 })).reserved).not.toBe(true)
  })
})

describe('Stripe webhook signature', () => {
  const secret = 'whsec_test_secret'
  const payloadText = (intent: string) =>
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intent, object: 'payment_intent' } },
    })

  it('a webhook with a bad signature is refused', () => {
    const body = payloadText('pi_bad')
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_someone_else' })
    expect(() => verifyStripeEvent(body, forged, secret)).toThrow()
    expect(() => verifyStripeEvent(body, null, secret)).toThrow()
  })

  it('a signed payment_intent.succeeded turns the awaiting hold into held', async () => {
    const car = await freshCar(`RES-PAID-${Date.now()}`)
    const held = await reserveCar(input(car.id, '+61412000113'))
    if (!held.ok) throw new Error('expected a reservation')
    const ref = `pi_test_${held.id}`
    await (payload.db as unknown as { pool: { query(q: string, v: unknown[]): Promise<unknown> } }).pool.query(
      'UPDATE reservations SET payment_ref = $1 WHERE id = $2',
      [ref, held.id],
    )
    const body = payloadText(ref)
    const event = verifyStripeEvent(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret }), secret)
    expect(event.type).toBe('payment_intent.succeeded')
    expect(await markDepositPaid((event.data.object as { id: string }).id)).toBe(true)
    expect(await markDepositPaid(ref)).toBe(false)
  })
})
