import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Car, Site } from '@/payload-types'
import { slugify } from '@/domain/slugify'
import { testPayload } from '../payload'

/**
 * Issue 38.2 against the seeded demo sites and the real search service: the make, model, condition and body landing
 * pages of the spec's routes are listed in each site's sitemap with the cars, from the site's own stock only.
 */
let payload: Payload
let harbour: Site
let lakeside: Site

async function site(slug: string): Promise<Site> {
  const { docs } = await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, limit: 1, depth: 1 })
  if (!docs[0]) throw new Error(`missing seeded site ${slug}`)
  return docs[0]
}

/** Every car a site could list: its own and its dealerships' (the sitemap's ownership rule), whatever their status. */
async function carsOf(target: Site): Promise<Car[]> {
  const { siteDealerships } = await import('@/data/sites')
  const dealerships = (await siteDealerships(target.id)).map((d) => d.id)
  const { docs } = await payload.find({
    collection: 'cars',
    where: {
      or: [{ site: { equals: target.id } }, ...(dealerships.length ? [{ dealership: { in: dealerships } }] : [])],
    },
    depth: 0,
    pagination: false,
  })
  return docs
}

const CONDITION_PATH: Record<string, string> = {
  new: '/search/new-cars',
  used: '/search/used-cars',
  demo: '/search/demo-cars',
}

beforeAll(async () => {
  payload = await testPayload()
  harbour = await site('harbour-toyota')
  lakeside = await site('lakeside-motors')
})

describe("the make, model, condition and body landing pages are listed in each site's sitemap with the cars", () => {
  it('lists the landing pages of a listed car: its make, its model, its condition and the default search', async () => {
    const { sitemapEntries, siteSitemapPlan } = await import('@/lib/sitemap')
    const paths = (await sitemapEntries({ site: harbour, basePath: '' }, new Date())).map((e) => e.path)
    const { docs } = await payload.find({
      collection: 'cars',
      where: {
        and: [
          { site: { equals: harbour.id } },
          { status: { equals: 'in_stock' } },
          { show_on_dealer_website: { equals: true } },
        ],
      },
      // The seed's first car: other files add cars of their own to Harbour Toyota (some never indexed, some left).
      sort: 'id',
      limit: 1,
      depth: 0,
    })
    const car = docs[0]
    expect(car, 'the seed has a listed Harbour Toyota car').toBeDefined()
    expect(paths).toContain('/search/new-used-and-demo-cars')
    expect(paths).toContain(`/search/${slugify(car!.make)}`)
    expect(paths).toContain(`/search/${slugify(car!.make)}/${slugify(car!.model)}`)
    expect(paths).toContain(CONDITION_PATH[car!.car_type])
    expect(new Set(paths).size, 'deduplicated').toBe(paths.length)

    // Next to the cars, in the same sitemap.
    const plan = await siteSitemapPlan({ site: harbour, basePath: '' }, new Date())
    const all = plan.kind === 'single' ? plan.entries.map((e) => e.path) : []
    expect(all).toContain(`/search/${slugify(car!.make)}`)
    expect(all).toContain(`/cars/${car!.slug}`)
  })

  it("lists only landing pages backed by the site's own stock, never another site's makes or models", async () => {
    const { sitemapEntries } = await import('@/lib/sitemap')
    const [harbourPaths, lakesidePaths, harbourCars, lakesideCars] = await Promise.all([
      sitemapEntries({ site: harbour, basePath: '' }, new Date()).then((e) => e.map((x) => x.path)),
      sitemapEntries({ site: lakeside, basePath: '' }, new Date()).then((e) => e.map((x) => x.path)),
      carsOf(harbour),
      carsOf(lakeside),
    ])
    const landing = (paths: string[]) => paths.filter((p) => p.startsWith('/search/'))
    const backedBy = (cars: Car[]) =>
      new Set([
        '/search/new-used-and-demo-cars',
        '/search/new-and-demo-cars',
        ...cars.flatMap((c) => [
          `/search/${slugify(c.make)}`,
          `/search/${slugify(c.make)}/${slugify(c.model)}`,
          CONDITION_PATH[c.car_type] ?? '',
          c.simple_body ? `/search/${slugify(c.simple_body)}` : '',
        ]),
      ])
    const harbourBacked = backedBy(harbourCars)
    const lakesideBacked = backedBy(lakesideCars)
    expect(landing(harbourPaths).length).toBeGreaterThan(3)
    expect(landing(lakesidePaths).length).toBeGreaterThan(3)
    for (const path of landing(harbourPaths)) expect(harbourBacked.has(path), path).toBe(true)
    for (const path of landing(lakesidePaths)) expect(lakesideBacked.has(path), path).toBe(true)
    // A make only the other site sells is not in this site's sitemap.
    const lakesideOnly = landing(lakesidePaths).filter((p) => !harbourBacked.has(p))
    expect(lakesideOnly.length, 'Lakeside sells makes Harbour Toyota does not').toBeGreaterThan(0)
    for (const path of lakesideOnly) expect(harbourPaths).not.toContain(path)
  })

  it('every landing page in the sitemap is one the search page calls indexable and canonical to itself', async () => {
    const { sitemapEntries } = await import('@/lib/sitemap')
    const { searchIndexing } = await import('@/domain/searchIndexing')
    const paths = (await sitemapEntries({ site: lakeside, basePath: '' }, new Date()))
      .map((e) => e.path)
      .filter((p) => p.startsWith('/search/'))
    expect(paths.length).toBeGreaterThan(3)
    for (const path of paths) expect(searchIndexing(path), path).toEqual({ canonical: path, robots: 'index, follow' })
  })
})
