/**
 * Issue 38.6, the tenancy holes: "another site's media still shows through `/api/media/file/<their file>?x=1` and
 * through path forms a browser normalises (the match is on the raw string)"; "rich-text relationships to another
 * site's leads, users and offers are accepted"; "where-operators that do not fit a field (`near`, `within`,
 * `intersects`, `all`, `contains` on a date) answer anonymous 500s" and "a cross-relationship where-query answers 'An
 * unknown error occurred.' instead of naming the path". Each attack against a real PostgreSQL, through Payload's REST
 * handler or its local API with `overrideAccess: false` and the seeded staff.
 */
import { formatErrors, handleEndpoints, type CollectionSlug, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Media, Site, User } from '@/payload-types'
import { foreignMediaAddress, foreignRichTextDocument } from '../../collections/fields/siteMediaOnly'
import { importStockFeed } from '../../src/stock/importFeedNow'
import { testPayload } from './payload'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const PASSWORD = process.env.SEED_PASSWORD ?? 'demo-password'

let payload: Payload
let siteA: Site
let siteB: Site
let editorA: User
let editorAToken: string
let mediaA: Media
let mediaB: Media
let dealershipA: number
let offerA: number
let offerB: number
let leadB: number
let staffB: User
const created: { collection: CollectionSlug; id: number }[] = []

const siteBySlug = async (slug: string) =>
  (await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, limit: 1 })).docs[0]!

const userByEmail = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })).docs[0]!

async function image(site: Site, name: string): Promise<Media> {
  const doc = await payload.create({
    collection: 'media',
    data: { site: site.id, alt: name },
    file: { data: PNG, mimetype: 'image/png', name: `${name}-${Date.now()}.png`, size: PNG.length },
  })
  created.push({ collection: 'media', id: doc.id })
  return doc
}

/** Payload's REST handler, as the Next route reaches it. */
async function rest(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { default: config } = await import('../../payload.config')
  const headers = new Headers(init.headers)
  if (init.token) headers.set('Authorization', `JWT ${init.token}`)
  return handleEndpoints({ config, request: new Request(`http://localhost${path}`, { ...init, headers }) })
}

const tokenOf = async (email: string) =>
  (await payload.login({ collection: 'users', data: { email, password: PASSWORD } })).token!

const messagesOf = async (response: Response) =>
  (
    (await response.json()) as {
      errors?: { message: string; data?: { errors?: { path: string; message: string }[] } }[]
    }
  ).errors ?? []

/** The field errors of a refused local-API save, or the saved document's id. */
async function saved(
  attempt: Promise<{ id: number }>,
  collection: CollectionSlug,
): Promise<{ path: string; message: string }[] | number> {
  try {
    const doc = await attempt
    created.push({ collection, id: doc.id })
    return doc.id
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors
    if (!errors) throw error
    return errors
  }
}

const asEditorA = () => ({ user: editorA, overrideAccess: false as const })

const paragraph = (children: unknown[]) => ({
  type: 'paragraph',
  direction: null,
  format: '',
  indent: 0,
  version: 1,
  textFormat: 0,
  children,
})
const textNode = (text: string) => ({ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 })
const lexical = (children: unknown[]) => ({
  root: { type: 'root', direction: null, format: '', indent: 0, version: 1, children },
})

/** A Lexical document with a relationship node (Payload's RelationshipFeature) to `relationTo` `id`. */
const withRelationship = (relationTo: string, id: number) =>
  lexical([paragraph([textNode('See also')]), { type: 'relationship', relationTo, value: id, format: '', version: 2 }])

/** A Lexical document with a link (LinkFeature): internal to a document, or custom to an address. */
const withLink = (fields: Record<string, unknown>) =>
  lexical([
    paragraph([
      {
        type: 'link',
        version: 3,
        direction: null,
        format: '',
        indent: 0,
        id: 'link-1',
        fields: { newTab: false, ...fields },
        children: [textNode('this')],
      },
    ]),
  ])

