import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { SIGN_IN_CODE } from '../../../src/shopper/otp'
import { requestSignInCode, verifySignInCode } from '../../../src/shopper/signIn'
import { addToWatchlist, sessionPhone, watchlistCarIds } from '@/data/shoppers'
import { hashSessionToken } from '../../../src/shopper/otp'
import { testPayload } from '../payload'

let payload: Payload
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-outbox-'))
let counter = Math.floor(Math.random() * 90_000)
/** A fresh AU mobile in E.164 for each test, so per-number limits never carry over. */
const freshPhone = () => `+61412${String(100_000 + (counter += 7)).slice(-6)}`

/** The last code texted to `phone` (the local SMS adapter's outbox). */
function lastCode(phone: string): string {
  const lines = fs
    .readFileSync(path.join(outbox, 'outbox', 'sms.log'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; body: string })
  const mine = lines.filter((l) => l.to === phone).at(-1)
  return /^(\d{6})/.exec(mine?.body ?? '')?.[1] ?? ''
}

/** One client address per number (the owner's), so per-client limits never carry over between tests. */
const owners = new Map<string, string>()
const ipFor = (phone: string) =>
  owners.get(phone) ?? owners.set(phone, `10.0.${owners.size % 250}.${(counter + owners.size) % 200}`).get(phone)!
/** Another client's address (random: the per-address code limit counts across runs on a kept database). */
const strangerIp = () => `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`
const send = (phone: string, now = new Date(), ip = ipFor(phone)) =>
  requestSignInCode({ phone, ip, siteName: 'Harbour Toyota' }, now)
const verify = (phone: string, code: string, ip = ipFor(phone)) => verifySignInCode({ phone, code, ip })
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

beforeAll(async () => {
  process.env.DATA_DIR = outbox
  payload = await testPayload()
})

describe('phone sign-in (issue 7)', () => {
  it('a 6-digit code signs the number in once and starts a server-side session; replaying it fails', async () => {
    const phone = freshPhone()
    expect((await send(phone)).status).toBe(200)
    const code = lastCode(phone)
    expect(code).toMatch(/^\d{6}$/)
    const ok = await verify(phone, code)
    expect(ok.status).toBe(200)
    expect(await sessionPhone(hashSessionToken(ok.token!), new Date())).toBe(phone)
    expect((await verify(phone, code)).status).toBe(400)
  })

  it('brute force: 5 wrong tries end the code, and then even the right code fails', async () => {
    const phone = freshPhone()
    await send(phone)
    const code = lastCode(phone)
    for (let i = 0; i < SIGN_IN_CODE.maxAttempts; i++) expect((await verify(phone, wrong(code))).status).toBe(400)
    expect((await verify(phone, code)).status).toBe(400)
  })

  it('a resend does not reset the attempt count', async () => {
    const phone = freshPhone()
    await send(phone)
    for (let i = 0; i < 3; i++) await verify(phone, wrong(lastCode(phone)))
    await send(phone)
    const code = lastCode(phone)
    for (let i = 0; i < 2; i++) await verify(phone, wrong(code))
    expect((await verify(phone, code)).status).toBe(400)
  })

  it("a stranger's wrong codes do not lock the owner out: they end the stranger's tries and that code, not the owner's next code", async () => {
    const phone = freshPhone()
    const stranger = strangerIp()
    await send(phone, new Date(), stranger)
    const burnt = lastCode(phone)
    for (let i = 0; i < SIGN_IN_CODE.maxAttempts; i++)
      expect((await verify(phone, wrong(burnt), stranger)).status).toBe(400)
    // The owner asks for a fresh code: not refused because of the stranger, and it starts with all five tries.
    expect((await send(phone)).status).toBe(200)
    const fresh = lastCode(phone)
    // The stranger has no tries left on this number, so cannot spend the owner's new code either.
    expect((await verify(phone, wrong(fresh), stranger)).status).toBe(400)
    expect((await verify(phone, fresh, stranger)).status).toBe(400)
    for (let i = 0; i < SIGN_IN_CODE.maxAttempts - 1; i++) expect((await verify(phone, wrong(fresh))).status).toBe(400)
    expect((await verify(phone, fresh)).status).toBe(200)
  })

  it('a code still dies after five wrong tries in total, from any number of clients', async () => {
    const phone = freshPhone()
    await send(phone)
    const code = lastCode(phone)
    for (let i = 0; i < SIGN_IN_CODE.maxAttempts; i++)
      expect((await verify(phone, wrong(code), strangerIp())).status).toBe(400)
    expect((await verify(phone, code)).status).toBe(400)
  })

  it("a stranger cannot exhaust a shopper's own access: codes to a number back off (a new client waits minutes, not an hour) and the owner's own client still gets through", async () => {
    const phone = freshPhone()
    // The owner signed in with this number from this client before.
    expect((await send(phone)).status).toBe(200)
    expect((await verify(phone, lastCode(phone))).status).toBe(200)
    const stranger = strangerIp()
    const answers: number[] = []
    for (let i = 0; i < 5; i++) answers.push((await send(phone, new Date(), stranger)).status)
    // Five codes to the number go at once, then a growing delay (1, 2, 4 … minutes).
    expect(answers).toEqual([200, 200, 200, 200, 429])
    const third = await send(phone, new Date(), strangerIp())
    expect(third.status).toBe(429)
    expect(Number(third.headers?.['Retry-After'])).toBeGreaterThan(0)
    expect(Number(third.headers?.['Retry-After'])).toBeLessThanOrEqual(60)
    // The owner's client is not held by the number's delay, only by its own five an hour.
    for (let i = 0; i < 4; i++) expect((await send(phone)).status).toBe(200)
    expect((await send(phone)).status).toBe(429)
  })

  it('an expired code fails (valid 10 minutes)', async () => {
    const phone = freshPhone()
    const sent = new Date(Date.now() - SIGN_IN_CODE.ttlMs - 1000)
    await send(phone, sent)
    expect((await verify(phone, lastCode(phone))).status).toBe(400)
  })

  it('a code is bound to its number: it does not sign another number in', async () => {
    const a = freshPhone()
    const b = freshPhone()
    await send(a)
    await send(b)
    expect((await verify(b, lastCode(a))).status).toBe(400)
  })

  it('the reply never tells whether a number is known', async () => {
    const known = freshPhone()
    await send(known)
    await verify(known, lastCode(known))
    const again = await send(known)
    const unknown = await send(freshPhone())
    expect(again).toEqual(unknown)
  })

  it('resend limit per number: the 6th code within an hour gets 429 with Retry-After', async () => {
    const phone = freshPhone()
    for (let i = 0; i < 5; i++) expect((await send(phone)).status).toBe(200)
    const limited = await send(phone)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers?.['Retry-After'])).toBeGreaterThan(0)
  })
})

describe('watchlist store', () => {
  it('saving the same car twice keeps one entry (database constraint), per site', async () => {
    const phone = freshPhone()
    const site = (await payload.find({ collection: 'sites', where: { slug: { equals: 'lakeside-motors' } }, limit: 1 }))
      .docs[0]!
    const car = (await payload.find({ collection: 'cars', where: { site: { equals: site.id } }, limit: 1, depth: 0 }))
      .docs[0]!
    await Promise.all([addToWatchlist(site.id, phone, car.id), addToWatchlist(site.id, phone, car.id)])
    expect(await watchlistCarIds(site.id, phone)).toEqual([car.id])
  })
})
