import { expect, test } from '@playwright/test'
import {
  ADMIN,
  EDITOR_A,
  login,
  originOf,
  postSameOrigin,
  send,
  SITE_A,
  SITE_ADMIN_A,
  SITE_B,
  siteIdOf,
  freshAuMobile,
} from './http'

/**
 * The tenant matrix over HTTP: the site editor of Harbour Toyota (site A) against Metro Used Cars' (site B) documents,
 * through REST (/api/{collection}) and relationship population (?depth=2); GraphQL is switched off. The platform admin
 * sets up and checks the other side, so every "refused" is measured against a document that really exists.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

type Ctx = { site: number; dealership: number; manufacturer: number; car: number }
type Entry = {
  slug: string
  /** A new document of site B, made by the platform admin; absent for leads, users and the per-site singletons. */
  make?: (ctx: Ctx) => Record<string, unknown>
  change: Record<string, unknown>
  upload?: boolean
}

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`

const MATRIX: Entry[] = [
  {
    slug: 'dealerships',
    make: (c) => ({ site: c.site, name: 'Sec Dealer', slug: `sec-dealer-${stamp()}` }),
    change: { phone: '0400 111 222' },
  },
  {
    slug: 'locations',
    make: (c) => ({ site: c.site, name: `Sec Yard ${stamp()}`, slug: '', dealership: c.dealership }),
    change: { timeZone: 'Australia/Perth' },
  },
  {
    slug: 'models',
    make: (c) => ({
      site: c.site,
      name: 'Sec Model',
      slug: `sec-model-${stamp()}`,
      manufacturer: c.manufacturer,
      manufacturerBody: 'electrified',
    }),
    change: { fuel: 'Electric' },
  },
  {
    slug: 'offers',
    make: (c) => ({ site: c.site, name: 'Sec Offer', _status: 'published' }),
    change: { description: 'Changed by another site' },
  },
  {
    slug: 'service-plans',
    make: (c) => ({ site: c.site, modelName: 'Sec', amount: 250, years: 5, services: 5 }),
    change: { amount: 1 },
  },
  { slug: 'promo-tiles', make: (c) => ({ site: c.site, title: 'Sec Tile', position: 6 }), change: { position: 9 } },
  {
    slug: 'reviews',
    make: (c) => ({ site: c.site, customerName: 'Sec', rating: 5, reviewDate: '2026-01-01T00:00:00.000Z' }),
    change: { rating: 1 },
  },
  {
    slug: 'pages',
    make: (c) => ({ site: c.site, title: 'Sec Page', slug: `sec-page-${stamp()}` }),
    change: { title: 'Defaced' },
  },
  { slug: 'posts', change: { title: 'Defaced' } },
  {
    slug: 'cars',
    make: (c) => ({
      site: c.site,
      dealership: c.dealership,
      make: 'Toyota',
      model: 'Yaris',
      year: 2024,
      stocknum: `SEC-${stamp()}`,
    }),
    change: { price: 1 },
  },
  { slug: 'media', make: (c) => ({ site: c.site, alt: 'Sec image' }), change: { alt: 'Defaced' }, upload: true },
  { slug: 'reservations', change: { status: 'confirmed' } },
  { slug: 'leads', change: { status: 'lost' } },
  { slug: 'navigation', change: { title: 'Defaced' } },
  { slug: 'legal-texts', change: { title: 'Defaced' } },
  { slug: 'users', change: { name: 'Defaced' } },
]

let siteA: number
let siteB: number
let admin: string
let editorA: string
/** Both staff roles of site A, each against site B: the editor, and the dealer's own site admin (docs/security.md). */
const ACTORS = [
  { role: 'site editor', email: EDITOR_A },
  { role: 'site admin', email: SITE_ADMIN_A },
] as const
const actorTokens = new Map<string, string>()
let ctxB: Ctx
/** Site B's document in each collection. */
const targets = new Map<string, number>()
const cleanup: Array<{ slug: string; id: number }> = []

function multipart(
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer },
): { raw: Buffer; contentType: string } {
  const boundary = `----sec${stamp()}`
  const parts: Buffer[] = []
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  return { raw: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

async function adminCreate(entry: Entry, ctx: Ctx): Promise<number> {
  const data = entry.make!(ctx)
  const answer = entry.upload
    ? await (async () => {
        const form = multipart(
          { _payload: JSON.stringify(data) },
          { name: `sec-${stamp()}.png`, type: 'image/png', data: PNG },
        )
        return send(`/api/${entry.slug}`, {
          method: 'POST',
          raw: form.raw,
          token: admin,
          headers: { 'content-type': form.contentType },
        })
      })()
    : await send(`/api/${entry.slug}`, { body: data, token: admin })
  expect(answer.status, `${entry.slug}: admin creates a site B document: ${answer.text.slice(0, 300)}`).toBe(201)
  const id = (answer.json() as { doc: { id: number } }).doc.id
  cleanup.push({ slug: entry.slug, id })
  return id
}

const firstId = async (pathname: string, token: string) => {
  const answer = await send(pathname, { token })
  expect(answer.status, `${pathname}: ${answer.text.slice(0, 200)}`).toBe(200)
  const id = (answer.json() as { docs: { id: number }[] }).docs[0]?.id
  expect(id, `${pathname} finds a document`).toBeTruthy()
  return id!
}

/** Every `site` reference anywhere in a JSON answer (ids or populated documents). */
function siteRefs(value: unknown, found: number[] = []): number[] {
  if (Array.isArray(value)) for (const v of value) siteRefs(v, found)
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'site' && (typeof v === 'number' || (v && typeof v === 'object' && 'id' in v)))
        found.push(typeof v === 'number' ? v : Number((v as { id: unknown }).id))
      siteRefs(v, found)
    }
  }
  return found
}

test.beforeAll(async () => {
  admin = await login(ADMIN)
  editorA = await login(EDITOR_A)
  for (const actor of ACTORS) actorTokens.set(actor.role, await login(actor.email))
  siteA = await siteIdOf(SITE_A)
  siteB = await siteIdOf(SITE_B)
  ctxB = {
    site: siteB,
    dealership: await firstId(`/api/dealerships?where[site][equals]=${siteB}&depth=0&limit=1`, admin),
    manufacturer: await firstId(`/api/manufacturers?where[slug][equals]=toyota&depth=0&limit=1`, admin),
    car: await firstId(
      `/api/cars?where[site][equals]=${siteB}&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock&where[reserved][not_equals]=true&depth=0&limit=1&sort=-id`,
      admin,
    ),
  }
  // A real lead of site B, sent the way its contact form sends it.
  const mobile = freshAuMobile()
  const lead = await postSameOrigin('/api/leads/submit', SITE_B, {
    form: 'contact',
    name: 'Tenant',
    last_name: 'Probe',
    postcode: '2000',
    phone: mobile.national,
    email: `tenant.${stamp()}@example.com`,
  })
  expect(lead.status, lead.text).toBe(201)
  targets.set('leads', (lead.json() as { lead_id: number }).lead_id)
  // POST /api/reservations is the shoppers' reserve route (its GET, PATCH and DELETE are Payload's REST for the
  // collection), so site B's reservation is made the way a shopper makes it.
  const reserve = await postSameOrigin('/api/reservations', SITE_B, {
    car_id: ctxB.car,
    name: 'Tenant Probe',
    email: `reserve.${stamp()}@example.com`,
    phone_number: freshAuMobile().national,
  })
  expect(reserve.status, reserve.text).toBe(201)
  targets.set('reservations', (reserve.json() as { reservation_id: number }).reservation_id)
  cleanup.push({ slug: 'reservations', id: targets.get('reservations')! })
  for (const slug of ['navigation', 'legal-texts', 'posts'])
    targets.set(slug, await firstId(`/api/${slug}?where[site][equals]=${siteB}&depth=0&limit=1`, admin))
  targets.set(
    'users',
    await firstId(
      `/api/users?where[email][equals]=${encodeURIComponent('editor@metro-used-cars.example.com')}&depth=0&limit=1`,
      admin,
    ),
  )
  for (const entry of MATRIX) if (entry.make) targets.set(entry.slug, await adminCreate(entry, ctxB))
})

test.afterAll(async () => {
  for (const { slug, id } of cleanup.reverse()) await send(`/api/${slug}/${id}`, { method: 'DELETE', token: admin })
})

for (const entry of MATRIX)
  for (const actor of ACTORS) {
    test(`tenant matrix REST: a ${actor.role} cannot read, list, update or delete another site's ${entry.slug}`, async () => {
      const editorA = actorTokens.get(actor.role)!
      const id = targets.get(entry.slug)!
      const before = await send(`/api/${entry.slug}/${id}?depth=0`, { token: admin })
      expect(before.status, 'the platform admin sees the target').toBe(200)

      const byId = await send(`/api/${entry.slug}/${id}?depth=0`, { token: editorA })
      expect([403, 404], `GET by id answered ${byId.status}`).toContain(byId.status)

      const list = await send(`/api/${entry.slug}?limit=1000&depth=0`, { token: editorA })
      expect(list.status).toBe(200)
      const docs = (list.json() as { docs: Array<{ id: number; site?: number; tenants?: Array<{ site: number }> }> })
        .docs
      expect(docs.map((d) => d.id)).not.toContain(id)
      for (const doc of docs) {
        if (entry.slug === 'users') expect(doc.tenants?.map((t) => t.site) ?? []).not.toContain(siteB)
        else expect(doc.site, `${entry.slug} ${doc.id} belongs to site A`).toBe(siteA)
      }
      const filtered = await send(`/api/${entry.slug}?where[id][equals]=${id}&depth=0`, { token: editorA })
      expect((filtered.json() as { docs: unknown[] }).docs).toHaveLength(0)

      const patch = await send(`/api/${entry.slug}/${id}`, { method: 'PATCH', body: entry.change, token: editorA })
      expect([403, 404], `PATCH answered ${patch.status}`).toContain(patch.status)
      const bulk = await send(`/api/${entry.slug}?where[id][equals]=${id}`, {
        method: 'PATCH',
        body: entry.change,
        token: editorA,
      })
      expect(bulk.status).toBeLessThan(500)
      if (bulk.status === 200) expect((bulk.json() as { docs?: unknown[] }).docs ?? []).toHaveLength(0)
      const del = await send(`/api/${entry.slug}/${id}`, { method: 'DELETE', token: editorA })
      expect([403, 404], `DELETE answered ${del.status}`).toContain(del.status)
      const bulkDel = await send(`/api/${entry.slug}?where[id][equals]=${id}`, { method: 'DELETE', token: editorA })
      expect(bulkDel.status).toBeLessThan(500)
      if (bulkDel.status === 200) expect((bulkDel.json() as { docs?: unknown[] }).docs ?? []).toHaveLength(0)

      const after = await send(`/api/${entry.slug}/${id}?depth=0`, { token: admin })
      expect(after.status, 'still there').toBe(200)
      const was = before.json() as Record<string, unknown>
      const now = after.json() as Record<string, unknown>
      for (const key of Object.keys(entry.change)) expect(now[key], `${key} unchanged`).toEqual(was[key])
    })
  }

