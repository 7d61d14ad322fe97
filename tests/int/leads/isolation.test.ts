import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Lead, User } from '@/payload-types'
import { leadWebhookSecret } from '../../../src/leads/payload/endpoints/leadWebhookSecret'
import { intakeContext } from '../../../src/leads/intakeContext'
import { webhookSigningSecret } from '../../../src/leads/delivery/webhook'
import { leadTestEnvironment, setup, siteId, userByEmail } from './helpers'

leadTestEnvironment()

let payload: Payload
let siteA: number
let siteB: number
let editorA: User
let admin: User
let leadA: Lead
let leadB: Lead

const leadData = (site: number, name: string) => ({
  site,
  form: 'general',
  category: 'General Enquiry',
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: '+61412345678',
})

beforeAll(async () => {
  ;({ payload } = await setup())
  siteA = await siteId(payload, 'harbour-toyota')
  siteB = await siteId(payload, 'metro-used-cars')
  editorA = await userByEmail(payload, 'editor@harbour-toyota.example.com')
  admin = await userByEmail(payload, 'admin@example.com')
  leadA = await payload.create({ collection: 'leads', data: leadData(siteA, 'Alice'), depth: 0 })
  leadB = await payload.create({ collection: 'leads', data: leadData(siteB, 'Bob'), depth: 0 })
})

describe('leads: tenant isolation', () => {
  it('anonymous visitors read none and cannot create any', async () => {
    await expect(payload.find({ collection: 'leads', overrideAccess: false })).rejects.toThrow()
    await expect(payload.findByID({ collection: 'leads', id: leadA.id, overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'leads', data: leadData(siteA, 'Mallory'), overrideAccess: false }),
    ).rejects.toThrow()
  })

  it("a site editor lists only their own site's leads and cannot open another site's", async () => {
    const list = await payload.find({
      collection: 'leads',
      overrideAccess: false,
      user: editorA,
      limit: 1000,
      depth: 0,
    })
    expect(list.docs.length).toBeGreaterThan(0)
    for (const doc of list.docs) expect(doc.site).toBe(siteA)
    await expect(
      payload.findByID({ collection: 'leads', id: leadB.id, overrideAccess: false, user: editorA }),
    ).rejects.toThrow()
  })

  it("a site editor cannot change another site's lead, nor rewrite what the shopper sent, nor delete leads", async () => {
    await expect(
      payload.update({
        collection: 'leads',
        id: leadB.id,
        data: { staffNotes: 'x' },
        overrideAccess: false,
        user: editorA,
      }),
    ).rejects.toThrow()
    const updated = await payload.update({
      collection: 'leads',
      id: leadA.id,
      data: { staffNotes: 'Called back', followUp: 'contacted', email: 'forged@example.com', message: 'forged' },
      overrideAccess: false,
      user: editorA,
    })
    expect(updated.staffNotes).toBe('Called back')
    expect(updated.followUp).toBe('contacted')
    expect(updated.email).toBe('alice@example.com')
    expect(updated.message ?? null).toBeNull()
    await expect(
      payload.update({
        collection: 'leads',
        id: leadA.id,
        data: { site: siteB },
        overrideAccess: false,
        user: editorA,
      }),
    ).rejects.toThrow()
    expect((await payload.findByID({ collection: 'leads', id: leadA.id, depth: 0 })).site).toBe(siteA)
    await expect(
      payload.delete({ collection: 'leads', id: leadA.id, overrideAccess: false, user: editorA }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'leads', data: leadData(siteA, 'Eve'), overrideAccess: false, user: editorA }),
    ).rejects.toThrow()
  })

  it('a platform admin sees every site', async () => {
    const list = await payload.find({ collection: 'leads', overrideAccess: false, user: admin, limit: 1000, depth: 0 })
    const sites = new Set(list.docs.map((d) => d.site))
    expect(sites.has(siteA) && sites.has(siteB)).toBe(true)
  })

  it("a follow-up's context reaches only its own lead on its own site", async () => {
    const context = intakeContext({ siteId: siteA, leadId: leadA.id })
    expect((await payload.findByID({ collection: 'leads', id: leadA.id, overrideAccess: false, context })).id).toBe(
      leadA.id,
    )
    await expect(
      payload.findByID({ collection: 'leads', id: leadB.id, overrideAccess: false, context }),
    ).rejects.toThrow()
    const wrongSite = intakeContext({ siteId: siteB, leadId: leadA.id })
    await expect(
      payload.findByID({ collection: 'leads', id: leadA.id, overrideAccess: false, context: wrongSite }),
    ).rejects.toThrow()
    // A context that only looks like the intake marker is not one.
    const forged = { leadIntake: { siteId: siteA, leadId: leadA.id } }
    await expect(
      payload.findByID({ collection: 'leads', id: leadA.id, overrideAccess: false, context: forged }),
    ).rejects.toThrow()
  })

  it('the intake cannot choose the site: the site comes from the verified host only', async () => {
    const created = await payload.create({
      collection: 'leads',
      data: leadData(siteB, 'Trudy'),
      overrideAccess: false,
      context: intakeContext({ siteId: siteA }),
      depth: 0,
    })
    expect(created.site).toBe(siteA)
  })

  it('only admins of a site read its webhook signing secret', async () => {
    const call = (user: User | null, site: number) =>
      leadWebhookSecret.handler({
        user,
        searchParams: new URLSearchParams({ site: String(site) }),
      } as unknown as PayloadRequest)
    expect((await call(editorA, siteA)).status).toBe(403)
    expect((await call(null, siteA)).status).toBe(403)
    const ok = await call(admin, siteA)
    expect(ok.status).toBe(200)
    expect(((await ok.json()) as { secret: string }).secret).toBe(webhookSigningSecret(siteA))
  })
})
