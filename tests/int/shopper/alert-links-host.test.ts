/**
 * Issue 38.6, "alert links act only on their own site's host": an alert's confirm and unsubscribe tokens are pressed
 * (POST) on the host of the site they belong to, or they do nothing. Before, a token worked on every host: another
 * dealer's host or the platform's confirmed or unsubscribed it. Real database, the real link handlers.
 */
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/payload-types'
import { alertSubscription, saveAlertSubscription } from '../../../src/data/alerts'
import { confirmEmailUrl, unsubscribeUrl } from '../../../src/shopper/alertLinks'
import { confirmAlertEmailLink, unsubscribeLink } from '../../../src/shopper/savedSearchApi'
import { testPayload } from '../payload'

const SHOPPER = '+61412555381'
const CONFIRM = `host-confirm-${SHOPPER.slice(1)}`
const UNSUBSCRIBE = `host-optout-${SHOPPER.slice(1)}`

let payload: Payload
let db: pg.Pool
let lakeside: Site

/** The button's POST of a link, sent to `host`. */
const press = (handler: (r: Request) => Promise<Response>, pathAndQuery: string, host: string) =>
  handler(new Request(`http://${host}${pathAndQuery}`, { method: 'POST', headers: new Headers({ host }) }))

const subscription = () => alertSubscription(payload, lakeside.id, SHOPPER)

beforeAll(async () => {
  payload = await testPayload()
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  lakeside = (await payload.find({ collection: 'sites', where: { slug: { equals: 'lakeside-motors' } }, limit: 1 }))
    .docs[0]!
  await saveAlertSubscription(payload, {
    siteId: lakeside.id,
    phone: SHOPPER,
    channel: 'email',
    email: 'host-test@example.com',
    consentText: 'I agree to receive e-mail alerts',
    confirmToken: CONFIRM,
    unsubscribeToken: UNSUBSCRIBE,
  })
})

afterAll(async () => {
  await db.query('DELETE FROM alert_subscriptions WHERE phone = $1', [SHOPPER])
  await db.end()
})

// Another dealer's local host and domain, and the platform's own host.
const FOREIGN_HOSTS = ['harbour-toyota.localhost:3000', 'harbour-toyota.example', 'localhost:3000']

describe("alert links act only on their own site's host", () => {
  it("the confirmation link pressed on another dealer's host or the platform's confirms nothing; on its own it does", async () => {
    for (const host of FOREIGN_HOSTS) {
      const answer = await press(confirmAlertEmailLink, `/api/alerts/confirm?token=${CONFIRM}`, host)
      expect(answer.status, host).toBe(404)
      expect((await subscription())?.emailConfirmedAt, host).toBeNull()
    }
    const own = await press(confirmAlertEmailLink, `/api/alerts/confirm?token=${CONFIRM}`, 'lakeside-motors.localhost')
    expect(own.status).toBe(200)
    expect((await subscription())?.emailConfirmedAt).not.toBeNull()
  })

  it("the unsubscribe link pressed on another dealer's host or the platform's unsubscribes nobody; on its own it does", async () => {
    for (const host of FOREIGN_HOSTS) {
      const answer = await press(unsubscribeLink, `/api/alerts/unsubscribe?token=${UNSUBSCRIBE}`, host)
      expect(answer.status, host).toBe(404)
      expect((await subscription())?.unsubscribedAt, host).toBeNull()
    }
    const own = await press(unsubscribeLink, `/api/alerts/unsubscribe?token=${UNSUBSCRIBE}`, 'lakeside-motors.example')
    expect(own.status).toBe(200)
    expect((await subscription())?.unsubscribedAt).not.toBeNull()
  })

  it("the links in alerts name the site's own host: its domain, else its {slug}.localhost", () => {
    expect(unsubscribeUrl(lakeside, 'abc')).toBe('https://lakeside-motors.example/api/alerts/unsubscribe?token=abc')
    const noDomain = { slug: 'lakeside-motors', domains: [] }
    expect(new URL(confirmEmailUrl(noDomain, 'abc')).hostname).toBe('lakeside-motors.localhost')
    expect(new URL(unsubscribeUrl(noDomain, 'abc')).hostname).toBe('lakeside-motors.localhost')
  })
})
