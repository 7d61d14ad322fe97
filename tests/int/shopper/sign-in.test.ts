import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { SIGN_IN_CODE } from '../../../src/shopper/otp'
import { requestSignInCode, verifySignInCode } from '../../../src/shopper/signIn'
import { addToWatchlist, sessionPhone, watchlistCarIds } from '../../../src/shopper/store'
import { hashSessionToken } from '../../../src/shopper/otp'
import { testPayload } from '../payload'

let payload: Payload
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-outbox-'))
let counter = Math.floor(Math.random() * 90_000)
/** A fresh AU mobile in E.164 for each test, so per-number limits never carry over. */
const freshPhone = () => `+61412${String(100_000 + (counter += 7)).slice(-6)}`

/** The last code texted to `phone` (the local SMS adapter's outbox). */
function lastCode(phone: string): string {
  const lines = fs.readFileSync(path.join(outbox, 'outbox', 'sms.log'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { to: string; body: string })
  const mine = lines.filter((l) => l.to === phone).at(-1)
  return /^(\d{6})/.exec(mine?.body ?? '')?.[1] ?? ''
}

const send = (phone: string, now = new Date()) => requestSignInCode(payload, { phone, ip: `10.0.${counter % 250}.${counter % 200}`, siteName: 'Harbour Toyota' }, now)
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
    const ok = await verifySignInCode(payload, { phone, code })
    expect(ok.status).toBe(200)
    expect(await sessionPhone(payload, hashSessionToken(ok.token!), new Date())).toBe(phone)
    expect((await verifySignInCode(payload, { phone, code })).status).toBe(400)
  })

  it('brute force: 5 wrong tries end the code, and then even the right code fails', async () => {
    const phone = freshPhone()
    await send(phone)
    const code = lastCode(phone)
    for (let i = 0; i < SIGN_IN_CODE.maxAttempts; i++) expect((await verifySignInCode(payload, { phone, code: wrong(code) })).status).toBe(400)
    expect((await verifySignInCode(payload, { phone, code })).status).toBe(400)
  })

  it('a resend does not reset the attempt count', async () => {
    const phone = freshPhone()
    await send(phone)
    for (let i = 0; i < 3; i++) await verifySignInCode(payload, { phone, code: wrong(lastCode(phone)) })
    await send(phone)
    const code = lastCode(phone)
    for (let i = 0; i < 2; i++) await verifySignInCode(payload, { phone, code: wrong(code) })
    expect((await verifySignInCode(payload, { phone, code })).status).toBe(400)
  })

  it('an expired code fails (valid 10 minutes)', async () => {
    const phone = freshPhone()
    const sent = new Date(Date.now() - SIGN_IN_CODE.ttlMs - 1000)
    await send(phone, sent)
    expect((await verifySignInCode(payload, { phone, code: lastCode(phone) })).status).toBe(400)
  })

  it("a code is bound to its number: it does not sign another number in", async () => {
    const a = freshPhone()
    const b = freshPhone()
    await send(a)
    await send(b)
    expect((await verifySignInCode(payload, { phone: b, code: lastCode(a) })).status).toBe(400)
  })

  it('the reply never tells whether a number is known', async () => {
    const known = freshPhone()
    await send(known)
    await verifySignInCode(payload, { phone: known, code: lastCode(known) })
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
    const site = (await payload.find({ collection: 'sites', where: { slug: { equals: 'lakeside-motors' } }, limit: 1 })).docs[0]!
    const car = (await payload.find({ collection: 'cars', where: { site: { equals: site.id } }, limit: 1, depth: 0 })).docs[0]!
    await Promise.all([addToWatchlist(payload, site.id, phone, car.id), addToWatchlist(payload, site.id, phone, car.id)])
    expect(await watchlistCarIds(payload, site.id, phone)).toEqual([car.id])
  })
})
