import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { requestSignInCode, verifySignInCode } from '../../../src/shopper/signIn'
import { metrics } from '../../../src/observability/metrics'
import { logger } from '../../../src/server/log'
import { testPayload } from '../payload'

/**
 * Issue 38.4: "60 client addresses sent 1,020 code requests in 17 s and used up the site's 1,000 sign-in SMS an hour;
 * after that every shopper on that site got 429, including one who had signed in before."
 */
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-flood-'))
// The site's counters are kept in the database for an hour: a key of its own per run keeps runs apart.
const site = `flood-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const net = `100.${64 + Math.floor(Math.random() * 64)}.${Math.floor(Math.random() * 256)}`
let serial = Math.floor(Math.random() * 800_000)
const freshPhone = () => `+61413${String(100_000 + (serial += 1)).slice(-6)}`
const randomIp = () => `198.19.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

const send = (phone: string, ip: string) => requestSignInCode({ phone, ip, siteName: 'Harbour Toyota', siteId: site })
const verify = (phone: string, code: string, ip: string) => verifySignInCode({ phone, code, ip, siteId: site })

function textsTo(phones: ReadonlySet<string>): Array<{ to: string; body: string }> {
  const file = path.join(outbox, 'outbox', 'sms.log')
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; body: string })
    .filter((m) => phones.has(m.to))
}
const lastCode = (phone: string) => /^(\d{6})/.exec(textsTo(new Set([phone])).at(-1)?.body ?? '')?.[1] ?? ''

const floodAlerts = async () =>
  (await metrics().operatorAlerts.get()).values.find((v) => v.labels.alert === 'sign-in-sms-flood')?.value ?? 0

const consoleInfo = vi.spyOn(console, 'info').mockImplementation(() => undefined)

beforeAll(async () => {
  process.env.DATA_DIR = outbox
  await testPayload()
})
afterAll(() => consoleInfo.mockRestore())

describe("a stranger cannot shut shopper sign-in on one site (issue 38.4): the site's SMS ceiling does not block the shoppers who did not cause it", () => {
  it('60 clients send 1,020 code requests in under a minute; then a returning shopper and a new shopper from another client still sign in, the attack sent no more SMS than before and the operator is alerted', async () => {
    // A shopper who signed in on this site before the attack.
    const returning = freshPhone()
    const returningIp = randomIp()
    expect((await send(returning, returningIp)).status).toBe(200)
    expect((await verify(returning, lastCode(returning), returningIp)).status).toBe(200)

    const alertsBefore = await floodAlerts()
    const errorLines = vi.spyOn(logger(), 'error')

    // The attack: 60 addresses, 17 requests each to fresh numbers (1,020 in all), the addresses in parallel.
    const attacked = new Set<string>()
    const started = Date.now()
    const statuses = (
      await Promise.all(
        Array.from({ length: 60 }, async (_, client) => {
          const answers: number[] = []
          for (let i = 0; i < 17; i++) {
            const phone = freshPhone()
            attacked.add(phone)
            answers.push((await send(phone, `${net}.${client + 1}`)).status)
          }
          return answers
        }),
      )
    ).flat()
    const seconds = (Date.now() - started) / 1000
    expect(statuses).toHaveLength(1020)
    expect(seconds).toBeLessThan(60)
    const smsToAttack = textsTo(attacked).length
    // Before the fix the attack got 1,000 SMS, the whole ceiling: never more than that.
    expect(smsToAttack).toBe(statuses.filter((s) => s === 200).length)
    expect(smsToAttack).toBeLessThanOrEqual(1000)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
    console.log(`attack: 1020 requests in ${seconds.toFixed(1)} s, ${smsToAttack} SMS sent`)

    // The returning shopper still gets a code at once and signs in, from the client they used and from a new one.
    expect((await send(returning, returningIp)).status).toBe(200)
    expect((await verify(returning, lastCode(returning), returningIp)).status).toBe(200)
    const newDevice = randomIp()
    expect((await send(returning, newDevice)).status).toBe(200)
    expect((await verify(returning, lastCode(returning), newDevice)).status).toBe(200)

    // A new shopper from another client is asked to wait, not refused for the hour, and then gets the code.
    const shopper = freshPhone()
    const shopperIp = randomIp()
    const asked = await send(shopper, shopperIp)
    expect(asked.status).toBe(429)
    const wait = Number(asked.headers?.['Retry-After'])
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(120)
    expect(String(asked.body.error)).toMatch(/Please wait \d+ seconds/)
    // Asking again early is told the rest of the same wait, not a new one.
    const early = await send(shopper, shopperIp)
    expect(early.status).toBe(429)
    expect(Number(early.headers?.['Retry-After'])).toBeLessThanOrEqual(wait)
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 200))
    expect((await send(shopper, shopperIp)).status).toBe(200)
    expect((await verify(shopper, lastCode(shopper), shopperIp)).status).toBe(200)

    // The operator is alerted: an error-level line naming the site, and the metric the dashboard reads.
    expect(await floodAlerts()).toBeGreaterThan(alertsBefore)
    expect(errorLines).toHaveBeenCalledWith(
      expect.objectContaining({ alert: 'sign-in-sms-flood', site, stage: 'threshold' }),
      expect.any(String),
    )
    errorLines.mockRestore()
    // The attack never reached the fifth of the ceiling kept for known shoppers.
    expect(smsToAttack).toBeLessThanOrEqual(800)
  }, 240_000)
})
