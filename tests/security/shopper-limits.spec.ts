import { expect, test } from '@playwright/test'
import { ADMIN, type Answer, freshAuMobile, lastSmsCode, login, originOf, send, SITE_A, siteIdOf } from './http'

/**
 * Issue 16: per-client limits hold under a spoofed X-Forwarded-For, a stranger's wrong codes do not lock the owner
 * out, reservation holds are limited per phone and per client and need a verified phone where the site says so,
 * shopper ids are strict, and the watchlist API answers only on watchlist sites.
 *
 * Two clients need two addresses: requests here leave from their own random loopback address (127.x.y.z, all of
 * 127/8 is the loopback on Linux), which the server sees as the socket address. A fresh address per run also gives
 * each run its own per-address budgets on a reused server.
 */

test.describe.configure({ mode: 'serial' })

const HOLD_SITE = 'outback-caravans' // requires a verified phone (the default); no other test reserves its cars
const WATCHLIST_SITE = 'lakeside-motors'
const byte = () => 1 + Math.floor(Math.random() * 253)
const loopbackAddress = () => `127.${byte()}.${byte()}.${byte()}`
const spoofed = () => `${byte()}.${byte()}.${byte()}.${byte()}`

/** tests/security/http.ts's send, leaving from `localAddress`. */
const sendFrom = (
  localAddress: string,
  pathname: string,
  options: { site?: string; body?: unknown; headers?: Record<string, string>; cookie?: string } = {},
) => send(pathname, { ...options, localAddress })

/** A same-origin shopper POST from `from`, with an X-Forwarded-For naming someone else each time. */
const postFrom = (from: string, pathname: string, site: string, body: unknown, extra: Record<string, string> = {}) =>
  sendFrom(from, pathname, {
    site,
    body,
    headers: { origin: originOf(site), 'x-forwarded-for': spoofed(), 'x-real-ip': spoofed(), ...extra },
  })

const wrongCode = (real: string, n: number) => {
  const guess = String((Number(real) + 1 + n) % 1_000_000).padStart(6, '0')
  return guess === real ? String((Number(real) + 500_000) % 1_000_000).padStart(6, '0') : guess
}

const cookieOf = (answer: Answer) => {
  const raw = answer.headers['set-cookie']
  return (
    (Array.isArray(raw) ? raw : raw ? [raw] : []).find((c) => c.includes('HttpOnly') && !/Max-Age=0/.test(c)) ?? ''
  ).split(';')[0]!
}

/** Signs `national` in from `from` on `site`; the session cookie. */
async function signIn(from: string, site: string, mobile: { national: string; e164: string }): Promise<string> {
  const sent = await postFrom(from, '/api/sign-in/request-code', site, { phone_number: mobile.national })
  expect(sent.status, sent.text).toBe(200)
  const verified = await postFrom(from, '/api/sign-in/verify', site, {
    phone_number: mobile.national,
    code: lastSmsCode(mobile.e164),
  })
  expect(verified.status, verified.text).toBe(200)
  return cookieOf(verified)
}

let holdCars: number[] = []
const reservations: number[] = []

test.beforeAll(async () => {
  const site = await siteIdOf(HOLD_SITE)
  const found = await send(
    `/api/cars?where[site][equals]=${site}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[reserved][not_equals]=true&limit=12&depth=0&sort=-id`,
    { token: await login(ADMIN) },
  )
  holdCars = (found.json() as { docs: { id: number }[] }).docs.map((d) => d.id)
  expect(holdCars.length, `${HOLD_SITE} needs 9 cars that can be reserved`).toBeGreaterThanOrEqual(9)
})

test.afterAll(async () => {
  // Staff cancel the test holds: the cars go back on sale at once.
  const token = await login(ADMIN)
  for (const id of reservations)
    await send(`/api/reservations/${id}`, { method: 'PATCH', token, body: { status: 'cancelled' } })
})

const hold = async (from: string, carId: number, cookie: string, phone?: string) => {
  const answer = await postFrom(
    from,
    '/api/reservations',
    HOLD_SITE,
    { car_id: carId, name: 'Limit Probe', email: 'limit.probe@example.com', ...(phone ? { phone_number: phone } : {}) },
    { cookie },
  )
  if (answer.status === 201) reservations.push((answer.json() as { reservation_id: number }).reservation_id)
  return answer
}

