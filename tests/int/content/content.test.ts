import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page, Site, User } from '@/payload-types'
import { testPayload } from '../payload'

/**
 * Content pages against the seeded demo database: shopper reads name the site, return published documents only and
 * honour excluded websites; the nearest-location selector geocodes through the bundled table.
 */
let payload: Payload
let harbour: Site
let lakeside: Site
let editor: User

async function site(slug: string): Promise<Site> {
  const { docs } = await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, limit: 1, depth: 1 })
  if (!docs[0]) throw new Error(`missing seeded site ${slug}`)
  return docs[0]
}

beforeAll(async () => {
  payload = await testPayload()
  harbour = await site('harbour-toyota')
  lakeside = await site('lakeside-motors')
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: 'editor@harbour-toyota.example.com' } },
    limit: 1,
  })
  editor = docs[0]!
})

describe('shopper reads always filter by site', () => {
  it("each site's offers, models, reviews and posts are its own", async () => {
    const { siteModels, siteOffers, sitePosts, siteReviews } = await import('@/data/content')
    const [harbourOffers, lakesideOffers] = await Promise.all([siteOffers(harbour.id), siteOffers(lakeside.id)])
    expect(harbourOffers.map((o) => o.name)).toContain('HiLux SR5 drive-away')
    expect(lakesideOffers.map((o) => o.name)).toContain('Ford F-150 XLT: 0.9% APR')
    expect(harbourOffers.some((o) => lakesideOffers.some((l) => l.id === o.id))).toBe(false)
    expect((await siteModels(lakeside.id)).length).toBe(0)
    expect((await siteModels(harbour.id)).map((m) => m.name)).toContain('RAV4')
    for (const review of await siteReviews(lakeside.id))
      expect(typeof review.site === 'object' ? review.site?.id : review.site).toBe(lakeside.id)
    for (const post of await sitePosts(lakeside.id))
      expect(typeof post.site === 'object' ? post.site?.id : post.site).toBe(lakeside.id)
  })
})

describe("block loaders: each block gets what it shows, read for the page's site", () => {
  it('loads every block of a page at once, in block order; a block without a loader gets nothing', async () => {
    const { loadBlocksData } = await import('@blocks/loaders')
    const ctx = { site: harbour, basePath: '' }
    const blocks = [
      { blockType: 'richText', id: 'a' },
      { blockType: 'reviews', id: 'b' },
      { blockType: 'offersList', id: 'c', limit: 1 },
      { blockType: 'locations', id: 'd', filter: 'all', display: 'grid' },
      { blockType: 'contactForm', id: 'e', enquiryType: 'Fleet Enquiry' },
    ] as NonNullable<Page['layout']>
    const [richText, reviews, offers, locations, contact] = (await loadBlocksData(blocks, ctx, { slug: 'fleet' })) as [
      undefined,
      { reviews: { site?: unknown }[] },
      { offers: { id: number }[] },
      { locations: { source: { site?: unknown } }[] },
      { settings: { kind: string; siteSlug: string }; pageId: string },
    ]
    const siteOf = (doc: { site?: unknown }) =>
      typeof doc.site === 'object' && doc.site ? (doc.site as { id: number }).id : doc.site
    expect(richText).toBeUndefined()
    expect(reviews.reviews.length).toBeGreaterThan(0)
    for (const review of reviews.reviews) expect(siteOf(review)).toBe(harbour.id)
    expect(offers.offers).toHaveLength(1)
    expect(locations.locations.length).toBeGreaterThan(0)
    // Shaped for the block (siteLocation): each keeps its Payload document as its source.
    for (const location of locations.locations) expect(siteOf(location.source)).toBe(harbour.id)
    // The contact form block stores a lead of its enquiry type, naming its page.
    expect(contact).toMatchObject({ settings: { kind: 'fleet', siteSlug: harbour.slug }, pageId: 'fleet' })
  })
})

