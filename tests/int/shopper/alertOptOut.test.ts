/**
 * Issue 30.2 "a one-tap unsubscribe (and STOP for SMS)" and "E-mail needs double opt-in", against the real database:
 * a signed STOP reply ends a phone's SMS alerts on every site (and a forged one changes nothing), an e-mail address is
 * confirmed by pressing the link's button (opening it is not enough), the e-mail digest carries RFC 8058 one-click
 * headers, and the mail program's one-click POST unsubscribes.
 */
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/payload-types'
import { addAlertItems, alertSubscription, saveAlertSubscription } from '../../../src/data/alerts'
import { sendSiteDigests } from '../../../src/shopper/alertDigests'
import type { MailMessage, MailTransport } from '../../../src/platform/mail/transport'
import { confirmAlertEmailLink, unsubscribeLink } from '../../../src/shopper/savedSearchApi'
import { receiveInboundSms } from '../../../src/shopper/smsInbound'
import { inboundSmsSecret, twilioSignature } from '../../../src/shopper/smsSignature'
import { testPayload } from '../payload'

const TEXTER = '+61412555301'
const MAILER = '+61412555302'
const HOOK = 'http://harbour-toyota.localhost:3000/api/sms/inbound'

let payload: Payload
let db: pg.Pool
let lakeside: Site
let harbour: Site

const env = () => ({ PAYLOAD_SECRET: process.env.PAYLOAD_SECRET })
const secret = () => inboundSmsSecret(env())!

/** A reply as Twilio posts it: a form, signed over the URL and the sorted parameters. */
function reply(form: Record<string, string>, sign: string | null = secret()): Request {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  if (sign !== null) headers['x-twilio-signature'] = twilioSignature(sign, HOOK, Object.entries(form))
  return new Request(HOOK, { method: 'POST', headers, body: new URLSearchParams(form) })
}
const inbound = (request: Request) => receiveInboundSms(request, async () => payload, env())
const stopped = async (siteId: number, phone: string) =>
  (await alertSubscription(payload, siteId, phone))?.unsubscribedAt !== null

async function subscribeSms(site: Site, phone: string) {
  await saveAlertSubscription(payload, {
    siteId: site.id,
    phone,
    channel: 'sms',
    email: null,
    consentText: 'I agree to receive SMS alerts',
    confirmToken: null,
    unsubscribeToken: `optout-${site.id}-${phone.slice(1)}`,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  const bySlug = async (slug: string) =>
    (await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, limit: 1 })).docs[0]!
  ;[lakeside, harbour] = [await bySlug('lakeside-motors'), await bySlug('harbour-toyota')]
})

afterAll(async () => {
  for (const table of ['alert_items', 'alert_digests', 'alert_subscriptions'])
    await db.query(`DELETE FROM ${table} WHERE phone = ANY($1::varchar[])`, [[TEXTER, MAILER]])
  await db.end()
})