test("sign-in: a stranger's wrong codes do not lock the owner out (the owner's new code works; the stranger cannot spend it)", async () => {
  const owner = loopbackAddress()
  const stranger = loopbackAddress()
  const mobile = freshAuMobile()
  expect((await postFrom(owner, '/api/sign-in/request-code', SITE_A, { phone_number: mobile.national })).status).toBe(
    200,
  )
  const first = lastSmsCode(mobile.e164)
  for (let i = 0; i < 5; i++)
    expect(
      (
        await postFrom(stranger, '/api/sign-in/verify', SITE_A, {
          phone_number: mobile.national,
          code: wrongCode(first, i),
        })
      ).status,
    ).toBe(400)
  // That code is dead for everyone: five tries a code, whoever made them.
  expect(
    (await postFrom(owner, '/api/sign-in/verify', SITE_A, { phone_number: mobile.national, code: first })).status,
  ).toBe(400)
  // The owner asks for a fresh code: not refused, and the stranger's tries are not carried over to it.
  expect((await postFrom(owner, '/api/sign-in/request-code', SITE_A, { phone_number: mobile.national })).status).toBe(
    200,
  )
  const fresh = lastSmsCode(mobile.e164)
  expect(fresh).not.toBe('')
  // The stranger is out of tries on this number: their guesses are refused without touching the owner's code.
  for (let i = 0; i < 3; i++)
    expect(
      (
        await postFrom(stranger, '/api/sign-in/verify', SITE_A, {
          phone_number: mobile.national,
          code: wrongCode(fresh, i),
        })
      ).status,
    ).toBe(400)
  expect(
    (await postFrom(stranger, '/api/sign-in/verify', SITE_A, { phone_number: mobile.national, code: fresh })).status,
  ).toBe(400)
  const signedIn = await postFrom(owner, '/api/sign-in/verify', SITE_A, { phone_number: mobile.national, code: fresh })
  expect(signedIn.status, signedIn.text).toBe(200)
  expect(cookieOf(signedIn)).not.toBe('')
})

test('sign-in: per-client tries hold under a spoofed X-Forwarded-For (a new header each try buys no guesses)', async () => {
  const from = loopbackAddress()
  const mobile = freshAuMobile()
  // Two codes, so the second code has tries left when this client's five are spent.
  expect((await postFrom(from, '/api/sign-in/request-code', SITE_A, { phone_number: mobile.national })).status).toBe(
    200,
  )
  const first = lastSmsCode(mobile.e164)
  for (let i = 0; i < 5; i++)
    expect(
      (
        await postFrom(from, '/api/sign-in/verify', SITE_A, {
          phone_number: mobile.national,
          code: wrongCode(first, i),
        })
      ).status,
    ).toBe(400)
  // Another client's resend starts a fresh code; this client, still spoofing a new address per request, gets nowhere with it.
  expect(
    (await postFrom(loopbackAddress(), '/api/sign-in/request-code', SITE_A, { phone_number: mobile.national })).status,
  ).toBe(200)
  const second = lastSmsCode(mobile.e164)
  expect(
    (await postFrom(from, '/api/sign-in/verify', SITE_A, { phone_number: mobile.national, code: second })).status,
  ).toBe(400)
})

test('reservations: ids are strict positive integers (true, "0x10", [1], 2147483648, -1, 0, 1.5 → 400 naming car_id)', async () => {
  const from = loopbackAddress()
  for (const carId of [true, '0x10', [1], 2147483648, '2147483648', -1, 0, 1.5, '1e3', ' 7', null, { id: 1 }]) {
    const answer = await postFrom(from, '/api/reservations', SITE_A, {
      car_id: carId,
      name: 'Id Probe',
      email: 'id.probe@example.com',
      phone_number: '0413 555 030',
    })
    expect(answer.status, `car_id ${JSON.stringify(carId)}: ${answer.text}`).toBe(400)
    expect((answer.json() as { errors: { field: string }[] }).errors[0]!.field).toBe('car_id')
  }
})

