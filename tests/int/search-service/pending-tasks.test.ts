import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { algoliasearch } from 'algoliasearch'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/payload-types'
import { resetSearchAdminClient, searchAdminClient } from '../../../src/search/adminClient'
import { reindexAllCars } from '../../../src/search/carIndex'
import { CARS_INDEX } from '../../../src/search/carIndexSettings'
import { DIRECTORY_INDEX, reindexDirectory } from '../../../src/search/directoryIndex'
import { siteSearchClient } from '../../../src/data/siteSearchClient'
import { startSearchService, type RunningSearchService } from '../../../src/search-service/server'
import { importStockFeed } from '../../../src/stock/importFeedNow'
import { testPayload } from '../payload'

/**
 * Issue 40.3: Algolia publishes a write some time after it accepts it; the embedded service publishes at once unless
 * SEARCH_TASK_PENDING_MS (here taskPendingMs) holds every write back. With it on, the app's flows that read their own
 * writes (an import then its listing, a reindex, the directory's) must still end correct: they wait for their tasks.
 */
const PENDING_MS = 600
const DEALERSHIP = 'pending-tasks-yard'
const FEED = `StockNo,VIN,Make,Model,Variant,Year,Price,Odometer,Colour,Condition,Status
PT-001,JTMW43FV60D099001,Toyota,RAV4,GX,2021,"$34,990",45210,Silver,Used,Available
PT-002,KMHJ381ABMU099002,Hyundai,Tucson,Elite,2022,"$38,500",21000,White,Used,In Stock
`

let payload: Payload
let site: Site
let service: RunningSearchService
let dataDir: string
let sharedPort: string | undefined
let stockDealerships: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  sharedPort = process.env.SEARCH_PORT
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-pending-'))
  service = await startSearchService({
    port: 0,
    dataDir,
    appId: 'local',
    adminKey: process.env.SEARCH_ADMIN_KEY!,
    searchKey: process.env.SEARCH_SEARCH_KEY!,
    snapshotEveryMs: 0,
    taskPendingMs: PENDING_MS,
    log: () => undefined,
  })
  // Every server-side client of the app (admin, the site's shopper reads) now talks to the slow-publishing service.
  process.env.SEARCH_PORT = String(service.port)
  resetSearchAdminClient()
  const metro = (
    await payload.find({ collection: 'sites', where: { slug: { equals: 'metro-used-cars' } }, depth: 0, limit: 1 })
  ).docs[0]!
  const yard = await payload.create({
    collection: 'dealerships',
    data: { site: metro.id, name: 'Pending Tasks Yard', slug: DEALERSHIP },
  })
  // The site lists the picked dealerships only (issue 20.7): pick the new yard too, for this file; put back after.
  stockDealerships = (metro.search?.stockDealerships ?? []).map((d) => (typeof d === 'number' ? d : d.id))
  site = await payload.update({
    collection: 'sites',
    id: metro.id,
    data: { search: { ...metro.search, stockDealerships: [...stockDealerships, yard.id] } },
    depth: 0,
    context: { disableRevalidate: true, skipIndex: true },
  })
})

afterAll(async () => {
  if (site)
    await payload.update({
      collection: 'sites',
      id: site.id,
      data: { search: { ...site.search, stockDealerships } },
      context: { disableRevalidate: true, skipIndex: true },
    })
  process.env.SEARCH_PORT = sharedPort
  resetSearchAdminClient()
  await service?.close()
  // The yard goes with its cars and imports: a site with a second dealership asks every general enquiry for a
  // preferred dealership, and the sitemap tests pick listed cars (a later file must find the seed as it was).
  const yard = await payload.find({ collection: 'dealerships', where: { slug: { equals: DEALERSHIP } }, limit: 1 })
  for (const { id } of yard.docs) {
    await payload.delete({ collection: 'cars', where: { dealership: { equals: id } } })
    await payload.delete({ collection: 'stock-imports', where: { dealership: { equals: id } } })
    await payload.delete({ collection: 'dealerships', id })
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const adminClient = () =>
  algoliasearch('local', process.env.SEARCH_ADMIN_KEY!, {
    hosts: [{ url: `127.0.0.1:${service.port}`, accept: 'readWrite', protocol: 'http' }],
  })

describe('SEARCH_TASK_PENDING_MS: the search service publishes writes late, as Algolia may', () => {
  it('answers a fresh task notPublished and hides its write until it is published', async () => {
    const client = adminClient()
    const [{ taskID }] = await client.saveObjects({ indexName: 'pending_probe', objects: [{ objectID: 'a', n: 1 }] })
    const task = await client.getTask({ indexName: 'pending_probe', taskID })
    expect(task.status).toBe('notPublished')
    await expect(client.getObject({ indexName: 'pending_probe', objectID: 'a' })).rejects.toThrow()
    await client.waitForTask({ indexName: 'pending_probe', taskID })
    expect((await client.getTask({ indexName: 'pending_probe', taskID })).status).toBe('published')
    expect(await client.getObject({ indexName: 'pending_probe', objectID: 'a' })).toMatchObject({ n: 1 })
  })
})

describe("the app's flows wait for their index tasks (issue 40.3)", () => {
  it('a reindex ends with every car searchable, the sort replicas virtual and sorting', async () => {
    const { totalDocs } = await payload.count({ collection: 'cars' })
    expect(await reindexAllCars(payload)).toBe(totalDocs)
    const answer = await searchAdminClient().searchSingleIndex({
      indexName: CARS_INDEX,
      searchParams: { hitsPerPage: 0 },
    })
    expect(answer.nbHits).toBe(totalDocs)
    const settings = await searchAdminClient().getSettings({ indexName: CARS_INDEX })
    expect(settings.replicas).toContain(`virtual(${CARS_INDEX}_price_asc)`)
    const cheapest = await searchAdminClient().searchSingleIndex<{ price?: number; has_price?: number }>({
      indexName: `${CARS_INDEX}_price_asc`,
      searchParams: { hitsPerPage: 1000, attributesToRetrieve: ['price', 'has_price'] },
    })
    expect(cheapest.nbHits).toBe(totalDocs)
    const prices = cheapest.hits.filter((h) => h.has_price === 1).map((h) => h.price ?? 0)
    expect(prices.length).toBeGreaterThan(1)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it("an import's cars are in the site's listing as soon as the import returns", async () => {
    const summary = await importStockFeed(payload, { dealershipSlug: DEALERSHIP, content: FEED, format: 'csv' })
    expect(summary).toMatchObject({ created: 2, rejected: 0 })
    const listing = await siteSearchClient(site).searchSingleIndex({
      indexName: CARS_INDEX,
      searchParams: { hitsPerPage: 10, facetFilters: [[`dealership_slug:${DEALERSHIP}`]] },
    })
    expect(listing.hits.map((h) => (h as { stocknum?: string }).stocknum).sort()).toEqual(['PT-001', 'PT-002'])
  })

  it('a directory reindex ends with every listed model searchable', async () => {
    const indexed = await reindexDirectory(payload)
    expect(indexed).toBeGreaterThan(0)
    const answer = await searchAdminClient().searchSingleIndex({
      indexName: DIRECTORY_INDEX,
      searchParams: { hitsPerPage: 0 },
    })
    expect(answer.nbHits).toBe(indexed)
  })
})