describe('drafts: shoppers see published content only; staff preview drafts', () => {
  it('a draft page is invisible to shoppers and visible to an editor of the site in preview', async () => {
    const slug = `draft-check-${Date.now()}`
    await payload.create({
      collection: 'pages',
      data: { site: harbour.id, title: 'Draft check', slug, _status: 'draft' },
      draft: true,
    })
    const { sitePage } = await import('@/data/sites')
    const { draftPage } = await import('@/data/drafts')
    expect(await sitePage(harbour.id, slug)).toBeNull()
    expect((await draftPage(harbour.id, slug, editor))?.title).toBe('Draft check')
  })

  it('an unpublished change to a published offer stays out of the shopper read until published', async () => {
    const offer = await payload.create({
      collection: 'offers',
      data: { site: harbour.id, name: 'Published name', _status: 'published' },
    })
    await payload.update({ collection: 'offers', id: offer.id, data: { name: 'Draft name' }, draft: true })
    const { siteOffers } = await import('@/data/content')
    const { draftOffer } = await import('@/data/drafts')
    expect((await siteOffers(harbour.id)).find((o) => o.id === offer.id)?.name).toBe('Published name')
    expect((await draftOffer(harbour.id, offer.id, editor))?.name).toBe('Draft name')
    await payload.update({ collection: 'offers', id: offer.id, data: { name: 'Draft name', _status: 'published' } })
    expect((await siteOffers(harbour.id)).find((o) => o.id === offer.id)?.name).toBe('Draft name')
    await payload.delete({ collection: 'offers', id: offer.id })
  })
})

describe('offers: excluded_website_ids honoured; the manufacturer segment only on multi-manufacturer sites', () => {
  it('an offer that excludes its site is not shown', async () => {
    const { siteOffers } = await import('@/data/content')
    const { visibleOffers } = await import('@/lib/offerData')
    const offer = await payload.create({
      collection: 'offers',
      data: { site: harbour.id, name: 'Not for this site', excludedWebsites: [harbour.id], _status: 'published' },
    })
    const shown = visibleOffers({ site: harbour, basePath: '' }, await siteOffers(harbour.id), new Date())
    expect(shown.some((o) => o.id === offer.id)).toBe(false)
    expect(shown.length).toBeGreaterThan(0)
    await payload.delete({ collection: 'offers', id: offer.id })
  })

  it('/offers/{offerId} on the Toyota site, /offers/{manufacturer}/{offerId} on the multi-brand site', async () => {
    const { siteOffers } = await import('@/data/content')
    const { offerHref } = await import('@/lib/offerData')
    const [toyota] = await siteOffers(harbour.id)
    const ford = (await siteOffers(lakeside.id)).find((o) => o.name.startsWith('Ford'))!
    expect(offerHref({ site: harbour, basePath: '' }, toyota!)).toBe(`/offers/${toyota!.id}`)
    expect(offerHref({ site: lakeside, basePath: '' }, ford)).toBe(`/offers/ford/${ford.id}`)
  })
})

describe('postcode selector finds the nearest location (earth radius 6371 km) through the bundled postcode table', () => {
  it('finds the nearest visible location and formats the distance for the locale', async () => {
    const { siteLocations } = await import('@/data/sites')
    const { nearestLocationTo } = await import('@/lib/locationData')
    const metro = await site('metro-used-cars')
    const answer = await nearestLocationTo('3042', await siteLocations(metro.id), 'en-AU')
    expect(answer.ok).toBe(true)
    if (!answer.ok) return
    const nearest = (await siteLocations(metro.id)).find((l) => String(l.id) === answer.locationId)
    expect(nearest?.name).toBe('Metro Essendon Sales')
    expect(answer.distance).toMatch(/^\d+ km$/)
  })

  it("'Invalid postcode' when the postcode is not found, and the field message when it is not 4 digits", async () => {
    const { siteLocations } = await import('@/data/sites')
    const { nearestLocationTo } = await import('@/lib/locationData')
    const locations = await siteLocations(harbour.id)
    expect(await nearestLocationTo('0001', locations, 'en-AU')).toEqual({ ok: false, error: 'Invalid postcode' })
    expect(await nearestLocationTo('20a0', locations, 'en-AU')).toEqual({
      ok: false,
      error: 'Invalid postcode. Please enter a 4-digit number.',
    })
  })
})