describe('issue 30.2 "STOP for SMS": a reply to an alert text', () => {
  it("Twilio's documented example signature is what the adapter computes", () => {
    const params: [string, string][] = [
      ['CallSid', 'CA1234567890ABCDE'],
      ['Caller', '+12349013030'],
      ['Digits', '1234'],
      ['From', '+12349013030'],
      ['To', '+18005551212'],
    ]
    expect(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe(
      '0/KCTR6DLpKmkAf8muzZqo1nDgQ=',
    )
  })

  it('a forged STOP (unsigned, or signed with another key) is refused and unsubscribes nobody', async () => {
    await subscribeSms(lakeside, TEXTER)
    for (const forged of [
      reply({ From: TEXTER, Body: 'STOP' }, null),
      reply({ From: TEXTER, Body: 'STOP' }, 'guess'),
    ]) {
      const answer = await inbound(forged)
      expect(answer.status).toBe(403)
      expect(await answer.json()).toMatchObject({ errors: [{ field: 'X-Twilio-Signature' }] })
    }
    expect(await stopped(lakeside.id, TEXTER)).toBe(false)
  })

  it('bad requests get a 4xx naming the field', async () => {
    const noFrom = await inbound(reply({ Body: 'STOP' }))
    expect(noFrom.status).toBe(400)
    expect(await noFrom.json()).toMatchObject({ errors: [{ field: 'From' }] })
    const json = await inbound(
      new Request(HOOK, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    )
    expect(json.status).toBe(415)
    expect(await json.json()).toMatchObject({ errors: [{ field: 'content-type' }] })
  })

  it('a reply that is not an opt-out word changes nothing', async () => {
    const answer = await inbound(reply({ From: TEXTER, Body: 'Is the RAV4 still there?', MessageSid: 'SM1' }))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/xml')
    expect(await stopped(lakeside.id, TEXTER)).toBe(false)
  })

  it("a signed STOP ends the phone's SMS alerts on every site at once, and its e-mail alerts elsewhere stay", async () => {
    await subscribeSms(harbour, TEXTER)
    await saveAlertSubscription(payload, {
      siteId: lakeside.id,
      phone: MAILER,
      channel: 'email',
      email: 'mailer@example.com',
      consentText: 'I agree to receive e-mail alerts',
      confirmToken: `confirm-${MAILER.slice(1)}-token`,
      unsubscribeToken: `optout-mail-${MAILER.slice(1)}`,
    })
    const answer = await inbound(reply({ From: TEXTER, To: '+61480000000', Body: ' stop. ', MessageSid: 'SM2' }))
    expect(answer.status).toBe(200)
    expect(await stopped(lakeside.id, TEXTER)).toBe(true)
    expect(await stopped(harbour.id, TEXTER)).toBe(true)
    expect(await stopped(lakeside.id, MAILER)).toBe(false)
    // A digest run afterwards has nobody to text.
    const [car] = (await db.query<{ id: number }>('SELECT id FROM cars WHERE site_id = $1 LIMIT 1', [lakeside.id])).rows
    await addAlertItems(payload, [{ siteId: lakeside.id, phone: TEXTER, carId: car!.id, reason: 'new-match' }])
    const sent: string[] = []
    await sendSiteDigests(payload, lakeside.id, new Date(), {
      sms: { name: 'recorder', send: async (to) => void sent.push(to) },
    })
    expect(sent).not.toContain(TEXTER)
  })
})

describe('issue 30.2 "E-mail needs double opt-in" and the one-click unsubscribe of an e-mail digest', () => {
  const confirmUrl = `http://lakeside-motors.localhost:3000/api/alerts/confirm?token=confirm-${MAILER.slice(1)}-token`
  const unsubscribeUrl = `http://lakeside-motors.localhost:3000/api/alerts/unsubscribe?token=optout-mail-${MAILER.slice(1)}`

  it('opening the confirmation link (as a mail scanner does) confirms nothing; its button does', async () => {
    const opened = await confirmAlertEmailLink(new Request(confirmUrl))
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain('<form method="post">')
    expect((await alertSubscription(payload, lakeside.id, MAILER))?.emailConfirmedAt).toBeNull()
    const pressed = await confirmAlertEmailLink(new Request(confirmUrl, { method: 'POST' }))
    expect(pressed.status).toBe(200)
    expect(await pressed.text()).toContain('Your car alerts will come to mailer@example.com.')
    expect((await alertSubscription(payload, lakeside.id, MAILER))?.emailConfirmedAt).not.toBeNull()
  })

  it('the digest goes by e-mail with its cars, the unsubscribe link and RFC 8058 one-click headers', async () => {
    const { rows } = await db.query<{ id: number; slug: string }>(
      `SELECT id, slug FROM cars WHERE site_id = $1 AND status <> 'sold' AND price IS NOT NULL ORDER BY id LIMIT 2`,
      [lakeside.id],
    )
    await addAlertItems(
      payload,
      rows.map((car) => ({ siteId: lakeside.id, phone: MAILER, carId: car.id, reason: 'new-match' as const })),
    )
    const mails: MailMessage[] = []
    const mail: MailTransport = {
      name: 'recorder',
      async send(message) {
        mails.push(message)
        return { messageId: `m${mails.length}`, where: 'recorder' }
      },
    }
    const run = await sendSiteDigests(payload, lakeside.id, new Date(), { mail })
    const mine = mails.filter((m) => m.to === 'mailer@example.com')
    expect(run.sent).toBeGreaterThanOrEqual(1)
    expect(mine).toHaveLength(1)
    const [digest] = mine
    expect(digest!.from).toMatch(/^alerts@/)
    expect(digest!.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<https?://\\S+/api/alerts/unsubscribe\\?token=optout-mail-${MAILER.slice(1)}>$`),
    )
    expect(digest!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    for (const car of rows) expect(digest!.text).toContain(`/cars/${car.slug}`)
    expect(digest!.text).toContain(`/api/alerts/unsubscribe?token=optout-mail-${MAILER.slice(1)}`)
  })

  it("the mail program's one-click POST unsubscribes; a GET of the link does not", async () => {
    const opened = await unsubscribeLink(new Request(unsubscribeUrl))
    expect(await opened.text()).toContain('Unsubscribe</button>')
    expect(await stopped(lakeside.id, MAILER)).toBe(false)
    const oneClick = await unsubscribeLink(
      new Request(unsubscribeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(oneClick.status).toBe(200)
    expect(await stopped(lakeside.id, MAILER)).toBe(true)
  })
})
