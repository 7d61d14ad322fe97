import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { testPayload } from './payload'

// One tiny valid PNG, so media can be created like any other document.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

type Scoped = {
  slug: CollectionSlug
  data: (siteId: number, ctx: Ctx) => Record<string, unknown>
  change: Record<string, unknown>
  file?: boolean
}
type Ctx = { dealershipId: number; manufacturerId: number }

/** Every site-owned collection with the smallest valid document and one harmless change. */
const SCOPED: Scoped[] = [
  {
    slug: 'dealerships',
    data: (site) => ({ site, name: `Iso Dealer ${site}`, slug: `iso-dealer-${site}-${Date.now()}` }),
    change: { phone: '0400 000 000' },
  },
  {
    slug: 'locations',
    data: (site, c) => ({ site, name: 'Iso Yard Sales', slug: '', dealership: c.dealershipId }),
    change: { timeZone: 'Australia/Perth' },
  },
  {
    slug: 'models',
    data: (site, c) => ({
      site,
      name: 'Iso Model',
      slug: `iso-model-${Date.now()}`,
      manufacturer: c.manufacturerId,
      manufacturerBody: 'electrified',
    }),
    change: { fuel: 'Electric' },
  },
  { slug: 'offers', data: (site) => ({ site, name: 'Iso Offer' }), change: { description: 'Changed' } },
  {
    slug: 'service-plans',
    data: (site) => ({ site, modelName: 'Iso', amount: 250, years: 5, services: 5 }),
    change: { amount: 260 },
  },
  { slug: 'promo-tiles', data: (site) => ({ site, title: 'Iso Tile', position: 6 }), change: { position: 8 } },
  {
    slug: 'reviews',
    data: (site) => ({ site, customerName: 'Iso', rating: 5, reviewDate: '2026-01-01T00:00:00.000Z' }),
    change: { rating: 4 },
  },
  {
    slug: 'pages',
    data: (site) => ({ site, title: 'Iso Page', slug: `iso-page-${Date.now()}` }),
    change: { title: 'Iso Page 2' },
  },
  {
    slug: 'cars',
    data: (site, c) => ({
      site,
      dealership: c.dealershipId,
      make: 'Toyota',
      model: 'Yaris',
      year: 2024,
      stocknum: `ISO-${site}-${Date.now()}-${Math.random()}`,
    }),
    change: { price: 19990 },
  },
  { slug: 'media', data: (site) => ({ site, alt: 'Iso image' }), change: { alt: 'Changed alt' }, file: true },
]

const PER_SITE_SINGLETONS: CollectionSlug[] = ['navigation', 'legal-texts']

let payload: Payload
let siteA: number
let siteB: number
let editorA: User
let ctxA: Ctx
let ctxB: Ctx

const asEditorA: { user?: User; overrideAccess: false } = { overrideAccess: false }

async function userByEmail(email: string): Promise<User> {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
  if (!docs[0]) throw new Error(`missing seeded user ${email}`)
  return docs[0]
}

async function siteId(slug: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, limit: 1 })
  if (!docs[0]) throw new Error(`missing seeded site ${slug}`)
  return docs[0].id
}

// Everything this file creates is removed afterwards, so other suites see the seeded sites unchanged
// (an extra dealership, say, would make forms ask for a preferred dealership).
const createdDocs: { slug: CollectionSlug; id: number }[] = []
const track = <T extends { id: number | string }>(slug: CollectionSlug, doc: T): T => (
  createdDocs.push({ slug, id: Number(doc.id) }),
  doc
)

async function createAsSystem(entry: Scoped, site: number, ctx: Ctx) {
  return track(
    entry.slug,
    await payload.create({
      collection: entry.slug,
      data: entry.data(site, ctx) as never,
      ...(entry.file
        ? { file: { data: PNG, mimetype: 'image/png', name: `iso-${site}-${Date.now()}.png`, size: PNG.length } }
        : {}),
    }),
  )
}

