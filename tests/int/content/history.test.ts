import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Location, Navigation, Site, User } from '@/payload-types'
import { testPayload } from '../payload'

/**
 * Issue 20 point 6, "History everywhere staff edit": versions with restore, and who changed what and when; scheduled
 * publishing for pages and offers. Against the seeded demo database, as the site's own staff (access applied).
 */

// The revalidation hook expires Next's cache tags; outside Next there is no cache, so the expiries are recorded here
// to see that a restore and a scheduled publish reach the site like any save.
const expired = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => void expired.push(tag),
}))

let payload: Payload
let harbour: Site
let editor: User
let siteAdmin: User
let navigation: Navigation
let originalNavigation: Pick<Navigation, 'header' | 'footer'>

const asUser = (user: User) => ({ user: { ...user, collection: 'users' as const }, overrideAccess: false })
const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value)

async function userByEmail(email: string): Promise<User> {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
  if (!docs[0]) throw new Error(`missing seeded user ${email}`)
  return docs[0]
}

beforeAll(async () => {
  payload = await testPayload()
  const sites = await payload.find({ collection: 'sites', where: { slug: { equals: 'harbour-toyota' } }, limit: 1 })
  harbour = sites.docs[0]!
  editor = await userByEmail('editor@harbour-toyota.example.com')
  siteAdmin = await userByEmail('site-admin@harbour-toyota.example.com')
  const navs = await payload.find({ collection: 'navigation', where: { site: { equals: harbour.id } }, limit: 1 })
  navigation = navs.docs[0]!
  originalNavigation = { header: navigation.header, footer: navigation.footer }
})

afterAll(async () => {
  if (navigation)
    await payload.update({ collection: 'navigation', id: navigation.id, data: originalNavigation, depth: 0 })
})

