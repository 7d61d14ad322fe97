import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { algoliasearch } from 'algoliasearch'
import { afterAll, describe, expect, it } from 'vitest'
import { startSearchService } from '@/search-service/server'
import { securedKeyForSite } from '@/search/securedKey'

/**
 * docs/deployment.md, runbook "Rotate a secret": the search service restarted with new SEARCH_ADMIN_KEY and
 * SEARCH_SEARCH_KEY (and the apps with the same two) keeps its index, refuses the old keys and every secured key a
 * browser got from the old search key, and answers the new ones: a browser with a page from before gets a new key
 * from the site's renew URL.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-rotation-'))
const APP_ID = 'rotation'
const OLD = { adminKey: 'old-admin-key', searchKey: 'old-search-key' }
const NEW = { adminKey: 'new-admin-key', searchKey: 'new-search-key' }

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const clientOf = (port: number, apiKey: string) =>
  algoliasearch(APP_ID, apiKey, {
    hosts: [{ url: `127.0.0.1:${port}`, accept: 'readWrite', protocol: 'http' }],
    timeouts: { connect: 2000, read: 10_000, write: 30_000 },
  })

const secured = (searchKey: string) =>
  securedKeyForSite({ searchKey, siteFilter: 'site_id:1', nowSeconds: Date.now() / 1000, validForSeconds: 3600 })

/** The status of one search, 200 or the service's refusal. */
async function searchStatus(port: number, apiKey: string): Promise<number> {
  try {
    await clientOf(port, apiKey).searchSingleIndex({ indexName: 'cars', searchParams: { query: '' } })
    return 200
  } catch (error) {
    return (error as { status?: number }).status ?? 0
  }
}

describe('rotating the search keys (runbook)', () => {
  it('keeps the index, refuses the old admin, search and secured keys, and answers the new ones', async () => {
    const before = await startSearchService({ port: 0, dataDir, appId: APP_ID, ...OLD, log: () => undefined })
    const oldSecured = secured(OLD.searchKey)
    try {
      const admin = clientOf(before.port, OLD.adminKey)
      const { taskID } = await admin
        .saveObjects({
          indexName: 'cars',
          objects: [{ objectID: '1', site_id: 1, make: 'Toyota', listed: true }],
        })
        .then((answers) => answers[0]!)
      await admin.waitForTask({ indexName: 'cars', taskID })
      expect(await searchStatus(before.port, oldSecured)).toBe(200)
    } finally {
      await before.close()
    }

    const after = await startSearchService({ port: 0, dataDir, appId: APP_ID, ...NEW, log: () => undefined })
    try {
      expect(await searchStatus(after.port, OLD.adminKey)).toBe(403)
      expect(await searchStatus(after.port, OLD.searchKey)).toBe(403)
      expect(await searchStatus(after.port, oldSecured)).toBe(403)
      const kept = await clientOf(after.port, NEW.adminKey).searchSingleIndex({ indexName: 'cars', searchParams: {} })
      expect(kept.nbHits).toBe(1)
      expect(await searchStatus(after.port, secured(NEW.searchKey))).toBe(200)
    } finally {
      await after.close()
    }
  })
})
