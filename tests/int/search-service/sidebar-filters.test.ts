import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/payload-types'
import { carSearchPlan, mergeCarSearch, type CarSearchResponse } from '@/components/search/carSearchRequests'
import { carSearchSettings, searchFacets } from '@/components/search/carSearchSettings'
import type { SearchState } from '@/domain/searchUrl'
import type { JsonObject } from '@/search-service/engine/json'
import { carsIndexSettings } from '@/search/carIndexSettings'
import { priceRange } from '@/search/carRecord'
import { ADMIN_KEY, startFixture, type ServiceFixture } from './service-fixture'

/**
 * Issue 26.6(a), spec §3 "Filter attributes: badge, status, car_type, …, filtered_features, …, make_model, …, price,
 * subscription_price, price_range, …": a site whose staff chose features, make_model, status, price_range and
 * subscription_price for the sidebar gets those facets from the real search service (the app's index settings,
 * over HTTP) and a refinement on each narrows the stock, through the search page's own plan (carSearchPlan).
 */
const now = new Date('2026-06-01T00:00:00Z')
const listed = { listed_until: Math.floor(now.getTime() / 1000) + 86_400, show_on_dealer_website: true }
const car = (id: string, fields: JsonObject): JsonObject => ({
  objectID: id,
  ...listed,
  ...fields,
  make_model: `${fields.make} ${fields.model}`,
  price_range: priceRange(fields.price as number),
})
const CARS: JsonObject[] = [
  car('1', {
    make: 'Toyota',
    model: 'Corolla',
    status: 'in_stock',
    price: 24_990,
    subscription_price: 189,
    filtered_features: ['Sunroof', 'Reversing Camera'],
  }),
  car('2', {
    make: 'Toyota',
    model: 'RAV4',
    status: 'coming_soon',
    price: 41_990,
    subscription_price: 329,
    filtered_features: ['Reversing Camera'],
  }),
  car('3', { make: 'Mazda', model: 'CX-5', status: 'in_stock', price: 33_500, filtered_features: ['Sunroof'] }),
  car('4', { make: 'Kia', model: 'Sportage', status: 'sold', price: 12_000, filtered_features: [] }),
]

const FILTERS = ['filtered_features', 'make_model', 'status', 'price_range', 'subscription_price'] as const
const site = { id: 1, slug: 'x', name: 'X', search: { filters: [...FILTERS] } } as unknown as Site
const settings = carSearchSettings(site)

let fixture: ServiceFixture

async function search(state: SearchState) {
  const plan = carSearchPlan(state, {
    sortIndices: { relevant: 'cars' },
    hitsPerPage: 21,
    facets: searchFacets(settings),
    now,
  })
  const { results } = await fixture.client(ADMIN_KEY).search({ requests: plan.requests })
  const result = mergeCarSearch(plan, results as unknown as CarSearchResponse[])
  return { ...result, ids: result.hits.map((h) => String(h.objectID)).sort() }
}

beforeAll(async () => {
  fixture = await startFixture()
  const admin = fixture.client(ADMIN_KEY)
  await admin.setSettings({ indexName: 'cars', indexSettings: { ...carsIndexSettings, replicas: [] } })
  await admin.saveObjects({ indexName: 'cars', objects: CARS, waitForTasks: true })
})

afterAll(async () => {
  await fixture?.stop()
})

describe('spec §2 "Filter sidebar": staff can offer the features, make_model, status, price_range and subscription_price filters', () => {
  it('the site setting keeps the chosen filters, in order, for the sidebar', () => {
    expect(settings.filters).toEqual([...FILTERS])
    expect(searchFacets(settings)).toEqual(expect.arrayContaining([...FILTERS]))
  })

  it('each chosen list filter gets its values and counts from the search service', async () => {
    const { facets, stats } = await search({})
    expect(facets.filtered_features).toEqual({ Sunroof: 2, 'Reversing Camera': 2 })
    expect(facets.make_model).toEqual({ 'Toyota Corolla': 1, 'Toyota RAV4': 1, 'Mazda CX-5': 1, 'Kia Sportage': 1 })
    expect(facets.status).toEqual({ in_stock: 2, coming_soon: 1, sold: 1 })
    expect(facets.price_range).toEqual({
      '$20,000 - $30,000': 1,
      '$40,000 - $50,000': 1,
      '$30,000 - $40,000': 1,
      '$10,000 - $20,000': 1,
    })
    // subscription_price is a slider: bounds, not value counts.
    expect(facets.subscription_price).toBeUndefined()
    expect(stats.subscription_price).toMatchObject({ min: 189, max: 329 })
  })

  it('a refinement on each filter narrows the stock (OR within a filter, AND across filters)', async () => {
    expect((await search({ refinements: { filtered_features: ['Sunroof'] } })).ids).toEqual(['1', '3'])
    expect((await search({ refinements: { make_model: ['Toyota RAV4', 'Kia Sportage'] } })).ids).toEqual(['2', '4'])
    expect((await search({ refinements: { status: ['coming_soon'] } })).ids).toEqual(['2'])
    expect((await search({ refinements: { price_range: ['$30,000 - $40,000'] } })).ids).toEqual(['3'])
    expect((await search({ ranges: { subscription_price: { min: 200 } } })).ids).toEqual(['2'])
    expect(
      (await search({ refinements: { filtered_features: ['Reversing Camera'], status: ['in_stock'] } })).ids,
    ).toEqual(['1'])
  })

  it('a refined list keeps its other values counted (disjunctive facets), so the shopper can add one', async () => {
    const { facets } = await search({ refinements: { status: ['sold'] } })
    expect(facets.status).toEqual({ in_stock: 2, coming_soon: 1, sold: 1 })
  })
})