test('reservations: a hold without a verified phone is refused (401) on a site that requires one', async () => {
  const from = loopbackAddress()
  for (const site of [SITE_A, HOLD_SITE]) {
    const siteId = await siteIdOf(site)
    const car = (
      (
        await send(
          `/api/cars?where[site][equals]=${siteId}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[reserved][not_equals]=true&limit=1&depth=0&sort=-id`,
          { token: await login(ADMIN) },
        )
      ).json() as { docs: { id: number }[] }
    ).docs[0]!
    const answer = await postFrom(from, '/api/reservations', site, {
      car_id: car.id,
      name: 'No Session',
      email: 'no.session@example.com',
      phone_number: freshAuMobile().national,
    })
    expect(answer.status, answer.text).toBe(401)
    expect((answer.json() as { error: string }).error).toMatch(/sign in/i)
  }
})

test('reservations: a third live hold by one phone is refused (429); the hold is made for the session phone, not the body', async () => {
  const from = loopbackAddress()
  const mobile = freshAuMobile()
  const cookie = await signIn(from, HOLD_SITE, mobile)
  const decoy = freshAuMobile()
  for (const carId of holdCars.slice(0, 2)) {
    const answer = await hold(from, carId, cookie, decoy.national)
    expect(answer.status, answer.text).toBe(201)
  }
  const third = await hold(from, holdCars[2]!, cookie)
  expect(third.status, third.text).toBe(429)
  expect((third.json() as { error: string }).error).toMatch(/mobile number/i)
  const staff = await send(`/api/reservations?where[id][in]=${reservations.join(',')}&depth=0&limit=10`, {
    token: await login(ADMIN),
  })
  const phones = (staff.json() as { docs: { phone: string }[] }).docs.map((d) => d.phone)
  expect(phones.length).toBeGreaterThanOrEqual(2)
  expect(
    phones.every((p) => p === mobile.e164),
    `holds were made for ${phones.join(', ')}`,
  ).toBe(true)
})

test('reservations: a spoofed X-Forwarded-For does not lift the holds-per-IP limit (5 a day, the 6th is 429)', async () => {
  const from = loopbackAddress()
  const cars = holdCars.slice(3)
  const answers: Answer[] = []
  // Two holds a phone (the per-phone limit), three phones, one client address that claims a new one every request.
  for (let p = 0; p < 3 && answers.length < 6; p++) {
    const cookie = await signIn(from, HOLD_SITE, freshAuMobile())
    for (let h = 0; h < 2 && answers.length < 6; h++) answers.push(await hold(from, cars[answers.length]!, cookie))
  }
  expect(
    answers.slice(0, 5).map((a) => a.status),
    answers.map((a) => a.text).join('\n'),
  ).toEqual([201, 201, 201, 201, 201])
  expect(answers[5]!.status, answers[5]!.text).toBe(429)
  expect(Number(answers[5]!.headers['retry-after'])).toBeGreaterThan(0)
  expect((answers[5]!.json() as { error: string }).error).toMatch(/connection/i)
})

test('watchlist: remove-car and save-car refuse car_id 2147483648 and other non-ids with 400, never 500', async () => {
  const from = loopbackAddress()
  const digits = String(2_000_000 + Math.floor(Math.random() * 7_000_000))
  const cookie = await signIn(from, WATCHLIST_SITE, {
    national: `(608) ${digits.slice(0, 3)}-${digits.slice(3, 7)}`,
    e164: `+1608${digits.slice(0, 7)}`,
  })
  for (const action of ['/api/watchlist/remove-car', '/api/watchlist/save-car']) {
    for (const carId of [2147483648, '2147483648', true, '0x10', [1], -1, 0]) {
      const answer = await postFrom(from, action, WATCHLIST_SITE, { car_id: carId }, { cookie })
      expect(answer.status, `${action} car_id ${JSON.stringify(carId)}: ${answer.text}`).toBe(400)
    }
  }
})

test('watchlist: the API refuses on a site whose favourites are not the watchlist', async () => {
  const from = loopbackAddress()
  const mobile = freshAuMobile()
  const cookie = await signIn(from, SITE_A, mobile)
  const list = await sendFrom(from, '/api/watchlist/list', { site: SITE_A, cookie })
  expect(list.status, list.text).toBe(404)
  for (const action of ['/api/watchlist/save-car', '/api/watchlist/remove-car']) {
    const answer = await postFrom(from, action, SITE_A, { car_id: 1 }, { cookie })
    expect(answer.status, `${action}: ${answer.text}`).toBe(404)
  }
  // The same session works on the watchlist site.
  expect((await sendFrom(from, '/api/watchlist/list', { site: WATCHLIST_SITE, cookie })).json()).toMatchObject({
    signedIn: true,
  })
})
