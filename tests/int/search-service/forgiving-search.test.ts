import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { JsonObject } from '@/search-service/engine/json'
import { carsIndexSettings } from '@/search/carIndexSettings'
import { ADMIN_KEY, startFixture, type ServiceFixture } from './service-fixture'

/**
 * Issue 19.16 "Search that forgives", with the app's own index settings (src/search/carIndexSettings.ts) on the
 * real search service over HTTP: typos, split and joined words, and a query whose last words match nothing.
 */
const CARS: JsonObject[] = [
  { objectID: '1', make: 'Toyota', model: 'Corolla', year: 2021, body: 'Hatch', fuel: 'Hybrid', price: 31990 },
  { objectID: '2', make: 'Toyota', model: 'RAV4', year: 2022, body: 'SUV', fuel: 'Hybrid', price: 38990 },
  { objectID: '3', make: 'Toyota', model: 'RAV4', year: 2019, body: 'SUV', fuel: 'Petrol', price: 29990 },
  { objectID: '4', make: 'Mazda', model: 'CX-5', year: 2018, body: 'SUV', fuel: 'Petrol', price: 24990 },
  { objectID: '5', make: 'Toyota', model: 'Camry', year: 2020, body: 'Sedan', fuel: 'Hybrid', price: 27990 },
  { objectID: '6', make: 'Kia', model: 'Sportage', year: 2023, body: 'SUV', fuel: 'Diesel', price: 41990 },
].map((car) => ({ ...car, make_model: `${car.make} ${car.model}`, name: `${car.year} ${car.make} ${car.model}` }))

let fixture: ServiceFixture
const ids = async (query: string) => {
  const result = await fixture.client(ADMIN_KEY).searchSingleIndex({ indexName: 'cars', searchParams: { query } })
  return result.hits.map((h) => h.objectID).sort()
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

describe('search that forgives (issue 19.16), with the app index settings', () => {
  it("'corola' finds the Corolla (one typo from 4 letters)", async () => {
    expect(await ids('corola')).toEqual(['1'])
  })

  it("'rav 4' and 'rav4' find the RAV4s (words joined and split)", async () => {
    expect(await ids('rav 4')).toEqual(['2', '3'])
    expect(await ids('rav4')).toEqual(['2', '3'])
  })

  it("'hybrid suv under 40000' finds the hybrid SUVs (the last words that match nothing are dropped)", async () => {
    expect(await ids('hybrid suv under 40000')).toEqual(['2'])
  })

  it("years are exact: '2019' is not 2018 (no typos on numbers)", async () => {
    expect(await ids('2019')).toEqual(['3'])
  })
})
