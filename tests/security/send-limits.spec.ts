import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { mailHeader } from '../eml'
import {
  ADMIN,
  type Answer,
  dataDir,
  EDITOR_A,
  EDITOR_B,
  freshAuMobile,
  lastSmsCode,
  login,
  originOf,
  send,
  SITE_A,
  SITE_ADMIN_A,
  siteIdOf,
} from './http'

/**
 * Issue 27.2 and 27.6: "A stranger cannot exhaust a shopper's or a staff member's own access: limits count per
 * client and per target, with back-off rather than hard locks, and the same answer for locked, unknown and wrong."
 * Each test is an attack that worked on main (ffb0c86).
 *
 * Clients are random loopback addresses (127.x.y.z, z < 254), as in shopper-limits.spec.ts. 127.0.0.254 is the one
 * address the security server trusts as a proxy (TRUSTED_PROXIES in playwright.security.config.ts), so requests
 * from it name IPv6 clients in X-Forwarded-For.
 */

test.describe.configure({ mode: 'serial' })

const TRUSTED_PROXY = '127.0.0.254'
const byte = () => 1 + Math.floor(Math.random() * 253)
const loopbackAddress = () => `127.${byte()}.${byte()}.${byte()}`
const hex = () => Math.floor(Math.random() * 0xffff).toString(16)
/** A fresh /64 (2001:db8:x:y::/64) and addresses in it. */
const freshSlash64 = () => `2001:db8:${hex()}:${hex()}`
const inSlash64 = (prefix: string) => `${prefix}:${hex()}:${hex()}:${hex()}:${hex()}`

const post = (from: string, pathname: string, body: unknown, headers: Record<string, string> = {}) =>
  send(pathname, { site: SITE_A, body, localAddress: from, headers: { origin: originOf(SITE_A), ...headers } })
const requestCode = (from: string, national: string) =>
  post(from, '/api/sign-in/request-code', { phone_number: national })
const verify = (from: string, national: string, code: string) =>
  post(from, '/api/sign-in/verify', { phone_number: national, code })
/** A shopper request that came through the trusted proxy from `ipv6`. */
const viaProxy = (ipv6: string, pathname: string, body: unknown) =>
  post(TRUSTED_PROXY, pathname, body, { 'x-forwarded-for': ipv6 })

const smsCount = (e164: string) => {
  const file = path.join(dataDir, 'outbox', 'sms.log')
  if (!fs.existsSync(file)) return 0
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter((l) => l && (JSON.parse(l) as { to: string }).to === e164).length
}

const wrongCode = (real: string, n: number) => {
  const guess = String((Number(real) + 1 + n) % 1_000_000).padStart(6, '0')
  return guess === real ? String((Number(real) + 500_000) % 1_000_000).padStart(6, '0') : guess
}

test("sign-in codes: two strangers' addresses do not use up the owner's codes; the owner's own client still gets through", async () => {
  const owner = loopbackAddress()
  const mobile = freshAuMobile()
  // The owner signed in on this number from this client before.
  expect((await requestCode(owner, mobile.national)).status).toBe(200)
  expect((await verify(owner, mobile.national, lastSmsCode(mobile.e164))).status).toBe(200)
  const before = smsCount(mobile.e164)
  // Two strangers ask for five codes each (main: 10 codes an hour a number in all, so the owner got 429 for an hour).
  const strangers = [loopbackAddress(), loopbackAddress()]
  const answers: Answer[] = []
  for (const stranger of strangers)
    for (let i = 0; i < 5; i++) answers.push(await requestCode(stranger, mobile.national))
  expect(answers.filter((a) => a.status >= 500)).toHaveLength(0)
  // The number backs off: the attack bought a few SMS, not ten.
  expect(smsCount(mobile.e164) - before).toBeLessThanOrEqual(5)
  const refused = answers.filter((a) => a.status === 429)
  expect(refused.length).toBeGreaterThan(0)
  // A new client waits a growing delay, minutes at first, never the hour a hard cap cost.
  const newcomer = await requestCode(loopbackAddress(), mobile.national)
  expect(newcomer.status).toBe(429)
  expect(Number(newcomer.headers['retry-after'])).toBeLessThanOrEqual(5 * 60)
  // The owner's own client gets a code at once, and it signs in.
  const own = await requestCode(owner, mobile.national)
  expect(own.status, own.text).toBe(200)
  expect((await verify(owner, mobile.national, lastSmsCode(mobile.e164))).status).toBe(200)
})