test('tenant matrix REST: a site editor cannot create a document for another site', async () => {
  const answer = await send('/api/offers', { body: { site: siteB, name: 'Planted by site A' }, token: editorA })
  if (answer.status === 201) cleanup.push({ slug: 'offers', id: (answer.json() as { doc: { id: number } }).doc.id })
  expect(answer.status).toBeGreaterThanOrEqual(400)
  const planted = await send(
    `/api/offers?where[name][equals]=${encodeURIComponent('Planted by site A')}&where[site][equals]=${siteB}&depth=0`,
    { token: admin },
  )
  expect((planted.json() as { docs: unknown[] }).docs).toHaveLength(0)
})

for (const entry of MATRIX.filter((e) => e.make && !e.upload))
  for (const actor of ACTORS) {
    test(`tenant matrix REST: a ${actor.role} cannot create ${entry.slug} for another site`, async () => {
      const data = entry.make!(ctxB)
      const before = (
        await send(`/api/${entry.slug}?where[site][equals]=${siteB}&limit=0&depth=0`, { token: admin })
      ).json() as { totalDocs: number }
      const answer = await send(`/api/${entry.slug}`, { body: data, token: actorTokens.get(actor.role)! })
      if (answer.status === 201)
        cleanup.push({ slug: entry.slug, id: (answer.json() as { doc: { id: number } }).doc.id })
      expect([400, 403], `POST answered ${answer.status}: ${answer.text.slice(0, 200)}`).toContain(answer.status)
      const after = (
        await send(`/api/${entry.slug}?where[site][equals]=${siteB}&limit=0&depth=0`, { token: admin })
      ).json() as { totalDocs: number }
      expect(after.totalDocs, 'nothing planted in site B').toBe(before.totalDocs)
    })
  }