describe('who changed what and when: every save is a version naming who made it', () => {
  it("changing a location's opening hours as a staff member keeps a version with the new hours and that person", async () => {
    const { docs } = await payload.find({ collection: 'locations', where: { site: { equals: harbour.id } }, limit: 1 })
    const location = docs[0] as Location
    const hours = [
      { weekday: '1' as const, status: 'Open' as const, open: '07:30', close: '17:45' },
      { weekday: '0' as const, status: 'Closed' as const },
    ]
    await payload.update({ collection: 'locations', id: location.id, data: { openingHours: hours }, ...asUser(editor) })

    const versions = await payload.findVersions({
      collection: 'locations',
      where: { parent: { equals: location.id } },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
    })
    const latest = versions.docs[0]!
    expect(idOf(latest.version.updatedBy)).toBe(editor.id)
    expect(latest.version.openingHours?.map((h) => [h.weekday, h.status, h.open ?? null, h.close ?? null])).toEqual([
      ['1', 'Open', '07:30', '17:45'],
      ['0', 'Closed', null, null],
    ])
    expect(new Date(latest.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it('the "Last changed by" a form sends is ignored: the requester is recorded', async () => {
    const saved = await payload.update({
      collection: 'navigation',
      id: navigation.id,
      data: { title: 'Navigation', updatedBy: siteAdmin.id },
      depth: 0,
      ...asUser(editor),
    })
    expect(idOf(saved.updatedBy)).toBe(editor.id)
  })

  it('site settings keep versions too, read by that site’s admins', async () => {
    await payload.update({ collection: 'sites', id: harbour.id, data: { name: harbour.name }, ...asUser(siteAdmin) })
    const versions = await payload.findVersions({
      collection: 'sites',
      where: { parent: { equals: harbour.id } },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      ...asUser(siteAdmin),
    })
    expect(idOf(versions.docs[0]?.version.updatedBy)).toBe(siteAdmin.id)
    expect(versions.docs[0]?.version.name).toBe(harbour.name)
    // Another site's history stays closed to them (Payload's multi-tenant plugin alone would match version numbers).
    const { docs: others } = await payload.find({ collection: 'sites', where: { id: { not_equals: harbour.id } } })
    for (const other of others) await payload.update({ collection: 'sites', id: other.id, data: { name: other.name } })
    const elsewhere = await payload.findVersions({
      collection: 'sites',
      where: { parent: { not_equals: harbour.id } },
      ...asUser(siteAdmin),
    })
    expect(elsewhere.totalDocs).toBe(0)
    // An editor of the site edits content, not its settings: no settings history either.
    const asEditor = await payload
      .findVersions({ collection: 'sites', where: { parent: { equals: harbour.id } }, ...asUser(editor) })
      .catch((error: { status?: number }) => error.status)
    expect(asEditor).toBe(403)
  })
})

describe('versions with restore: restoring an older navigation brings its items back on the site', () => {
  it('restore puts back the older header, names who restored it, and the site reads the restored menu', async () => {
    const older = [{ label: 'Older menu item', url: '/older/', menu: 'links' as const }]
    const newer = [{ label: 'Newer menu item', url: '/newer/', menu: 'links' as const }]
    await payload.update({ collection: 'navigation', id: navigation.id, data: { header: older }, ...asUser(editor) })
    const olderVersion = (
      await payload.findVersions({
        collection: 'navigation',
        where: { parent: { equals: navigation.id } },
        sort: '-updatedAt',
        limit: 1,
      })
    ).docs[0]!
    await payload.update({ collection: 'navigation', id: navigation.id, data: { header: newer }, ...asUser(editor) })

    const { siteNavigation } = await import('@/data/sites')
    expect((await siteNavigation(harbour.id))?.header?.map((h) => h.label)).toEqual(['Newer menu item'])

    expired.splice(0)
    await payload.restoreVersion({ collection: 'navigation', id: olderVersion.id, ...asUser(siteAdmin) })

    const onSite = await siteNavigation(harbour.id)
    expect(onSite?.header?.map((h) => [h.label, h.url])).toEqual([['Older menu item', '/older/']])
    expect(expired).toContain(`site:${harbour.id}:navigation`)
    // Shoppers' reads never carry who edited.
    expect(onSite).not.toHaveProperty('updatedBy')
    const restored = await payload.findByID({ collection: 'navigation', id: navigation.id, depth: 0 })
    expect(idOf(restored.updatedBy)).toBe(siteAdmin.id)
  })

  it("a site's staff cannot restore another site's navigation", async () => {
    const { docs } = await payload.find({ collection: 'navigation', where: { site: { not_equals: harbour.id } } })
    const other = docs[0]!
    await payload.update({ collection: 'navigation', id: other.id, data: { title: other.title ?? 'Navigation' } })
    const version = (
      await payload.findVersions({ collection: 'navigation', where: { parent: { equals: other.id } }, limit: 1 })
    ).docs[0]!
    const attempt = await payload
      .restoreVersion({ collection: 'navigation', id: version.id, ...asUser(siteAdmin) })
      .then(() => 'restored')
      .catch((error: { status?: number }) => error.status)
    expect([403, 404]).toContain(attempt)
  })
})

describe('scheduled publishing for pages and offers fires from the jobs queue', () => {
  it('a draft page and a draft offer scheduled a few seconds ahead are published when the queue runs after that time', async () => {
    const slug = `scheduled-${Date.now()}`
    const page = await payload.create({
      collection: 'pages',
      data: { site: harbour.id, title: 'Scheduled page', slug, _status: 'draft' },
      draft: true,
      ...asUser(editor),
    })
    const offer = await payload.create({
      collection: 'offers',
      data: { site: harbour.id, name: `Scheduled offer ${slug}`, _status: 'draft' },
      draft: true,
      ...asUser(editor),
    })
    const at = new Date(Date.now() + 3000)
    // What the admin's "Schedule publish" dialog queues (@payloadcms/ui schedulePublishHandler).
    const jobs = await Promise.all(
      [
        { relationTo: 'pages' as const, value: page.id },
        { relationTo: 'offers' as const, value: offer.id },
      ].map((doc) =>
        payload.jobs.queue({
          task: 'schedulePublish',
          input: { type: 'publish', doc, user: { relationTo: 'users', value: editor.id } },
          waitUntil: at,
        }),
      ),
    )
    // The queue the servers' autorun works (payload.config.ts jobs.autoRun).
    expect(jobs.map((job) => job.queue)).toEqual(['default', 'default'])
    const ours = { id: { in: jobs.map((job) => job.id) } }
    const { sitePage } = await import('@/data/sites')
    const { siteOffers } = await import('@/data/content')

    await payload.jobs.run({ queue: 'default', where: ours })
    expect(await sitePage(harbour.id, slug)).toBeNull()

    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 500))
    expired.splice(0)
    await payload.jobs.run({ queue: 'default', where: ours })

    const live = await sitePage(harbour.id, slug)
    expect(live?.title).toBe('Scheduled page')
    expect(live).not.toHaveProperty('updatedBy')
    expect((await siteOffers(harbour.id)).map((o) => o.name)).toContain(`Scheduled offer ${slug}`)
    expect(expired).toEqual(expect.arrayContaining([`site:${harbour.id}:pages`, `site:${harbour.id}:offers`]))
    const published = await payload.findByID({ collection: 'pages', id: page.id, depth: 0 })
    expect(idOf(published.updatedBy)).toBe(editor.id)

    await payload.delete({ collection: 'pages', id: page.id })
    await payload.delete({ collection: 'offers', id: offer.id })
  })
})
