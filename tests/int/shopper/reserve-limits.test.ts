import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { newSessionToken } from '../../../src/shopper/otp'
import { handleReservation } from '../../../src/shopper/reserveRequest'
import { liveHoldsOfPhone, reserveCar } from '@/data/reservations'
import { createSession } from '@/data/shoppers'
import { testPayload } from '../payload'

/** Issue 16: holds are limited per phone and per client address, need a verified phone by default, and ids are strict. */

let payload: Payload
let siteId: number
const HOST = 'harbour-toyota.localhost:3000'

const rnd = () => Math.floor(Math.random() * 1e6)
const freshPhone = () => `+61413${String(rnd()).padStart(6, '0')}`
const freshIp = () => `10.77.${rnd() % 250}.${1 + (rnd() % 250)}`

async function freshCar(tag: string) {
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
      stocknum: `RES-LIM-${tag}-${Date.now()}-${rnd()}`,
      status: 'in_stock',
    } as never,
    depth: 0,
  })
}

async function sessionFor(phone: string): Promise<string> {
  const { token, tokenHash } = newSessionToken()
  await createSession(tokenHash, phone, new Date(Date.now() + 3600_000))
  return `dp_shopper=${token}`
}

/** POST /api/reservations as the site's page sends it, from `ip` (the x-client-ip scripts/serve.ts sets). */
function reserve(body: Record<string, unknown>, options: { ip: string; cookie?: string }): Promise<Response> {
  const headers = new Headers({
    'content-type': 'application/json',
    host: HOST,
    origin: `http://${HOST}`,
    'x-client-ip': options.ip,
  })
  if (options.cookie) headers.set('cookie', options.cookie)
  return handleReservation(
    new Request(`http://${HOST}/api/reservations`, { method: 'POST', headers, body: JSON.stringify(body) }),
  )
}

beforeAll(async () => {
  payload = await testPayload()
  siteId = (await payload.find({ collection: 'sites', where: { slug: { equals: 'harbour-toyota' } }, limit: 1 }))
    .docs[0]!.id
})

describe('reservation limits (issue 16)', () => {
  it('a phone holds at most the limit of live holds on a site, even when its holds arrive at once', async () => {
    const cars = await Promise.all([1, 2, 3, 4].map((i) => freshCar(`P${i}`)))
    const phone = freshPhone()
    const input = (carId: number) => ({
      siteId,
      carId,
      phone,
      name: 'Sam',
      email: 'sam@example.com',
      depositDollars: 200,
      currency: 'aud',
      description: 'Deposit',
      maxLiveHoldsPerPhone: 2,
    })
    const results = await Promise.all(cars.map((c) => reserveCar(input(c.id))))
    expect(results.filter((r) => r.ok)).toHaveLength(2)
    expect(results.filter((r) => !r.ok && r.reason === 'phone-limit')).toHaveLength(2)
    expect(await liveHoldsOfPhone(siteId, phone)).toBe(2)
  })

  it('ids are strict positive integers: true, "0x10", [1], 2147483648, -1, 0 → 400 naming car_id', async () => {
    for (const carId of [true, '0x10', [1], 2147483648, -1, 0]) {
      const answer = await reserve(
        { car_id: carId, name: 'Id', email: 'id@example.com', phone_number: '0413 555 030' },
        { ip: freshIp() },
      )
      expect(answer.status, JSON.stringify(carId)).toBe(400)
      expect(((await answer.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('car_id')
    }
  })

  it('without a verified phone the hold is refused with 401 (the default where a deposit is taken)', async () => {
    const car = await freshCar('S')
    const answer = await reserve(
      { car_id: car.id, name: 'No Session', email: 'n@example.com', phone_number: '0413 555 031' },
      { ip: freshIp() },
    )
    expect(answer.status).toBe(401)
  })

  it("the hold's phone is the session's, never the body's; a third live hold by that phone is 429", async () => {
    const phone = freshPhone()
    const cookie = await sessionFor(phone)
    const ip = freshIp()
    const cars = await Promise.all([1, 2, 3].map((i) => freshCar(`S${i}`)))
    for (const car of cars.slice(0, 2))
      expect(
        (
          await reserve(
            { car_id: String(car.id), name: 'Sam', email: 's@example.com', phone_number: '0413 555 032' },
            { ip, cookie },
          )
        ).status,
      ).toBe(201)
    expect(await liveHoldsOfPhone(siteId, phone)).toBe(2)
    const third = await reserve({ car_id: cars[2]!.id, name: 'Sam', email: 's@example.com' }, { ip, cookie })
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('one client address places at most five holds a day on a site; another address is not affected', async () => {
    const ip = freshIp()
    const cars = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((i) => freshCar(`I${i}`)))
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      const cookie = await sessionFor(freshPhone())
      for (let h = 0; h < 2; h++)
        statuses.push(
          (await reserve({ car_id: cars[statuses.length]!.id, name: 'Ip', email: 'ip@example.com' }, { ip, cookie }))
            .status,
        )
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    // Another address is not affected.
    expect(
      (
        await reserve(
          { car_id: cars[6]!.id, name: 'Ip', email: 'ip@example.com' },
          { ip: freshIp(), cookie: await sessionFor(freshPhone()) },
        )
      ).status,
    ).toBe(201)
  })
})