test("tenant matrix depth=2: population never reveals another site's document, even when a relation points at one", async () => {
  // Site A's editor links its own offer to site B's model and its own car to site B's dealership.
  const offer = await send('/api/offers', {
    body: { site: siteA, name: `Sec link ${stamp()}`, model: targets.get('models'), _status: 'published' },
    token: editorA,
  })
  if (offer.status === 201) cleanup.push({ slug: 'offers', id: (offer.json() as { doc: { id: number } }).doc.id })
  const car = await send('/api/cars', {
    body: {
      site: siteA,
      dealership: ctxB.dealership,
      make: 'Toyota',
      model: 'Yaris',
      year: 2024,
      stocknum: `SECLINK-${stamp()}`,
    },
    token: editorA,
  })
  if (car.status === 201) cleanup.push({ slug: 'cars', id: (car.json() as { doc: { id: number } }).doc.id })
  for (const slug of [
    'offers',
    'cars',
    'locations',
    'models',
    'pages',
    'navigation',
    'leads',
    'dealerships',
    'promo-tiles',
    'users',
  ]) {
    const answer = await send(`/api/${slug}?depth=2&limit=200`, { token: editorA })
    expect(answer.status, slug).toBe(200)
    const refs = siteRefs(answer.json())
    expect(
      refs.filter((s) => s !== siteA),
      `${slug}?depth=2 shows documents of other sites`,
    ).toEqual([])
  }
})

