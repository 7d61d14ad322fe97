import type { CollectionSlug, FlattenedField, Payload, SanitizedCollectionConfig, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { testPayload } from './payload'

/**
 * Issue 16 point 5: a where-path through a relationship cannot test fields that the caller could not read on the
 * related document (collections/hooks/whereThroughRelations.ts, added to every collection in collections/index.ts).
 */

const GUARDED_TARGETS = ['sites', 'users', 'leads', 'reservations']

type Relation = { collection: CollectionSlug; path: string; targets: string[] }

/** Every relationship/upload/join field (at any group/tab/array/block depth) of the project's collections. */
function relationsOf(config: SanitizedCollectionConfig): Relation[] {
  const out: Relation[] = []
  const walk = (fields: FlattenedField[], prefix: string) => {
    for (const field of fields) {
      const path = `${prefix}${field.name}`
      if (field.type === 'relationship' || field.type === 'upload') {
        out.push({
          collection: config.slug as CollectionSlug,
          path,
          targets: Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo],
        })
      } else if (field.type === 'join') {
        out.push({
          collection: config.slug as CollectionSlug,
          path,
          targets: Array.isArray(field.collection) ? field.collection : [field.collection],
        })
      } else if (field.type === 'group' || field.type === 'tab' || field.type === 'array') {
        walk(field.flattenedFields, `${path}.`)
      } else if (field.type === 'blocks') {
        for (const block of field.blocks ?? []) walk(block.flattenedFields, `${path}.`)
      }
    }
  }
  walk(config.flattenedFields, '')
  return out
}

/** A plain data field of the target other than `id`, to test through the relationship. */
function someFieldOf(config: SanitizedCollectionConfig): string {
  const field = config.flattenedFields.find((f) => ['text', 'email', 'textarea'].includes(f.type) && f.name !== 'id')
  if (!field) throw new Error(`no text field on ${config.slug}`)
  return field.name
}

let payload: Payload
let harbour: number
let metro: number
let metroEditor: User
let admin: User
let relations: Relation[]
const created: { slug: CollectionSlug; id: number }[] = []
let originalLeadEmail: string | null | undefined
const SECRET_EMAIL = 'zq-secret-leads@harbour-toyota.example.com'

async function siteId(slug: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, limit: 1 })
  if (!docs[0]) throw new Error(`missing seeded site ${slug}`)
  return docs[0].id
}

async function makeUser(email: string, data: Record<string, unknown>): Promise<User> {
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'where-through-relations-1', ...data } as never,
  })
  created.push({ slug: 'users', id: user.id })
  return user
}

/** The error of a rejected promise, or a failure when it resolved. */
async function errorOf(promise: Promise<unknown>): Promise<{ status?: number; message: string }> {
  try {
    await promise
  } catch (error) {
    return error as { status?: number; message: string }
  }
  throw new Error('expected the query to be refused, but it answered')
}

beforeAll(async () => {
  payload = await testPayload()
  harbour = await siteId('harbour-toyota')
  metro = await siteId('metro-used-cars')
  const stamp = Date.now()
  metroEditor = await makeUser(`wtr-editor-${stamp}@metro.example.com`, {
    tenants: [{ site: metro, roles: ['site-editor'] }],
  })
  admin = await makeUser(`wtr-admin-${stamp}@example.com`, { roles: ['platform-admin'] })
  relations = payload.config.collections
    .filter((c) => !c.slug.startsWith('payload-'))
    .flatMap(relationsOf)
    .filter((r) => r.targets.some((t) => GUARDED_TARGETS.includes(t)))
  const site = await payload.findByID({ collection: 'sites', id: harbour, depth: 0 })
  originalLeadEmail = (site as { forms?: { leadEmail?: string | null } }).forms?.leadEmail
  await payload.update({ collection: 'sites', id: harbour, data: { forms: { leadEmail: SECRET_EMAIL } } as never })
})

