/**
 * Issue 38.4, "a refused test e-mail does not count": "Send a test e-mail" (5 an hour per user and per site) is taken
 * from the allowance only when it is sent. Before, a site without addresses answered 400 and still used up the hour,
 * and a send the site's allowance refused (429) also used up the user's own, for every other site. "Send again" (20
 * an hour) had the same fault: a channel still being sent answered 409 and was counted. Real Postgres counters, the
 * real endpoints and mail adapter (local outbox).
 */
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { sendLeadChannelAgain } from '../../../src/leads/payload/endpoints/sendLeadChannelAgain'
import { sendTestLeadNotification } from '../../../src/leads/payload/endpoints/sendTestLeadNotification'
import { DELIVERY_WRITE } from '../../../src/leads/intakeContext'
import { leadTestEnvironment, setup, siteId, userByEmail } from './helpers'

leadTestEnvironment()

let payload: Payload
let lakeside: number
let outback: number
let lakesideAdmin: User
let outbackAdmin: User
let platformAdmin: User
const leads: number[] = []

const sendTest = async (user: User, site: number) => {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  req.routeParams = { id: String(site) }
  return sendTestLeadNotification.handler(req)
}

const sendAgain = async (user: User, leadId: number) => {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  req.routeParams = { id: String(leadId), channel: 'notification' }
  return sendLeadChannelAgain.handler(req)
}

/** A lead of the site whose notification e-mail has the given status (no job runs it: DISABLE_JOB_AUTORUN). */
async function leadWithNotification(site: number, status: 'pending' | 'failed') {
  const lead = await payload.create({
    collection: 'leads',
    data: { site, form: 'general', category: 'General Enquiry', name: 'Allowance', phone: '+61412345678' },
    depth: 0,
  })
  leads.push(lead.id)
  return setNotification(lead.id, status)
}

const setNotification = async (leadId: number, status: 'pending' | 'failed') =>
  (
    await payload.update({
      collection: 'leads',
      id: leadId,
      data: { delivery: { notification: { status, attempts: 1 } } },
      context: { [DELIVERY_WRITE]: true },
      depth: 0,
    })
  ).id

const setAddresses = (site: number, emails: string[]) =>
  payload.update({ collection: 'sites', id: site, data: { forms: { leadNotifications: { enabled: true, emails } } } })

beforeAll(async () => {
  ;({ payload } = await setup())
  lakeside = await siteId(payload, 'lakeside-motors')
  outback = await siteId(payload, 'outback-caravans')
  lakesideAdmin = await userByEmail(payload, 'site-admin@lakeside-motors.example.com')
  outbackAdmin = await userByEmail(payload, 'site-admin@outback-caravans.example.com')
  // A platform admin of this test alone, so no other test's sends are on their counter.
  platformAdmin = await payload.create({
    collection: 'users',
    data: {
      email: `allowance-${Date.now()}@example.com`,
      password: 'allowance-password-1',
      name: 'Allowance Test',
      roles: ['platform-admin'],
    },
  })
  await setAddresses(lakeside, [])
  await setAddresses(outback, ['sales@outback-caravans.example'])
})

afterAll(async () => {
  await setAddresses(lakeside, [])
  await setAddresses(outback, [])
  await payload.delete({ collection: 'users', id: platformAdmin.id })
  await payload.delete({ collection: 'leads', where: { id: { in: leads } } })
})

describe('a refused test e-mail does not count', () => {
  it('a site without addresses answers 400 every time, never 429, and its first real test e-mail goes', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await sendTest(lakesideAdmin, lakeside)).status)
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400])
    await setAddresses(lakeside, ['sales@lakeside-motors.example'])
    expect((await sendTest(lakesideAdmin, lakeside)).status).toBe(200)
  })

  it("a test e-mail the site's allowance refuses does not use up the sender's own for other sites", async () => {
    for (let i = 0; i < 5; i++) expect((await sendTest(outbackAdmin, outback)).status).toBe(200)
    // The site's hour is used up by its own admin: a platform admin's tries there are refused...
    for (let i = 0; i < 5; i++) expect((await sendTest(platformAdmin, outback)).status).toBe(429)
    // ...and cost them nothing: their test e-mail for another site still goes.
    expect((await sendTest(platformAdmin, lakeside)).status).toBe(200)
  })

  it('a "Send again" refused because the channel is still being sent (409) does not count', async () => {
    const leadId = await leadWithNotification(lakeside, 'pending')
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) statuses.push((await sendAgain(lakesideAdmin, leadId)).status)
    expect(new Set(statuses)).toEqual(new Set([409]))
    await setNotification(leadId, 'failed')
    expect((await sendAgain(lakesideAdmin, leadId)).status).toBe(200)
  })
})
