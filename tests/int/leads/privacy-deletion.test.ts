import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Site, User } from '@/payload-types'
import { testPayload } from '../payload'

/** Issue 20.5: a site admin may delete a lead (a privacy request), and the deletion is logged. */
let payload: Payload
let harbour: Site
let metro: Site

const user = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })).docs[0] as User

const site = async (slug: string) =>
  (await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, limit: 1, depth: 0 })).docs[0] as Site

const lead = async (siteId: number) =>
  payload.create({
    collection: 'leads',
    data: { site: siteId, form: 'contact', category: 'Contact Us', name: 'Privacy', email: 'privacy@example.com' },
    overrideAccess: true,
  })

beforeAll(async () => {
  payload = await testPayload()
  harbour = await site('harbour-toyota')
  metro = await site('metro-used-cars')
})

describe('privacy requests: deleting a lead', () => {
  it("a site admin deletes their site's lead and the audit log records who and when, without the shopper's details", async () => {
    const admin = await user('site-admin@harbour-toyota.example.com')
    const doc = await lead(harbour.id)
    await payload.delete({ collection: 'leads', id: doc.id, user: admin, overrideAccess: false })
    const { docs } = await payload.find({
      collection: 'audit-events',
      where: { documentId: { equals: doc.id } },
      user: admin,
      overrideAccess: false,
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ action: 'lead-deleted', site: harbour.id, user: admin.id })
    expect(docs[0]!.summary).toMatch(
      new RegExp(`^Lead ${doc.id} \\(Contact Us, received \\d{4}-\\d\\d-\\d\\d\\) deleted$`),
    )
    expect(JSON.stringify(docs[0])).not.toContain('privacy@example.com')
  })

  it("an editor cannot delete a lead, nor a site admin another dealer's; neither reads another site's audit log", async () => {
    const editor = await user('editor@harbour-toyota.example.com')
    const admin = await user('site-admin@harbour-toyota.example.com')
    const own = await lead(harbour.id)
    const other = await lead(metro.id)
    await expect(
      payload.delete({ collection: 'leads', id: own.id, user: editor, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'leads', id: other.id, user: admin, overrideAccess: false }),
    ).rejects.toThrow()
    expect((await payload.findByID({ collection: 'leads', id: other.id, depth: 0 })).id).toBe(other.id)
    await expect(
      payload.find({ collection: 'audit-events', user: editor, overrideAccess: false, depth: 0 }),
    ).rejects.toThrow(/not allowed/)
  })
})