afterAll(async () => {
  for (const { slug, id } of createdDocs.reverse())
    await payload.delete({ collection: slug, id }).catch(() => undefined)
})

beforeAll(async () => {
  payload = await testPayload()
  siteA = await siteId('harbour-toyota')
  siteB = await siteId('metro-used-cars')
  editorA = await userByEmail('editor@harbour-toyota.example.com')
  asEditorA.user = editorA
  const dealer = async (site: number) =>
    (await payload.find({ collection: 'dealerships', where: { site: { equals: site } }, limit: 1 })).docs[0]!.id
  const manufacturerId = (
    await payload.find({ collection: 'manufacturers', where: { slug: { equals: 'toyota' } }, limit: 1 })
  ).docs[0]!.id
  ctxA = { dealershipId: await dealer(siteA), manufacturerId }
  ctxB = { dealershipId: await dealer(siteB), manufacturerId }
})

describe('tenant isolation: a site editor works only on their own site', () => {
  for (const entry of SCOPED) {
    describe(entry.slug, () => {
      it("cannot read another site's documents, by id or in a list", async () => {
        const other = await createAsSystem(entry, siteB, ctxB)
        await createAsSystem(entry, siteA, ctxA)
        await expect(payload.findByID({ collection: entry.slug, id: other.id, ...asEditorA })).rejects.toThrow()
        const list = await payload.find({ collection: entry.slug, limit: 500, depth: 0, ...asEditorA })
        expect(list.docs.length).toBeGreaterThan(0)
        for (const doc of list.docs) expect((doc as { site?: unknown }).site).toBe(siteA)
      })

      it('cannot create a document for another site, and can for its own', async () => {
        await expect(
          payload.create({
            collection: entry.slug,
            data: entry.data(siteB, ctxB) as never,
            ...(entry.file
              ? { file: { data: PNG, mimetype: 'image/png', name: `deny-${Date.now()}.png`, size: PNG.length } }
              : {}),
            ...asEditorA,
          }),
        ).rejects.toThrow()
        const own = track(
          entry.slug,
          await payload.create({
            collection: entry.slug,
            data: entry.data(siteA, ctxA) as never,
            ...(entry.file
              ? { file: { data: PNG, mimetype: 'image/png', name: `own-${Date.now()}.png`, size: PNG.length } }
              : {}),
            depth: 0,
            ...asEditorA,
          }),
        )
        expect((own as { site?: unknown }).site).toBe(siteA)
      })

      it("cannot update another site's document, and can update its own", async () => {
        const other = await createAsSystem(entry, siteB, ctxB)
        await expect(
          payload.update({ collection: entry.slug, id: other.id, data: entry.change as never, ...asEditorA }),
        ).rejects.toThrow()
        const unchanged = await payload.findByID({ collection: entry.slug, id: other.id, depth: 0 })
        for (const [key, value] of Object.entries(entry.change))
          expect((unchanged as unknown as Record<string, unknown>)[key]).not.toEqual(value)
        const own = await createAsSystem(entry, siteA, ctxA)
        const updated = await payload.update({
          collection: entry.slug,
          id: own.id,
          data: entry.change as never,
          ...asEditorA,
        })
        for (const [key, value] of Object.entries(entry.change))
          expect((updated as unknown as Record<string, unknown>)[key]).toEqual(value)
      })

      it('cannot move its own document to another site', async () => {
        const own = await createAsSystem(entry, siteA, ctxA)
        await expect(
          payload.update({ collection: entry.slug, id: own.id, data: { site: siteB } as never, ...asEditorA }),
        ).rejects.toThrow()
        const after = await payload.findByID({ collection: entry.slug, id: own.id, depth: 0 })
        expect((after as { site?: unknown }).site).toBe(siteA)
      })

      it("cannot delete another site's document, and can delete its own", async () => {
        const other = await createAsSystem(entry, siteB, ctxB)
        await expect(payload.delete({ collection: entry.slug, id: other.id, ...asEditorA })).rejects.toThrow()
        expect(await payload.findByID({ collection: entry.slug, id: other.id })).toBeTruthy()
        const own = await createAsSystem(entry, siteA, ctxA)
        await payload.delete({ collection: entry.slug, id: own.id, ...asEditorA })
        await expect(payload.findByID({ collection: entry.slug, id: own.id })).rejects.toThrow()
      })
    })
  }

  for (const slug of PER_SITE_SINGLETONS) {
    it(`${slug}: sees and edits only its own site's document`, async () => {
      const list = await payload.find({ collection: slug, depth: 0, ...asEditorA })
      expect(list.docs.map((d) => (d as { site?: unknown }).site)).toEqual([siteA])
      const other = (await payload.find({ collection: slug, where: { site: { equals: siteB } }, limit: 1 })).docs[0]!
      await expect(
        payload.update({ collection: slug, id: other.id, data: { title: 'Hijacked' } as never, ...asEditorA }),
      ).rejects.toThrow()
      await expect(payload.delete({ collection: slug, id: other.id, ...asEditorA })).rejects.toThrow()
      const own = list.docs[0]!
      const updated = await payload.update({
        collection: slug,
        id: own.id,
        data: { title: 'Edited by editor' } as never,
        ...asEditorA,
      })
      expect((updated as { title?: string }).title).toBe('Edited by editor')
    })
  }

  it('sites: an editor reads only their own site and cannot change site settings', async () => {
    const list = await payload.find({ collection: 'sites', depth: 0, ...asEditorA })
    expect(list.docs.map((s) => s.id)).toEqual([siteA])
    await expect(
      payload.update({ collection: 'sites', id: siteB, data: { name: 'Hijacked' }, ...asEditorA }),
    ).rejects.toThrow()
    await expect(
      payload.update({ collection: 'sites', id: siteA, data: { name: 'Renamed by editor' }, ...asEditorA }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'sites', data: { name: 'Rogue', slug: 'rogue' } as never, ...asEditorA }),
    ).rejects.toThrow()
  })

  it("users: an editor cannot read or change another site's staff, nor raise their own role", async () => {
    const editorB = await userByEmail('editor@metro-used-cars.example.com')
    await expect(payload.findByID({ collection: 'users', id: editorB.id, ...asEditorA })).rejects.toThrow()
    const visible = await payload.find({ collection: 'users', depth: 0, ...asEditorA })
    expect(visible.docs.map((u) => u.email)).toEqual(['editor@harbour-toyota.example.com'])
    await expect(
      payload.update({ collection: 'users', id: editorB.id, data: { name: 'x' }, ...asEditorA }),
    ).rejects.toThrow()
    const self = await payload.update({
      collection: 'users',
      id: editorA.id,
      data: { roles: ['platform-admin'] },
      ...asEditorA,
    })
    expect(self.roles).not.toContain('platform-admin')
    const again = await payload.update({
      collection: 'users',
      id: editorA.id,
      data: { tenants: [{ site: siteB, roles: ['site-admin'] }] },
      ...asEditorA,
    })
    expect(again.tenants?.map((t) => (typeof t.site === 'object' ? t.site.id : t.site))).toEqual([siteA])
  })

  it('shared reference lists: editors read them but cannot change them', async () => {
    for (const slug of ['manufacturers', 'complaint-authorities'] as const) {
      const { docs } = await payload.find({ collection: slug, limit: 1, ...asEditorA })
      expect(docs.length).toBe(1)
      await expect(payload.delete({ collection: slug, id: docs[0]!.id, ...asEditorA })).rejects.toThrow()
    }
  })

  it('anonymous visitors cannot read staff accounts', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
  })

  it('a platform admin sees every site', async () => {
    const admin = await userByEmail('admin@example.com')
    const list = await payload.find({ collection: 'sites', depth: 0, overrideAccess: false, user: admin })
    expect(list.totalDocs).toBeGreaterThanOrEqual(4)
  })
})