const post = (content: unknown) => ({
  site: siteA.id,
  title: 'Showroom',
  slug: `showroom-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
  category: 'Buyer Advice',
  publishedAt: new Date().toISOString(),
  content,
  _status: 'published' as const,
})

const savePost = (content: unknown) =>
  saved(payload.create({ collection: 'posts', data: post(content) as never, ...asEditorA() }), 'posts')

beforeAll(async () => {
  payload = await testPayload()
  siteA = await siteBySlug('harbour-toyota')
  siteB = await siteBySlug('metro-used-cars')
  editorA = await userByEmail('editor@harbour-toyota.example.com')
  editorAToken = (
    await payload.login({
      collection: 'users',
      data: { email: 'editor@harbour-toyota.example.com', password: PASSWORD },
    })
  ).token!
  mediaA = await image(siteA, 'harbour-yard')
  mediaB = await image(siteB, 'metro-showroom')
  const yard = await payload.create({
    collection: 'dealerships',
    data: { site: siteA.id, name: 'Tenancy Holes Yard', slug: `tenancy-holes-yard-${Date.now()}` },
  })
  dealershipA = yard.id
  created.push({ collection: 'dealerships', id: yard.id })
  const offer = async (site: Site) => {
    const doc = await payload.create({ collection: 'offers', data: { site: site.id, name: 'Tenancy probe' } as never })
    created.push({ collection: 'offers', id: doc.id })
    return doc.id
  }
  offerA = await offer(siteA)
  offerB = await offer(siteB)
  const lead = await payload.create({
    collection: 'leads',
    data: {
      site: siteB.id,
      form: 'general',
      category: 'General Enquiry',
      name: 'Bob Metro',
      email: 'bob@example.com',
      phone: '+61412345678',
    } as never,
    depth: 0,
  })
  leadB = lead.id
  created.push({ collection: 'leads', id: lead.id })
  staffB = await payload.create({
    collection: 'users',
    data: {
      email: `tenancy-holes-${Date.now()}@metro.example.com`,
      password: 'tenancy-holes-1',
      tenants: [{ site: siteB.id, roles: ['site-editor'] }],
    } as never,
  })
  created.push({ collection: 'users', id: staffB.id })
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) await payload.delete({ collection, id }).catch(() => undefined)
})

/** Every form of a path to `name` a browser (and this server) resolves to `/api/media/file/{name}`. */
const browserForms = (name: string) => [
  `/api/media/file/${name}?x=1`,
  `/api/media/file/${name}#top`,
  `/api/media/file/./${name}`,
  `/api//media/file/${name}`,
  `/api/media/file/${name}/`,
  `/api/media/file/x/../${name}`,
  `/api/media/file/%2E/${name}`,
  `/api/%6Dedia/file/${name}`,
  `/api/media/file/x%2F..%2F${name}`,
  `\\api\\media\\file\\${name}`,
  `/sites/metro-used-cars/../../api/media/file/${name}`,
  `https://metro-used-cars.localhost/api/media/file/${name}`,
  `//metro-used-cars.localhost/api/media/file/${name}?w=400`,
]

describe("another site's media still shows through /api/media/file/<their file>?x=1 and through path forms a browser normalises", () => {
  const carWithPhoto = (url: string) =>
    payload.create({
      collection: 'cars',
      data: {
        dealership: dealershipA,
        make: 'Toyota',
        model: 'Yaris',
        year: 2022,
        stocknum: `TH-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
        images: [{ url }],
      } as never,
      ...asEditorA(),
    })

  it("a car's photo address naming another site's file in any of those forms is refused, naming the field", async () => {
    for (const url of browserForms(mediaB.filename!)) {
      expect(await saved(carWithPhoto(url), 'cars'), url).toEqual([
        expect.objectContaining({ path: 'images.0.url', message: foreignMediaAddress('Photo address', url) }),
      ])
    }
  })

  it("the site's own file in the same forms is taken", async () => {
    for (const url of browserForms(mediaA.filename!))
      expect(typeof (await saved(carWithPhoto(url), 'cars')), url).toBe('number')
  })

  it("media references in any field are matched: an offer's image address over REST is a 400 naming the field", async () => {
    const url = `/api/media/file/${mediaB.filename}?x=1`
    const response = await rest('/api/offers', {
      method: 'POST',
      token: editorAToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site: siteA.id, name: 'Foreign picture', imageUrl: url }),
    })
    expect(response.status).toBe(400)
    expect((await messagesOf(response))[0]?.data?.errors).toEqual([
      expect.objectContaining({ path: 'imageUrl', message: foreignMediaAddress('Image address', url) }),
    ])
    const own = await saved(
      payload.create({
        collection: 'offers',
        data: { site: siteA.id, name: 'Own picture', imageUrl: `/api/media/file/${mediaA.filename}?x=1` } as never,
        ...asEditorA(),
      }),
      'offers',
    )
    expect(typeof own).toBe('number')
  })

  it("and a rich-text link's address", async () => {
    const url = `/api/media/file/./${mediaB.filename}?download=1`
    expect(await savePost(withLink({ linkType: 'custom', url }))).toEqual([
      expect.objectContaining({ path: 'content', message: foreignMediaAddress('Content', url) }),
    ])
    expect(typeof (await savePost(withLink({ linkType: 'custom', url: 'https://www.toyota.com.au/' })))).toBe('number')
  })

  it("a feed row naming another site's file with a query is rejected, its sibling imported", async () => {
    const foreign = `/api/media/file/${mediaB.filename}?x=1`
    const summary = await importStockFeed(payload, {
      dealershipId: dealershipA,
      content: `StockNo,Make,Model,Year,Price,Photos
TH-FEED-1,Toyota,Yaris,2022,"$21,990",${foreign}
TH-FEED-2,Toyota,Corolla,2023,"$29,990",/api/media/file/${mediaA.filename}?x=1
`,
      format: 'csv',
      confirm: true,
    })
    const cars = (
      await payload.find({ collection: 'cars', where: { dealership: { equals: dealershipA } }, depth: 0, limit: 100 })
    ).docs
    for (const car of cars) created.push({ collection: 'cars', id: car.id })
    expect(summary.errors).toEqual([
      expect.objectContaining({ line: 2, field: 'images', reason: expect.stringContaining(foreign) }),
    ])
    expect(cars.map((car) => car.stocknum)).toContain('TH-FEED-2')
    expect(cars.map((car) => car.stocknum)).not.toContain('TH-FEED-1')
  })
})

describe("rich-text relationships to another site's leads, users and offers are accepted", () => {
  it("a relationship node to another site's lead, staff member or offer is refused, naming the field", async () => {
    for (const [relationTo, id] of [
      ['leads', leadB],
      ['users', staffB.id],
      ['offers', offerB],
      ['sites', siteB.id],
    ] as const) {
      expect(await savePost(withRelationship(relationTo, id)), relationTo).toEqual([
        expect.objectContaining({ path: 'content', message: foreignRichTextDocument('Content', relationTo, id) }),
      ])
    }
  })

  it("an internal link to another site's offer is refused too; over REST the relationship is a 400 naming the field", async () => {
    const content = withLink({ linkType: 'internal', doc: { relationTo: 'offers', value: offerB } })
    // (Payload's own check of the link's document field answers too, on `content.doc`.)
    expect(await savePost(content)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'content', message: foreignRichTextDocument('Content', 'offers', offerB) }),
      ]),
    )
    const response = await rest('/api/posts', {
      method: 'POST',
      token: editorAToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(post(withRelationship('leads', leadB))),
    })
    expect(response.status).toBe(400)
    expect((await messagesOf(response))[0]?.data?.errors).toEqual([
      expect.objectContaining({ path: 'content', message: foreignRichTextDocument('Content', 'leads', leadB) }),
    ])
  })

  it("rich-text relationships only to this site's own documents: its offer, itself, its staff", async () => {
    expect(typeof (await savePost(withRelationship('offers', offerA)))).toBe('number')
    expect(typeof (await savePost(withRelationship('sites', siteA.id)))).toBe('number')
    expect(typeof (await savePost(withRelationship('users', editorA.id)))).toBe('number')
    expect(
      typeof (await savePost(withLink({ linkType: 'internal', doc: { relationTo: 'offers', value: offerA } }))),
    ).toBe('number')
  })

  it("in a page's rich-text block as well", async () => {
    const attempt = payload.create({
      collection: 'pages',
      data: {
        site: siteA.id,
        title: 'Offers',
        slug: `offers-${Date.now()}`,
        layout: [{ blockType: 'richText', content: withRelationship('offers', offerB) }],
      } as never,
      ...asEditorA(),
    })
    expect(await saved(attempt, 'pages')).toEqual([expect.objectContaining({ path: 'layout.0.content' })])
  })
})

describe('where-operators that do not fit a field answer anonymous 500s', () => {
  const misfits = [
    ['createdAt', 'contains', '2026'],
    ['createdAt', 'like', 'x'],
    ['createdAt', 'all', 'x'],
    ['name', 'near', '1,2,3'],
    ['name', 'within', 'x'],
    ['name', 'intersects', 'x'],
    ['name', 'all', 'x'],
    ['site.createdAt', 'contains', 'x'],
    ['id', 'near', '1,2'],
  ] as const

  it('where-operators that do not fit a field → 400 naming it, anonymous and staff alike', async () => {
    for (const [path, operator, value] of misfits) {
      for (const token of [undefined, editorAToken]) {
        const query = `where[${path}][${operator}]=${encodeURIComponent(value)}`
        const label = `${query} as ${token ? 'editor' : 'anonymous'}`
        const response = await rest(`/api/offers?${query}`, { token })
        expect(response.status, label).toBe(400)
        const [error] = await messagesOf(response)
        expect(error?.message, label).toContain(`'${path}'`)
        expect(error?.message, label).toContain(`'${operator}'`)
      }
    }
    // The count route takes the same where.
    expect((await rest('/api/offers/count?where[createdAt][contains]=x')).status).toBe(400)
  })

  it("and on Payload's own collections, as the staff fuzz found (issue 38.7): 400 naming the path, not 500", async () => {
    const adminToken = await tokenOf('admin@example.com')
    for (const url of [
      '/api/payload-preferences?where[createdAt][contains]=%1F',
      '/api/payload-locked-documents?where[createdAt][contains]=%09',
      '/api/payload-locked-documents/count?where[createdAt][within]=%11',
    ]) {
      for (const token of [adminToken, editorAToken]) {
        const response = await rest(url, { token })
        expect(response.status, url).toBe(400)
        expect((await messagesOf(response))[0]?.message, url).toContain("'createdAt'")
      }
    }
  })

  it('operators that fit still answer', async () => {
    for (const query of [
      'where[name][contains]=probe',
      'where[name][like]=Tenancy probe',
      `where[createdAt][greater_than]=${encodeURIComponent('2020-01-01')}`,
      `where[excludedWebsites][contains]=${siteA.id}`,
      `where[id][in]=${offerA},${offerB}`,
    ]) {
      const response = await rest(`/api/offers?${query}`, { token: editorAToken })
      expect(response.status, query).toBe(200)
    }
  })

  it("the cross-relationship 400 names its path, also where the built server's errors lost their class", async () => {
    const path = 'excludedWebsites.forms.leadEmail'
    const response = await rest(`/api/offers?where[${path}][like]=a`, { token: editorAToken })
    expect(response.status).toBe(400)
    expect((await messagesOf(response))[0]?.message).toContain(`'${path}'`)

    // In the production build Payload formatted the same refusal as "An unknown error occurred.": its class (and so
    // its name) was gone. Payload's REST error answer (routeError) is replayed here on such an error.
    let refusal: Error & { status?: number }
    try {
      await payload.find({ collection: 'offers', where: { [path]: { like: 'a' } }, ...asEditorA() })
      throw new Error('expected a refusal')
    } catch (error) {
      refusal = error as Error & { status?: number }
    }
    const classless = Object.assign(Object.create(null) as object, refusal, { message: refusal.message, name: '' })
    let response2 = formatErrors(classless as never)
    let status = refusal.status ?? 500
    const req = { context: {} } as PayloadRequest
    for (const hook of [
      ...(payload.collections.offers.config.hooks.afterError ?? []),
      ...(payload.config.hooks?.afterError ?? []),
    ]) {
      const result = await hook({
        collection: payload.collections.offers.config,
        context: {},
        error: classless as Error,
        req,
        result: response2,
      })
      if (result) {
        response2 = (result.response as typeof response2) ?? response2
        status = result.status ?? status
      }
    }
    expect(status).toBe(400)
    expect(response2.errors?.[0]?.message).toContain(`'${path}'`)
  })
})
