import { createLocalReq, type Payload, type Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { newDealerSiteEndpoint } from '../../../collections/endpoints/newDealerSite'
import { siteStockFilter } from '../../../src/search/siteSearchKey'
import { complaintAuthoritiesFor } from '../../../src/domain/complaintAuthorities'
import { testPayload } from '../payload'

type Answer = { status: number; body: Record<string, unknown> }

async function userByEmail(payload: Payload, email: string) {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
  return { ...docs[0]!, collection: 'users' as const }
}

/** POST /api/sites/new-dealer as the given staff member, through the endpoint's own handler. */
async function post(payload: Payload, email: string, body: unknown): Promise<Answer> {
  const user = await userByEmail(payload, email)
  const req = await createLocalReq({ user }, payload)
  req.json = async () => body
  const response = await newDealerSiteEndpoint.handler(req)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const templateFiles = async (payload: Payload, site: number) => {
  const where: Where = { site: { equals: site } }
  const read = { where, limit: 500, depth: 0, sort: 'id' } as const
  return {
    site: await payload.findByID({ collection: 'sites', id: site, depth: 0 }),
    navigation: (await payload.find({ collection: 'navigation', ...read })).docs,
    legal: (await payload.find({ collection: 'legal-texts', ...read })).docs,
    pages: (await payload.find({ collection: 'pages', ...read })).docs,
    dealerships: (await payload.find({ collection: 'dealerships', ...read })).docs,
    locations: (await payload.find({ collection: 'locations', ...read })).docs,
  }
}

describe('issue 20.7 "A new dealer in minutes": a site from a template site', () => {
  let payload: Payload
  let template: number
  let toyota: number
  let sitesBefore: number

  beforeAll(async () => {
    payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'sites',
      where: { slug: { equals: 'harbour-toyota' } },
      limit: 1,
    })
    template = docs[0]!.id
    const make = await payload.find({ collection: 'manufacturers', where: { name: { equals: 'Toyota' } }, limit: 1 })
    toyota = make.docs[0]!.id
    sitesBefore = (await payload.count({ collection: 'sites' })).totalDocs
  }, 120_000)

  const form = (overrides: Record<string, unknown> = {}) => ({
    templateSite: template,
    dealerName: 'Coastal Toyota',
    domain: 'Coastal-Toyota.example',
    street: '12 Marine Parade',
    suburb: 'Southport',
    state: 'qld',
    postcode: '4215',
    phone: '07 5500 1234',
    brand: toyota,
    salesEmail: 'sales@coastal-toyota.example',
    ...overrides,
  })

  it('a site admin calling the endpoint is refused with 403 and nothing is created', async () => {
    const answer = await post(payload, 'site-admin@harbour-toyota.example.com', form({ domain: 'sneaky.example' }))
    expect(answer.status).toBe(403)
    expect((await payload.count({ collection: 'sites' })).totalDocs).toBe(sitesBefore)
  })

  it('a domain already used by another dealer is refused with 400 naming "domain"', async () => {
    const answer = await post(payload, 'admin@example.com', form({ domain: 'metro-used-cars.example' }))
    expect(answer.status).toBe(400)
    expect(answer.body.field).toBe('domain')
    expect(String(answer.body.error)).toMatch(/already used/)
    expect((await payload.count({ collection: 'sites' })).totalDocs).toBe(sitesBefore)
  })

  it('bad input is refused with 400 naming the field', async () => {
    expect((await post(payload, 'admin@example.com', form({ dealerName: ' ' }))).body.field).toBe('dealerName')
    expect((await post(payload, 'admin@example.com', form({ domain: 'not a host' }))).body.field).toBe('domain')
    expect((await post(payload, 'admin@example.com', form({ templateSite: 999999 }))).body.field).toBe('templateSite')
    expect((await post(payload, 'admin@example.com', form({ brand: 999999 }))).body.field).toBe('brand')
    expect((await payload.count({ collection: 'sites' })).totalDocs).toBe(sitesBefore)
  })

  it('a failure half way leaves nothing half made (one transaction)', async () => {
    // A template whose page description grows past its 300-character limit when the long new name replaces its own:
    // the page is written last, after the site, dealership, location and navigation.
    const tiny = await payload.create({
      collection: 'sites',
      data: {
        name: 'Tiny',
        locale: 'en-AU',
        slug: `tiny-${Date.now()}`,
        domains: [{ domain: `tiny-${Date.now()}.example` }],
      },
    })
    await payload.create({
      collection: 'navigation',
      data: { site: tiny.id, header: [{ label: 'Tiny stock', url: '/search' }] },
    })
    await payload.create({
      collection: 'pages',
      data: { site: tiny.id, title: 'Home', slug: 'home', _status: 'published', metaDescription: 'Tiny '.repeat(59) },
    })
    const longName = `Long ${'N'.repeat(60)} Motors`
    const sites = (await payload.count({ collection: 'sites' })).totalDocs
    const answer = await post(
      payload,
      'admin@example.com',
      form({ templateSite: tiny.id, dealerName: longName, domain: 'half-made.example' }),
    )
    expect(answer.status).toBe(400)
    expect(answer.body.field).toBe('metaDescription')
    expect((await payload.count({ collection: 'sites' })).totalDocs).toBe(sites)
    for (const collection of ['dealerships', 'locations', 'navigation'] as const)
      expect(
        (await payload.count({ collection, where: { 'site.slug': { like: 'long-n' } } })).totalDocs,
        collection,
      ).toBe(0)
    expect((await payload.count({ collection: 'dealerships', where: { name: { equals: longName } } })).totalDocs).toBe(
      0,
    )
    expect(
      (await payload.count({ collection: 'sites', where: { 'domains.domain': { equals: 'half-made.example' } } }))
        .totalDocs,
    ).toBe(0)
    sitesBefore = (await payload.count({ collection: 'sites' })).totalDocs
  }, 120_000)

  it("creates a working site: navigation, home page, legal pages, complaint authority of its state, hours and a stock binding picked from its dealerships; the template's records are unchanged", async () => {
    const before = await templateFiles(payload, template)
    const answer = await post(payload, 'admin@example.com', form())
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const siteId = answer.body.id as number

    const site = await payload.findByID({ collection: 'sites', id: siteId, depth: 0 })
    expect(site.name).toBe('Coastal Toyota')
    expect(site.slug).toBe('coastal-toyota')
    expect(site.domains?.map((d) => d.domain)).toEqual(['coastal-toyota.example'])
    expect(site.state).toBe('QLD')
    expect(site.manufacturer).toBe(toyota)
    // Settings come from the template; its own images and lead addresses do not.
    expect(site.template).toBe(before.site.template)
    expect(site.header?.hoverDropdowns).toBe(before.site.header?.hoverDropdowns)
    expect(site.theme?.logo ?? null).toBeNull()
    expect(site.forms?.leadEmail ?? null).toBeNull()
    // Issue 39.1: its leads go to the sales e-mail typed in the form, never to the template's addresses.
    expect(site.forms?.leadNotifications).toMatchObject({ enabled: true, emails: ['sales@coastal-toyota.example'] })

    const own: Where = { site: { equals: siteId } }
    const dealerships = (await payload.find({ collection: 'dealerships', where: own, depth: 0 })).docs
    expect(dealerships).toHaveLength(1)
    const dealership = dealerships[0]!
    expect(dealership).toMatchObject({
      name: 'Coastal Toyota',
      phone: '07 5500 1234',
      manufacturer: toyota,
      address: { street: '12 Marine Parade', city: 'Southport', state: 'QLD', postcode: '4215' },
    })

    // The stock binding is the new dealership, picked from the list, never a typed filter.
    expect(site.search?.stockDealerships).toEqual([dealership.id])
    expect(site.search?.stockFilter ?? '').toBe('')
    expect(siteStockFilter(site)).toBe(`site_id:${siteId} AND dealership_id:${dealership.id}`)

    const locations = (await payload.find({ collection: 'locations', where: own, depth: 0 })).docs
    expect(locations).toHaveLength(1)
    expect(locations[0]).toMatchObject({ dealership: dealership.id, primary: true, locationType: 'sales' })
    const templateHours = before.locations.find((l) => l.primary)!.openingHours!
    expect(
      locations[0]!.openingHours?.map(({ weekday, status, open, close }) => ({ weekday, status, open, close })),
    ).toEqual(templateHours.map(({ weekday, status, open, close }) => ({ weekday, status, open, close })))

    const navigation = (await payload.find({ collection: 'navigation', where: own, depth: 0 })).docs
    expect(navigation).toHaveLength(1)
    const labels = (items: { label?: string; title?: string }[] | null | undefined) =>
      (items ?? []).map((i) => i.label ?? i.title)
    expect(labels(navigation[0]!.header)).toEqual(labels(before.navigation[0]!.header))
    expect(labels(navigation[0]!.footer)).toEqual(labels(before.navigation[0]!.footer))
    expect(navigation[0]!.header!.length).toBeGreaterThan(0)
    expect(navigation[0]!.footer!.length).toBeGreaterThan(0)

    const pages = (await payload.find({ collection: 'pages', where: own, depth: 0, limit: 500 })).docs
    expect(pages.map((p) => p.slug).sort()).toEqual(before.pages.map((p) => p.slug).sort())
    const home = pages.find((p) => p.slug === 'home')!
    expect(home._status).toBe('published')
    expect(JSON.stringify(home.layout)).not.toContain('Harbour Toyota')
    expect(JSON.stringify(home.layout)).toContain('Coastal Toyota')

    const legal = (await payload.find({ collection: 'legal-texts', where: own, depth: 0 })).docs
    expect(legal).toHaveLength(1)
    expect(JSON.stringify(legal[0]!.privacyPolicy)).toContain('Coastal Toyota')
    expect(JSON.stringify(legal[0]!.termsOfUse)).not.toContain('Harbour Toyota')

    const authorities = (await payload.find({ collection: 'complaint-authorities', limit: 50, depth: 0 })).docs
    const byState = Object.fromEntries(authorities.map((a) => [a.state, a]))
    // The complaints notice lists the authority of each state the dealer has a location in: Queensland's.
    expect(complaintAuthoritiesFor(locations, byState).map((a) => a.state)).toEqual(['QLD'])

    // Nothing of the template changed, and no record of the new site is the template's.
    const after = await templateFiles(payload, template)
    expect(after).toEqual(before)

    // A second dealer of the same name gets its own slug; the first one's domain is now taken.
    const again = await post(payload, 'admin@example.com', form({ domain: 'coastal-toyota-2.example' }))
    expect(again.status).toBe(201)
    expect(again.body.slug).toBe('coastal-toyota-2')
    const taken = await post(payload, 'admin@example.com', form({ domain: 'coastal-toyota.example' }))
    expect(taken).toMatchObject({ status: 400, body: { field: 'domain' } })
  }, 120_000)

  it(`issue 26.5 "Templates with placeholders": "A site created from a template says its own name, city and state; a test creates a Brighton VIC dealer and finds no "Sydney" or "harbour" on any of its pages."`, async () => {
    const before = await templateFiles(payload, template)
    // The template itself is a Sydney dealer on the harbour: a copy word for word would say so.
    expect(JSON.stringify(before.pages)).toMatch(/Sydney/)
    expect(JSON.stringify(before.site)).toMatch(/Sydney/)

    const answer = await post(
      payload,
      'admin@example.com',
      form({
        dealerName: 'Bayside Toyota',
        domain: 'bayside-toyota.example',
        street: '100 Bay Street',
        suburb: 'Brighton',
        state: 'VIC',
        postcode: '3186',
        phone: '03 9592 0000',
      }),
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const own = await templateFiles(payload, answer.body.id as number)
    expect(own.pages.map((p) => p.slug).sort()).toEqual(before.pages.map((p) => p.slug).sort())

    // Its pages, navigation and footer, legal texts, settings, dealership and location: nothing of Sydney's harbour.
    for (const [part, value] of Object.entries(own)) expect(JSON.stringify(value), part).not.toMatch(/sydney|harbour/i)
    expect(own.site.timeZone).toBe('Australia/Melbourne')
    expect(own.locations[0]!.timeZone).toBe('Australia/Melbourne')

    // … and its own name, city and state instead.
    const home = JSON.stringify(own.pages.find((p) => p.slug === 'home'))
    expect(home).toContain('Welcome to Bayside Toyota')
    expect(home).toContain('Oh what a feeling, in Brighton')
    expect(JSON.stringify(own.pages.find((p) => p.slug === 'about-us'))).toContain(
      'Bayside Toyota helps Brighton drivers',
    )
    expect(JSON.stringify(own.legal)).toContain('Bayside Toyota')
    expect(own.site).toMatchObject({ name: 'Bayside Toyota', city: 'Brighton', state: 'VIC' })
    expect(JSON.stringify(own.pages)).not.toContain('{{')
  }, 120_000)
})
