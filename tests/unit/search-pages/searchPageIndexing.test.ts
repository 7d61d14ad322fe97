import { describe, expect, it, vi } from 'vitest'

// The metadata alone: the site is a fixture, the page's body (the search itself) is not rendered.
const site = { id: 1, slug: 'acme', name: 'Acme Motors', city: 'Sydney', state: 'NSW', domains: [] }
vi.mock('@/lib/siteRequest', () => ({
  siteForPage: async () => ({ site, basePath: '', route: { key: 'acme.example', viaHost: true } }),
}))
vi.mock('@/components/search/SearchPage', () => ({ SearchPage: () => null, searchHeading: () => 'Cars for sale' }))
vi.mock('@/cache/pageCache', () => ({ tagPage: async () => undefined }))
vi.mock('@/data/searchPage', () => ({ searchPageExtras: async () => ({}) }))

const { searchRouteMetadata } = await import('@/components/search/SearchRoutePage')
const { searchParamsQuery } = await import('@/components/search/carSearchUrl')
const sevenSeaters = await import('@/app/(site)/sites/[site]/7-seater-cars-for-sale/page')

const metadataOf = (segments: string[], query = '') =>
  searchRouteMetadata(Promise.resolve({ site: 'acme.example', segments }), query)

describe('Crawl-safe faceted search: the search pages tell search engines what to index', () => {
  it('a landing page of its make/model/condition is `index, follow` with a canonical link to itself', async () => {
    const page = await metadataOf(['toyota', 'corolla'])
    expect(page.robots).toBe('index, follow')
    expect(page.alternates?.canonical).toBe('https://acme.example/search/toyota/corolla')
    expect((await metadataOf(['used-cars'])).alternates?.canonical).toBe('https://acme.example/search/used-cars')
  })

  it('sort, paging and deep filter combinations are `noindex, follow`, canonical to the clean page', async () => {
    const sorted = await metadataOf(['used-cars'], 'sortBy=cars_price_asc&page=3')
    expect(sorted.robots).toBe('noindex, follow')
    expect(sorted.alternates?.canonical).toBe('https://acme.example/search/used-cars')
    const deep = await metadataOf(['toyota'], 'car_type=used&fuel=Hybrid&price=10000:30000')
    expect(deep.robots).toBe('noindex, follow')
    expect(deep.alternates?.canonical).toBe('https://acme.example/search/toyota')
  })

  it("the per-request twin reads its query from the page's search parameters: several values stay several", async () => {
    const query = searchParamsQuery({ make: 'Toyota,Mazda', fuel: ['Hybrid', 'Diesel'], none: undefined }).slice(1)
    expect(query).toBe('make=Toyota,Mazda&fuel=Hybrid&fuel=Diesel')
    const several = await metadataOf([], query)
    expect(several.robots).toBe('noindex, follow')
    expect(several.alternates?.canonical).toBe('https://acme.example/search/new-used-and-demo-cars')
  })

  it('a preset search route is canonical to its own path, `noindex, follow` once its query holds a search', async () => {
    const metadataFor = (searchParams: Record<string, string>) =>
      sevenSeaters.generateMetadata({
        params: Promise.resolve({ site: 'acme.example' }),
        searchParams: Promise.resolve(searchParams),
      })
    const clean = await metadataFor({})
    expect(clean.robots).toBe('index, follow')
    expect(clean.alternates?.canonical).toBe('https://acme.example/7-seater-cars-for-sale')
    const filtered = await metadataFor({ make: 'Toyota', sortBy: 'cars_price_asc' })
    expect(filtered.robots).toBe('noindex, follow')
    expect(filtered.alternates?.canonical).toBe('https://acme.example/7-seater-cars-for-sale')
  })
})
