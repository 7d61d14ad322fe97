import { describe, expect, it, vi } from 'vitest'

// The metadata alone: the site is a fixture, the page's body (the search itself) is not rendered.
const site = { id: 1, slug: 'acme', name: 'Acme Motors', city: 'Sydney', state: 'NSW', domains: [] }
vi.mock('@/lib/siteRequest', () => ({
  siteForPage: async () => ({ site, basePath: '', route: { key: 'acme.example', viaHost: true } }),
}))
vi.mock('@/components/search/SearchPage', () => ({ SearchPage: () => null }))
vi.mock('@/data/searchPage', () => ({ searchPageExtras: async () => ({}) }))

const newCars = await import('@/app/(site)/sites/[site]/used-car/new-cars/page')
const usedList = await import('@/app/(site)/sites/[site]/used-car/list/page')

const metadataOf = (page: typeof newCars, searchParams: Record<string, string> = {}) =>
  page.generateMetadata({
    params: Promise.resolve({ site: 'acme.example' }),
    searchParams: Promise.resolve(searchParams),
  })

describe("spec listing titles ('Pre-Owned Cars for Sale in {city} {state}' for used, 'New, Pre-Owned and Demo …' for all): each condition route has its own <title> (issue 39.10)", () => {
  it('/used-car/new-cars is titled for new cars, not with the all-stock title', async () => {
    const page = await metadataOf(newCars)
    expect(page.title).toBe('New Cars for Sale in Sydney NSW')
    expect(page.title).not.toBe('New, Pre-Owned and Demo Cars for Sale in Sydney NSW')
    expect(page.description).toContain('New Cars for Sale in Sydney NSW at Acme Motors')
  })

  it('/used-car/list is titled for used cars', async () => {
    expect((await metadataOf(usedList)).title).toBe('Pre-Owned Cars for Sale in Sydney NSW')
  })

  it('they stay landing pages canonical to their own path; a search in the query is `noindex, follow`', async () => {
    const clean = await metadataOf(newCars)
    expect(clean.robots).toBe('index, follow')
    expect(clean.alternates?.canonical).toBe('https://acme.example/used-car/new-cars')
    const sorted = await metadataOf(usedList, { sortBy: 'cars_price_asc' })
    expect(sorted.robots).toBe('noindex, follow')
    expect(sorted.alternates?.canonical).toBe('https://acme.example/used-car/list')
  })
})