afterAll(async () => {
  for (const { slug, id } of created.reverse()) await payload.delete({ collection: slug, id }).catch(() => undefined)
  await payload
    .update({ collection: 'sites', id: harbour, data: { forms: { leadEmail: originalLeadEmail ?? null } } as never })
    .catch(() => undefined)
})

describe('a where-path through a relationship cannot test fields that the caller could not read on the related document', () => {
  it('the relationships to sites, users, leads and reservations are found from the config', () => {
    expect(relations.length).toBeGreaterThan(0)
    const names = relations.map((r) => `${r.collection}.${r.path}`)
    expect(names).toContain('offers.excludedWebsites')
    expect(names).toContain('offers.site')
    expect(names).toContain('users.tenants.site')
  })

  it('every one of them: a site editor is refused past the relationship, but may test the relationship itself; a platform admin may do both', async () => {
    const checked: string[] = []
    for (const { collection, path, targets } of relations) {
      for (const target of targets.filter((t) => GUARDED_TARGETS.includes(t))) {
        const targetConfig = payload.collections[target as CollectionSlug].config
        const field = someFieldOf(targetConfig)
        const hop = targets.length > 1 ? `${path}.value` : path
        const through: Where = { [`${hop}.${field}`]: { like: 'a' } }
        const label = `${collection} where ${hop}.${field}`

        const refused = await errorOf(
          payload.find({ collection, where: through, depth: 0, overrideAccess: false, user: metroEditor }),
        )
        expect(refused.status, label).toBe(400)
        expect(refused.message, label).toContain(`${hop}.${field}`)
        // count takes a where too
        expect(
          (await errorOf(payload.count({ collection, where: through, overrideAccess: false, user: metroEditor })))
            .status,
          label,
        ).toBe(400)

        // The relationship itself reveals nothing about the related document.
        const anId = target === 'sites' ? harbour : target === 'users' ? metroEditor.id : 1
        await expect(
          payload.find({
            collection,
            where: { [path]: { equals: anId } },
            depth: 0,
            overrideAccess: false,
            user: metroEditor,
            disableErrors: true,
          }),
          label,
        ).resolves.toBeDefined()
        await expect(
          payload.find({
            collection,
            where: { [`${path}.id`]: { equals: anId } },
            depth: 0,
            overrideAccess: false,
            user: metroEditor,
            disableErrors: true,
          }),
          label,
        ).resolves.toBeDefined()

        // Platform admins read every document anyway.
        await expect(
          payload.find({ collection, where: through, depth: 0, overrideAccess: false, user: admin }),
          label,
        ).resolves.toBeDefined()
        // Server code (overrideAccess) is not affected.
        await expect(payload.find({ collection, where: through, depth: 0 }), label).resolves.toBeDefined()
        checked.push(label)
      }
    }
    expect(checked.length).toBe(relations.length)
  })

  it("the attack: Metro's editor cannot read Harbour's lead e-mail through an offer's excludedWebsites", async () => {
    const offer = await payload.create({
      collection: 'offers',
      data: { site: metro, name: 'WTR probe', excludedWebsites: [harbour] } as never,
      overrideAccess: false,
      user: metroEditor,
    })
    created.push({ slug: 'offers', id: offer.id })
    const asEditor = { overrideAccess: false as const, user: metroEditor, depth: 0 }

    for (const where of [
      { 'excludedWebsites.forms.leadEmail': { like: SECRET_EMAIL[0] } },
      { 'excludedWebsites.forms.leadWebhookUrl': { exists: true } },
      { and: [{ id: { equals: offer.id } }, { or: [{ 'excludedWebsites.forms.leadEmail': { like: 'zq-secret' } }] }] },
      { excludedWebsites__forms__leadEmail: { like: 'zq' } },
    ] as Where[]) {
      // `draft: true` is how the admin list (and REST `?draft=true`) queries offers; there Payload 3.90 validates a
      // copy of the where (appendVersionToQueryKey), so its own related-access scoping was lost and the query leaked:
      // `like: 'zq'` answered the offer, `like: 'zz'` did not.
      for (const draft of [false, true]) {
        const error = await errorOf(payload.find({ collection: 'offers', where, draft, ...asEditor }))
        expect(error.status).toBe(400)
        expect(error.message).toMatch(/excludedWebsites\.forms\.lead(Email|WebhookUrl)' is not allowed/)
      }
    }
    // The versions list (findVersions) takes the same paths under `version.`.
    expect(
      (
        await errorOf(
          payload.findVersions({
            collection: 'offers',
            where: { 'version.excludedWebsites.forms.leadEmail': { like: 'zq' } } as Where,
            overrideAccess: false,
            user: metroEditor,
          }),
        )
      ).status,
    ).toBe(400)
    // Nor by sorting on it, nor through a nested relationship query.
    expect(
      (await errorOf(payload.find({ collection: 'offers', sort: '-excludedWebsites.forms.leadEmail', ...asEditor })))
        .status,
    ).toBe(400)
    expect(
      (
        await errorOf(
          payload.find({
            collection: 'offers',
            where: { excludedWebsites: { contains: { 'forms.leadEmail': { like: 'zq' } } } } as Where,
            ...asEditor,
          }),
        )
      ).status,
    ).toBe(400)
    // Nor by asking for the distinct values at that path.
    expect(
      (
        await errorOf(
          payload.findDistinct({
            collection: 'offers',
            field: 'excludedWebsites.forms.leadEmail' as never,
            overrideAccess: false,
            user: metroEditor,
          }),
        )
      ).status,
    ).toBe(400)
    // Nor by a bulk update or delete whose where is the oracle.
    expect(
      (
        await errorOf(
          payload.update({
            collection: 'offers',
            where: { 'excludedWebsites.forms.leadEmail': { like: 'zq' } },
            data: { description: 'x' },
            ...asEditor,
          }),
        )
      ).status,
    ).toBe(400)
    expect(
      (
        await errorOf(
          payload.delete({
            collection: 'offers',
            where: { 'excludedWebsites.forms.leadEmail': { like: 'zq' } },
            ...asEditor,
          }),
        )
      ).status,
    ).toBe(400)

    // The offer still answers by the relationship itself.
    const byRelation = await payload.find({
      collection: 'offers',
      where: { excludedWebsites: { in: [harbour] } },
      ...asEditor,
    })
    expect(byRelation.docs.map((d) => d.id)).toContain(offer.id)
    // A platform admin may query through it (and sees the value anyway).
    const asAdmin = await payload.find({
      collection: 'offers',
      where: { 'excludedWebsites.forms.leadEmail': { like: 'zq-secret' } },
      overrideAccess: false,
      user: admin,
      depth: 0,
    })
    expect(asAdmin.docs.map((d) => d.id)).toContain(offer.id)
  })

  it('multi-hop paths are refused at the first hop the caller cannot read without constraint', async () => {
    const error = await errorOf(
      payload.find({
        collection: 'locations',
        where: { 'dealership.site.forms.leadEmail': { like: 'z' } },
        overrideAccess: false,
        user: metroEditor,
      }),
    )
    expect(error.status).toBe(400)
    expect(error.message).toContain('dealership.site.forms.leadEmail')
  })

  it('shoppers (anonymous) still query through public relationships', async () => {
    // Public collections answer `true` to anonymous reads, so the paths the shopper pages use stay allowed.
    await expect(
      payload.find({
        collection: 'locations',
        where: { 'dealership.site.slug': { equals: 'harbour-toyota' } },
        overrideAccess: false,
        depth: 0,
      }),
    ).resolves.toBeDefined()
    await expect(
      payload.find({
        collection: 'sites',
        where: { 'domains.domain': { equals: 'nowhere.example' } },
        overrideAccess: false,
        depth: 0,
      }),
    ).resolves.toBeDefined()
  })
})
