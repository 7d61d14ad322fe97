import { algoliasearch } from 'algoliasearch'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Model, Site } from '@/payload-types'
import { directorySearchParams } from '../../../src/domain/directorySearch'
import { DIRECTORY_INDEX } from '../../../src/search/directoryIndex'
import { siteDirectoryKey } from '../../../src/search/siteSearchKey'
import { testPayload } from '../payload'

type Hit = {
  objectID: string
  site_id: number
  manufacturer: { name: string }
  model: { name: string; body: string | null }
}
let payload: Payload
let harbour: Site
let lakeside: Site

const clientFor = (site: Site) =>
  algoliasearch('local', siteDirectoryKey(site), {
    hosts: [{ url: `127.0.0.1:${process.env.SEARCH_PORT}`, accept: 'readWrite', protocol: 'http' }],
  })

async function directory(site: Site, params: object): Promise<{ hits: Hit[]; nbHits: number }> {
  const answer = await clientFor(site).searchSingleIndex({ indexName: DIRECTORY_INDEX, searchParams: params })
  return { hits: answer.hits as unknown as Hit[], nbHits: answer.nbHits ?? 0 }
}

beforeAll(async () => {
  payload = await testPayload()
  const site = async (slug: string) =>
    (await payload.find({ collection: 'sites', where: { slug: { equals: slug } }, limit: 1 })).docs[0]!
  harbour = await site('harbour-toyota')
  lakeside = await site('lakeside-motors')
})

describe('directory search (spec §2, §7): manufacturers and models', () => {
  it("a site's directory key finds its models by manufacturer.name and model.name, 21 a page", async () => {
    const { hits } = await directory(harbour, directorySearchParams({ query: 'rav4' }))
    expect(hits.length).toBeGreaterThan(0)
    expect(hits[0]!.model.name).toMatch(/RAV4/i)
    expect(hits[0]!.manufacturer.name).toBe('Toyota')
    const all = await directory(harbour, directorySearchParams({}))
    expect(all.hits.length).toBeLessThanOrEqual(21)
  })

  it('filters on model.body', async () => {
    const { hits, nbHits } = await directory(harbour, directorySearchParams({ body: 'suv' }))
    expect(nbHits).toBeGreaterThan(0)
    for (const hit of hits) expect(hit.model.body).toBe('suv')
  })

  it("no request with a site's key returns another site's models", async () => {
    for (const params of [
      {},
      { filters: `site_id:${lakeside.id}` },
      { filters: `NOT site_id:${harbour.id}` },
      { facetFilters: [[`site_id:${lakeside.id}`]] },
    ]) {
      const { hits } = await directory(harbour, { ...params, hitsPerPage: 1000 })
      for (const hit of hits) expect(hit.site_id).toBe(harbour.id)
    }
  })

  it('a model edit reaches the directory when the save returns; discontinuing or deleting removes it', async () => {
    const manufacturer = (
      await payload.find({ collection: 'manufacturers', where: { name: { equals: 'Toyota' } }, limit: 1 })
    ).docs[0]!
    const model = (await payload.create({
      collection: 'models',
      data: {
        site: harbour.id,
        name: 'Directoryzz Test',
        slug: 'toyota-directoryzz-test',
        manufacturer: manufacturer.id,
        manufacturerBody: 'suvs-4wds',
        body: 'suv',
      } as never,
    })) as Model
    expect((await directory(harbour, { query: 'Directoryzz' })).nbHits).toBe(1)
    await payload.update({ collection: 'models', id: model.id, data: { name: 'Directoryqq Test' } })
    expect((await directory(harbour, { query: 'Directoryqq' })).nbHits).toBe(1)
    // Exact words: with typo tolerance 'Directoryzz' is two typos from 'Directoryqq' and still matches, as on Algolia.
    expect((await directory(harbour, { query: 'Directoryzz', typoTolerance: false })).nbHits).toBe(0)
    await payload.update({ collection: 'models', id: model.id, data: { status: 'discontinued' } })
    expect((await directory(harbour, { query: 'Directoryqq' })).nbHits).toBe(0)
    await payload.update({ collection: 'models', id: model.id, data: { status: 'current' } })
    expect((await directory(harbour, { query: 'Directoryqq' })).nbHits).toBe(1)
    await payload.delete({ collection: 'models', id: model.id })
    expect((await directory(harbour, { query: 'Directoryqq' })).nbHits).toBe(0)
  })
})