describe('complaints notice: the authority of each state where the dealer has a location', () => {
  it('lists NSW Fair Trading for the Sydney dealer only', async () => {
    const { complaintAuthorities } = await import('@/data/content')
    const { siteLocations } = await import('@/data/sites')
    const { domainLocation } = await import('@/data/shapes/location')
    const { complaintAuthoritiesFor } = await import('@/domain/complaintAuthorities')
    const byState = Object.fromEntries(
      (await complaintAuthorities()).map((a) => [a.state, { name: a.name, website: a.website }]),
    )
    const listed = complaintAuthoritiesFor((await siteLocations(harbour.id)).map(domainLocation), byState)
    expect(listed.map((a) => a.name)).toEqual(['NSW Fair Trading'])
  })
})

describe('sitemap.xml lists the site’s own pages', () => {
  it('has the offers, model pages, blog categories and locations of the site, and nothing of another site', async () => {
    const { sitemapEntries } = await import('@/lib/sitemap')
    const paths = (await sitemapEntries({ site: harbour, basePath: '' }, new Date())).map((e) => e.path)
    expect(paths).toContain('/special-offers')
    // Harbour Toyota's model pages follow its pattern, /models/new-{make}-{model}-vehicle (docs/demo-sites.md).
    expect(paths).toContain('/models/new-toyota-rav4-vehicle')
    expect(paths).toContain('/blog/vehicle-reviews')
    expect(paths).toContain('/locations/harbour-toyota')
    expect(paths).toContain('/service')
    expect(paths.some((p) => p.includes('lakeside') || p.includes('/offers/ford/'))).toBe(false)
  })
})

describe('sitemap: every listed car page, with lastmod', () => {
  it("lists the site's listed cars (its own and its dealerships') and none of another site's", async () => {
    const { sitemapCars } = await import('@/data/sitemapCars')
    const { siteSitemapPlan } = await import('@/lib/sitemap')
    const [harbourCars, lakesideCars] = await Promise.all([sitemapCars(harbour.id), sitemapCars(lakeside.id)])
    const listed = await payload.find({
      collection: 'cars',
      where: {
        and: [
          { site: { equals: harbour.id } },
          { status: { equals: 'in_stock' } },
          { show_on_dealer_website: { equals: true } },
        ],
      },
      limit: 1,
      depth: 0,
    })
    const car = listed.docs[0]
    expect(car, 'the seed has a listed Harbour Toyota car').toBeDefined()
    expect(harbourCars.map((c) => c.slug)).toContain(car!.slug)
    const lakesideSlugs = new Set(lakesideCars.map((c) => c.slug))
    expect(harbourCars.some((c) => lakesideSlugs.has(c.slug))).toBe(false)

    const plan = await siteSitemapPlan({ site: harbour, basePath: '' }, new Date())
    expect(plan.kind).toBe('single')
    const entry = plan.kind === 'single' ? plan.entries.find((e) => e.path === `/cars/${car!.slug}`) : undefined
    expect(entry?.lastModified).toBe(car!.updatedAt)

    // Large sites split: with a limit of 5 URLs a file, the cars spread over files of at most 5.
    const split = await siteSitemapPlan({ site: harbour, basePath: '' }, new Date(), 5)
    expect(split.kind).toBe('index')
    if (split.kind === 'index') {
      expect(split.files.every((f) => f.entries.length <= 5)).toBe(true)
      expect(split.files.filter((f) => f.name.startsWith('cars-')).flatMap((f) => f.entries).length).toBe(
        harbourCars.filter((c) => c.listedUntil > Date.now() / 1000).length,
      )
    }
  })
})

describe('the models menu order is content', () => {
  it("the seed gives the Toyota range the spec's order, and the migration gives unordered old models their old place", async () => {
    const { siteModels } = await import('@/data/content')
    const { sortModels } = await import('@/domain/modelMenu')
    const models = sortModels(await siteModels(harbour.id))
    expect(models.slice(0, 4).map((m) => m.name)).toEqual(['bZ4X', 'Prado', 'C-HR', 'Yaris'])

    const rav4 = models.find((m) => m.name === 'RAV4')!
    await payload.db.drizzle.execute(`UPDATE "models" SET "order" = NULL WHERE "id" = ${Number(rav4.id)}`)
    const { up } = await import('../../../migrations/20261125_032800_model_menu_order')
    await up({ db: payload.db.drizzle, payload, req: {} } as never)
    const after = await payload.findByID({ collection: 'models', id: rav4.id, depth: 0 })
    expect(after.order).toBe(10)
  })
})