test('IPv6 clients are limited by their /64: rotating addresses within one /64 buys no more wrong codes', async () => {
  const mobile = freshAuMobile()
  const attacker = freshSlash64()
  const owner = freshSlash64()
  expect(
    (await viaProxy(inSlash64(owner), '/api/sign-in/request-code', { phone_number: mobile.national })).status,
  ).toBe(200)
  const first = lastSmsCode(mobile.e164)
  // Five wrong codes, each from another address of the attacker's /64: that client's five tries on the number.
  for (let i = 0; i < 5; i++)
    expect(
      (
        await viaProxy(inSlash64(attacker), '/api/sign-in/verify', {
          phone_number: mobile.national,
          code: wrongCode(first, i),
        })
      ).status,
    ).toBe(400)
  // The owner (another /64) asks again; the attacker, from yet another address of the same /64, has no tries left,
  // even with the right code (main keyed the full address: a fresh address was a fresh client, and it signed in).
  expect(
    (await viaProxy(inSlash64(owner), '/api/sign-in/request-code', { phone_number: mobile.national })).status,
  ).toBe(200)
  const fresh = lastSmsCode(mobile.e164)
  const rotated = await viaProxy(inSlash64(attacker), '/api/sign-in/verify', {
    phone_number: mobile.national,
    code: fresh,
  })
  expect(rotated.status, rotated.text).toBe(400)
  // Another /64 is another client: the owner signs in with that code.
  const signedIn = await viaProxy(inSlash64(owner), '/api/sign-in/verify', {
    phone_number: mobile.national,
    code: fresh,
  })
  expect(signedIn.status, signedIn.text).toBe(200)
})