test('GraphQL is switched off: /api/graphql answers 404 for staff and anonymous alike, and returns no data', async () => {
  for (const token of [admin, editorA, undefined]) {
    const answer = await send('/api/graphql', {
      body: { query: '{ Leads(limit: 100) { docs { id email } } Users(limit: 100) { docs { id email } } }' },
      token,
    })
    expect(answer.status).toBe(404)
    expect(answer.text).not.toMatch(/"data"|@metro-used-cars\.example\.com/)
  }
  expect((await send('/api/graphql-playground')).status).toBe(404)
})

test('tenant matrix REST: anonymous visitors read no leads, users or reservations', async () => {
  for (const slug of ['leads', 'users', 'reservations']) {
    const list = await send(`/api/${slug}?depth=2&limit=100`)
    if (list.status === 200) expect((list.json() as { docs: unknown[] }).docs, slug).toHaveLength(0)
    else expect([401, 403, 405]).toContain(list.status)
    const one = await send(`/api/${slug}/${targets.get(slug)}?depth=2`)
    expect([401, 403, 404], `${slug} by id`).toContain(one.status)
  }
  // Public content populated at depth 2 carries no staff or lead data.
  const cars = await send(`/api/cars?depth=2&limit=20&where[site][equals]=${siteB}`)
  expect(cars.text).not.toMatch(/"(hash|salt|resetPasswordToken|apiKey)"/)
  expect(cars.text).not.toContain('@metro-used-cars.example.com')
})

test('tenant matrix: a site editor cannot give themselves another site or the platform-admin role', async () => {
  const me = (await send('/api/users/me', { token: editorA })).json() as {
    user: { id: number; roles: string[]; tenants: Array<{ site: number | { id: number }; roles: string[] }> }
  }
  const { id, tenants } = me.user
  const own = tenants.map((t) => ({ site: typeof t.site === 'object' ? t.site.id : t.site, roles: t.roles }))
  await send(`/api/users/${id}`, {
    method: 'PATCH',
    body: { tenants: [...own, { site: siteB, roles: own[0]?.roles ?? ['site-admin'] }] },
    token: editorA,
  })
  await send(`/api/users/${id}`, {
    method: 'PATCH',
    body: { tenants: [{ site: siteA, roles: ['site-admin'] }] },
    token: editorA,
  })
  await send(`/api/users/${id}`, { method: 'PATCH', body: { roles: ['platform-admin'] }, token: editorA })
  const after = (await send(`/api/users/${id}?depth=0`, { token: admin })).json() as {
    roles: string[]
    tenants: Array<{ site: number; roles: string[] }>
  }
  expect(after.roles).not.toContain('platform-admin')
  expect(after.tenants.map((t) => ({ site: t.site, roles: t.roles }))).toEqual(own)
  // And the editor still cannot read site B's leads.
  const leads = await send(`/api/leads?where[site][equals]=${siteB}&depth=0`, { token: await loginFresh() })
  expect((leads.json() as { docs: unknown[] }).docs).toHaveLength(0)
})

/** A new token for editor A (a changed role would show in a new JWT). */
async function loginFresh(): Promise<string> {
  const answer = await send('/api/users/login', {
    body: { email: EDITOR_A, password: process.env.SEED_PASSWORD ?? 'demo-password' },
    headers: { origin: originOf() },
  })
  return (answer.json() as { token: string }).token
}