/** A staff member of SITE_A, made for one test, so its tries disturb no other test. */
async function freshStaff(): Promise<{ email: string; password: string }> {
  const email = `limits-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const password = `Pass-${Math.random().toString(36).slice(2)}-1`
  const created = await send('/api/users', {
    token: await login(ADMIN),
    body: { email, password, tenants: [{ site: await siteIdOf(SITE_A), roles: ['site-editor'] }] },
  })
  expect(created.status, created.text.slice(0, 300)).toBe(201)
  return { email, password }
}

const staffLogin = (from: string, email: string, password: string) =>
  send('/api/users/login', { body: { email, password }, localAddress: from })

test('staff passwords: ten wrong passwords from strangers do not lock the account; the owner signs in at once', async () => {
  const staff = await freshStaff()
  const owner = loopbackAddress()
  expect((await staffLogin(owner, staff.email, staff.password)).status).toBe(200)
  const answers: Answer[] = []
  for (const stranger of [loopbackAddress(), loopbackAddress()])
    for (let i = 0; i < 6; i++) answers.push(await staffLogin(stranger, staff.email, `wrong-${i}`))
  expect(answers.filter((a) => a.status >= 500)).toHaveLength(0)
  expect(answers.map((a) => a.text).join('\n')).not.toMatch(/locked/i)
  // Main: "This user is locked due to having too many failed login attempts" for ten minutes, whoever asked.
  const own = await staffLogin(owner, staff.email, staff.password)
  expect(own.status, own.text).toBe(200)
  // A stranger is held by a growing delay, not a lock: a few 401s, then 429s that name the wait.
  expect(answers[0]!.status).toBe(401)
  expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true)
  const waited = answers.find((a) => a.status === 429)
  expect(waited, 'wrong passwords in a row wait').toBeDefined()
  expect((waited!.json() as { errors: { message: string }[] }).errors[0]!.message).toMatch(/try again in \d+ second/)
})

test('staff passwords: the same answer for locked, unknown and wrong (a real and an unknown address answer alike)', async () => {
  const staff = await freshStaff()
  const unknown = `nobody-${Date.now()}@example.com`
  const from = loopbackAddress()
  const run = async (email: string) => {
    const answers: string[] = []
    for (let i = 0; i < 12; i++) {
      const answer = await staffLogin(from, email, `wrong-${i}`)
      // The wait's seconds tick; everything else must match.
      answers.push(
        `${answer.status} ${answer.text.replace(/\d+ seconds?/g, 'N seconds').replace(/"retryAfterSeconds":\d+/g, '')}`,
      )
    }
    return answers
  }
  const real = await run(staff.email)
  const nobody = await run(unknown)
  expect(real).toEqual(nobody)
  expect(real.join('\n')).not.toMatch(/locked/i)
})

test("creating a user does not tell a site admin that an address belongs to another dealer's staff", async () => {
  const token = await login(SITE_ADMIN_A)
  const siteA = await siteIdOf(SITE_A)
  const create = (email: string) =>
    send('/api/users', {
      token,
      body: { email, password: 'Probe-password-1', tenants: [{ site: siteA, roles: ['site-editor'] }] },
    })
  // Another dealer's editor, the platform admin, and this site's own editor: one answer for all three.
  const answers = await Promise.all([EDITOR_B, ADMIN, EDITOR_A].map(create))
  for (const answer of answers) {
    expect(answer.status, answer.text).toBe(400)
    expect(answer.text).not.toMatch(/already registered|must be unique/i)
    expect(
      (answer.json() as { errors: { data?: { errors?: { path: string }[] } }[] }).errors[0]?.data?.errors?.[0]?.path,
    ).toBe('email')
  }
  expect(new Set(answers.map((a) => a.text)).size).toBe(1)
  // Changing a colleague's address to another dealer's answers the same.
  const colleague = (
    (await send(`/api/users?where[email][equals]=${encodeURIComponent(EDITOR_A)}&depth=0`, { token })).json() as {
      docs: { id: number }[]
    }
  ).docs[0]!
  const changed = await send(`/api/users/${colleague.id}`, { method: 'PATCH', token, body: { email: EDITOR_B } })
  expect(changed.status, changed.text).toBe(400)
  expect(changed.text).not.toMatch(/already registered|must be unique/i)
})

/** Password reset e-mails in the local outbox addressed to `email`. */
const resetMailsTo = (email: string) => {
  const dir = path.join(dataDir, 'outbox')
  if (!fs.existsSync(dir)) return 0
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .filter((f) => mailHeader(fs.readFileSync(path.join(dir, f), 'utf8'), 'To') === email).length
}

test('staff password resets: a stranger asking again and again sends the address one e-mail, then waits ("Every message the platform sends is limited")', async () => {
  const staff = await freshStaff()
  const stranger = loopbackAddress()
  const ask = (from: string, email: string) =>
    send('/api/users/forgot-password', { body: { email }, localAddress: from })
  const answers: Answer[] = []
  for (let i = 0; i < 5; i++) answers.push(await ask(stranger, staff.email))
  // Two go through at once ('staff-password-reset' in src/domain/sendLimits.ts), of which Payload mails the first
  // (its own 15 s between resets of one user), then each waits, named.
  expect(answers.map((a) => a.status)).toEqual([200, 200, 429, 429, 429])
  expect((answers[2]!.json() as { errors: { message: string }[] }).errors[0]!.message).toMatch(
    /password reset e-mails.*try again in/,
  )
  await expect.poll(() => resetMailsTo(staff.email), { timeout: 10_000 }).toBe(1)
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(resetMailsTo(staff.email)).toBe(1)
  // An unknown address answers the first time as a real one does.
  const unknown = await ask(loopbackAddress(), `nobody-${Date.now()}@example.com`)
  expect(unknown.status).toBe(answers[0]!.status)
  expect(unknown.text).toBe(answers[0]!.text)
})
